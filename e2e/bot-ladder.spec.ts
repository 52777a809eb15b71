/** The bot ladder on the play page: every level named and described, and a game with the new levels. */
import { test, expect, checkA11y, islandsReady } from './fixtures';
import { playStatus, startPuertoRicoGame } from './play-table';
import { BOT_LEVELS } from '../src/bots/puerto-rico/ladder';
import { playText } from '../src/i18n/strings/play';

const name = (level: (typeof BOT_LEVELS)[number]) => playText('en', `level.${level}`);

test('the seat picker offers every level by name, each described with its record', async ({ page }) => {
  await page.addInitScript(() => localStorage.clear());
  await page.goto('/en/play/?fast=1');
  await islandsReady(page);
  const who = page.getByRole('group', { name: 'Seat 2' }).getByLabel('Who plays');
  await expect(who.locator('option')).toHaveText(['Person', ...BOT_LEVELS.map((l) => `Bot: ${name(l)}`)]);
  const levels = page.getByRole('region', { name: 'Bot levels' });
  await expect(levels.locator('dt')).toHaveText(BOT_LEVELS.map(name));
  // Every level above the first says how it did against three of the level below (or that it was not measured yet).
  for (const level of BOT_LEVELS.slice(1)) await expect(levels.locator(`[data-level="${level}"] dd`)).toHaveText(/(Wins \d+% of games against three \w+ bots \(\d+ games\)|Not measured)/);
  // The chosen level's line describes its select.
  await who.selectOption('casual');
  await expect(who).toHaveAccessibleDescription(/at random/);
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.locator('.play-setup').screenshot({ path: test.info().outputPath(`setup-${w}x${h}.png`) });
  }
  await checkA11y(page);
});

test('a game starts with the new levels, and its link carries their letters', async ({ page }) => {
  // Seat 1 a Casual bot, so a bot of the new level moves first; an Expert at seat 2, the person at seat 3.
  await startPuertoRicoGame(page, { players: 3, seats: [{ who: 'casual' }, { who: 'expert' }, { who: 'human' }], seed: '31', fresh: true });
  await expect(playStatus(page)).toHaveText(/You to play/, { timeout: 30_000 });
  await expect(page.locator('.play-log-list > li').first()).toContainText('Bot (Casual)');
  await expect(page.locator('.pr-player-name', { hasText: 'Bot (Expert)' }).first()).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('seats')).toBe('cep');
});

test('hu: the levels and their records are in Hungarian', async ({ page }) => {
  await page.addInitScript(() => localStorage.clear());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hu/play/?fast=1');
  await islandsReady(page);
  const levels = page.getByRole('region', { name: playText('hu', 'setup.levels') });
  await expect(levels.locator('dt')).toHaveText(BOT_LEVELS.map((l) => playText('hu', `level.${l}`)));
  await expect(levels.locator('[data-level="skilled"] dd')).toContainText(/Három Amatőr gép ellen a játszmák \d+%\u2011át nyeri meg/);
  await levels.screenshot({ path: test.info().outputPath('levels-hu-390x844.png') });
});
