/**
 * Every browser test gets a page that records console errors and failed requests, and fails
 * the test if any appeared; `checkA11y` runs axe and fails on serious or critical violations.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';

/** axe's source, read once per worker and evaluated in the page (as AxeBuilder's legacy mode does). */
export const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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
 * axe runs in the page itself, only violations are collected (axe otherwise builds a selector for
 * every passing node), and it is injected at most once per document. AxeBuilder's legacy mode does
 * the same, but it also walks and configures frames and re-injects on every call: on five board and
 * text pages, two rounds on a loaded machine, 58 s against 84 s in all (issue #24.7). The site has
 * no iframes, which is what AxeBuilder's default mode is for. `colours: false` leaves out the
 * colour-contrast rule, the costliest (about 40% of a run), for a page whose colours were checked
 * on its English twin.
 */
export async function checkA11y(page: Page, opts: { soft?: boolean; label?: string; colours?: boolean } = {}): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    ([tags, colours]) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(document, {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: tags },
        rules: { 'color-contrast': { enabled: colours } },
      }),
    [AXE_TAGS, opts.colours ?? true] as const,
  );
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
