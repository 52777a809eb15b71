/**
 * Keyboard play (issue #16.5): a puzzle and a lesson step played with the keyboard only. Tab
 * crosses the board group by group (roles, goods, ships, buildings, plantations: one Tab stop
 * each, a roving tabindex), the arrow keys move inside a group, Enter plays; every part is named
 * in words, and the move played is said once in a polite live region.
 */
import type { Page } from '@playwright/test';
import { test, expect, checkA11y, islandsReady } from './fixtures';

/** Presses Tab (at most `max` times) until the focused element matches `selector`. */
async function tabTo(page: Page, selector: string, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Presses ArrowRight (at most `max` times) until the focused part's name matches `name`. */
async function arrowTo(page: Page, name: RegExp, max = 30): Promise<string> {
  for (let i = 0; i < max; i++) {
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    if (name.test(label)) return label;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`the arrow keys never reached ${name}`);
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

test('a puzzle solved with the keyboard only: one Tab stop per group, the arrows inside it, Enter plays', async ({ page }) => {
  await page.goto('/en/puzzles/captain-rulebook/');
  await islandsReady(page);
  const ships = page.locator('.pr-ship-list');
  // Two ships take a load: the group has one of them in the Tab order, not both.
  await expect(ships.locator('button[tabindex="0"]')).toHaveCount(1);
  await expect(ships.locator('button[tabindex="-1"]')).toHaveCount(1);
  await tabTo(page, '.pr-ship-list button');
  expect(await focusedName(page)).toBe('Ship of 6: 3 corn, 3 free. Load corn on the ship of 6');
  // Tab leaves the group: the next stop is not the other ship.
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).not.toMatch(/Ship of 7/);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowRight');
  expect(await focusedName(page)).toBe('Ship of 7: 7 free. Load sugar on the ship of 7');
  // The arrows go round: right from the last part is the first again, left comes back.
  await page.keyboard.press('ArrowRight');
  expect(await focusedName(page)).toMatch(/^Ship of 6/);
  await page.keyboard.press('ArrowLeft');
  expect(await focusedName(page)).toMatch(/^Ship of 7/);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-status]')).toContainText('Solved!');
  // Said once, in words, to a screen reader.
  await expect(page.locator('[data-said]')).toHaveText('Your move: Load sugar on the ship of 7');
  await checkA11y(page);
});

test('a lesson step played with the keyboard only', async ({ page }) => {
  await page.goto('/en/learn/puerto-rico/07-captain/#step-2');
  await islandsReady(page);
  const player = page.locator('.lesson-player');
  await expect(player.locator('.lesson-step h2')).toHaveText('Anna chooses the Captain');
  await tabTo(page, '.lesson-player .pr-role-list button');
  await arrowTo(page, /^Captain/);
  await page.keyboard.press('Space');
  await expect(player.locator('.feedback')).toContainText('Well done');
  await expect(player.locator('[data-said]')).toHaveText('Your move: Captain');

  // Step 3: a choice between two goods opens a menu; the keyboard picks in it, Escape and Tab behave.
  await page.evaluate(() => (window.location.hash = '#step-3'));
  await expect(player).toHaveAttribute('data-step', '3');
  await tabTo(page, '.lesson-player .pr-ship-list button');
  await arrowTo(page, /^Ship of 7/);
  await page.keyboard.press('Enter');
  const menu = player.locator('[data-place="ship:2"] [id^="pr-menu-"]');
  await expect(menu).toBeVisible();
  // Escape closes the menu once focus is in it (a frame after it opens, on a loaded machine).
  await expect(menu.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  expect(await focusedName(page)).toMatch(/^Ship of 7/);
  await page.keyboard.press('Enter');
  // The menu's first entry has focus (wait for it: on a loaded machine the menu opens a frame
  // later, and a Tab pressed before that leaves the menu); Tab moves down to the sugar.
  await expect(menu.locator(':focus')).toHaveCount(1);
  for (let i = 0; i < 4 && !/sugar/i.test((await page.evaluate(() => document.activeElement?.textContent)) ?? ''); i++) await page.keyboard.press('Tab');
  await expect(menu.locator(':focus')).toContainText(/sugar/i);
  await page.keyboard.press('Enter');
  await expect(player.locator('.feedback')).toContainText('Well done');
});

test('an Endeavor building taken from the stock with the keyboard only, and said once', async ({ page }) => {
  await page.goto('/en/puzzles/endeavor-20-docks-for-the-governor/');
  await islandsReady(page);
  await tabTo(page, '.e-stock button.e-tile');
  // The stock is one Tab stop; the arrows walk its tiles, each named by its text.
  const named = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
  for (let i = 0; i < 30 && !/^Docks · level 3/.test(await named()); i++) await page.keyboard.press('ArrowRight');
  expect(await named()).toMatch(/^Docks · level 3/);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-status]')).toContainText('Good move. Keep going.');
  await expect(page.locator('[data-said]')).toHaveText(/^Your move: .*Docks/);
  await checkA11y(page);
});
