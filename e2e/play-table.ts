/** The Puerto Rico game page as the browser tests drive it: set up a table, play the person's moves. */
import type { Page } from '@playwright/test';
import { expect, islandsReady } from './fixtures';

export const playStatus = (page: Page) => page.getByTestId('play-status');

/** Opens the set-up form and starts a game: seat 1 a person, the others random bots. */
export async function startPuertoRicoGame(page: Page, opts: { players: number; seed?: string; draft?: boolean }): Promise<void> {
  await page.goto('/en/play/?fast=1');
  await islandsReady(page);
  await page.getByLabel('Players').selectOption(String(opts.players));
  for (let seat = 2; seat <= opts.players; seat++)
    await page
      .getByRole('group', { name: `Seat ${seat}` })
      .getByLabel('Who plays')
      .selectOption('random');
  if (opts.draft) await page.getByLabel('New Buildings: draft').check();
  if (opts.seed !== undefined) await page.getByLabel('Seed (optional)').fill(opts.seed);
  await page.getByRole('button', { name: 'Start the game' }).click();
}

/** Waits for the person's turn (or the end), then clicks the first legal part of the board. */
export async function playOneMove(page: Page): Promise<'moved' | 'over'> {
  await expect(playStatus(page)).toHaveText(/to play|game ended/, { timeout: 30_000 });
  if (/game ended/.test((await playStatus(page).textContent()) ?? '')) return 'over';
  const first = page.locator('.pr-board button:enabled').first();
  const opensMenu = (await first.getAttribute('aria-haspopup')) === 'true';
  await first.click();
  if (opensMenu) await page.locator('.pr-board .pr-menu-item:not(.pr-menu-cancel)').first().click();
  return 'moved';
}
