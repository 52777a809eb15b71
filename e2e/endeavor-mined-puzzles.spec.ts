/**
 * Two mined Endeavor puzzles (npm run puzzles:mine -- --game endeavor) on the trainer, at both
 * sizes: the bot's move (the file's trap) is refused as not the best and the board goes back, then
 * the miner's line solves it.
 */
import { test, expect, checkA11y, islandsReady } from './fixtures';
import type { Page } from '@playwright/test';

const bea = (page: Page) => page.getByRole('region', { name: "Bea's board" });

async function use(page: Page, building: RegExp, move: string) {
  await bea(page).getByRole('button', { name: building }).first().click();
  await page.getByRole('button', { name: move }).click();
}

async function wrongThenBack(page: Page, shot: string, verdict: string) {
  await expect(page.locator('[data-verdict="inferior"]')).toContainText(verdict);
  await page.screenshot({ path: `test-results/${shot}-wrong.png` });
  await expect(page.locator('[data-status]')).toContainText('The board is back as it was before that move.');
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a mined Build-phase puzzle: the University is refused, the Trade Office solves it (${size.width})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    await page.goto('/en/puzzles/endeavor-m7002/');
    await islandsReady(page);
    await page.getByRole('button', { name: /^University · level/ }).click();
    await wrongThenBack(page, `endeavor-m7002-${size.width}`, 'Legal, but not the best: this move gives +6 glory.');
    await page.getByRole('button', { name: /^Trade Office · level/ }).click();
    await use(page, /^Colonial House/, 'Use Colonial House: occupy Lisbon');
    await use(page, /^Trade Office/, 'Use Trade Office: draw from the Europe & the Mediterranean deck, then draw from the Europe & the Mediterranean deck');
    await expect(page.locator('[data-status]')).toContainText('Solved!');
    await page.screenshot({ path: `test-results/endeavor-m7002-${size.width}-solved.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await checkA11y(page);
  });

  test(`a mined governor race: shipping to Africa is refused, South America wins the card (${size.width})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    await page.goto('/en/puzzles/endeavor-m7006/');
    await islandsReady(page);
    await use(page, /^Cartographer/, 'Use Cartographer: ship to Africa, then ship to Africa');
    await wrongThenBack(page, `endeavor-m7006-${size.width}`, 'Legal, but not the best: this move misses the goal.');
    await use(page, /^Cartographer/, 'Use Cartographer: ship to South America, then ship to South America');
    await use(page, /^Colonial House/, 'Use Colonial House: occupy Rio de Janeiro');
    await use(page, /^Market/, 'Use Market: draw from the South America deck');
    await expect(page.locator('[data-status]')).toContainText('Solved!');
    // The engine gave Bea the card: it is on her board (named for screen readers beside its icons).
    await expect(bea(page).getByText(/South America governor card/)).toBeAttached();
    await page.screenshot({ path: `test-results/endeavor-m7006-${size.width}-solved.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await checkA11y(page);
  });
}
