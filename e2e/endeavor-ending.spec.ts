/**
 * The end of a round and of the game in a browser: the English lesson's 'roundEnd' step hands the
 * first-player marker on, its 'final' step ends the game and shows the score sheet (numbers from
 * the engine's scores(), the winner or a shared win), and the Dutch scoring text shows the same step.
 */
import type { Locator, Page } from '@playwright/test';
import { applyMove, scores, winners, type GameState, type Move } from '../src/engine/endeavor';
import { boardStep } from '../src/content/lesson-steps/endeavor/index';
import { resolvedBoardStep } from '../src/machines/lesson/endeavor-positions';
import { test, expect, checkA11y } from './fixtures';

const LESSON = '/en/learn/endeavor/06-end-of-round-and-game/';

/** The 'final' position after the learner's pass and one discard, as the engine plays it. */
function finalAfter(card: string): GameState {
  let s = resolvedBoardStep(boardStep('final')!.step).start;
  for (const m of [{ type: 'pass' }, { type: 'discard', card }] as Move[]) {
    const next = applyMove(s, m);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  return s;
}

/** A board step by id, scrolled into view and hydrated (steps hydrate when visible). */
async function openStep(page: Page, id: string): Promise<Locator> {
  const step = page.locator(`[data-step-id="${id}"]`);
  await step.scrollIntoViewIfNeeded();
  await expect(page.locator(`astro-island:has([data-step-id="${id}"])`)).not.toHaveAttribute('ssr', { timeout: 20_000 });
  return step;
}

async function passAndDiscard(step: Locator, card: RegExp): Promise<void> {
  await step.getByRole('button', { name: 'Pass' }).click();
  await step.getByRole('region', { name: 'Your board' }).getByRole('list', { name: 'Cards' }).getByRole('button', { name: card }).click();
}

test('the final step: pass, discard, and the score sheet names the winner with the engine’s totals', async ({ page }) => {
  await page.goto(LESSON);
  await expect(page.locator('h1')).toHaveCount(1);
  const step = await openStep(page, 'final');
  await expect(step.getByTestId('score-sheet')).toHaveCount(0);
  await expect(step).toContainText('Round 7 of 7, action phase.');

  await passAndDiscard(step, /^Caribbean card 5/);
  const game = finalAfter('caribbean-5');
  expect(game.phase).toBe('gameOver');
  const want = scores(game).map((s) => String(s.total));
  const sheet = step.getByTestId('score-sheet');
  await expect(sheet).toBeVisible();
  await expect(step).toContainText('The game is over.');
  const table = sheet.getByRole('table', { name: /Final score sheet/ });
  await expect(table.getByRole('columnheader')).toHaveText(['Scoring item', 'You', 'Player 2', /^Player 3/]);
  await expect(table.getByRole('row', { name: /^Total/ }).getByRole('cell')).toHaveText(want);
  expect(winners(game)).toEqual([2]);
  await expect(sheet.getByTestId('score-winner')).toHaveText(`Winner: Player 3, with ${want[2]} points.`);
  await checkA11y(page);
});

test('the final step: discarding Africa 1 ties the game and the win is shared', async ({ page }) => {
  await page.goto(LESSON);
  const step = await openStep(page, 'final');
  await passAndDiscard(step, /^Africa card 1/);
  const game = finalAfter('africa-1');
  expect(winners(game)).toEqual([0, 2]);
  await expect(step.getByTestId('score-winner')).toHaveText(`Shared win: You and Player 3, with ${scores(game)[0]!.total} points each.`);
  await expect(step.getByTestId('score-sheet').getByRole('columnheader', { name: /winner/ })).toHaveCount(2);
  // Starting again clears the sheet: the game is back before the pass.
  await step.getByRole('button', { name: 'Start this step again' }).click();
  await expect(step.getByTestId('score-sheet')).toHaveCount(0);
});

test('at 360 px the score sheet stays inside the page: it scrolls in its own box if at all', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(LESSON);
  const step = await openStep(page, 'final');
  await passAndDiscard(step, /^Europe & the Mediterranean card 3/);
  await expect(step.getByTestId('score-sheet')).toBeVisible();
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  // The one slavery card stays in its Slavery slot (not a counted card): no minus point for the learner.
  await expect(step.locator('td[data-item="slavery"][data-seat="0"]')).toHaveAttribute('data-value', '0');
});

test('the round-end step: after the last pass the first-player marker moves on and round 7 begins', async ({ page }) => {
  await page.goto(LESSON);
  const step = await openStep(page, 'roundEnd');
  await expect(step.getByRole('region', { name: "Player 2's board" })).toContainText('first player');
  await step.getByRole('button', { name: 'Pass' }).click();
  await expect(step.getByTestId('step-complete')).toContainText('the round is over');
  await expect(step).toContainText('Round 7 of 7, build phase.');
  await expect(step.getByRole('region', { name: "Player 3's board" })).toContainText('first player');
  await expect(step.getByRole('region', { name: "Player 2's board" })).not.toContainText('first player');
});

test('the Dutch scoring text shows the final step beside its last paragraph', async ({ page }) => {
  await page.goto('/nl/learn/endeavor/07-einde-van-het-spel/');
  const island = page.locator('p:has-text("Bij gelijke stand wordt de winst gedeeld") + details.source-island');
  await expect(island).toHaveCount(1);
  await island.locator(':scope > summary').click();
  const step = await openStep(page, 'final');
  // The step speaks the page's language (the card names stay as the engine names them).
  await step.getByRole('button', { name: 'Passen' }).click();
  const cards = step.getByRole('region', { name: 'Jouw bord' }).getByRole('list', { name: 'Kaarten' });
  await cards.getByRole('button', { name: /^Caraïben, kaart 5/ }).click();
  const game = finalAfter('caribbean-5');
  expect(game.phase).toBe('gameOver');
  await expect(step.getByTestId('score-sheet')).toBeVisible();
  await expect(step.getByTestId('score-winner')).toHaveText(/^Winnaar: Speler 3, met \d+ punten\.$/);
  await checkA11y(page);
});
