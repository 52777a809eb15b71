/**
 * The Endeavor game review in the browser (issue #22 for Endeavor): a finished game at the
 * Endeavor table offers "Review this game"; the review runs in the worker with progress, its
 * chart's marks show the board at that decision with both moves and their reasons, and a mistake
 * is an exercise judged on the spot. Screenshots at 1280×800 and 390×844 for review by eye.
 */
import { endeavorReviewGame } from '../src/bots/endeavor/review-game';
import { endeavorReplayLink } from '../src/notation';
import { test, expect, checkA11y } from './fixtures';

/** The fixed complete 3-player game the review is tested on (src/bots/endeavor/fixtures/review-expected.txt). */
const game = endeavorReviewGame();
const code = endeavorReplayLink(game.options.players, game.seed, game.moves);
const SHOTS = process.env.REVIEW_SHOTS;

test('a finished Endeavor game offers its review, which runs with progress and shows a blunder on the board with both moves and their reasons', async ({ page }) => {
  test.setTimeout(120_000);
  // A replay link of the whole game opens the table at its end (every seat played by hand).
  await page.goto(`/en/play/endeavor/#${code}`);
  const link = page.getByTestId('endeavor-review-link');
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(link).toHaveText('Review this game');
  await expect(link).toHaveAttribute('href', /^\/en\/play\/review\/\?reviewed=1,2,3#/);
  await link.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Game review' })).toBeVisible();
  await expect(page.getByTestId('review-budget')).toContainText('best 6 options for 12 decisions');
  await expect(page.getByTestId('review-thresholds')).toContainText('blunder from 15 %');
  await expect(page.getByTestId('review-progress')).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  await expect(page.getByText('Review done: 61 decisions reviewed.')).toBeVisible();
  // The recorded review: move 4 (index 3) is the second player's blunder, an occupation of the wrong city.
  const blunder = page.locator('.rc-mark[data-index="3"]');
  await expect(blunder).toHaveAttribute('data-mark', 'blunder');
  await blunder.click();
  const decision = page.getByTestId('review-decision');
  await expect(decision).toHaveAttribute('data-index', '3');
  await expect(decision.locator('#review-at-title')).toContainText('Move 4, round 1');
  await expect(decision.locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('review-played')).toContainText(/Occupy/i);
  await expect(page.getByTestId('review-best')).toContainText(/Looking 12 decisions ahead/);
  await expect(page.getByTestId('review-played')).toContainText(/Looking 12 decisions ahead/);
  if (SHOTS) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/endeavor-review-1280.png`, fullPage: true });
  }
  // Learn from your mistakes: the answer on request names the best move.
  const exercise = page.getByTestId('review-exercise');
  await expect(exercise).toContainText('find a better move');
  await exercise.getByRole('button', { name: 'Show the answer' }).click();
  await expect(exercise).toContainText(/The best move found: .*Occupy/i);
  await checkA11y(page);
});

test('an Endeavor exercise judges a try with the same search: the move played again is no better; a second try is allowed', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`/en/play/review/?reviewed=2#${code}`);
  await expect(page.getByTestId('review-progress')).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  await page.locator('.rc-mark[data-index="3"]').click();
  const decision = page.getByTestId('review-decision');
  const exercise = page.getByTestId('review-exercise');
  // Every legal move is also in a list beside the board: a pass here is judged a blunder too.
  await expect(decision.locator('svg').first()).toBeVisible();
  await exercise.getByTestId('review-moves').locator('summary').click();
  await exercise.getByTestId('review-moves').getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(exercise.locator('[data-feedback]')).toHaveAttribute('data-result', 'wrong', { timeout: 30_000 });
  await exercise.getByRole('button', { name: 'Try again' }).click();
  await expect(exercise.locator('[data-feedback]')).not.toHaveAttribute('data-result');
});

test('the Endeavor review is cancelled with its button; its link keeps the budget; a bad budget is told in words', async ({ page }) => {
  await page.goto(`/en/play/review/?candidates=30&depth=80#${code}`);
  await expect(page.getByRole('progressbar')).toBeVisible();
  await page.getByTestId('review-cancel').click();
  await expect(page.getByTestId('review-progress')).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByRole('textbox')).toHaveValue(/\/en\/play\/review\/\?candidates=30&depth=80#/);
  await page.goto(`/en/play/review/?depth=abc#${code}`);
  await expect(page.getByTestId('review-notice')).toContainText('“depth”');
});

test('the Endeavor review on a phone', async ({ page }) => {
  test.skip(!SHOTS, 'screenshots only when REVIEW_SHOTS names a folder');
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/nl/play/review/?reviewed=2#${code}`);
  await expect(page.getByTestId('review-progress')).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  await page.screenshot({ path: `${SHOTS}/endeavor-review-390-top.png`, fullPage: false });
  await page.locator('.rc-mark[data-index="3"]').click();
  await page.getByTestId('review-decision').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/endeavor-review-390.png`, fullPage: true });
  await checkA11y(page);
});

test('an Endeavor mistake the solver proves is saved as the learner’s puzzle and opened from the yours page, with its share link', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto(`/en/play/review/?reviewed=2#${code}`);
  await expect(page.getByTestId('review-progress')).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  // Move 4 (index 3): EU9 occupied where EU7 gains more glory by the end of the Action phase.
  await page.locator('.rc-mark[data-index="3"]').click();
  const offer = page.getByTestId('review-puzzle');
  await expect(offer).toHaveAttribute('data-state', 'proved', { timeout: 60_000 });
  await expect(offer).toContainText('Goal: the most glory for Player 2 by the end of this Action phase.');
  await expect(offer).not.toContainText('phase..');
  await expect(offer.getByRole('link', { name: 'Solve it as a puzzle' })).toHaveAttribute('href', /^\/en\/puzzles\/yours\/#/);
  await offer.getByRole('button', { name: 'Save to my puzzles' }).click();
  await expect(offer).toContainText('Saved in your puzzles.');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('euro-tutor.my-puzzles') ?? 'null'));
  expect(stored).toMatchObject({ version: 2, puzzles: [{ game: 'endeavor', id: expect.stringMatching(/^review-e-glory-phase-p2-[0-9a-z]+$/), move: 4 }] });
  if (SHOTS) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await offer.screenshot({ path: `${SHOTS}/endeavor-review-puzzle-offer-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/endeavor-review-puzzle-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await checkA11y(page);
  // The yours page lists it and opens it, from the list, in the Endeavor trainer.
  await page.goto('/en/puzzles/yours/');
  const entry = page.getByTestId('my-puzzles').locator('li[data-game="endeavor"]');
  await expect(entry).toHaveCount(1);
  await entry.getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/puzzles\/yours\/#/);
  const puzzle = page.getByTestId('my-puzzle');
  await expect(puzzle).toHaveAttribute('data-game', 'endeavor');
  await expect(puzzle).toHaveAttribute('data-puzzle', stored.puzzles[0].id);
  await expect(puzzle.locator('svg').first()).toBeVisible();
  await expect(puzzle).toContainText('Saved in your puzzles.');
  if (SHOTS) {
    for (const [w, h] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: `${SHOTS}/endeavor-yours-${w}.png`, fullPage: true });
    }
  }
  await checkA11y(page);
});

test('an Endeavor Build-phase mistake is a puzzle over the round, and says the others pass', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto(`/en/play/review/?reviewed=1#${code}`);
  await expect(page.getByTestId('review-progress')).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  // Move 13 (index 12), Player 1's: a Build-phase choice worth 2 glory less by the end of the round than the review's best.
  await page.locator('.rc-mark[data-index="12"]').click();
  const offer = page.getByTestId('review-puzzle');
  await expect(offer).toHaveAttribute('data-state', 'proved', { timeout: 60_000 });
  await expect(offer).toContainText(/Goal: the most glory for Player 1 by the end of this round\. The other players pass in the Action phase/);
  await expect(offer).not.toContainText('..');
  await offer.getByRole('link', { name: 'Solve it as a puzzle' }).click();
  const puzzle = page.getByTestId('my-puzzle');
  await expect(puzzle).toHaveAttribute('data-puzzle', /^review-e-glory-round-p\d-[0-9a-z]+$/);
  await expect(puzzle).toContainText('The other players pass in the Action phase');
});
