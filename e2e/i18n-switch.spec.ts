/**
 * The language switch from a sample of every page type lands on that page's counterpart, which
 * exists and switches back to where it came from; the glossary passes axe. Screenshots of the
 * pages the i18n issue (#20) names are written to test-results/i18n/ for a person to look at.
 */
import { test, expect, checkA11y, islandsReady } from './fixtures';

const SAMPLES = [
  '/en/',
  '/en/learn/',
  '/en/learn/puerto-rico/07-captain/',
  '/en/learn/endeavor/05-actions/',
  '/hu/learn/puerto-rico/11-kapitany/',
  '/nl/learn/endeavor/01-fase-1-bouwfase/',
  '/en/puzzles/',
  '/en/puzzles/shipping-1/',
  '/hu/puzzles/endeavor-07-docks/',
  '/en/play/',
  '/nl/play/endeavor/',
  '/en/rules/',
  '/en/rules/endeavor/',
  '/en/sources/',
  '/hu/glossary/',
  '/en/buildings/',
  '/en/editor/',
];

for (const from of SAMPLES) {
  test(`the language switch on ${from} lands on its counterpart and back`, async ({ page }) => {
    const res = await page.goto(from);
    expect(res?.ok()).toBe(true);
    const lang = from.split('/')[1]!;
    const links = await page.locator('nav.langs a[hreflang]').evaluateAll((as) => as.map((a) => ({ lang: a.getAttribute('hreflang')!, href: a.getAttribute('href')! })));
    for (const { lang: other, href } of links) {
      if (other === lang) continue;
      expect(href.startsWith(`/${other}/`), `${from} → ${other}: ${href}`).toBe(true);
      const r = await page.goto(href);
      expect(r?.ok(), `${from} → ${href}`).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.locator(`nav.langs a[hreflang="${lang}"]`)).toHaveAttribute('href', from);
    }
  });
}

test('the glossary lists both games side by side and passes axe', async ({ page }) => {
  await page.goto('/nl/glossary/');
  await expect(page.locator('table')).toHaveCount(2);
  await expect(page.locator('#endeavor-slaveryCard td[lang="nl"]')).toHaveText('slavenkaart');
  await expect(page.locator('#puerto-rico-phase td[lang="hu"]')).toContainText('kapitány-fázis');
  await checkA11y(page);
});

for (const lang of ['en', 'hu', 'nl'])
  test(`the ${lang} glossary fits a 390 px phone: nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${lang}/glossary/`);
    const wide = await page
      .locator('.glossary .scroll')
      .evaluateAll((boxes) => boxes.filter((b) => b.scrollWidth > b.clientWidth).map((b) => `${b.getAttribute('aria-labelledby')}: ${b.scrollWidth} > ${b.clientWidth}`));
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

for (const lang of ['hu', 'nl'] as const)
  test(`a ${lang} building page says what the building does in ${lang}, with no English prose`, async ({ page }) => {
    await page.goto(`/${lang}/buildings/library/`);
    const does = page.locator('section[aria-labelledby="does"]');
    await expect(does.locator(`.prose p[lang="${lang}"]`).first()).toBeVisible();
    await expect(does.locator('[lang="en"]')).toHaveCount(0);
    await expect(page.locator('section[aria-labelledby="rules"] [lang="en"]')).toHaveCount(0);
    await checkA11y(page);
  });

// `top`: the shot is of the page's start (the building's name and what it does), not of its board.
const SHOTS: readonly { name: string; path: string; top?: string }[] = [
  { name: 'hu-building', path: '/hu/buildings/library/', top: 'h1' },
  { name: 'nl-building', path: '/nl/buildings/guestHouse/', top: 'h1' },
  { name: 'hu-endeavor-puzzle', path: '/hu/puzzles/endeavor-07-docks/' },
  { name: 'nl-endeavor-game', path: '/nl/play/endeavor/' },
  { name: 'hu-glossary', path: '/hu/glossary/', top: '#glossary-puerto-rico' },
];
for (const shot of SHOTS)
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    test(`screenshot ${shot.name} ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(shot.path);
      // A lesson's board hydrates when scrolled into view, so it is brought there first.
      const board = page.locator('astro-island').first();
      if (await board.count()) await board.scrollIntoViewIfNeeded();
      await islandsReady(page);
      const map = page.locator('.e-map').first();
      if (await map.count()) await map.scrollIntoViewIfNeeded();
      // Below the sticky header, with a little room.
      if (shot.top) await page.locator(shot.top).evaluate((el) => window.scrollTo(0, Math.max(0, el.getBoundingClientRect().top + window.scrollY - 130)));
      await page.screenshot({ path: `test-results/i18n/${shot.name}-${size.width}.png` });
    });
