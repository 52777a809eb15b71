/**
 * The rules references' board examples (issue #19.5), every one opened at once on each rules page:
 * each fills with its board (fetched with the page's others), none is left empty, and the page with
 * all of them passes axe with no console error (fixtures.ts fails a test on one).
 */
import { test, expect, checkA11y } from './fixtures';

for (const lang of ['en', 'hu', 'nl']) {
  for (const path of ['rules/', 'rules/endeavor/']) {
    test(`/${lang}/${path}: every board example opens with its board and passes axe`, async ({ page }) => {
      await page.goto(`/${lang}/${path}`);
      const examples = page.getByTestId('rule-example');
      const n = await examples.count();
      expect(n).toBeGreaterThan(path === 'rules/' ? 90 : 40);
      await expect(examples.and(page.locator('[open]'))).toHaveCount(0);
      await page.evaluate(() => {
        for (const d of document.querySelectorAll<HTMLDetailsElement>('details[data-example]')) d.open = true;
      });
      await expect(page.locator('[data-example-board]:empty')).toHaveCount(0);
      await expect(page.locator('[data-example-board] > *')).toHaveCount(n);
      await checkA11y(page, { label: `/${lang}/${path} with every example open` });
    });
  }
}
