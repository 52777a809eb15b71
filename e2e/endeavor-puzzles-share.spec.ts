/** Endeavor puzzle links: an attempt opens on a friend's board as it was; a challenge compares; a bad link says why in plain words. */
import { test, expect, checkA11y, islandsReady } from './fixtures';
import type { Page } from '@playwright/test';

const PAYMENT = '/en/puzzles/endeavor-04-payment-twice/';
const TIE = '/en/puzzles/endeavor-01-governor-tie/';

async function open(page: Page, url: string) {
  await page.goto(url);
  await islandsReady(page);
}

const you = (page: Page) => page.getByRole('region', { name: 'Your board' });
/** What the board shows, as text: tracks, ships, cities, every seat's buildings and cards. Not the
 *  screen reader's one-off "Your move: …" announcement, which is said where a move was played. */
const boardText = (page: Page) =>
  page
    .locator('.pz-trainer .bs-board')
    .first()
    .evaluate((el) => {
      const said = el.querySelector('[data-said]') as HTMLElement | null;
      const before = said?.textContent ?? '';
      if (said) said.textContent = '';
      const text = (el as HTMLElement).innerText;
      if (said) said.textContent = before;
      return text;
    });
const shipTrack = (page: Page) => page.getByRole('img', { name: /^Caribbean ship track/ });

async function shipToCaribbean(page: Page) {
  await you(page)
    .getByRole('button', { name: /Shipyard/ })
    .click();
  await page.getByRole('button', { name: 'Use Shipyard: ship to Caribbean' }).click();
}

async function copyLink(page: Page, button: string): Promise<string> {
  await page.getByRole('button', { name: button }).click();
  return page.locator('[data-share-link]').inputValue();
}

