import { test, expect, checkA11y } from './fixtures';

test('the Endeavor rules reference shows each rule with its Dutch sentence and links to that section', async ({ page }) => {
  await page.goto('/en/rules/endeavor/#salary.choose');
  const rule = page.locator('[id="salary.choose"]');
  await expect(rule).toContainText('you choose which markers come back');
  await expect(rule.locator('blockquote[lang="nl"]')).toContainText('kiest');
  await rule.getByRole('link', { name: /Salarisfase/ }).click();
  await expect(page).toHaveURL(/\/nl\/learn\/endeavor\/03-fase-3-salarisfase\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Salarisfase');
});

test('a rule the Dutch text is silent on says where it comes from instead', async ({ page }) => {
  await page.goto('/nl/rules/endeavor/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regeloverzicht: Endeavor');
  const rule = page.locator('[id="setup.players"]');
  await expect(rule).toContainText('Niet in de Nederlandse tekst');
  await expect(rule.locator('blockquote')).toHaveCount(0);
  // axe: e2e/all-pages.spec.ts checks this page as it loads.
});

test('on the Dutch page each rule is in Dutch, with the English sentence beneath and the Dutch source kept', async ({ page }) => {
  await page.goto('/nl/rules/endeavor/#occupy.open-region');
  const rule = page.locator('[id="occupy.open-region"]');
  await expect(rule.locator('p.text')).toHaveAttribute('lang', 'nl');
  await expect(rule.locator('p.text')).toHaveText('Je mag alleen bezetten in een open regio.');
  const english = rule.locator('p.english');
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(english).toHaveText('You may occupy only in an open region.');
  // English sits beneath the Dutch, in smaller type.
  const [dutchBox, englishBox] = [await rule.locator('p.text').boundingBox(), await english.boundingBox()];
  expect(englishBox!.y).toBeGreaterThan(dutchBox!.y);
  const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
  expect(await english.evaluate(size)).toBeLessThan(await rule.locator('p.text').evaluate(size));
  await expect(rule.locator('blockquote[lang="nl"]')).toContainText('Deze actie mag enkel in open regio’s');
  // A rule from the reference file is in Dutch too.
  await expect(page.locator('[id="setup.players"] p.text')).toHaveText('Endeavor wordt gespeeld met 3 tot 5 spelers.');
  // axe: e2e/all-pages.spec.ts checks this page as it loads.
});

test('on the Hungarian page each rule is in Hungarian with the English beneath; the English page has no second copy', async ({ page }) => {
  await page.goto('/hu/rules/endeavor/');
  const rule = page.locator('[id="build.one-level-five"]');
  await expect(rule.locator('p.text[lang="hu"]')).toHaveText('Csak egy 5\u2011ös szintű épületet építhetsz.');
  await expect(rule.locator('p.english[lang="en"]')).toHaveText('You may build only one level-5 building.');
  await expect(page.locator('p.text[lang="hu"]')).toHaveCount(await page.locator('li.rule').count());
  // axe: e2e/all-pages.spec.ts checks this page as it loads.

  await page.goto('/en/rules/endeavor/');
  await expect(page.locator('[id="build.one-level-five"] p.text[lang="en"]')).toHaveText('You may build only one level-5 building.');
  await expect(page.locator('p.english')).toHaveCount(0);
});

test('a link to a rule by its former group/name anchor still lands on that rule', async ({ page }) => {
  // Rule ids were group/name before they became group.name; refusals shared the old form.
  const former = 'salary.choose'.replace('.', '/');
  await page.goto(`/en/rules/endeavor/#${former}`);
  const rule = page.locator('[id="salary.choose"]');
  await expect(rule).toBeInViewport();
  // Marked as the target, as a rule opened by its own id is, and no other rule is.
  const shadow = (id: string) => page.locator(`[id="${id}"]`).evaluate((el) => getComputedStyle(el).boxShadow);
  expect(await shadow('salary.choose')).not.toBe(await shadow('salary.take-all'));
});

// Issue #19.5: a rule shows the part of the board its lesson step teaches it on, linked to that step.
test('a refusal leads to its rule, whose map example links to the step, and back to the same step', async ({ page }) => {
  await page.goto('/en/learn/endeavor/05-actions/');
  const step = page.locator('[aria-label="Try it on the board"][data-step-id="occupy"]');
  await step.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:not([ssr])').locator('[data-step-id="occupy"]')).toHaveCount(1);
  const mine = step.getByRole('region', { name: 'Your board' });
  await mine.getByRole('button', { name: 'Colonial House' }).click();
  await step
    .getByRole('group', { name: /Choose what to do/ })
    .getByRole('button', { name: /occupy Quebec/ })
    .click();
  await step.locator('.e-refusal').getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/rules\/endeavor\/#occupy\.open-region$/);

  // The rule a link leads to opens its example: the map of the very step, static, linked to it.
  const example = page.locator('[id="occupy.open-region"]').getByTestId('rule-example');
  await expect(example).toHaveAttribute('open', '');
  await expect(example.locator('.e-mapwrap svg').first()).toBeVisible();
  await expect(example.locator('.e-player, .e-stock')).toHaveCount(0);
  await expect(example.locator('button, [role="button"]')).toHaveCount(0);
  await expect(example.getByRole('link')).toHaveAttribute('href', '/en/learn/endeavor/05-actions/#step-occupy');
  await checkA11y(page);

  const back = page.locator('[id="occupy.open-region"]').getByRole('link', { name: '← Back to where you were' });
  await back.click();
  await expect(page).toHaveURL(/\/en\/learn\/endeavor\/05-actions\//);
  // The browser's own back: the page where it was, the step in view.
  await expect(page.locator('[aria-label="Try it on the board"][data-step-id="occupy"]')).toBeInViewport();
});

test("an example opened on the page shows the building stock or the learner's board, in the page's language", async ({ page }) => {
  await page.goto('/hu/rules/endeavor/');
  const build = page.locator('[id="build.level-limit"]').getByTestId('rule-example');
  await expect(build).not.toHaveAttribute('open', '');
  await build.locator('summary').click();
  await expect(build.locator('.e-stock .e-btile').first()).toBeVisible();
  await expect(build.locator('.e-mapwrap')).toHaveCount(0);
  const salary = page.locator('[id="salary.choose"]').getByTestId('rule-example');
  await salary.locator('summary').click();
  await expect(salary.locator('.e-player')).toHaveCount(1);
  await expect(salary.locator('.e-tracks')).toBeVisible();
  // A caption's lesson title that has no Hungarian translation says which language it is in.
  for (const title of await page.locator('.rule-example figcaption span[lang]').all()) expect(await title.getAttribute('lang')).not.toBe('hu');
  await checkA11y(page);
});
