/**
 * The islands embedded in the source texts: on the Hungarian captain example, the board beside
 * Anna's paragraph accepts her legal loading and refuses an illegal one with the engine's reason;
 * on a Dutch Endeavor section, the board step beside the paragraph renders and answers a click.
 * Islands sit closed beside their paragraph and hydrate only once opened (client:visible).
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, checkA11y } from './fixtures';
import { captainPlan } from '../src/content/lesson-steps/puerto-rico/captain';

/** Opens the island that follows the paragraph containing `text`, and waits until it is live. */
async function openIslandAfter(page: Page, text: string): Promise<Locator> {
  const island = page.locator(`p:has-text("${text}") + details.source-island`);
  await expect(island).toHaveCount(1);
  await expect(island.locator('astro-island')).toHaveAttribute('ssr', '');
  await island.locator('summary').first().click();
  await expect(island).toHaveAttribute('open', '');
  await island.locator('astro-island').scrollIntoViewIfNeeded();
  await expect(island.locator('astro-island')).not.toHaveAttribute('ssr', { timeout: 20_000 });
  return island;
}

test('Hungarian captain example: beside Anna’s paragraph, one legal loading and one refusal with its reason', async ({ page }) => {
  await page.goto('/hu/learn/puerto-rico/12-kapitany-pelda/');
  // Seven boards beside seven paragraphs, none of them hydrated before it is opened.
  await expect(page.locator('details.source-island[data-island="steps"]')).toHaveCount(7);
  const island = await openIslandAfter(page, 'Anna a kapitány, ő kezdi a berakodást.');
  const player = island.locator('.lesson-player');
  await expect(player).toHaveAttribute('data-step', '1');
  // Hungarian controls around the lesson's Hungarian step text.
  await expect(player.locator('.count')).toHaveText(`1. lépés / ${captainPlan.steps.length}`);
  await expect(player.locator('.lesson-step h3')).not.toHaveAttribute('lang', /.*/);
  await player.getByRole('button', { name: 'Tovább' }).click();
  await expect(player.locator('.lesson-step h3')).toHaveText('Anna a kapitányt választja');
  await player.locator('[data-place="role:captain"] button').first().click();
  await expect(player.locator('.feedback')).toContainText('Ügyes!');
  await player.getByRole('button', { name: 'Tovább' }).click();

  // Anna's sugar on the ship of 5 is refused: the engine's reason and the rule's link.
  await expect(player.locator('.lesson-step h3')).toHaveText('Anna behajózza a cukrát');
  const ship5 = player.locator('[data-place="ship:0"]');
  await ship5.locator('button').first().click();
  await ship5.locator('[id^="pr-menu-"] button', { hasText: /cukor|sugar/i }).click();
  const alert = player.locator('.feedback');
  // The reason is the rule's Hungarian sentence; the engine's English message follows, marked English.
  await expect(alert).toContainText('Nem szabályos: Ha egy árufajta több üres hajóra is elfér, arra kell kerülnie, amelyikre a legtöbb hordó fér.');
  await expect(alert.locator('.refusal-detail[lang="en"]')).toHaveText('(You must load the ship where the most barrels fit.)');
  // The reason is the rule's own sentence, and the link to the rule is named by it.
  await expect(alert.getByRole('link', { name: /^Ha egy árufajta több üres hajóra/ })).toHaveAttribute('href', '/hu/rules/#captain.load-largest');
  await checkA11y(page);

  // The legal loading, on the ship of 7.
  const ship7 = player.locator('[data-place="ship:2"]');
  await ship7.locator('button').first().click();
  await ship7.locator('[id^="pr-menu-"] button', { hasText: /cukor|sugar/i }).click();
  await expect(alert).toContainText('Ügyes!');
  // The excerpt ends here: it links on to the Hungarian lesson's next step, and the address is untouched.
  await expect(player.getByRole('link', { name: /Tovább a leckében/ })).toHaveAttribute('href', '/hu/learn/puerto-rico/07-captain/#step-4');
  expect(new URL(page.url()).hash).toBe('');
});

test('Hungarian building section: the building guide’s example sits beside the paragraph', async ({ page }) => {
  await page.goto('/hu/learn/puerto-rico/16-lila-epuletek/');
  const island = await openIslandAfter(page, 'Amikor a működő kis piaccal');
  await expect(island.locator('[data-example="smallMarket"]')).toBeVisible();
  await checkA11y(page);
});

test('Dutch Endeavor section: the board step beside the paragraph renders and answers a click', async ({ page }) => {
  await page.goto('/nl/learn/endeavor/05-acties/');
  const island = await openIslandAfter(page, 'Zo gauw een scheepstrack vol is');
  // The board speaks the page's language, the names of the pieces too (the Shipyard is the Scheepswerf).
  const step = island.getByRole('region', { name: 'Probeer het op het bord' });
  await expect(step.locator('svg').first()).toBeVisible();
  await step.getByRole('button', { name: /Scheepswerf/ }).click();
  await step
    .getByRole('group', { name: /Kies wat je doet/ })
    .getByRole('button', { name: /verschepen naar/ })
    .first()
    .click();
  await expect(step).toContainText(/Goed gedaan: .*verschepen naar/);
  await checkA11y(page);
});

test('a Hungarian role section shows the phase statechart and the English lesson link', async ({ page }) => {
  await page.goto('/hu/learn/puerto-rico/11-kapitany/');
  await expect(page.locator('.source-chart .statechart[data-machine="captain"] summary').first()).toHaveText('Hogyan zajlik ez a fázis');
  await expect(page.getByRole('link', { name: 'The Captain ships goods to the Old World' }).first()).toHaveAttribute('href', '/en/learn/puerto-rico/07-captain/');
});

// Every island of a page opened at once: boards side by side must still pass axe (no clashing ids).
for (const path of ['/hu/learn/puerto-rico/12-kapitany-pelda/', '/hu/learn/puerto-rico/04-a-jatek-menete/', '/hu/learn/puerto-rico/16-lila-epuletek/', '/nl/learn/endeavor/05-acties/']) {
  test(`${path}: all islands open pass axe`, async ({ page }) => {
    // Seven full boards and axe over all of them take a while on a shared machine.
    test.setTimeout(240_000);
    await page.goto(path);
    const islands = page.locator('details.source-island');
    const count = await islands.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const island = islands.nth(i);
      await island.locator('summary').first().click();
      await island.locator('astro-island').scrollIntoViewIfNeeded();
      await expect(island.locator('astro-island')).not.toHaveAttribute('ssr', { timeout: 20_000 });
    }
    await checkA11y(page);
  });
}
