/** The Puerto Rico game page as the browser tests drive it: set up a table, play the person's moves. */
import type { Page } from '@playwright/test';
import { expect, islandsReady } from './fixtures';
import type { Lang } from '../src/i18n/lang';
import { fill } from '../src/i18n/define';
import { playText } from '../src/i18n/strings/play';
import { endeavorText } from '../src/i18n/strings/endeavor';

export const playStatus = (page: Page) => page.getByTestId('play-status');

/** A seat as the set-up form takes it: who plays it (a level or 'human') and the name typed for it. */
export interface SeatChoice {
  readonly who?: string;
  readonly name?: string;
}

/**
 * Opens the set-up form and starts a game. Without `seats`, seat 1 is a person and the others
 * Beginner (random) bots; with them, each seat as given (a field left out keeps the form's default).
 * `fresh` clears the saved game first, so the form shows rather than a resumed game.
 */
export async function startPuertoRicoGame(page: Page, opts: { players: number; seed?: string; draft?: boolean; lang?: Lang; seats?: readonly SeatChoice[]; fresh?: boolean }): Promise<void> {
  const lang = opts.lang ?? 'en';
  const say = (key: Parameters<typeof playText>[1]) => playText(lang, key);
  if (opts.fresh) await page.addInitScript(() => localStorage.clear());
  await page.goto(`/${lang}/play/?fast=1`);
  await islandsReady(page);
  await page.getByLabel(say('setup.players')).selectOption(String(opts.players));
  const seats = opts.seats ?? Array.from({ length: opts.players }, (_, i): SeatChoice => (i === 0 ? {} : { who: 'beginner' }));
  for (const [i, seat] of seats.entries()) {
    const group = page.getByRole('group', { name: fill(say('setup.seat'), { n: i + 1 }, lang) });
    if (seat.who !== undefined) await group.getByLabel(say('setup.who')).selectOption(seat.who);
    if (seat.name !== undefined) await group.getByLabel(say('setup.name')).fill(seat.name);
  }
  if (opts.draft) await page.getByLabel('New Buildings: draft').check();
  if (opts.seed !== undefined) await page.getByLabel('Seed (optional)').fill(opts.seed);
  await page.getByRole('button', { name: say('setup.start') }).click();
}

/** Opens the Endeavor set-up form and starts a game with these seats (seat 1 first) and seed. */
export async function startEndeavorGame(page: Page, opts: { seats: readonly string[]; seed?: string; lang?: Lang }): Promise<void> {
  const lang = opts.lang ?? 'en';
  const say = (key: Parameters<typeof endeavorText>[1]) => endeavorText(lang, key);
  await page.goto(`/${lang}/play/endeavor/?fast=1`);
  await islandsReady(page);
  await page.getByLabel(say('setup.players')).selectOption(String(opts.seats.length));
  for (const [i, who] of opts.seats.entries()) await page.getByLabel(fill(say('setup.seat'), { n: i + 1 }, lang)).selectOption(who);
  if (opts.seed !== undefined) await page.getByLabel(say('setup.seed')).fill(opts.seed);
  await page.getByRole('button', { name: say('setup.start') }).click();
}

/** The status line's words while a person is to play, in the page's language. */
export function toPlayPattern(lang: Lang): RegExp {
  const [, between = ''] = /\{name\}(.*?):/.exec(playText(lang, 'turn.human')) ?? [];
  return new RegExp(between.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
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
