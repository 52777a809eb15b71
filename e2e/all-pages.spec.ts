import { test, checkA11y, expect, axeSource } from './fixtures';
import { browserVisits, builtPages } from './pages';
import { checkPuzzleFit, checkRoleCards, DECLARED_POLICY_PUZZLES, isBuildingExample, isPuzzlePage, shot } from './fit';

// Every built page in every language: it loads, has one h1 (except the bare redirect), passes axe,
// and shows no console errors (Hungarian and Dutch puzzle pages: a sample in the browser, all fetched).
//
// Pages are visited in batches, one browser page per batch, each page a named step with soft
// checks (so a failure names its page and does not stop the batch). A fresh context and a fresh
// axe per page cost about as much as the check: on 56 Hungarian and Dutch pages, 2 workers,
// farm-bench A B A B ×3 on a loaded machine, median wall 201 s against 296 s one test a page
// (ratio 0.69), CPU 52 s against 82 s (issue #24.7).
const built = builtPages().filter((p) => p !== '/');
// Puzzle pages are one template filled with data: the browser visits a sample of the twins and
// the mined ones, every one of them is fetched and read below (see browserVisits in ./pages).
// A kind the URL does not tell apart (the others' replies declared) is visited by name.
const { pages, fetchedOnly } = browserVisits(built, DECLARED_POLICY_PUZZLES);
// One stylesheet and the same data make the same colours in every language: a Hungarian or Dutch
// page whose English twin is checked here skips axe's colour-contrast rule (about 40% of a run).
// Every other rule runs on every page the browser opens (issue #24.7).
const all = new Set(built);
const hasEnglishTwin = (path: string) => /^\/(hu|nl)\//.test(path) && all.has(path.replace(/^\/(hu|nl)\//, '/en/'));
/** The first English puzzle page of each game: its screenshot at 1280×800 goes with board-fit's. */
const firstOfKind = (path: string) => pages.find((p) => isPuzzlePage(p) && p.includes('endeavor') === path.includes('endeavor'));
const BATCH = 12;
const batches: string[][] = [];
for (let i = 0; i < pages.length; i += BATCH) batches.push(pages.slice(i, i + BATCH));

test('the build has pages in all three languages', () => {
  for (const lang of ['en', 'hu', 'nl']) expect(pages.some((p) => p.startsWith(`/${lang}/`))).toBe(true);
});

// The desktop size of board-fit.spec.ts: the English puzzle pages and the building examples are
// measured here at 1280×800 in the same visit as their axe check (issue #24.7).
test.use({ viewport: { width: 1280, height: 800 } });

// axe comes with every page of a batch as the browser's own start-up script: sending its 0.5 MB
// source over the wire to each page instead cost about 130 ms a page (issue #24.7).
test.beforeEach(async ({ context }) => {
  await context.addInitScript({ content: axeSource });
});

for (const batch of batches) {
  test(`pages ${batch[0]} … ${batch[batch.length - 1]} load and pass axe`, async ({ page, consoleErrors }, info) => {
    // The config's 90 s is for one page; a loaded CI machine takes up to ~8 s a board page.
    test.setTimeout(BATCH * 45_000);
    for (const path of batch) {
      await test.step(path, async () => {
        const before = consoleErrors.length;
        const response = await page.goto(path);
        expect.soft(response?.status(), `status of ${path}`).toBe(200);
        await expect.soft(page.locator('h1'), `one h1 on ${path}`).toHaveCount(1);
        await checkA11y(page, { soft: true, label: path, colours: !hasEnglishTwin(path) });
        if (isPuzzlePage(path)) {
          await checkPuzzleFit(page, info, path, true);
          if (path === firstOfKind(path)) await shot(page, `${path.includes('endeavor') ? 'endeavor-puzzle' : 'puzzle'}-desktop`);
        }
        if (isBuildingExample(path)) await checkRoleCards(page, path);
        expect.soft(consoleErrors.slice(before), `console errors on ${path}`).toEqual([]);
      });
    }
  });
}

test('the puzzle pages left out of the browser sample are served in their language with one h1', async ({ request }) => {
  expect(fetchedOnly.length, 'some twins and mined puzzles are only fetched').toBeGreaterThan(0);
  for (const path of fetchedOnly) {
    const response = await request.get(path);
    expect.soft(response.status(), `status of ${path}`).toBe(200);
    const html = await response.text();
    expect.soft(/<html[^>]*\slang="(en|hu|nl)"/.exec(html)?.[1], `language of ${path}`).toBe(path.slice(1, 3));
    expect.soft(html.match(/<h1[\s>]/g)?.length, `one h1 on ${path}`).toBe(1);
  }
});

test('the axe check fails a page with an unlabelled image', async ({ page }) => {
  // The check above is only as good as this: axe runs in the page and its violations fail the test.
  await page.goto('/en/');
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/favicon.svg';
    document.body.append(img);
  });
  await expect(checkA11y(page)).rejects.toThrow(/image-alt/);
});
