import { test, expect, checkA11y, islandsReady } from './fixtures';

test('a 3-player game against two bots runs to the scoring screen', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/en/play/endeavor/?fast=1');
  await islandsReady(page);
  // axe: e2e/all-pages.spec.ts checks this page as it loads.
  await page.getByLabel('Players').selectOption('3');
  await page.getByLabel('Seat 1').selectOption('human');
  await page.getByLabel('Seat 2').selectOption('random');
  await page.getByLabel('Seat 3').selectOption('heuristic');
  await page.getByLabel('Seed (optional)').fill('42');
  await page.getByRole('button', { name: 'Start game' }).click();

  // No blanket practice notice: a short note names what is the site's choice and links to the list.
  await expect(page.getByText('Practice components')).toHaveCount(0);
  await expect(page.getByTestId('components-note')).toContainText('own choice');
  await expect(page.getByTestId('components-note').getByRole('link', { name: 'Which ones' })).toHaveAttribute('href', '/en/sources/#endeavor-components');
  await checkA11y(page);

  const scores = page.getByTestId('scores');
  const moves = page.getByTestId('moves').getByRole('button');
  let turns = 0;
  for (; turns < 2000; turns++) {
    // Either the scoring screen or our seat's move list appears; bots move by themselves.
    await expect(scores.or(moves.first())).toBeVisible();
    if (await scores.isVisible()) break;
    await moves.first().click();
  }
  expect(turns).toBeGreaterThan(5);
  // The shared score sheet: an item column and one column per player.
  await expect(scores.getByRole('columnheader')).toHaveCount(4);
  await expect(scores).toContainText('Winner:');
  await expect(page.getByTestId('status')).toHaveText('Game over');
  await checkA11y(page);
  // On a phone three players' columns fit beside the items: nothing to scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const box = scores.locator('.e-ss-scroll');
  await box.scrollIntoViewIfNeeded();
  const [wide, shown] = await box.evaluate((e) => [e.scrollWidth, e.clientWidth]);
  expect(wide, 'the score sheet is wider than its box on a phone').toBeLessThanOrEqual(shown);
});

test('the engine refuses a building above your Industry level, in words', async ({ page }) => {
  await page.goto('/en/play/endeavor/?fast=1');
  await islandsReady(page);
  await page.getByLabel('Seat 1').selectOption('human');
  await page.getByLabel('Seat 2').selectOption('human');
  await page.getByLabel('Seat 3').selectOption('human');
  await page.getByRole('button', { name: 'Start game' }).click();
  const stock = page.getByRole('region', { name: 'Building stock' });
  // A level-5 building can never be built in round 1.
  const high = stock.getByRole('button', { name: /level 5/ }).first();
  await high.click();
  await expect(page.getByRole('alert')).toContainText('Not allowed:');
  await expect(page.getByTestId('status')).toContainText('Round 1 of 7');
  // The refusal links to its rule in the Endeavor rules reference.
  // The link is named by the rule's words, not by its id.
  await expect(page.getByRole('alert')).not.toContainText('build.level-limit');
  await page
    .getByRole('alert')
    .getByRole('link', { name: /Industry level/ })
    .click();
  await expect(page).toHaveURL(/\/en\/rules\/endeavor\/#build\.level-limit$/);
  await expect(page.locator('[id="build.level-limit"]')).toContainText('Industry level');
});

test('a lesson board step: the Shipyard ships, the engine judges it', async ({ page }) => {
  await page.goto('/en/learn/endeavor/05-actions/');
  const step = page.locator('[aria-label="Try it on the board"][data-step-id="ship"]');
  await step.scrollIntoViewIfNeeded();
  // The lesson's steps are client:visible: only the ones scrolled into view hydrate, so wait for this one.
  await expect(page.locator('astro-island:not([ssr])').locator('[data-step-id="ship"]')).toHaveCount(1);
  await expect(step.getByTestId('components-note')).toBeVisible();
  await step.getByRole('button', { name: /Shipyard/ }).click();
  await step
    .getByRole('group', { name: /Choose what to do/ })
    .getByRole('button', { name: /ship to Africa/ })
    .click();
  await expect(step).toContainText('Well done: Use Shipyard: ship to Africa.');
  await expect(step.getByRole('img', { name: /Africa ship track: 1 of/ })).toBeVisible();
  await checkA11y(page);
});
