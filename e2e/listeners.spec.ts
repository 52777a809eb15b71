/**
 * Issue #24.6: playing game after game in one tab must not pile up JavaScript event listeners
 * (they once grew by 15 a game, each holding its finished game in memory). Chromium counts the
 * page's listeners; a garbage collection first, so that listeners of dropped nodes are not counted.
 */
import type { Page } from '@playwright/test';
import { test, expect, islandsReady } from './fixtures';
import { playStatus } from './play-table';

async function listenersAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  const count = metrics.find((m) => m.name === 'JSEventListeners')?.value;
  if (count === undefined) throw new Error('Chromium gave no JSEventListeners metric');
  return count;
}

async function playBotGame(page: Page): Promise<void> {
  await page.getByLabel('Players').selectOption('3');
  for (let seat = 1; seat <= 3; seat++)
    await page
      .getByRole('group', { name: `Seat ${seat}` })
      .getByLabel('Who plays')
      .selectOption('beginner');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(playStatus(page)).toHaveText(/game ended/, { timeout: 120_000 });
}

test('four games in one tab leave the page with as many event listeners as after the first', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/en/play/?fast=1');
  await islandsReady(page);
  const counts: number[] = [];
  for (let game = 1; game <= 4; game++) {
    await playBotGame(page);
    counts.push(await listenersAfterGc(page));
    await page.getByRole('button', { name: 'Play again' }).click();
  }
  // A leak of even 3 listeners a game would add 9 by the fourth; a few may come and go with timers.
  const [first = Number.NaN, ...later] = counts;
  expect(Math.max(...later), `listeners after each game: ${counts.join(', ')}`).toBeLessThanOrEqual(first + 8);
});
