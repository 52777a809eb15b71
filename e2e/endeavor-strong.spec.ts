import { test, expect, checkA11y, islandsReady } from './fixtures';

// Endeavor's four bot levels are offered with their records, and the strongest answers within the
// 2 s a decision may take in the browser (issue #17.5): two Expert bots move between two of ours.
for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`two Expert bots answer within 2 s a decision (${size.width}x${size.height})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await page.goto('/en/play/endeavor/?fast=1');
    await islandsReady(page);
    await page.getByLabel('Players').selectOption('3');
    await page.getByLabel('Seat 1').selectOption('human');
    await expect(page.getByLabel('Seat 2').getByRole('option', { name: 'Bot: Expert' })).toHaveCount(1);
    // The levels are explained beside the seats, each with its measured record against the level below.
    const levels = page.getByRole('region', { name: 'Bot levels' });
    await expect(levels.locator('dt')).toHaveText(['Beginner', 'Casual', 'Skilled', 'Expert']);
    await expect(levels.locator('[data-level="casual"] dd')).toContainText(/Plays 50% of its moves at random.*Wins \d+% of games against two Beginner bots \(\d+ games\)/);
    await expect(levels.locator('[data-level="strong"] dd')).toContainText(/Wins \d+% of games against two Skilled bots \(\d+ games\)/);
    await page.getByLabel('Seat 2').selectOption('strong');
    await page.getByLabel('Seat 3').selectOption('strong');
    await page.screenshot({ path: `test-results/endeavor-strong-setup-${size.width}.png` });
    await page.getByLabel('Seed (optional)').fill('7');
    await page.getByRole('button', { name: 'Start game' }).click();
    const moves = page.getByTestId('moves').getByRole('button');
    const scores = page.getByTestId('scores');
    for (let turn = 0; turn < 12; turn++) {
      // Our move, then both strong bots (or fewer, as the phase goes): under 2 s each, with the delay.
      await expect(scores.or(moves.first())).toBeVisible({ timeout: 4_500 });
      if (await scores.isVisible()) break;
      await moves.first().click();
    }
    // Each Expert bot's move in the log says why, in words: what its look-ahead brought it.
    // On a phone the panel opens folded to the prompt: the log is behind "More".
    const fold = page.locator('.bs-fold[aria-expanded="false"]');
    if (await fold.isVisible()) await fold.click();
    const why = page.locator('.e-log details.e-why').last();
    await why.locator('summary').click();
    await expect(why).toContainText(/Looking 12 decisions ahead: .*(ahead of|behind|level in glory with) the best other player\./);
    await expect(why).toContainText(/played out its [2-9] best options/);
    await page.screenshot({ path: `test-results/endeavor-strong-play-${size.width}.png` });
    await checkA11y(page);
  });
}
