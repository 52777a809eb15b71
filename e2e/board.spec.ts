/** The Puerto Rico board on the puzzle page: drawn, described in words, readable on a phone. */
import { test, expect, checkA11y } from './fixtures';

const PAGE = '/en/puzzles/captain-rulebook/';

test('the captain puzzle shows the rulebook position on the board', async ({ page }) => {
  await page.goto(PAGE);
  const board = page.getByRole('region', { name: "The rulebook's captain phase" });
  await expect(board).toBeVisible();
  // The ships of a 4-player game, the 6 already carrying 3 corn (rulebook captain example).
  const ships = board.getByRole('region', { name: 'Cargo ships' });
  await expect(ships.getByRole('img', { name: 'Ship of 5: 5 free' })).toBeVisible();
  await expect(ships.getByRole('img', { name: 'Ship of 6: 3 corn, 3 free' })).toBeVisible();
  await expect(ships.getByRole('img', { name: 'Ship of 7: 7 free' })).toBeVisible();
  for (const name of ['Anna', 'Róbert', 'Krisztina', 'Dávid']) await expect(board.getByRole('region', { name, exact: true })).toBeVisible();
  const anna = board.getByRole('region', { name: 'Anna', exact: true });
  await expect(anna.getByRole('img', { name: '6 sugar' })).toBeVisible();
  // A read-only picture: nothing on it is a button.
  await expect(board.getByRole('button')).toHaveCount(0);
  await checkA11y(page);
});

test('the board has a text summary of the whole position', async ({ page }) => {
  await page.goto(PAGE);
  const summary = page.locator('[data-summary]');
  await expect(summary).toHaveCount(1);
  await expect(summary).toContainText('Anna to act');
  await expect(summary).toContainText('Ship of 6: 3 corn, 3 free');
  await expect(summary).toContainText('Anna (Governor): 3 doubloons, 0 VP, goods: 2 corn, 6 sugar');
  await expect(summary).toContainText('Dávid: 3 doubloons, 0 VP, goods: 1 corn, 5 indigo');
  // Visually hidden, but in the accessibility tree.
  const box = await summary.boundingBox();
  expect(box === null || box.width <= 1).toBe(true);
  await expect(page.getByRole('region', { name: 'The position in words' })).toBeAttached();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('the board fits the width and stacks', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('region', { name: 'Cargo ships' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    // No part of the board sticks out of the page.
    const widest = await page.locator('.pr-board *').evaluateAll((els) => Math.max(...els.map((e) => e.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(360);
    await checkA11y(page);
  });
});

test('dark mode draws the board too', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(PAGE);
  await expect(page.getByRole('region', { name: 'Cargo ships' })).toBeVisible();
  await checkA11y(page);
});
