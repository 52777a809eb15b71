/**
 * Offline, installable, searchable (issue 23), with the site's real service worker: the other
 * specs block service workers (playwright.config.ts), this one allows them.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, checkA11y, islandsReady } from './fixtures';
import { playStatus, startEndeavorGame, startPuertoRicoGame, toPlayPattern } from './play-table';
import type { Lang } from '../src/i18n/lang';
import { fill } from '../src/i18n/define';
import { appText } from '../src/i18n/strings/app';
import { boardText } from '../src/i18n/strings/board';
import { endeavorBoardText } from '../src/i18n/strings/endeavor-board';
import { puzzleText } from '../src/i18n/strings/puzzles';

test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker is active (the page registers it after load). */
async function workerReady(page: Page) {
  await page.evaluate(async () => {
    const w = (await navigator.serviceWorker.ready).active!;
    if (w.state !== 'activated') await new Promise((ok) => w.addEventListener('statechange', () => w.state === 'activated' && ok(null)));
  });
}

async function offline(context: BrowserContext, page: Page, url: string) {
  await context.setOffline(true);
  await page.goto(url);
}

/**
 * Opens the header's search with the "/" key, searches and follows the first result, as a person
 * does: the first link the dialog shows (a building's name typed whole puts that building above
 * Pagefind's list).
 */
async function searchAndFollow(page: Page, words: string, dialogName: string, building = 'wharf') {
  await page.locator('body').press('/');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('searchbox').or(dialog.locator('input.pagefind-ui__search-input'));
  await expect(input).toBeFocused();
  await input.fill(words);
  const results = dialog.locator('.pagefind-ui__result-link');
  await expect(results.first()).toBeVisible({ timeout: 30_000 });
  // Pagefind redraws the list while each result's fragment loads: wait until it holds still, or a
  // click lands on a node that is replaced under it.
  const hrefsNow = () => results.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '').join(' '));
  let before = '';
  await expect
    .poll(
      async () => {
        const now = await hrefsNow();
        const still = now === before;
        before = now;
        return still;
      },
      { intervals: [300] },
    )
    .toBe(true);
  const first = dialog.locator('a:visible').first();
  await expect(first, `the first result for "${words}" is the ${building} page`).toHaveAttribute('href', new RegExp(`/buildings/${building}/$`));
  const href = (await first.getAttribute('href')) ?? '';
  await first.click();
  await page.waitForURL(`**${href}`);
}

/** Progress worth keeping: the rulebook puzzle solved, and a game against two bots under way. */
async function solveAndStartAGame(page: Page, lang: Lang = 'en'): Promise<void> {
  await page.goto(`/${lang}/puzzles/captain-rulebook/`);
  await islandsReady(page);
  await page
    .getByRole('region', { name: boardText(lang, 'ships') })
    .getByRole('button', { name: new RegExp(fill(boardText(lang, 'ship'), { n: 7 }, lang)) })
    .click();
  await expect(page.locator('[data-status]')).toContainText(puzzleText(lang, 'mode.win'));
  await startPuertoRicoGame(page, { players: 3, lang });
  await expect(playStatus(page)).toHaveText(toPlayPattern(lang), { timeout: 30_000 });
}

// Every page type of a saved game, in each language: the save fetches that language's pages, and a
// page of another language would be missing offline.
for (const [lang, wharf] of [
  ['en', 'Wharf'],
  ['hu', 'Rakpart'],
  ['nl', 'Werf'],
] as const) {
  test(`${lang}: after one visit and saving the game, lessons, buildings, a puzzle and a game against a bot work with no connection`, async ({ page, context }) => {
    test.setTimeout(240_000);
    await page.goto(`/${lang}/learn/`);
    await workerReady(page);
    const save = page.getByRole('button', { name: new RegExp(`^${fill(appText(lang, 'offline.save'), { game: 'Puerto Rico' }, lang)} \\(`) });
    // The size in the language's own decimal mark: 19.1 MB, 19,1 MB.
    await expect(save).toHaveText(lang === 'en' ? /\d\.\d MB\)$/ : /\d,\d MB\)$/);
    await save.click();
    await expect(page.getByText(appText(lang, 'offline.done'))).toBeVisible({ timeout: 120_000 });

    await offline(context, page, `/${lang}/learn/puerto-rico/02-settler/`);
    await islandsReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('astro-island').first()).toBeVisible();

    await page.goto(`/${lang}/buildings/wharf/`);
    await expect(page.getByRole('heading', { level: 1, name: wharf, exact: true })).toBeVisible();

    await solveAndStartAGame(page, lang);

    // Search works offline too, from the saved index (the search itself is tested in each language below).
    if (lang === 'en') {
      await searchAndFollow(page, 'wharf', 'Search rules, buildings, lessons and puzzles');
      await expect(page).toHaveURL(/\/en\/buildings\/wharf\//);
      await expect(page.getByRole('heading', { level: 1, name: 'Wharf' })).toBeVisible();
    }
  });
}

