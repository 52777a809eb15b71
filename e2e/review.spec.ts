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
  // Keyboard: the mark is a button.
  await blunder.focus();
  await page.keyboard.press('Enter');
  const decision = page.getByTestId('review-decision');
  await expect(decision).toHaveAttribute('data-index', '109');
  await expect(decision.locator('#review-at-title')).toContainText('Move 110');
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
