/**
 * A refusal added for rule coverage (issue #19.3): in the Mayor lesson the board offers a pass with
 * a colonist in San Juan and an empty circle left; the engine refuses it with mayor.fill-circles.
 */
import type { Page } from '@playwright/test';
import { test, expect, checkA11y, islandsReady } from './fixtures';

const MAYOR = '/en/learn/puerto-rico/03-mayor/';

async function act(page: Page, place: string): Promise<void> {
  await page.locator(`[data-place="${place}"]`).locator('button').first().click();
}

async function next(page: Page): Promise<void> {
  await page
    .locator('.lesson-player .controls')
    .getByRole('button', { name: /Next|Finish/ })
    .click();
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the Mayor lesson refuses a pass while a circle is empty (${size.width} px)`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(MAYOR);
    await islandsReady(page);
    const player = page.locator('.lesson-player');
    await next(page);
    await act(page, 'role:mayor');
    await next(page);
    await act(page, 'p0:island:0');
    await next(page);
    await expect(player.locator('.lesson-step h2')).toHaveText('And the Small Indigo Plant');
    await page.locator('[data-place="move:pass"]').first().click();
    const alert = page.locator('.feedback').first();
    await expect(alert).toContainText('Not allowed');
    await expect(alert.getByRole('link')).toHaveAttribute('href', '/en/rules/#mayor.fill-circles');
    await checkA11y(page);
    await act(page, 'p0:city:smallIndigoPlant');
    await expect(page.locator('.feedback').first()).toContainText('Well done');
  });
}