test('hu: after saving Endeavor, its lesson, a puzzle and a game against the strong bot work with no connection', async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.goto('/hu/learn/');
  await workerReady(page);
  await page.getByRole('button', { name: new RegExp(`^${fill(appText('hu', 'offline.save'), { game: 'Endeavor' }, 'hu')} \\(`) }).click();
  await expect(page.getByText(appText('hu', 'offline.done'))).toBeVisible({ timeout: 120_000 });

  await offline(context, page, '/hu/learn/endeavor/04-action-phase/');
  // The lesson's first step hydrates at once; its second waits until it is scrolled to (client:visible).
  await expect(page.locator('astro-island:not([ssr])').first()).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expect(page.locator('astro-island').first()).toBeVisible();

  await page.goto('/hu/puzzles/endeavor-01-governor-tie/');
  await islandsReady(page);
  await expect(page.getByRole('region', { name: endeavorBoardText('hu', 'map.region') })).toBeVisible();

  await startEndeavorGame(page, { seats: ['human', 'strong', 'strong'], lang: 'hu' });
  // The person's first move, then the strong bots answer from the saved worker script.
  await page.getByTestId('moves').getByRole('button').first().click();
  await expect(page.getByTestId('moves').getByRole('button').first()).toBeVisible({ timeout: 30_000 });
});

test('a page visited once opens again with no connection, without saving the whole game', async ({ page, context }) => {
  await page.goto('/nl/buildings/harbor/');
  await workerReady(page);
  // The page of the first visit is kept once the worker runs.
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(location.pathname)))).toBe(true);
  await offline(context, page, '/nl/buildings/harbor/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});

for (const [lang, words, dialog, heading, building] of [
  ['en', 'Wharf', 'Search rules, buildings, lessons and puzzles', 'Wharf', 'wharf'],
  ['en', 'small  wharf', 'Search rules, buildings, lessons and puzzles', 'Small Wharf', 'smallWharf'],
  ['hu', 'rakpart', 'Keresés a szabályok, épületek, leckék és feladványok között', 'Rakpart', 'wharf'],
  ['nl', 'werf', 'Zoek in regels, gebouwen, lessen en puzzels', 'Werf', 'wharf'],
  // The everyday Dutch word: the building page lists it under "Ook wel".
  ['nl', 'kade', 'Zoek in regels, gebouwen, lessen en puzzels', 'Werf', 'wharf'],
] as const) {
  test(`search in ${lang}: "${words}" finds the building page in the page's language`, async ({ page }) => {
    await page.goto(`/${lang}/learn/`);
    await searchAndFollow(page, words, dialog, building);
    await expect(page).toHaveURL(new RegExp(`/${lang}/buildings/${building}/`));
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  });
}

test('a word that is not a building name shows no building above the search results', async ({ page }) => {
  await page.goto('/en/learn/');
  await page.locator('body').press('/');
  const dialog = page.getByRole('dialog', { name: 'Search rules, buildings, lessons and puzzles' });
  await dialog.locator('input.pagefind-ui__search-input').fill('wharf');
  await expect(dialog.getByText('Building:')).toBeVisible();
  await dialog.locator('input.pagefind-ui__search-input').fill('wharfs');
  await expect(dialog.locator('.pagefind-ui__result-link').first()).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('Building:')).toBeHidden();
});

test('the search dialog passes axe, and its code loads only when it opens', async ({ page }) => {
  test.setTimeout(180_000);
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/pagefind/')) fetched.push(r.url());
  });
  await page.goto('/en/learn/puerto-rico/02-settler/');
  await islandsReady(page);
  expect(fetched).toEqual([]);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('input.pagefind-ui__search-input')).toBeFocused();
  expect(fetched.some((u) => u.endsWith('/pagefind/pagefind-ui.js'))).toBe(true);
  await checkA11y(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the manifest is valid: Learn page start, the site colours, icons that load at their sizes', async ({ page, request }) => {
  await page.goto('/hu/learn/');
  const href = await page.locator('link[rel=manifest]').getAttribute('href');
  expect(href).toBe('/hu/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.headers()['content-type']).toMatch(/manifest\+json|application\/json/);
  const m = await res.json();
  expect(m).toMatchObject({ id: '/', short_name: 'Euro Tutor', start_url: '/hu/learn/', scope: '/', display: 'standalone', theme_color: '#8a3b12', background_color: '#fbf8f2', lang: 'hu' });
  expect((await request.get(m.start_url)).ok()).toBe(true);
  const purposes = new Set(m.icons.map((i: { purpose: string }) => i.purpose));
  expect(purposes).toEqual(new Set(['any', 'maskable']));
  for (const icon of m.icons as { src: string; sizes: string }[]) {
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return `${img.naturalWidth}x${img.naturalHeight}`;
    }, icon.src);
    expect(size).toBe(icon.sizes);
  }
});

