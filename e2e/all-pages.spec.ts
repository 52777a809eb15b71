import { test, checkA11y, expect } from './fixtures';
import { builtPages } from './pages';

// Every built page in every language: it loads, has one h1 (except the bare redirect), passes axe,
// and shows no console errors (the fixture checks that).
const pages = builtPages().filter((p) => p !== '/');

test('the build has pages in all three languages', () => {
  for (const lang of ['en', 'hu', 'nl']) expect(pages.some((p) => p.startsWith(`/${lang}/`))).toBe(true);
});

for (const path of pages) {
  test(`page ${path} loads and passes axe`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await checkA11y(page);
  });
}