test("an attempt link opens the same attempt on a friend's board, who can then try it", async ({ page, browser }) => {
  await open(page, PAYMENT);
  await expect(page.getByText('Share links are not available')).toHaveCount(0);
  const before = await shipTrack(page).getAttribute('aria-label');
  await shipToCaribbean(page);
  await expect(page.locator('[data-status]')).toContainText('Good move. Keep going.');
  const after = await shipTrack(page).getAttribute('aria-label');
  expect(after).not.toBe(before);
  const board = await boardText(page);
  const url = await copyLink(page, 'Copy a link to this attempt');
  // The notation's one format (an Endeavor position with the puzzle view), no format of its own.
  expect(url).toMatch(/\/en\/puzzles\/endeavor-04-payment-twice\/#[A-Za-z0-9_-]{40,}$/);

  const friend = await browser.newContext();
  const other = await friend.newPage();
  const errors: string[] = [];
  other.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await open(other, url);
  await expect(other.locator('[data-status]')).toContainText('A shared attempt');
  await expect(other.locator('[data-status]')).toContainText('Good moves so far; the puzzle is not finished.');
  await expect(shipTrack(other)).toHaveAttribute('aria-label', after!);
  expect(await boardText(other)).toBe(board);
  await expect(other.getByRole('region', { name: 'Moves so far' }).locator('li').first()).toContainText('You: Use Shipyard: ship to Caribbean');
  // The answer is not given away by an attempt link.
  await expect(other.locator('.pz-sheet')).toHaveCount(0);
  await checkA11y(other);
  // The friend starts his own first try from the puzzle position.
  await other.getByRole('button', { name: 'Try it yourself' }).click();
  await expect(other.locator('[data-status]')).toContainText('Your move: act on the board.');
  await expect(shipTrack(other)).toHaveAttribute('aria-label', before!);
  expect(errors).toEqual([]);
  await friend.close();
});

test('a weaker move travels with its verdict', async ({ page, browser }) => {
  await open(page, '/en/puzzles/endeavor-02-connections/');
  await you(page)
    .getByRole('button', { name: /Colonial House/ })
    .click();
  await page.getByRole('button', { name: 'Use Colonial House: occupy Amsterdam' }).click();
  await expect(page.locator('[data-verdict="inferior"]')).toBeVisible();
  const board = await boardText(page);
  const url = await copyLink(page, 'Copy a link to this attempt');
  const friend = await browser.newContext();
  const other = await friend.newPage();
  await open(other, url);
  await expect(other.locator('[data-verdict="inferior"]')).toContainText('this move gives +1 glory. A better move exists.');
  // The friend sees where the weaker move led; the better move is not given away.
  await expect(other.locator('.pz-trainer')).not.toContainText('occupy Paris');
  expect(await boardText(other)).not.toBe(board);
  await friend.close();
});

test("a challenge link shows the challenger's result, then both side by side", async ({ page, browser }) => {
  await open(page, TIE);
  await shipToCaribbean(page);
  await expect(page.locator('[data-status]')).toContainText('At the first try, with no help.');
  const url = await copyLink(page, 'Challenge a friend');
  const friend = await browser.newContext();
  const other = await friend.newPage();
  await open(other, url);
  await expect(other.getByText('A friend sent you this puzzle. Solve it, then compare.')).toBeVisible();
  const table = other.getByRole('region', { name: 'Challenge' });
  await expect(
    table
      .getByRole('row', { name: /Result/ })
      .locator('td')
      .nth(0),
  ).toHaveText('solved');
  await expect(
    table
      .getByRole('row', { name: /First try/ })
      .locator('td')
      .nth(0),
  ).toHaveText('yes');
  await expect(
    table
      .getByRole('row', { name: /Reached/ })
      .locator('td')
      .nth(0),
  ).toHaveText('governor won, 0 glory');
  await expect(table).toContainText('finish the puzzle to compare');
  // The friend plays a fresh first try: the challenger's moves are not shown.
  await expect(other.locator('[data-status]')).toContainText('Your move: act on the board.');
  await checkA11y(other);
  await you(other)
    .getByRole('button', { name: /Shipyard/ })
    .click();
  await other.getByRole('button', { name: 'Use Shipyard: ship to India' }).click();
  await expect(
    table
      .getByRole('row', { name: /Result/ })
      .locator('td')
      .nth(1),
  ).toHaveText('not solved');
  await friend.close();
});

test('a damaged link, or one for another puzzle, says so in plain words and leaves the puzzle playable', async ({ page }) => {
  await open(page, PAYMENT);
  await shipToCaribbean(page);
  const url = await copyLink(page, 'Copy a link to this attempt');
  const damaged = url.slice(0, -6) + (url.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA');
  const other = await page.context().newPage();
  await open(other, damaged);
  await expect(other.getByRole('alert')).toContainText('The shared link could not be used: The link is damaged');
  await expect(other.getByRole('alert')).toContainText('The puzzle starts fresh.');
  await expect(other.locator('[data-status]')).toContainText('Your move: act on the board.');
  await checkA11y(other);
  // The same code on another Endeavor puzzle's page.
  await open(other, `${TIE}#${url.split('#')[1]}`);
  await expect(other.getByRole('alert')).toContainText('It is for another puzzle (endeavor-04-payment-twice).');
  await shipToCaribbean(other);
  await expect(other.locator('[data-status]')).toContainText('Solved!');
  await other.close();
});

test('a link pasted into the address bar of an open puzzle is followed', async ({ page }) => {
  await open(page, PAYMENT);
  const before = await shipTrack(page).getAttribute('aria-label');
  await shipToCaribbean(page);
  const after = await shipTrack(page).getAttribute('aria-label');
  const code = (await copyLink(page, 'Copy a link to this attempt')).split('#')[1]!;
  await page.getByRole('button', { name: 'Show solution' }).click();
  await expect(page.locator('.pz-sheet')).toBeVisible();
  // Same page, new hash: no reload, as when a link is pasted over the open puzzle.
  await page.evaluate((h) => {
    window.location.hash = h;
  }, code);
  await expect(page.locator('[data-status]')).toContainText('A shared attempt');
  await expect(shipTrack(page)).toHaveAttribute('aria-label', after!);
  await expect(page.locator('.pz-sheet')).toHaveCount(0);
  await page.getByRole('button', { name: 'Try it yourself' }).click();
  await expect(shipTrack(page)).toHaveAttribute('aria-label', before!);
});
