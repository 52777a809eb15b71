/**
 * Share links (issue #5): a scenario set up in the editor is shared, opened in a fresh browser,
 * and shows the same position; damaged links explain themselves; the pages pass axe.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { newGame, playGame } from '../src/engine/puerto-rico';
import { randomBot } from '../src/bots/puerto-rico/random';
import { replayLink } from '../src/notation';
import { test, expect, checkA11y, islandsReady } from './fixtures';

const EDITOR = '/en/editor/';

async function step(page: Page, field: string, direction: 'more' | 'less', times = 1): Promise<void> {
  const button = page.locator(`[data-field="${field}"] button[aria-label^="One ${direction}"]`);
  for (let i = 0; i < times; i++) await button.click();
}

/** The board's own text summary of the position: the same words mean the same position. */
const summary = (page: Page) => page.locator('.pr-board [data-summary] li').allTextContents();

test('a scenario set up in the editor opens the same in a fresh browser', async ({ page, browser }) => {
  await page.goto(EDITOR);
  await islandsReady(page);
  await page.selectOption('[data-field="player-which"]', '1');
  await step(page, 'p1-goods-coffee', 'more', 2);
  await step(page, 'p1-doubloons', 'more', 4);
  await page.selectOption('[data-field="p1-tile"]', 'quarry');
  await page.click('[data-action="p1-add-tile"]');
  await page.selectOption('[data-field="ship-2-good"]', 'sugar');
  await step(page, 'ship-2-count', 'more', 2);
  await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'valid');
  await expect(page.locator('[data-field="p1-goods-coffee"] output')).toHaveText('2');
  await expect(page.locator('[data-field="ship-2-count"] output')).toHaveText('3');

  const link = await page.locator('[data-share="url"]').first().inputValue();
  expect(link).toMatch(/\/en\/position\/#[A-Za-z0-9_-]+$/);
  expect(link.length).toBeLessThan(400);
  // The address follows the position, so a reload keeps it too.
  await expect.poll(() => new URL(page.url()).hash).toBe(new URL(link).hash);
  const expected = await summary(page);
  expect(expected.join(' ')).toContain('coffee');

  const fresh = await browser.newContext();
  const friend = await fresh.newPage();
  const errors: string[] = [];
  friend.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  friend.on('pageerror', (e) => errors.push(e.message));
  await friend.goto(link);
  await islandsReady(friend);
  await expect(friend.locator('.pr-board')).toBeVisible();
  expect(await summary(friend)).toEqual(expected);
  // From there the friend can play on or change it, with the same code.
  const code = new URL(link).hash;
  await expect(friend.locator('[data-action="play-on"]')).toHaveAttribute('href', `/en/play/${code}`);
  await expect(friend.locator('[data-action="edit"]')).toHaveAttribute('href', `/en/editor/${code}`);
  await checkA11y(friend);
  await fresh.close();
  expect(errors).toEqual([]);
});

test('the editor refuses a change the rules forbid, says why, and keeps the position', async ({ page }) => {
  await page.goto(EDITOR);
  await islandsReady(page);
  // A 4-player game has 9 coffee barrels; the tenth is refused by the engine.
  await step(page, 'p0-goods-coffee', 'more', 9);
  await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'valid');
  await step(page, 'p0-goods-coffee', 'more');
  await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'refused');
  await expect(page.getByRole('alert').filter({ hasText: 'There are 9 coffee barrels' })).toBeVisible();
  await expect(page.locator('[data-field="p0-goods-coffee"] output')).toHaveText('9');
  await checkA11y(page);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'valid');
  await page.click('[data-action="undo"]');
  await expect(page.locator('[data-field="p0-goods-coffee"] output')).toHaveText('8');
});

test('the copy button copies the link and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(EDITOR);
  await islandsReady(page);
  await step(page, 'p0-vp', 'more', 3);
  await page.locator('[data-share="copy"]').first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await page.locator('[data-share="url"]').first().inputValue());
});

