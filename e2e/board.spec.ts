/** The Puerto Rico board on the puzzle page: drawn, described in words, readable on a phone. */
import { test, expect, checkA11y, islandsReady } from './fixtures';

const PAGE = '/en/puzzles/captain-rulebook/';

test('the captain puzzle shows the rulebook position on the board', async ({ page }) => {
  await page.goto(PAGE);
  await islandsReady(page);
  const board = page.locator('.pr-board');
  await expect(board).toBeVisible();
  // The ships of a 4-player game, the 6 already carrying 3 corn (rulebook captain example).
  const ships = board.getByRole('region', { name: 'Cargo ships' });
  await expect(ships.getByRole('img', { name: 'Ship of 5: 5 free' })).toBeVisible();
  // The player to act in full, the others one line each (open on request): every name is on the screen.
  await expect(board.getByRole('region', { name: 'Anna', exact: true })).toBeVisible();
  for (const name of ['Róbert', 'Krisztina', 'Dávid']) await expect(board.locator('.pr-other-line .pr-player-name', { hasText: name })).toBeVisible();
  await expect(board.getByRole('region', { name: 'Anna', exact: true }).getByText('6', { exact: true })).toBeVisible();
  await checkA11y(page);
});

test('only parts that a legal move names are buttons, and they work from the keyboard', async ({ page }) => {
  await page.goto(PAGE);
  await islandsReady(page);
  const board = page.locator('.pr-board');
  const ships = board.getByRole('region', { name: 'Cargo ships' });
  // Anna may load corn on the 6 (corn is on it) or sugar on the 7; the 5 takes neither.
  const six = ships.getByRole('button', { name: 'Ship of 6: 3 corn, 3 free. Load corn on the ship of 6' });
  await expect(six).toBeVisible();
  const seven = ships.getByRole('button', { name: 'Ship of 7: 7 free. Load sugar on the ship of 7' });
  await expect(seven).toBeVisible();
  await expect(ships.getByRole('img', { name: 'Ship of 5: 5 free' })).toBeVisible();
  await expect(ships.getByRole('button', { name: /Ship of 5/ })).toHaveCount(0);
  // Only the player to act has buttons on his board.
  await expect(board.locator('[data-place="p1:compact"]').getByRole('button')).toHaveCount(0);
  // The ships are one Tab stop; the arrow keys go from part to part, with a visible focus ring.
  await six.focus();
  await page.keyboard.press('ArrowRight');
  await expect(seven).toBeFocused();
  const outline = await seven.evaluate((e) => `${getComputedStyle(e).outlineStyle} ${getComputedStyle(e).outlineWidth}`);
  expect(outline).toBe('solid 3px');
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
