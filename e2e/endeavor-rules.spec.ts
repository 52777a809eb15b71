import { test, expect, checkA11y } from './fixtures';

test('the Endeavor rules reference shows each rule with its Dutch sentence and links to that section', async ({ page }) => {
  await page.goto('/en/rules/endeavor/#salary/choose');
  const rule = page.locator('[id="salary/choose"]');
  await expect(rule).toContainText('you choose which markers come back');
  await expect(rule.locator('blockquote[lang="nl"]')).toContainText('kiest');
  await rule.getByRole('link', { name: /Salarisfase/ }).click();
  await expect(page).toHaveURL(/\/nl\/learn\/endeavor\/03-fase-3-salarisfase\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Salarisfase');
});

test('a rule the Dutch text is silent on says where it comes from instead', async ({ page }) => {
  await page.goto('/nl/rules/endeavor/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regeloverzicht: Endeavor');
  const rule = page.locator('[id="setup/players"]');
  await expect(rule).toContainText('Niet in de Nederlandse tekst');
  await expect(rule.locator('blockquote')).toHaveCount(0);
  await checkA11y(page);
});
