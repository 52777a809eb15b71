/** Mined puzzles (npm run puzzles:mine) in the list and the trainer: found by number and theme, axe-clean, at both widths. */
import { test, expect, checkA11y, islandsReady } from './fixtures';

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the list finds a mined puzzle by number and pages through hundreds (${size.width}px)`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/en/puzzles/');
    await islandsReady(page);
    await expect(page.locator('[data-page]')).toBeVisible();
    await page.screenshot({ path: `test-results/mined-list-${size.width}.png` });
    await page.getByRole('searchbox').fill('201');
    const card = page.locator('[data-puzzle$="-m201"]');
    await expect(card).toHaveCount(1);
    await checkA11y(page);
    await card.getByRole('link').first().click();
    await islandsReady(page);
    await expect(page.getByText('Your move: act on the board.')).toBeVisible();
    await page.screenshot({ path: `test-results/mined-puzzle-${size.width}.png`, fullPage: false });
    await checkA11y(page);
  });
}
