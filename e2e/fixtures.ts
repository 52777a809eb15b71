/**
 * Every browser test gets a page that records console errors and failed requests, and fails
 * the test if any appeared; `checkA11y` runs axe and fails on serious or critical violations.
 */
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp[] }>({
  /** Errors a test provokes on purpose (e.g. the 404 of a missing page); everything else fails it. */
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
      await use(errors);
      expect(
        errors.filter((e) => !expectedConsoleErrors.some((re) => re.test(e))),
        'console errors on the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Legacy mode runs axe in the page itself instead of finishing the run in a second blank page,
 * and only violations are collected (axe otherwise builds a selector for every passing node):
 * together 2.4× faster on a puzzle page, with the same violations. The site has no iframes,
 * which is what the default mode is for.
 */
export async function checkA11y(page: Page, opts: { soft?: boolean; label?: string } = {}): Promise<void> {
  // options() replaces every option set before it, so it comes before withTags().
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // Soft in the all-pages batches, so one page's violations do not hide the next page's.
  (opts.soft ? expect.soft : expect)(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
    opts.label ? `axe on ${opts.label}` : undefined,
  ).toEqual([]);
}

/** Waits until every island on the page has hydrated (Astro removes the ssr attribute). */
export async function islandsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((el) => !el.hasAttribute('ssr')));
}
