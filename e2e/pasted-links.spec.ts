/**
 * A link pasted over the address of an open page changes only the hash: the page does not reload.
 * The play page and the editor follow it; a link of the other game goes to that game's page
 * (issue #24.6).
 */
import type { Page } from '@playwright/test';
import { newGame as newEndeavorGame } from '../src/engine/endeavor';
import { newGame } from '../src/engine/puerto-rico';
import { endeavorPositionLink, positionLink } from '../src/notation';
import { test, expect, islandsReady } from './fixtures';

const threePlayers = positionLink(newGame({ players: 3 }, 11));
const fivePlayers = positionLink(newGame({ players: 5 }, 12));
const endeavor = endeavorPositionLink(newEndeavorGame({ players: 3 }, 5));

/** The board's own words for the position: the same words mean the same position. */
const summary = (page: Page) => page.locator('.pr-board [data-summary]').first().textContent();

/** What the page shows for `code` when it is opened afresh. */
async function freshSummary(page: Page, path: string, code: string): Promise<string | null> {
  const other = await page.context().newPage();
  await other.goto(`${path}#${code}`);
  await islandsReady(other);
  const words = await summary(other);
  await other.close();
  return words;
}

/** Pastes a link over the address, as a person does: same page, new hash. */
const paste = (page: Page, code: string) => page.evaluate((c) => (window.location.hash = c), code);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('cleared')) {
      localStorage.clear();
      sessionStorage.setItem('cleared', '1');
    }
  });
});

test('the play page follows a pasted link, and keeps its game when the link is damaged', async ({ page }) => {
  await page.goto(`/en/play/?fast=1#${threePlayers}`);
  await islandsReady(page);
  const before = await summary(page);
  expect(before).toBe(await freshSummary(page, '/en/play/?fast=1', threePlayers));

  await paste(page, fivePlayers);
  await expect.poll(() => summary(page)).toBe(await freshSummary(page, '/en/play/?fast=1', fivePlayers));
  await expect(page.getByText(/Game opened from a link/)).toBeVisible();

  // A damaged link: one character changed. The game stays, and the page says why.
  const damaged = fivePlayers.slice(0, 20) + (fivePlayers[20] === 'A' ? 'B' : 'A') + fivePlayers.slice(21);
  const onTable = await summary(page);
  await paste(page, damaged);
  await expect(page.getByText(/This link cannot be opened: The link is damaged/)).toBeVisible();
  expect(await summary(page)).toBe(onTable);
});

test('an Endeavor link on the Puerto Rico play page opens the Endeavor table', async ({ page }) => {
  await page.goto(`/en/play/#${endeavor}`);
  await page.waitForURL(/\/en\/play\/endeavor\/#/);
  expect(new URL(page.url()).hash).toBe(`#${endeavor}`);
  await islandsReady(page);
  await expect(page.getByText(/cannot show yet/)).toHaveCount(0);
});

test('the editor follows a pasted link, and keeps the position when the link is damaged', async ({ page }) => {
  await page.goto(`/en/editor/#${threePlayers}`);
  await islandsReady(page);
  await expect(page.getByText('Opened the position from the link.')).toBeVisible();
  await paste(page, fivePlayers);
  await expect.poll(() => summary(page)).toBe(await freshSummary(page, '/en/position/', fivePlayers));

  const onBoard = await summary(page);
  await paste(page, 'not-a-scenario-link-but-long-enough-to-read');
  await expect(page.getByTestId('link-kept')).toContainText('The position you were editing stays as it was.');
  expect(await summary(page)).toBe(onBoard);
});

test('a Puerto Rico puzzle page sends an Endeavor link to the Endeavor table', async ({ page }) => {
  await page.goto(`/en/puzzles/captain-rulebook/#${endeavor}`);
  await islandsReady(page);
  await expect(page.getByRole('alert')).toContainText('It is a link to an Endeavor scenario, and this is a Puerto Rico puzzle.');
  const open = page.getByRole('link', { name: 'Open the link on its own page' });
  await expect(open).toHaveAttribute('href', `/en/play/endeavor/#${endeavor}`);
  await expect(page.getByText(/cannot show yet/)).toHaveCount(0);
});
