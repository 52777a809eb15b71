import type { Page } from '@playwright/test';
import { test, expect, checkA11y } from './fixtures';
import { startPuertoRicoGame } from './play-table';

/** Two people at one device: Ann and Ben, a fixed seed. */
const startHotSeat = (page: Page) =>
  startPuertoRicoGame(page, {
    players: 2,
    seats: [
      { who: 'human', name: 'Ann' },
      { who: 'human', name: 'Ben' },
    ],
    seed: '8',
  });

const vp = (page: Page, seat: number) => page.locator(`[data-place="p${seat}:vp"]`);

test('hot seat: the board is covered between two people’s turns, and only the one to act sees their VP chips', async ({ page }) => {
  await startHotSeat(page);
  const cover = page.getByTestId('handover');
  // The first turn is covered too; focus is on the button, the status line announces the handover.
  await expect(cover.getByRole('heading', { name: 'Pass the device to Ann' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'I am Ann, show my board' })).toBeFocused();
  await expect(page.getByTestId('play-status')).toHaveText(/Pass the device to Ann/);
  await expect(page.locator('.pr-board')).toHaveCount(0);
  await expect(page.locator('[data-summary]')).toHaveCount(0);
  await checkA11y(page);

  // Keyboard: Enter on the focused button shows Ann's board, with Ann's chips and not Ben's.
  await page.keyboard.press('Enter');
  await expect(page.locator('.pr-board')).toBeVisible();
  await expect(page.getByTestId('play-status')).toBeFocused();
  await expect(vp(page, 0)).toHaveText(/\d/);
  await expect(vp(page, 1)).toHaveText(/\?/);

  // Ann plays until the turn passes to Ben: the cover comes back before any of Ben's board shows.
  for (let i = 0; i < 20 && (await cover.count()) === 0; i++) {
    const first = page.locator('.pr-board button:enabled').first();
    const opensMenu = (await first.getAttribute('aria-haspopup')) === 'true';
    await first.click();
    if (opensMenu) await page.locator('.pr-board .pr-menu-item:not(.pr-menu-cancel)').first().click();
  }
  await expect(cover.getByRole('heading', { name: 'Pass the device to Ben' })).toBeVisible();
  await expect(page.locator('.pr-board')).toHaveCount(0);
  await expect(page.locator('[data-place$=":vp"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'I am Ben, show my board' })).toBeFocused();
  await page.getByRole('button', { name: 'I am Ben, show my board' }).click();
  await expect(vp(page, 1)).toHaveText(/\d/);
  await expect(vp(page, 0)).toHaveText(/\?/);
  await expect(page.getByTestId('play-status')).toHaveText(/Ben to play/);

  // Changing seats from the keyboard: the form takes focus, Cancel gives it back to its button.
  const change = page.getByRole('button', { name: 'Change seats' });
  await change.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Who plays each seat' })).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(change).toBeFocused();
  await expect(vp(page, 1)).toHaveText(/\d/);
});
