/**
 * The Endeavor phase lessons in a browser: each shows the statechart drawn from its phase
 * machine, and the board steps run on that machine (which asks the engine): the Action-phase
 * lesson is completed to the end of the round, the Growth lesson to the moment Growth has run.
 */
import { test, expect, checkA11y, islandsReady } from './fixtures';

const PHASE_LESSONS = [
  ['01-build-phase', 'endeavor-build', 'building'],
  ['02-growth-phase', 'endeavor-growth', 'waiting'],
  ['03-salary-phase', 'endeavor-salary', 'choosing'],
  ['04-action-phase', 'endeavor-action', 'turn'],
] as const;

for (const [slug, machine, first] of PHASE_LESSONS) {
  test(`${slug}: the phase statechart, lit up where the board step stands`, async ({ page }) => {
    await page.goto(`/en/learn/endeavor/${slug}/`);
    const chart = page.locator(`.statechart[data-machine="${machine}"]`);
    await expect(chart).toHaveCount(1);
    await expect(chart.getByRole('heading', { name: 'How the phase flows' })).toBeVisible();
    const step = page.getByRole('region', { name: 'Try it on the board' });
    await step.scrollIntoViewIfNeeded();
    await islandsReady(page);
    await expect(chart.locator(`[data-chart-state="${first}"]`)).toHaveClass(/active/);
    await expect(chart.locator('[data-chart-state="done"]')).not.toHaveClass(/active/);
    await checkA11y(page);
  });
}

test('the Action-phase lesson can be completed: act, pass, discard down to the Politics limit', async ({ page }) => {
  await page.goto('/en/learn/endeavor/04-action-phase/');
  const step = page.getByRole('region', { name: 'Try it on the board' });
  await step.scrollIntoViewIfNeeded();
  await islandsReady(page);
  const chart = page.locator('.statechart[data-machine="endeavor-action"]');
  const mine = step.getByRole('region', { name: "You's board" });

  // A card cannot be thrown away of your own free will: no card is clickable before passing.
  await expect(mine.getByRole('list', { name: 'Cards' }).getByRole('button')).toHaveCount(0);

  await mine.getByRole('button', { name: 'Shipyard' }).click();
  await step.getByRole('group', { name: /Choose what to do/ }).getByRole('button', { name: /ship to India/ }).click();
  await expect(step).toContainText('Done: Use Shipyard: ship to India.');
  await expect(step.getByRole('img', { name: /India ship track: 1 of/ })).toBeVisible();
  await expect(chart.locator('[data-chart-state="turn"]')).toHaveClass(/active/);
  // The Shipyard now carries a marker: it cannot be used again this round.
  await expect(mine.getByRole('button', { name: 'Shipyard' })).toHaveCount(0);

  await step.getByRole('button', { name: 'Pass' }).click();
  await expect(chart.locator('[data-chart-state="discarding"]')).toHaveClass(/active/);
  await expect(step.getByRole('button', { name: 'Pass' })).toHaveCount(0);
  const cards = mine.getByRole('list', { name: 'Cards' }).getByRole('button');
  await expect(cards).toHaveCount(2);
  await cards.first().click();

  await expect(step.getByTestId('step-complete')).toContainText('Everybody has passed: the round is over.');
  await expect(chart.locator('[data-chart-state="done"]')).toHaveClass(/active/);
  await expect(mine.getByRole('list', { name: 'Cards' }).getByRole('listitem')).toHaveCount(1);
  await checkA11y(page);

  // Starting again puts the board and the statechart back at the first turn.
  await step.getByRole('button', { name: 'Start this step again' }).click();
  await expect(chart.locator('[data-chart-state="turn"]')).toHaveClass(/active/);
  await expect(mine.getByRole('button', { name: 'Shipyard' })).toBeVisible();
});

test('the Growth lesson: three builds, then Growth runs for everybody at once', async ({ page }) => {
  await page.goto('/en/learn/endeavor/02-growth-phase/');
  const step = page.getByRole('region', { name: 'Try it on the board' });
  await step.scrollIntoViewIfNeeded();
  await islandsReady(page);
  const stock = step.getByRole('region', { name: 'Building stock' });
  for (let i = 0; i < 3; i++) {
    await expect(step.getByTestId('step-complete')).toHaveCount(0);
    await stock.locator('button.e-hot').first().click();
  }
  await expect(step.getByTestId('step-complete')).toContainText('Growth has run for everybody: You +2, Player 2 +2, Player 3 +2');
  await expect(page.locator('.statechart[data-machine="endeavor-growth"] [data-chart-state="done"]')).toHaveClass(/active/);
  await expect(step).toContainText('Harbour 2');
});

test('the Actions lesson: the Attack step refuses a city without ship presence, then takes Havana', async ({ page }) => {
  await page.goto('/en/learn/endeavor/05-actions/');
  const step = page.locator('[aria-label="Try it on the board"][data-step="attack"]');
  await step.scrollIntoViewIfNeeded();
  // The lesson's steps are client:visible: only the ones scrolled into view hydrate, so wait for this one.
  await expect(page.locator('astro-island:not([ssr])').locator('[data-step="attack"]')).toHaveCount(1);
  const mine = step.getByRole('region', { name: "You's board" });
  const choose = () => step.getByRole('group', { name: /Choose what to do/ });

  await mine.getByRole('button', { name: 'Barracks' }).click();
  await choose().getByRole('button', { name: /attack Bombay/ }).click();
  await expect(step.locator('.e-refusal')).toContainText('Not allowed: You need a marker on the India shipping track first.');
  await expect(step.getByTestId('step-complete')).toHaveCount(0);

  await mine.getByRole('button', { name: 'Barracks' }).click();
  await choose().getByRole('button', { name: /attack Havana/ }).click();
  await expect(step.getByTestId('step-complete')).toContainText('Well done: Use Barracks: attack Havana.');
  // One marker onto the Barracks, two for the attack: the harbour of three is empty.
  await expect(mine).toContainText('Harbour 0');
  await checkA11y(page);
});
