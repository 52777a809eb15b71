import { test, expect, checkA11y, islandsReady } from './fixtures';
import { roundPlan } from '../src/content/lesson-steps/puerto-rico/round';

test('home page says what a visitor can do and links to each part', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Learn', 'Puzzles', 'Play', 'Sources']) await expect(nav.getByRole('link', { name })).toBeVisible();
  await expect(page.locator('footer')).toContainText('Andreas Seyfarth');
});

test('each game on the home page links to its lessons, puzzles and game', async ({ page }) => {
  await page.goto('/en/');
  const endeavor = page.locator('.cards li', { has: page.getByRole('heading', { name: 'Endeavor' }) });
  await endeavor.getByRole('link', { name: /Play/ }).click();
  await expect(page).toHaveURL(/\/en\/play\/endeavor\/$/);
  await page.goto('/en/');
  const pr = page.locator('.cards li', { has: page.getByRole('heading', { name: 'Puerto Rico' }) });
  await expect(pr.getByRole('link', { name: /Puzzles/ })).toHaveAttribute('href', '/en/puzzles/?game=puerto-rico');
});

test('the rule texts are listed open in their own language and folded elsewhere', async ({ page }) => {
  await page.goto('/nl/learn/');
  await expect(page.locator('#endeavor details.sources')).toHaveAttribute('open', '');
  await expect(page.locator('#puerto-rico details.sources')).not.toHaveAttribute('open', /.*/);
  await expect(page.locator('#endeavor details.sources').getByRole('link').first()).toBeVisible();
  await page.goto('/en/learn/');
  const pr = page.locator('#puerto-rico details.sources');
  await pr.locator('summary').click();
  await expect(pr.getByRole('link').first()).toBeVisible();
});

test('the bare address leads to the English home', async ({ page }) => {
  await page.goto('/');
  await page.waitForURL('**/en/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the language switch opens the same page in Hungarian and Dutch', async ({ page }) => {
  await page.goto('/en/puzzles/');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Magyar' }).click();
  await expect(page).toHaveURL(/\/hu\/puzzles\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feladványok');
  await page.getByRole('navigation', { name: 'Nyelv' }).getByRole('link', { name: 'Nederlands' }).click();
  await expect(page).toHaveURL(/\/nl\/puzzles\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puzzels');
});

test('a page with no counterpart in a language offers no switch to it, and no hreflang', async ({ page }) => {
  // The rule texts exist in their own language only: the Hungarian Puerto Rico text, the Dutch Endeavor text.
  await page.goto('/hu/learn/puerto-rico/11-kapitany/');
  const langs = page.getByRole('navigation', { name: 'Nyelv' });
  await expect(langs.getByRole('link')).toHaveCount(1);
  await expect(langs.getByRole('link', { name: 'Magyar' })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await page.goto('/nl/learn/endeavor/05-acties/');
  await expect(page.getByRole('navigation', { name: 'Taal' }).getByRole('link')).toHaveCount(1);
  // Every lesson has its Hungarian and Dutch translation, so both switches are offered.
  await page.goto('/en/learn/puerto-rico/07-captain/');
  await expect(page.getByRole('navigation', { name: 'Language' }).getByRole('link')).toHaveCount(3);
  await expect(page.locator('link[rel="alternate"][hreflang="hu"]')).toHaveAttribute('href', '/hu/learn/puerto-rico/07-captain/');
  // A page that exists in every language keeps both switches and both alternates.
  await page.goto('/nl/puzzles/');
  await expect(page.getByRole('navigation', { name: 'Taal' }).getByRole('link')).toHaveCount(3);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', '/en/puzzles/');
});

test.describe('a missing page', () => {
  // The browser reports the 404 of the document itself; that one is the point of the test.
  test.use({ expectedConsoleErrors: [/status of 404/] });
  test('an unknown address shows the 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/en/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await checkA11y(page);
  });
});

test('the sample lesson island hydrates and steps through on click, with a link per step', async ({ page }) => {
  await page.goto('/en/learn/puerto-rico/01-how-a-round-works/');
  await islandsReady(page);
  const stepper = page.locator('.lesson-player');
  await expect(stepper.locator('.count')).toHaveText(`Step 1 of ${roundPlan.steps.length}`);
  await stepper.getByRole('button', { name: /Next/ }).click();
  await expect(stepper.locator('.count')).toHaveText(`Step 2 of ${roundPlan.steps.length}`);
  await expect(stepper.locator('.lesson-step h2')).toHaveText('Ana chooses a role');
  await expect(page).toHaveURL(/#step-2$/);
});

test('a step link opens that step', async ({ page }) => {
  await page.goto('/en/learn/puerto-rico/01-how-a-round-works/#step-3');
  await islandsReady(page);
  await expect(page.locator('.lesson-player .lesson-step h2')).toHaveText('Ben chooses from what is left');
});

test('the sample puzzle page shows its question', async ({ page }) => {
  await page.goto('/en/puzzles/');
  await page
    .getByRole('link', { name: /rulebook's captain phase/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText("The rulebook's captain phase");
  // The question is the first thing in the panel beside the board.
  await expect(page.locator('.pz-question')).toContainText('Anna has chosen the Captain');
  await expect(page.locator('.pz-question')).toBeInViewport();
});

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const path of ['/en/', '/hu/learn/', '/en/learn/puerto-rico/01-how-a-round-works/', '/en/puzzles/captain-rulebook/']) {
    test(`${path} fits without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.getByRole('navigation', { name: /Main|Fő/ })).toBeVisible();
    });
  }
});
