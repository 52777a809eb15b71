import { test, expect, checkA11y } from './fixtures';
import { replayLink, positionLink } from '../src/notation';
import { reviewGame } from '../src/bots/puerto-rico/review-game';
import { newGame } from '../src/engine/puerto-rico';

/** The fixed complete 4-player game the review is tested on (src/bots/puerto-rico/fixtures/review-expected.txt). */
const game = reviewGame();
const code = replayLink(game.options, game.seed, game.moves);

test('a replay link is reviewed in a worker with progress; a mark on the chart shows the board, both moves and an exercise', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`/en/play/review/?reviewed=1#${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Game review' })).toBeVisible();
  await expect(page.getByTestId('review-thresholds')).toContainText('blunder from 15 %');
  await expect(page.getByTestId('review-progress')).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByTestId('review-progress')).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  await expect(page.getByText('Review done: 57 decisions reviewed.')).toBeVisible();
  // The recorded review: move 110 (index 109) is seat 1's blunder.
  const blunder = page.locator('.rc-mark[data-index="109"]');
  await expect(blunder).toHaveAttribute('data-mark', 'blunder');
  await expect(page.getByTestId('review-list').locator('li')).toHaveCount(5);
  // The summary: one row per mark, one column per reviewed player; its blunders are the chart's.
  const summary = page.locator('.review-summary');
  await expect(summary.getByRole('rowheader')).toHaveText(['best', 'good', 'inaccuracy', 'mistake', 'blunder']);
  const blunders = (await summary.getByRole('row').last().locator('td').allTextContents()).reduce((a, t) => a + Number(t), 0);
  expect(blunders).toBe(await page.locator('.rc-mark[data-mark="blunder"]').count());
  // Keyboard: the mark is a button.
  await blunder.focus();
  await page.keyboard.press('Enter');
  const decision = page.getByTestId('review-decision');
  await expect(decision).toHaveAttribute('data-index', '109');
  await expect(decision.locator('#review-at-title')).toContainText('Move 110');
  // The chosen decision's heading comes to the top of the window, with its board below it.
  await expect(decision.locator('#review-at-title')).toBeFocused();
  await expect.poll(() => decision.locator('#review-at-title').evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(120);
  await expect(decision.locator('svg, .board, [data-place]').first()).toBeVisible();
  await expect(page.getByTestId('review-played')).toContainText('Builder');
  await expect(page.getByTestId('review-best')).toContainText('Mayor');
  // Learn from your mistakes: the played move again is no better; the answer on request.
  const exercise = page.getByTestId('review-exercise');
  await expect(exercise).toContainText('find a better move');
  await decision.locator('[data-place="role:builder"] button, button[data-place="role:builder"]').first().click();
  await expect(exercise.locator('[data-feedback]')).toHaveAttribute('data-result', 'wrong', { timeout: 30_000 });
  await exercise.getByRole('button', { name: 'Try again' }).click();
  await decision.locator('[data-place="role:mayor"] button, button[data-place="role:mayor"]').first().click();
  // The Mayor role opens a choice (with or without the privilege colonist): take it with the privilege.
  await decision.getByRole('group', { name: 'Choose: Mayor' }).getByRole('button', { name: 'Mayor', exact: true }).click();
  await expect(exercise.locator('[data-feedback]')).toHaveAttribute('data-result', 'right', { timeout: 30_000 });
  // A click on another mark shows that decision.
  await page.locator('.rc-mark[data-index="38"]').click();
  await expect(decision).toHaveAttribute('data-index', '38');
  await checkA11y(page);
});

test('the review is cancelled with its button and can be started again', async ({ page }) => {
  await page.goto(`/en/play/review/?playouts=5000&samples=64#${code}`);
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(/^Reviewing decision \d+ of 245$/)).toBeVisible();
  await page.getByTestId('review-cancel').click();
  await expect(page.getByTestId('review-progress')).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByText(/^The review was cancelled after \d+ of 245 decisions\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review again' })).toBeVisible();
  // The link keeps the budget it was opened with.
  await expect(page.getByRole('textbox')).toHaveValue(/\/en\/play\/review\/\?playouts=5000&samples=64#/);
});