test('a damaged link shows the error in plain words with a way back', async ({ page }) => {
  await page.goto(EDITOR);
  await islandsReady(page);
  const link = await page.locator('[data-share="url"]').first().inputValue();
  const code = new URL(link).hash.slice(1);
  const broken = code.slice(0, 30) + (code[30] === 'A' ? 'B' : 'A') + code.slice(31);
  await page.goto(`/en/position/#${broken}`);
  await islandsReady(page);
  const error = page.locator('[data-error]');
  await expect(error).toHaveAttribute('data-error', 'notation/damaged');
  await expect(error).toContainText('The link is damaged');
  await expect(error.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en/');
  await expect(page.locator('.pr-board')).toHaveCount(0);
  await checkA11y(page);
});

test('markup in the hash is never inserted into the page', async ({ page }) => {
  await page.goto('/en/position/#<img src=x onerror="window.__pwned=1">');
  await islandsReady(page);
  await expect(page.locator('[data-error]')).toHaveAttribute('data-error', 'notation/not-a-code');
  await expect(page.locator('main img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('a link opens in the editor, and a missing scenario says so', async ({ page }) => {
  await page.goto(EDITOR);
  await islandsReady(page);
  await step(page, 'supply-colonistShip', 'more', 2);
  const hash = new URL(page.url()).hash;
  expect(hash.length).toBeGreaterThan(10);
  await page.goto('/en/');
  await page.goto(`${EDITOR}${hash}`);
  await islandsReady(page);
  await expect(page.locator('[data-field="supply-colonistShip"] output')).toHaveText('6');
  await expect(page.getByText('Opened the position from the link.')).toBeVisible();
  await page.goto('/en/position/');
  await islandsReady(page);
  await expect(page.locator('[data-error]')).toHaveAttribute('data-error', 'notation/empty');
});

test('the editor works at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(EDITOR);
  await islandsReady(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await step(page, 'p0-doubloons', 'more');
  await expect(page.locator('[data-field="p0-doubloons"] output')).toHaveText('4');
  await checkA11y(page);
});

test('a whole game travels as seed and moves, and can be stepped through', async ({ page }) => {
  const start = newGame({ players: 3 }, 77);
  const game = playGame(start, randomBot(77));
  const code = replayLink(start.options, 77, game.moves);
  await page.goto(`/en/position/#${code}`);
  await islandsReady(page);
  const where = page.locator('.replay-where');
  await expect(where).toHaveText(`A game of 3 players, move ${game.moves.length} of ${game.moves.length}.`);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(where).toHaveText(`A game of 3 players, move 0 of ${game.moves.length}.`);
  await expect(page.locator('.pr-status-line')).toContainText('Round 1');
  await page.getByRole('button', { name: 'Next move' }).click();
  await expect(where).toHaveText(`A game of 3 players, move 1 of ${game.moves.length}.`);
  // Playing on from move 1 keeps the game's history: a replay of its first move.
  const playOn = await page.locator('[data-action="play-on"]').getAttribute('href');
  expect(playOn).toBe(`/en/play/#${replayLink(start.options, 77, game.moves.slice(0, 1))}`);
  await checkA11y(page);
});

test('the editor saves the position as a puzzle file', async ({ page }) => {
  await page.goto(EDITOR);
  await islandsReady(page);
  await page.getByText('Save as a puzzle file').click();
  await page.getByLabel('Title').fill('Which role?');
  await page.getByLabel('Question').fill('Which role should the governor choose?');
  await page.getByLabel('Explanation').fill('Any role is allowed here.');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-action="puzzle-download"]')]);
  expect(download.suggestedFilename()).toBe('my-puzzle.yaml');
  const text = readFileSync((await download.path())!, 'utf8');
  const data = parse(text) as Record<string, unknown>;
  expect(data).toMatchObject({ id: 'my-puzzle', title: { en: 'Which role?' }, goal: { kind: 'most-vp', player: 0 } });
  expect(data.answer).toEqual([{ type: 'role', role: expect.any(String) }]);
});
