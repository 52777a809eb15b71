/** The puzzle trainer as a learner comes back to it: retry without spoilers, the rating, the dashboard, Puzzle Streak. */
import { test, expect, checkA11y, islandsReady } from './fixtures';
import type { Page } from '@playwright/test';

const P1 = '/en/puzzles/captain-rulebook/';

async function open(page: Page, url: string) {
  await page.goto(url);
  await islandsReady(page);
}

const cargo = (page: Page) => page.getByRole('region', { name: 'Cargo ships' });
const ship = (page: Page, name: RegExp) => cargo(page).getByRole('button', { name }).click();

test('a wrong move is "not the best" without the answer; the learner retries and solves; the rating counts it as failed', async ({ page }) => {
  await open(page, P1);
  const status = page.locator('[data-status]');
  await ship(page, /Ship of 6/);
  await expect(status).toContainText('Not the best move: try again.');
  const verdict = status.locator('[data-verdict="inferior"]');
  await expect(verdict).toContainText('this move gives 3 VP');
  // Neither the best move nor what it gives is named before the solution.
  await expect(page.locator('.pz-trainer')).not.toContainText('ship of 7');
  await expect(verdict).not.toContainText('7 VP');
  await expect(page.locator('.pz-sheet')).toHaveCount(0);
  await ship(page, /Ship of 7/);
  await expect(status).toContainText('Solved!');
  await expect(status).toContainText('after a mistake');
  // Failed for the rating: it goes down from 1500, and the next puzzle is offered near it.
  const moved = page.locator('[data-rating-moved]');
  await expect(moved).toContainText('Your rating: 1500 →');
  expect(Number(await moved.getAttribute('data-rating-moved'))).toBeLessThan(1500);
  await expect(page.getByRole('link', { name: 'Next puzzle at your level' })).toBeVisible();
  // Only now does the answer sheet open, in place.
  await expect(page.getByRole('region', { name: 'Answer sheet' })).toBeVisible();
  await checkA11y(page);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`Show solution opens the answer sheet in view at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await open(page, P1);
    await page.getByRole('button', { name: 'Show solution' }).click();
    const sheet = page.getByRole('region', { name: 'Answer sheet' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toBeInViewport();
    const box = (await sheet.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(viewport.height);
    expect(box.x + Math.min(box.width, viewport.width)).toBeLessThanOrEqual(viewport.width + 1);
    await page.screenshot({ path: `test-results/trainer-solution-${viewport.width}.png` });
  });
}

test('the dashboard shows the rating after a solve, as a chart with a table, and the results by theme', async ({ page }) => {
  await open(page, '/en/puzzles/dashboard/');
  await expect(page.getByText('No puzzle has counted yet')).toBeVisible();
  await open(page, P1);
  await ship(page, /Ship of 7/);
  await expect(page.locator('[data-status]')).toContainText('Solved!');
  await expect(page.locator('[data-rating-moved]')).toBeVisible();
  const after = Number(await page.locator('[data-rating-moved]').getAttribute('data-rating-moved'));
  expect(after).toBeGreaterThan(1500);
  await open(page, '/en/puzzles/dashboard/');
  await expect(page.locator('[data-learner-rating]')).toHaveAttribute('data-learner-rating', String(after));
  const chart = page.getByRole('img', { name: 'Rating over time' });
  await expect(chart).toHaveAttribute('data-chart-points', '1');
  await page.getByText('The points of the chart').click();
  await expect(page.locator('[data-history] tbody tr')).toHaveCount(1);
  await expect(page.locator('[data-history] tbody tr')).toContainText(String(after));
  // The row names the puzzle by its number and title, not by a bare number.
  await expect(page.locator('[data-history] tbody tr a[data-history-puzzle="captain-rulebook"]')).toHaveText("1. The rulebook's captain phase");
  await expect(page.locator('[data-themes] tr[data-theme="shipping"]')).toContainText('1');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/dashboard-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/dashboard-390.png', fullPage: true });
  await checkA11y(page);
});

test('a Puzzle Streak goes on after a clean solve and ends on a mistake, keeping the best; it does not move the rating', async ({ page }) => {
  await open(page, `${P1}?streak=2`);
  await expect(page.locator('[data-streak-run="on"]')).toContainText('Puzzle Streak: 2 solved so far');
  // The streak is the only count on the panel: the clean-solve count of rated play would contradict it.
  await expect(page.locator('[data-streak]')).toHaveCount(0);
  await ship(page, /Ship of 7/);
  const next = page.locator('[data-streak-next]');
  await expect(next).toBeVisible();
  expect(await next.getAttribute('href')).toMatch(/\?streak=3$/);
  await expect(page.locator('[data-rating-moved]')).toHaveCount(0);
  // Another puzzle in the streak: one mistake ends it.
  await page.evaluate(() => localStorage.clear());
  await open(page, `${P1}?streak=4`);
  await ship(page, /Ship of 6/);
  const over = page.locator('[data-streak-run="over"]');
  await expect(over).toContainText('The streak is over: 4 puzzles solved.');
  await expect(over).toContainText('Best streak: 4');
  await expect(over.getByRole('link', { name: 'Start a new streak' })).toHaveAttribute('href', /\?streak=0$/);
  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('euro-tutor.puzzles') ?? 'null'));
  expect(record.puzzleStreak.best).toBe(4);
  expect(record.history).toEqual([]);
  await checkA11y(page);
});
