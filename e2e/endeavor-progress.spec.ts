import { test, expect } from './fixtures';
import { ENDEAVOR_PLANS } from '../src/content/lesson-steps/endeavor/index';

const steps = (lesson: string) => ENDEAVOR_PLANS.find((p) => p.lesson === lesson)?.steps.length ?? 0;
const END = steps('en/endeavor/06-end-of-round-and-game');

test('a finished Endeavor board step counts toward its lesson on the Learn page', async ({ page }) => {
  await page.goto('/en/learn/');
  const card = page.locator('[data-progress-for="en/endeavor/06-end-of-round-and-game"]');
  await expect(card).toContainText(`0/${END} steps`);

  await page.goto('/en/learn/endeavor/06-end-of-round-and-game/');
  const step = page.locator('section.lesson-player[data-step-id="roundEnd"]');
  await step.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:not([ssr])').locator('[data-step-id="roundEnd"]')).toHaveCount(1);
  await step.getByRole('button', { name: 'Pass' }).click();
  await expect(step.getByTestId('step-complete')).toBeVisible();

  await page.goto('/en/learn/');
  await expect(card).toContainText(`1/${END} steps`);
  // Another lesson is untouched.
  await expect(page.locator('[data-progress-for="en/endeavor/05-actions"]')).toContainText(`0/${steps('en/endeavor/05-actions')} steps`);
});