test('the service worker is valid: scope /, precaches the shell, not the whole site', async ({ page, request }) => {
  await page.goto('/en/');
  await workerReady(page);
  const reg = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { scope: r?.scope, script: r?.active?.scriptURL };
  });
  expect(new URL(reg.scope!).pathname).toBe('/');
  expect(new URL(reg.script!).pathname).toBe('/sw.js');
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((n) => n.startsWith('workbox-precache'));
    const keys = precache ? await (await caches.open(precache)).keys() : [];
    return keys.map((k) => new URL(k.url).pathname);
  });
  expect(cached).toContain('/en/learn/index.html');
  expect(cached).toContain('/pagefind/pagefind-ui.js');
  expect(cached.some((p) => p.startsWith('/_astro/') && p.endsWith('.js'))).toBe(true);
  // Lessons come with "Make … available offline" or a visit, not with the first page.
  expect(cached.some((p) => p.startsWith('/hu/learn/puerto-rico/'))).toBe(false);
  expect((await request.get('/sw.js')).ok()).toBe(true);
});

test('a new version offers Reload instead of swapping mid-game; saved games, progress and ratings survive it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/en/');
  await workerReady(page);
  await solveAndStartAGame(page);
  const before = await page.evaluate(() => ({ ...localStorage }));
  expect(Object.keys(before).length).toBeGreaterThan(1);
  expect(before['eurotutor.play.puerto-rico.v1']).toBeTruthy();

  // A deploy: the browser finds a new worker script (another address forces the update check).
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?deploy=2'));
  const offer = page.getByRole('status').filter({ hasText: 'A new version of the site is ready.' });
  await expect(offer).toBeVisible({ timeout: 60_000 });
  // Nothing was swapped: the same page, the old worker still in control.
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(await page.evaluate(() => new URL(navigator.serviceWorker.controller!.scriptURL).search)).toBe('');

  await Promise.all([page.waitForEvent('load'), offer.getByRole('button', { name: 'Reload' }).click()]);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toContain('deploy=2');
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBeUndefined();
  expect(await page.evaluate(() => ({ ...localStorage }))).toEqual(before);
  await expect(page.getByTestId('play-status')).toBeVisible();
});

test('link previews: a scenario page names its game and kind; the scenario stays in the fragment', async ({ page }) => {
  await page.goto('/nl/position/#AQ-not-sent');
  const meta = (p: string) => page.locator(`meta[property="${p}"], meta[name="${p}"]`).first().getAttribute('content');
  expect(await meta('og:title')).toBe('Gedeelde stelling · Puerto Rico');
  expect(await meta('og:description')).toContain('Puerto Rico');
  expect(await meta('og:image')).toMatch(/\/previews\/puerto-rico\.png$/);
  expect(await meta('og:url')).not.toContain('#');
  expect(await meta('twitter:card')).toBe('summary_large_image');
  await page.goto('/en/play/endeavor/');
  expect(await meta('og:image')).toMatch(/\/previews\/endeavor\.png$/);
  expect(await meta('og:title')).toContain('Endeavor');
});

// Glossary terms are found too (issue #23.3): every result of Pagefind's own search, in the page's
// language, and the glossary page among them.
for (const [lang, term] of [
  ['en', 'colonist ship'],
  ['hu', 'telepeshajó'],
  ['nl', 'kolonistenschip'],
] as const) {
  test(`search in ${lang}: the glossary term "${term}" finds the glossary page`, async ({ page }) => {
    await page.goto(`/${lang}/learn/`);
    const urls = await page.evaluate(async (words) => {
      const pagefind = await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`);
      const found = await pagefind.search(words);
      return Promise.all(found.results.map(async (r: { data: () => Promise<{ url: string }> }) => (await r.data()).url));
    }, term);
    expect(urls.map((u: string) => u.replace(/\.html$/, '').replace(/index$/, ''))).toContain(`/${lang}/glossary/`);
  });
}
