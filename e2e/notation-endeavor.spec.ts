/** Endeavor share links: a game on the table is copied as a link and opened in a fresh browser. */
import { test, expect, checkA11y, islandsReady } from './fixtures';
import { startEndeavorGame } from './play-table';

test('an Endeavor game shared by link opens at the same point in a fresh context', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await startEndeavorGame(page, { seats: ['human', 'random', 'heuristic'], seed: 'share me' });
  const moves = page.getByTestId('moves').getByRole('button');
  // Play a few of our own turns; the bots answer in between.
  for (let i = 0; i < 6; i++) {
    await expect(moves.first()).toBeVisible();
    await moves.first().click();
  }
  await expect(moves.first()).toBeVisible();
  const status = await page.getByTestId('status').textContent();
  const log = await page.locator('.e-log li').allTextContents();
  expect(log.length).toBeGreaterThan(6);

  const gameLink = page.getByRole('group', { name: 'Link to this game' });
  await gameLink.getByRole('button', { name: 'Copy link' }).click();
  const url = await gameLink.locator('[data-share="url"]').inputValue();
  expect(url).toMatch(/\/en\/play\/endeavor\/#[A-Za-z0-9_-]+$/);
  await checkA11y(page);

  const friend = await browser.newContext({ baseURL });
  const other = await friend.newPage();
  await other.goto(url);
  await islandsReady(other);
  await expect(other.getByTestId('shared-notice')).toContainText('moves replayed by the rules engine');
  // Same point of the same game: the same log, in the same words, and the same player to act.
  const otherLog = other.locator('.e-log li');
  await expect(otherLog).toHaveCount(log.length);
  expect((await otherLog.allTextContents()).map((t) => t.replace(/^(You|Bot)( \d)?( \([^)]*\))?/, ''))).toEqual(log.map((t) => t.replace(/^(You|Bot)( \d)?( \([^)]*\))?/, '')));
  expect(status).toContain('Round');
  // Every seat is played by hand now, so the friend can play on.
  await expect(other.getByTestId('moves').getByRole('button').first()).toBeVisible();
  await checkA11y(other);

  // A damaged link says so in words and offers a new game.
  const damaged = await friend.newPage();
  await damaged.goto(url.slice(0, -4) + (url.endsWith('AAAA') ? 'BBBB' : 'AAAA'));
  await islandsReady(damaged);
  await expect(damaged.getByTestId('shared-error')).toContainText('check digits do not match');
  await expect(damaged.getByRole('button', { name: 'Start game' })).toBeVisible();
  await friend.close();
});

test('a Puerto Rico link on the Endeavor table is named as another game', async ({ page }) => {
  await page.goto(
    '/en/play/endeavor/#BAVhiijeQMqARgQbAgFAAAAAKJpQhFAQAAAKNGAACQAAAgLVhDAnCYuCCzzxxzpJ0jQCgYAXEoK602j1ORt0PQbHWUBRW2wSQSSSSSSSSSSSSSCAAAAAAEJbO5HB_r9RvLHqHoI2rqb8LRHqCIpnTokBHSNPTgqEFhiImKQB',
  );
  await islandsReady(page);
  await expect(page.getByTestId('shared-error')).toContainText('This link is for a Puerto Rico scenario');
  await expect(page.getByRole('link', { name: 'Open it on the Puerto Rico page' })).toHaveAttribute('href', /^\/en\/position\/#BAVh/);
});

test('an Endeavor link opened on the Puerto Rico position page moves to the Endeavor table', async ({ page }) => {
  await page.goto('/en/play/endeavor/?fast=1');
  await islandsReady(page);
  await page.getByLabel('Seat 1').selectOption('human');
  await page.getByRole('button', { name: 'Start game' }).click();
  const url = await page.getByRole('group', { name: 'Link to this game' }).locator('[data-share="url"]').inputValue();
  const code = new URL(url).hash;
  await page.goto(`/en/position/${code}`);
  await page.waitForURL(`**/en/play/endeavor/${code}`);
  await islandsReady(page);
  await expect(page.getByTestId('shared-notice')).toContainText('replayed by the rules engine');
});
