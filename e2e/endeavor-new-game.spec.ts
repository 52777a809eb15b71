/**
 * The first Endeavor lesson in a browser: a new game of four, played through its whole first round
 * for every seat (Build, Growth, an empty Salary, Action), and round 2 of another game, whose
 * Salary asks two players to choose; each ends when the round does, with the first-player marker
 * passed on.
 */
import type { Page } from '@playwright/test';
import { test, expect, checkA11y } from './fixtures';

const LESSON = '/en/learn/endeavor/00-new-game/';

async function openStep(page: Page, id: string) {
  await page.goto(LESSON);
  const step = page.locator(`[aria-label="Try it on the board"][data-step-id="${id}"]`);
  await step.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:not([ssr])').locator(`[data-step-id="${id}"]`)).toHaveCount(1);
  return step;
}

test('a new game: everybody builds, Growth fills the harbours, everybody passes, the round is over', async ({ page }) => {
  const step = await openStep(page, 'newGame');
  const mine = step.getByRole('region', { name: 'Your board' });
  // As dealt: four seats, nothing but the Colonial House, an empty harbour, and you the first player.
  await expect(step.locator('section.e-player')).toHaveCount(4);
  await expect(mine).toContainText('first player');
  await expect(mine).toContainText('Harbour 0');
  const stock = step.getByRole('region', { name: 'Building stock' });
  for (let i = 0; i < 4; i++) {
    await expect(step.getByTestId('step-complete')).toHaveCount(0);
    await stock.locator('button.e-hot').first().click();
  }
  // Growth has given every harbour its markers; Salary had nothing to pay back: the Action phase is on.
  await expect(mine).toContainText('Harbour 2');
  for (let i = 0; i < 4; i++) {
    await expect(step.getByTestId('step-complete')).toHaveCount(0);
    await step.getByRole('button', { name: 'Pass' }).click();
  }
  await expect(step.getByTestId('step-complete')).toContainText('Everybody has passed: the round is over.');
  await expect(step.getByRole('region', { name: "Player 2's board" })).toContainText('first player');
  await checkA11y(page);
});

test('round 2: Player 2 starts, two players choose their Salary, the marker moves on to Player 3', async ({ page }) => {
  const step = await openStep(page, 'secondRound');
  await expect(step.getByRole('region', { name: "Player 2's board" })).toContainText('first player');
  const stock = step.getByRole('region', { name: 'Building stock' });
  for (let i = 0; i < 4; i++) await stock.locator('button.e-hot').first().click();
  // Players 2 and 3 took their one marker back at once; Player 4 chooses, then you.
  await step
    .getByRole('region', { name: "Player 4's board" })
    .getByRole('button', { name: /Shipyard/ })
    .click();
  const mine = step.getByRole('region', { name: 'Your board' });
  await mine.getByRole('button', { name: /Shipyard/ }).click();
  await expect(mine).toContainText('Colonial House · marker on it');
  await expect(mine).not.toContainText('Shipyard · marker on it');
  for (let i = 0; i < 4; i++) {
    await expect(step.getByTestId('step-complete')).toHaveCount(0);
    await step.getByRole('button', { name: 'Pass' }).click();
  }
  await expect(step.getByTestId('step-complete')).toContainText('Everybody has passed: the round is over.');
  await expect(step.getByRole('region', { name: "Player 3's board" })).toContainText('first player');
  await checkA11y(page);
});
