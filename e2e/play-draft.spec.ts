import type { Page } from '@playwright/test';
import { test, expect, islandsReady } from './fixtures';
import { VIOLET_BUILDINGS } from '../src/engine/puerto-rico';
import { decodeLink, positionLink } from '../src/notation';
import { nearEndDraft } from './draft-position';
import { playOneMove, playStatus, startPuertoRicoGame } from './play-table';

// Issue #24.1: the play page drew only the buildings the bank held, so in the New Buildings
// draft (where the bank holds no violet building yet) a person had nothing to place.

const status = playStatus;
const bank = (page: Page) => page.locator('.pr-bank');
const seatOfCity = (page: Page) => page.locator('[data-place^="p0:city"]');

test('a person starting a drafted game from the form can place a violet building', async ({ page }) => {
  await page.addInitScript(() => localStorage.clear());
  await startPuertoRicoGame(page, { players: 3, seed: '3', draft: true });
  await expect(status(page)).toHaveText(/You to play.*place a building in the draft/);
  // Every violet building has its place on the bank board, and the free ones can be placed.
  await expect(bank(page).locator('.pr-kind-violet')).toHaveCount(VIOLET_BUILDINGS.length);
  const offered = bank(page).locator('button.pr-kind-violet:enabled');
  expect(await offered.count()).toBeGreaterThan(5);
  await offered.first().click();
  // The pick is in the log and the draft goes on with the bots.
  await expect(page.locator('.play-log-list > li').first()).toContainText('You');
});

test('a person drafts, builds and finishes a drafted game against two bots', async ({ page }) => {
  await page.addInitScript(() => localStorage.clear());
  const start = nearEndDraft();
  const code = positionLink(start, {});
  expect(decodeLink(code).ok, 'the engine accepts the position').toBe(true);
  await page.goto(`/en/play/?fast=1&seats=prr#${code}`);
  await islandsReady(page);
  await expect(status(page)).toHaveText(/You to play.*place a building in the draft/);

  // The person drafts a large building on the page (only the 10-doubloon slots are left).
  const draftable = bank(page).locator('button.pr-kind-violet:enabled');
  expect(await draftable.count()).toBeGreaterThan(0);
  const name = (await draftable.first().getAttribute('aria-label'))!.split(':')[0]!;
  await draftable.first().click();
  await expect(page.locator('.play-log-list')).toContainText(name);

  // Round 1: the person (the governor) takes the Builder and fills the 12th city space.
  await expect(status(page)).toHaveText(/You to play.* · Round 1$/, { timeout: 30_000 });
  await page.locator('[data-place="role:builder"] button').click();
  await expect(status(page)).toHaveText(/You to play/);
  const builds = bank(page).locator('button:enabled');
  expect(await builds.count()).toBeGreaterThan(0);
  const cityBefore = await seatOfCity(page).count();
  await builds.first().click();
  await expect.poll(() => seatOfCity(page).count()).toBeGreaterThan(cityBefore);

  // The bots and the person finish the round; the full city ends the game.
  let moves = 0;
  while ((await playOneMove(page)) === 'moved') expect(++moves, 'the game should end this round').toBeLessThan(60);
  await expect(page.getByTestId('score-table')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
  await expect(status(page)).toHaveText(/^The game ended after round 1: .+\.$/);
});
