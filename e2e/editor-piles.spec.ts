/** The position editor's seat names, plantation piles and end triggers: judged by the engine, carried by the link. */
import type { Page } from '@playwright/test';
import { test, expect, checkA11y, islandsReady } from './fixtures';

async function step(page: Page, field: string, direction: 'more' | 'less', times = 1): Promise<void> {
  const button = page.locator(`[data-field="${field}"] button[aria-label^="One ${direction}"]`);
  for (let i = 0; i < times; i++) await button.click();
}

test('seat names, discards and an end trigger travel in the link to a fresh browser', async ({ page, browser, baseURL }) => {
  await page.goto('/en/editor/');
  await islandsReady(page);
  await page.fill('[data-field="name-0"]', 'Anna');
  await page.fill('[data-field="name-2"]', '<b>Zoë</b>');
  const stackBefore = Number(await page.locator('[data-field="pile-stack-corn"] output').textContent());
  await step(page, 'pile-discards-corn', 'more', 2);
  await expect(page.locator('[data-field="pile-discards-corn"] output')).toHaveText('2');
  // A discard comes from the face-down stack.
  await expect(page.locator('[data-field="pile-stack-corn"] output')).toHaveText(String(stackBefore - 2));
  await page.check('[data-field="end-vp-chips"]');
  await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'valid');
  await expect(page.locator('.pr-board')).toContainText('Anna');
  await checkA11y(page);

  const link = await page.locator('[data-share="url"]').first().inputValue();
  const fresh = await browser.newContext({ baseURL });
  const friend = await fresh.newPage();
  // The editor opens the same code: the same piles, trigger and names.
  await friend.goto(link.replace('/position/', '/editor/'));
  await islandsReady(friend);
  await expect(friend.locator('[data-field="pile-discards-corn"] output')).toHaveText('2');
  await expect(friend.locator('[data-field="end-vp-chips"]')).toBeChecked();
  await expect(friend.locator('[data-field="name-0"]')).toHaveValue('Anna');
  // A name from a link is text, never markup.
  await expect(friend.locator('.pr-board')).toContainText('<b>Zoë</b>');
  await expect(friend.locator('.pr-board b')).toHaveCount(0);
  // The position page shows the names too.
  await friend.goto(link);
  await islandsReady(friend);
  await expect(friend.locator('.pr-board')).toContainText('Anna');
  await fresh.close();
});

test("too many tiles in a pile is refused with the engine's reason, and the position stays", async ({ page }) => {
  await page.goto('/en/editor/');
  await islandsReady(page);
  const before = await page.locator('[data-field="pile-stack-coffee"] output').textContent();
  for (let i = 0; i < 12; i++) {
    await step(page, 'pile-stack-coffee', 'more');
    if ((await page.locator('[data-verdict]').getAttribute('data-verdict')) === 'refused') break;
  }
  await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'refused');
  await expect(page.locator('[data-code="setup/too-many-plantations"]')).toBeVisible();
  const stuck = Number(await page.locator('[data-field="pile-stack-coffee"] output').textContent());
  expect(stuck).toBeGreaterThanOrEqual(Number(before));
});

test('the puzzle form speaks the page’s language: types and the fields left to fill, and no difficulty to set', async ({ page }) => {
  for (const [lang, legend, type, level, missing] of [
    ['hu', 'Mentés feladványként', 'Szállítás', '★ Könnyű', /Töltsd ki vagy javítsd: cím, kérdés, magyarázat\./],
    ['nl', 'Bewaar als puzzel', 'Verschepen', '★ Makkelijk', /Vul in of verbeter: titel, vraag, uitleg\./],
  ] as const) {
    await page.goto(`/${lang}/editor/`);
    await islandsReady(page);
    await page.getByText(legend).click();
    const form = page.locator('.puzzle-form');
    const typeMenu = form.locator('select').first();
    await expect(typeMenu.locator('option:checked')).toHaveText(type);
    // No English value shows through (the file still gets the schema's value).
    await expect(typeMenu.locator('option', { hasText: /^(shipping|building|trading|craftsman)$/ })).toHaveCount(0);
    // Difficulty comes from the build's measured rating, so the form offers no level to pick.
    await expect(form.locator('option', { hasText: level })).toHaveCount(0);
    await form.locator('[data-action="puzzle-download"]').click();
    await expect(form.getByRole('alert')).toHaveText(missing);
    await expect(form.getByRole('alert')).not.toContainText(/title|question|explanation/);
  }
  await checkA11y(page);
});
