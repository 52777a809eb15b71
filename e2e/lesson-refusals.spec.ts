/**
 * A refusal added for rule coverage (issue #19.3): in the Mayor lesson the board offers a pass with
 * a colonist in San Juan and an empty circle left; the engine refuses it with mayor.fill-circles.
 */
import type { Page } from '@playwright/test';
import { test, expect, checkA11y, islandsReady } from './fixtures';

const MAYOR = '/en/learn/puerto-rico/03-mayor/';

async function act(page: Page, place: string): Promise<void> {
  await page.locator(`[data-place="${place}"]`).locator('button').first().click();
}

async function next(page: Page): Promise<void> {
  await page
    .locator('.lesson-player .controls')
    .getByRole('button', { name: /Next|Finish/ })
    .click();
}

/** From the lesson's start to step 4, where a colonist waits in San Juan and a circle is empty. */
async function toStepFour(page: Page): Promise<void> {
  await page.goto(MAYOR);
  await islandsReady(page);
  await next(page);
  await act(page, 'role:mayor');
  await next(page);
  await act(page, 'p0:island:0');
  await next(page);
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the Mayor lesson refuses a pass while a circle is empty (${size.width} px)`, async ({ page }) => {
    await page.setViewportSize(size);
    await toStepFour(page);
    const player = page.locator('.lesson-player');
    await expect(player.locator('.lesson-step h2')).toHaveText('And the Small Indigo Plant');
    await page.locator('[data-place="move:pass"]').first().click();
    const alert = page.locator('.feedback').first();
    await expect(alert).toContainText('Not allowed');
    await expect(alert.getByRole('link')).toHaveAttribute('href', '/en/rules/#mayor.fill-circles');
    await checkA11y(page);
    await act(page, 'p0:city:smallIndigoPlant');
    await expect(page.locator('.feedback').first()).toContainText('Well done');
  });
}

test('a refusal leads to its rule, which names the step that teaches it, and back to the same step', async ({ page }) => {
  await toStepFour(page);
  const player = page.locator('.lesson-player');
  await expect(player).toHaveAttribute('data-step', '4');
  await page.locator('[data-place="move:pass"]').first().click();
  await page.locator('.feedback').first().getByRole('link').click();

  await expect(page).toHaveURL(/\/en\/rules\/#mayor\.fill-circles$/);
  const rule = page.locator('[id="mayor.fill-circles"]');
  // The rule names where a lesson lets you try the move it forbids: this very step.
  // (The guided first round lets you try it too, in its own step 4.)
  await expect(rule.getByTestId('rule-lessons').locator(`ul a[href="${MAYOR}#step-4"]`)).toHaveText('step 4: try the move it forbids');
  // Its board example is that step's board, and links to it too.
  await expect(rule.getByTestId('rule-example').getByRole('link')).toHaveAttribute('href', `${MAYOR}#step-4`);
  const back = rule.getByRole('link', { name: '← Back to where you were' });
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(`${MAYOR}#step-4`);
  await islandsReady(page);
  await expect(page.locator('.lesson-player')).toHaveAttribute('data-step', '4');
});

test('a rules reference opened from outside the site offers no way back', async ({ page }) => {
  await page.goto('/en/rules/#mayor.fill-circles');
  await expect(page.locator('[id="mayor.fill-circles"]').getByTestId('rule-lessons')).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to where you were/ })).toBeHidden();
});

// The rules that only a refusal can teach, each tried on its step (issue #19.1), and each rule's board example (#19.5).
test('the setup lesson offers a table the setup gate refuses, with its rule', async ({ page }) => {
  await page.goto('/en/learn/puerto-rico/11-setup/#step-6');
  await islandsReady(page);
  await expect(page.locator('.lesson-player')).toHaveAttribute('data-step', '6');
  await page.getByRole('button', { name: 'Deal Ana and Ben a Small Market each' }).click();
  const alert = page.locator('.feedback').first();
  await expect(alert.getByRole('link')).toHaveAttribute('href', '/en/rules/#setup.valid');
  await expect(alert).toContainText('Small Market');
  await checkA11y(page);
});

test('after the final scoring a role card is refused: the game is over', async ({ page }) => {
  await page.goto('/en/learn/puerto-rico/09-game-end-and-scoring/#step-4');
  await islandsReady(page);
  await expect(page.locator('.lesson-player')).toHaveAttribute('data-step', '4');
  await act(page, 'role:settler');
  await expect(page.locator('.feedback').first().getByRole('link')).toHaveAttribute('href', '/en/rules/#end.over');
});

test('a rule shows the board of the step that teaches it, linked to that step', async ({ page }) => {
  await page.goto('/nl/rules/#captain.must-load');
  const example = page.locator('[id="captain.must-load"]').getByTestId('rule-example');
  await expect(example.locator('svg').first()).toBeVisible();
  await expect(example.getByRole('link')).toHaveAttribute('href', /\/learn\/puerto-rico\/[0-9]{2}-[a-z-]+\/#step-[0-9]+$/);
  // Static: the page's board examples offer nothing to click.
  await expect(example.locator('button')).toHaveCount(0);
  await checkA11y(page);
});