test('a damaged link, a position link and a bad budget are told in words', async ({ page }) => {
  await page.goto(`/en/play/review/#${code.slice(0, -3)}xyz`);
  await expect(page.getByTestId('review-notice')).toContainText('This link cannot be reviewed: The link is damaged');
  await page.goto(`/nl/play/review/#${positionLink(newGame({ players: 3 }, 1))}`);
  await page.reload();
  await expect(page.getByTestId('review-notice')).toContainText('Deze link bevat een stelling');
  await page.goto(`/en/play/review/?playouts=abc&reviewed=9#${replayLink(game.options, game.seed, game.moves.slice(0, 12))}`);
  await expect(page.getByTestId('review-notice').first()).toContainText('“playouts” is not a budget');
  await expect(page.getByTestId('review-notice').nth(1)).toContainText('every player is reviewed instead');
  await expect(page.getByTestId('review-progress')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
});

test('a finished game on the play page and a replay link offer the review', async ({ page }) => {
  await page.goto(`/en/play/?fast=1&seats=psss#${code}`);
  await expect(page.getByTestId('game-over')).toBeVisible();
  await page.getByTestId('review-game').click();
  await expect(page).toHaveURL(/\/en\/play\/review\/\?reviewed=1#/);
  await expect(page.getByTestId('review-progress')).toBeVisible();
  await page.goto(`/en/position/#${code}`);
  await page.locator('[data-action="review"]').click();
  await expect(page).toHaveURL(/\/en\/play\/review\/#/);
  await expect(page.getByTestId('review-chart')).toBeVisible();
});

test('without a Web Worker the review runs on the page in slices, says so, and can still be cancelled', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => Reflect.deleteProperty(globalThis, 'Worker'));
  await page.goto(`/en/play/review/?reviewed=1#${replayLink(game.options, game.seed, game.moves.slice(0, 40))}`);
  await expect(page.getByTestId('review-on-page')).toContainText('could not start a background worker');
  await expect(page.getByTestId('review-progress')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(page.getByText(/^Review done: \d+ decisions reviewed\.$/)).toBeVisible();
  // A long review: the page keeps answering between slices, so the progress moves and Cancel is taken.
  await page.goto(`/en/play/review/?playouts=5000&samples=64#${code}`);
  await expect(page.getByText(/^Reviewing decision [1-9]\d* of 245$/)).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('review-cancel').click();
  await expect(page.getByTestId('review-progress')).toHaveAttribute('data-status', 'cancelled');
  const said = await page.getByTestId('review-progress').innerText();
  await page.waitForTimeout(1500);
  expect(await page.getByTestId('review-progress').innerText()).toBe(said);
  await checkA11y(page);
});

test('a worker whose script fails before it answers is replaced by the page, which asks again', async ({ page }) => {
  // A Worker that starts and then fails, as when a browser refuses the worker's script.
  await page.addInitScript(() => {
    class Failing extends EventTarget {
      onmessage: unknown = null;
      onerror: ((e: Event) => void) | null = null;
      constructor() {
        super();
        setTimeout(() => this.onerror?.(new Event('error')), 20);
      }
      postMessage() {}
      terminate() {}
    }
    Object.defineProperty(globalThis, 'Worker', { value: Failing, configurable: true, writable: true });
  });
  await page.goto(`/en/play/review/?reviewed=1#${replayLink(game.options, game.seed, game.moves.slice(0, 24))}`);
  await expect(page.getByTestId('review-on-page')).toBeVisible();
  await expect(page.getByTestId('review-progress')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
});

test('a mistake the solver proves is a puzzle: saved in the learner’s list, opened from its link on the puzzle page', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto(`/en/play/review/?reviewed=1#${code}`);
  await expect(page.getByTestId('review-progress')).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  // Move 39 (index 38): the Settler where the Captain was best, proved on the VP of the phase.
  await page.locator('.rc-mark[data-index="38"]').click();
  const offer = page.getByTestId('review-puzzle');
  await expect(offer).toHaveAttribute('data-state', 'proved', { timeout: 60_000 });
  // A role choice: the line runs to the end of the phase of the role chosen.
  await expect(offer).toContainText(/Goal: the most VP for Player \d in the chosen phase/);
  await offer.getByRole('button', { name: 'Save to my puzzles' }).click();
  await expect(offer).toContainText('Saved in your puzzles.');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('euro-tutor.my-puzzles') ?? 'null'));
  expect(stored).toMatchObject({ version: 2, puzzles: [{ game: 'puerto-rico', id: expect.stringMatching(/^review-most-vp-p1-/), move: 39 }] });
  // Move 110 (index 109): no one-phase goal tells the Mayor from the Builder, so it stays an exercise.
  await page.locator('.rc-mark[data-index="109"]').click();
  await expect(offer).toHaveAttribute('data-state', 'none', { timeout: 60_000 });
  await checkA11y(page);
  // The puzzle link opens the ordinary trainer on the puzzle page, and the list shows the saved puzzle.
  await page.locator('.rc-mark[data-index="38"]').click();
  await page.getByTestId('review-puzzle').getByRole('link', { name: 'Solve it as a puzzle' }).click();
  await expect(page).toHaveURL(/\/en\/puzzles\/yours\/#/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your puzzles from game reviews' })).toBeVisible();
  await expect(page.getByTestId('my-puzzle')).toHaveAttribute('data-puzzle', /^review-most-vp-p1-/);
  await expect(page.getByTestId('my-puzzle')).toContainText('Goal: the most VP for');
  await expect(page.getByTestId('my-puzzles').locator('li')).toHaveCount(1);
  await checkA11y(page);
  // The learner plays the answer's first move on the board: the Captain.
  await page.getByTestId('my-puzzle').locator('[data-place="role:captain"] button, button[data-place="role:captain"]').first().click();
  await expect(page.getByTestId('my-puzzle')).not.toContainText('is not legal');
});

test('the learner’s puzzle list, linked from the puzzle index, survives a damaged entry and refuses a link that is not a review puzzle', async ({ page }) => {
  await page.goto('/en/puzzles/');
  await page.getByTestId('my-puzzles-link').click();
  await expect(page).toHaveURL(/\/en\/puzzles\/yours\/$/);
  await expect(page.getByTestId('my-puzzles-empty')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('euro-tutor.my-puzzles', JSON.stringify({ version: 1, puzzles: [{ id: 'junk' }] })));
  await page.reload();
  await expect(page.getByTestId('my-puzzles-notice')).toContainText('Some saved puzzles were damaged');
  await page.goto(`/en/puzzles/yours/#${positionLink(newGame({ players: 3 }, 1))}`);
  await page.reload();
  await expect(page.getByTestId('my-puzzles-bad')).toContainText('does not hold a puzzle from a game review');
  await checkA11y(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the chart is drawn at the screen’s scale: labels readable, marks a finger can take', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/en/play/review/?reviewed=1#${code}`);
    await expect(page.getByTestId('review-progress')).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
    const chart = page.getByTestId('review-chart');
    await chart.scrollIntoViewIfNeeded();
    // Scaled down from a desktop drawing, the labels were 5 px and the marks 5 to 8 px on this screen.
    const label = await chart.locator('.rc-grid text').first().boundingBox();
    expect(label?.height ?? 0).toBeGreaterThanOrEqual(10);
    const mark = page.locator('.rc-mark').first();
    const box = await mark.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
    await mark.tap();
    await expect(page.getByTestId('review-decision')).toHaveAttribute('data-index', (await mark.getAttribute('data-index')) ?? '');
  });
});
