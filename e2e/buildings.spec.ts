import { test, expect, checkA11y, islandsReady } from './fixtures';
import { BUILDINGS, EXPANSION_BUILDINGS, BASE_BUILDINGS, type BuildingId } from '../src/engine/puerto-rico/vocabulary';
import { BUILDING_EXAMPLES } from '../src/content/puerto-rico/building-guide-examples';
import { compare } from '../src/content/puerto-rico/building-guide-replay';

// The building guide: the index lists what the engine's table holds, and the examples run on
// the engine in the browser. Expected numbers and messages come from the engine itself
// (compare()), so these tests follow the rules wherever they change.

test('the index lists every building of the engine, each linking to its page', async ({ page }) => {
  await page.goto('/en/buildings/');
  const cards = page.locator('li[data-building]');
  await expect(cards).toHaveCount(BUILDINGS.length);
  for (const id of BUILDINGS) {
    await expect(page.locator(`li[data-building="${id}"] a[href="/en/buildings/${id}/"]`)).toHaveCount(1);
  }
  // axe: e2e/all-pages.spec.ts checks this page as it loads.
});

test('the edition filter shows only base or only New Buildings, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/buildings/');
  await page.getByLabel('New Buildings', { exact: true }).check();
  await expect(page.locator('li[data-building]:visible')).toHaveCount(EXPANSION_BUILDINGS.length);
  await page.getByLabel('Base game', { exact: true }).check();
  await expect(page.locator('li[data-building]:visible')).toHaveCount(BASE_BUILDINGS.length);
  await page.getByLabel('All', { exact: true }).check();
  await expect(page.locator('li[data-building]:visible')).toHaveCount(BUILDINGS.length);
  await context.close();
});

/** Clicks the example's suggested moves, in order, as the learner would. */
async function playScript(page: import('@playwright/test').Page, id: BuildingId): Promise<void> {
  const ex = BUILDING_EXAMPLES[id];
  const box = page.locator(`[data-example="${id}"]`);
  for (let i = 0; i < ex.script.length; i++) {
    await box.locator('.bx-moves button.button:not(.secondary)').first().click();
  }
}

test('a base building example: the Small Market sells for one doubloon more, and less without it', async ({ page }) => {
  const id = 'smallMarket';
  const c = compare(BUILDING_EXAMPLES[id], id);
  if (!c.with.ok || !c.without?.ok) throw new Error('the engine refuses the Small Market example');
  await page.goto(`/en/buildings/${id}/`);
  await islandsReady(page);
  const box = page.locator(`[data-example="${id}"]`);
  await playScript(page, id);
  await expect(box.locator('.bx-feedback')).toContainText(`Your doubloons: ${c.with.before} → ${c.with.after}`);
  await expect(page.locator('[data-engine-line]')).toContainText(`gain ${c.without.value} doubloons; with it, ${c.with.value} doubloons`);

  await box.getByLabel('Try without the Small Market').check();
  await expect(box).toHaveAttribute('data-variant', 'without');
  await playScript(page, id);
  await expect(box.locator('.bx-feedback')).toContainText(`Your doubloons: ${c.without.before} → ${c.without.after}`);
  await checkA11y(page);
});

test('an expansion building example: the Trading Post sells a kind the trading house already has; without it the engine refuses', async ({ page }) => {
  const id = 'tradingPost';
  const c = compare(BUILDING_EXAMPLES[id], id);
  if (!c.with.ok || c.without === null || c.without.ok) throw new Error('the Trading Post example should be refused without the building');
  await page.goto(`/en/buildings/${id}/`);
  await islandsReady(page);
  const box = page.locator(`[data-example="${id}"]`);
  await playScript(page, id);
  await expect(box.locator('.bx-feedback')).toContainText(`Your doubloons: ${c.with.before} → ${c.with.after}`);

  await box.getByLabel('Try without the Trading Post').check();
  await playScript(page, id);
  const alert = box.locator('.bx-refused');
  await expect(alert).toContainText(c.without.error.message);
  await expect(alert.locator(`a[href="/en/rules/#${c.without.error.rule}"]`)).toHaveCount(1);
  await checkA11y(page);
});

test('the example works from the keyboard and fits a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const id = 'hacienda';
  const c = compare(BUILDING_EXAMPLES[id], id);
  if (!c.with.ok) throw new Error('the engine refuses the Hacienda example');
  await page.goto(`/en/buildings/${id}/`);
  await islandsReady(page);
  const button = page.locator(`[data-example="${id}"] .bx-moves button.button:not(.secondary)`).first();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(`[data-example="${id}"] .bx-feedback`)).toContainText(`Your island tiles: ${c.with.before} → ${c.with.after}`);
  // The move buttons are gone; focus lands on "Start again", and Enter there starts over.
  const reset = page.locator(`[data-example="${id}"] .bx-reset`);
  await expect(reset).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a Hungarian building page links to the heading of its source section', async ({ page }) => {
  await page.goto('/hu/buildings/smallMarket/');
  await expect(page.locator('h1')).toHaveText('Kis piac');
  const link = page.locator('a[href="/hu/learn/puerto-rico/16-lila-epuletek/#kis-piac"]');
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(page.locator('#kis-piac')).toBeVisible();
});

test('the rule links of a building page lead to the rule on the rules page', async ({ page }) => {
  await page.goto('/en/buildings/smallMarket/');
  const link = page.locator('ul.rules a').first();
  const href = await link.getAttribute('href');
  expect(href).toBe('/en/rules/#trader.prices');
  await link.click();
  await expect(page.locator('[id="trader.prices"]')).toBeVisible();
});
