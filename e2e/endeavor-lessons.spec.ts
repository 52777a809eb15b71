/**
 * The Endeavor phase lessons in a browser: each shows the statechart drawn from its phase
 * machine, and the board steps run on that machine (which asks the engine): the Action-phase
 * lesson is completed to the end of the round, the Growth lesson to the moment Growth has run.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, checkA11y } from './fixtures';

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
    await expect(chart.locator('summary').first()).toHaveText('How this phase flows');
    await expect(chart).not.toHaveAttribute('open');
    await expect(chart).not.toContainText(/\b(build|growth|salary|action)\.\w+/);
    // The lesson's first board step (a lesson may have several).
    const step = page.getByRole('region', { name: 'Try it on the board' }).first();
    await step.scrollIntoViewIfNeeded();
    // Board steps hydrate when seen: wait for this one (those further down stay as drawn).
    await expect(page.locator('astro-island:has(.lesson-player.placed)').first()).not.toHaveAttribute('ssr');
    await expect(chart.locator(`[data-chart-state="${first}"]`)).toHaveClass(/active/);
    await expect(chart.locator('[data-chart-state="done"]')).not.toHaveClass(/active/);
    await checkA11y(page);
  });
}

test('the Action-phase lesson can be completed: act, pass, discard down to the Politics limit', async ({ page }) => {
  await page.goto('/en/learn/endeavor/04-action-phase/');
  const step = page.locator('[aria-label="Try it on the board"][data-step-id="action"]');
  await step.scrollIntoViewIfNeeded();
  // The lesson's steps are client:visible: the one below this stays unhydrated, so wait for this one.
  await expect(page.locator('astro-island:not([ssr])').locator('[data-step-id="action"]')).toHaveCount(1);
  const chart = page.locator('.statechart[data-machine="endeavor-action"]');
  const mine = step.getByRole('region', { name: 'Your board' });

  // A card cannot be thrown away of your own free will: before passing, the one card offered is a
  // refusal to try (dashed, announced as not allowed), answered with its rule.
  const tryCard = mine.getByRole('list', { name: 'Cards' }).getByRole('button');
  await expect(tryCard).toHaveCount(1);
  await expect(tryCard).toHaveAttribute('aria-label', /\(not allowed here — try it to see why\)$/);
  await tryCard.click();
  await expect(step.locator('.e-refusal').getByRole('link')).toHaveAttribute('href', '/en/rules/endeavor/#action.no-voluntary-discard');

  await mine.getByRole('button', { name: 'Shipyard' }).click();
  await step
    .getByRole('group', { name: /Choose what to do/ })
    .getByRole('button', { name: /ship to India/ })
    .click();
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
  const step = page.locator('[aria-label="Try it on the board"][data-step-id="growth"]');
  await step.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:not([ssr])').locator('[data-step-id="growth"]')).toHaveCount(1);
  const stock = step.getByRole('region', { name: 'Building stock' });
  for (let i = 0; i < 3; i++) {
    await expect(step.getByTestId('step-complete')).toHaveCount(0);
    await stock.locator('button.e-hot').first().click();
  }
  await expect(step.getByTestId('step-complete')).toContainText('Growth has run for everybody: You +2, Player 2 +2, Player 3 +2');
  await expect(page.locator('.statechart[data-machine="endeavor-growth"] [data-chart-state="done"]')).toHaveClass(/active/);
  await expect(step).toContainText('Harbour 2');
});

test('the Growth lesson’s Culture step: three Culture levels grow 3, 4 and 2 markers', async ({ page }) => {
  await page.goto('/en/learn/endeavor/02-growth-phase/');
  const step = page.locator('[aria-label="Try it on the board"][data-step-id="growthCulture"]');
  await step.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:not([ssr])').locator('[data-step-id="growthCulture"]')).toHaveCount(1);
  const stock = step.getByRole('region', { name: 'Building stock' });
  for (let i = 0; i < 3; i++) {
    await expect(step.getByTestId('step-complete')).toHaveCount(0);
    await stock.locator('button.e-hot').first().click();
  }
  await expect(step.getByTestId('step-complete')).toContainText('Growth has run for everybody: You +3, Player 2 +4, Player 3 +2');
  await checkA11y(page);
});

test('the Action-phase lesson’s gift: giving a card away is refused (no trading), then a pass', async ({ page }) => {
  await page.goto('/en/learn/endeavor/04-action-phase/');
  const step = page.locator('[aria-label="Try it on the board"][data-step-id="noTrading"]');
  await step.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:not([ssr])').locator('[data-step-id="noTrading"]')).toHaveCount(1);
  const mine = step.getByRole('region', { name: 'Your board' });
  const card = mine.getByRole('list', { name: 'Cards' }).getByRole('button');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('aria-label', /^Give .* to Player 2 \(not allowed here — try it to see why\)$/);
  await expect(card).toHaveClass(/e-try/);
  await card.click();
  await expect(step.locator('.e-refusal')).toContainText('Not allowed: Players may never trade or give cards or tokens to each other.');
  await expect(step.locator('.e-refusal').getByRole('link')).toHaveAttribute('href', '/en/rules/endeavor/#action.no-trading');
  await expect(step.getByTestId('step-complete')).toHaveCount(0);
  // The card is still the learner's.
  await expect(mine.getByRole('list', { name: 'Cards' }).getByRole('listitem')).toHaveCount(1);

  await step.getByRole('button', { name: 'Pass' }).click();
  await expect(step.getByTestId('step-complete')).toContainText('Well done');
  await checkA11y(page);
});

test('the Actions lesson: the Attack step refuses a city without ship presence, then takes Havana', async ({ page }) => {
  await page.goto('/en/learn/endeavor/05-actions/');
  const step = page.locator('[aria-label="Try it on the board"][data-step-id="attack"]');
  await step.scrollIntoViewIfNeeded();
  // The lesson's steps are client:visible: only the ones scrolled into view hydrate, so wait for this one.
  await expect(page.locator('astro-island:not([ssr])').locator('[data-step-id="attack"]')).toHaveCount(1);
  const mine = step.getByRole('region', { name: 'Your board' });
  const choose = () => step.getByRole('group', { name: /Choose what to do/ });

  await mine.getByRole('button', { name: 'Barracks' }).click();
  await choose()
    .getByRole('button', { name: /attack Bombay/ })
    .click();
  await expect(step.locator('.e-refusal')).toContainText('Not allowed: You need a marker on the India shipping track first.');
  await expect(step.getByTestId('step-complete')).toHaveCount(0);

  await mine.getByRole('button', { name: 'Barracks' }).click();
  await choose()
    .getByRole('button', { name: /attack Havana/ })
    .click();
  await expect(step.getByTestId('step-complete')).toContainText('Well done: Use Barracks: attack Havana.');
  // One marker onto the Barracks, two for the attack: the harbour of three is empty.
  await expect(mine).toContainText('Harbour 0');
  await checkA11y(page);
});

/**
 * The Actions lesson's other board steps, played as a learner would at 360 px: the expected refusal
 * is offered dashed and labelled as not allowed, trying it shows the engine's reason and the rule; a
 * legal move on the wrong target is not accepted; then the step is completed.
 */
test.describe('the Actions lesson steps at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  /** Scrolls a step into view, waits until it has hydrated, and checks the page does not scroll sideways. */
  const openStep = async (page: Page, id: string) => {
    await page.goto('/en/learn/endeavor/05-actions/');
    const step = page.locator(`[aria-label="Try it on the board"][data-step-id="${id}"]`);
    await step.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island:not([ssr])').locator(`[data-step-id="${id}"]`)).toHaveCount(1);
    const mine = step.getByRole('region', { name: 'Your board' });
    const choose = () => step.getByRole('group', { name: /Choose what to do/ });
    return { step, mine, choose };
  };
  const noSidewaysScroll = async (page: Page) => {
    const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(client);
  };
  /** The refusal links to the rule it breaks in the Endeavor rules reference, the link named by the rule's words (not its id). */
  const expectRuleLink = async (step: Locator, rule: string) => {
    const link = step.locator('.e-refusal').getByRole('link');
    await expect(link).toHaveAttribute('href', `/en/rules/endeavor/#${rule}`);
    await expect(link).not.toContainText(rule);
    expect((await link.textContent())?.length ?? 0).toBeGreaterThan(20);
  };
  /** The refusal the step offers: dashed and announced as not allowed, unlike the legal moves beside it. */
  const expectOfferedToTry = async (button: Locator) => {
    await expect(button).toHaveAttribute('aria-label', /\(not allowed here — try it to see why\)$/);
    await expect(button).toHaveClass(/e-try/);
  };

  test('Ship: a second marker past a full track is refused, an Occupy is not what is asked, then a ship to India', async ({ page }) => {
    const { step, mine, choose } = await openStep(page, 'ship');
    await noSidewaysScroll(page);

    await mine.getByRole('button', { name: 'Shipyard' }).click();
    await expectOfferedToTry(choose().getByRole('button', { name: /ship to Caribbean/ }));
    await expect(choose().getByRole('button', { name: /ship to India/ })).not.toHaveClass(/e-try/);
    await choose()
      .getByRole('button', { name: /ship to Caribbean/ })
      .click();
    await expect(step.locator('.e-refusal')).toContainText('Not allowed: The Caribbean track is full and you have already shipped your extra marker there.');
    await expectRuleLink(step, 'ship.full-track');
    await expect(step.getByTestId('step-complete')).toHaveCount(0);

    // The Colonial House may occupy London (Europe is always open): legal, but this step teaches shipping.
    await mine.getByRole('button', { name: 'Colonial House' }).click();
    await choose()
      .getByRole('button', { name: /occupy London/ })
      .click();
    await expect(step.locator('.e-refusal')).toContainText('“Use Colonial House: occupy London” is allowed, but this step asks you to ship to a region.');
    await expect(step.getByRole('img', { name: /^London / })).not.toHaveAttribute('aria-label', /held by/);

    await mine.getByRole('button', { name: 'Shipyard' }).click();
    await choose()
      .getByRole('button', { name: /ship to India/ })
      .click();
    await expect(step.getByTestId('step-complete')).toContainText('Well done: Use Shipyard: ship to India.');
    await expect(step.getByRole('img', { name: /India ship track: 1 of/ })).toBeVisible();
    await noSidewaysScroll(page);
    await checkA11y(page);
  });

  test('Occupy: Quebec is refused (closed region), Cartagena is not what is asked, Kingston takes the connection token', async ({ page }) => {
    const { step, mine, choose } = await openStep(page, 'occupy');
    await noSidewaysScroll(page);
    const connection = step.getByRole('img', { name: /^Connection Havana to Kingston:/ });
    await expect(connection).not.toHaveAttribute('aria-label', /no token$/);

    await mine.getByRole('button', { name: 'Colonial House' }).click();
    await expectOfferedToTry(choose().getByRole('button', { name: /occupy Quebec/ }));
    await choose()
      .getByRole('button', { name: /occupy Quebec/ })
      .click();
    await expect(step.locator('.e-refusal')).toContainText('Not allowed: North America is not open yet: its shipping track is not full.');
    await expect(step.locator('.e-refusal')).toContainText('The rule: You may occupy only in an open region.');
    await expectRuleLink(step, 'occupy.open-region');

    await mine.getByRole('button', { name: 'Colonial House' }).click();
    await expect(choose().getByRole('button', { name: /occupy Cartagena/ })).not.toHaveClass(/e-try/);
    await choose()
      .getByRole('button', { name: /occupy Cartagena/ })
      .click();
    await expect(step.locator('.e-refusal')).toContainText('is allowed, but this step asks you to occupy Kingston.');
    await expect(step.getByTestId('step-complete')).toHaveCount(0);
    await expect(step.getByRole('img', { name: /^Cartagena / })).not.toHaveAttribute('aria-label', /held by You/);

    await mine.getByRole('button', { name: 'Colonial House' }).click();
    await choose()
      .getByRole('button', { name: /occupy Kingston/ })
      .click();
    await expect(step.getByTestId('step-complete')).toContainText('Well done: Use Colonial House: occupy Kingston.');
    await expect(step.getByRole('img', { name: /^Kingston / })).toHaveAttribute('aria-label', /held by You$/);
    await expect(connection).toHaveAttribute('aria-label', /no token$/);
    await noSidewaysScroll(page);
    await checkA11y(page);
  });

  test('Payment: the paying Exchange cannot free itself, the Shipyard is paid back', async ({ page }) => {
    const { step, mine, choose } = await openStep(page, 'payment');
    await noSidewaysScroll(page);
    await expect(mine).toContainText('Shipyard · marker on it');

    await mine.getByRole('button', { name: 'Exchange' }).click();
    // Seed 004 „(maar niet op dit gebouw)": any building but the paying one.
    await expect(choose().getByRole('button', { name: /pay back Barracks/ })).toBeVisible();
    await expectOfferedToTry(choose().getByRole('button', { name: /pay back Exchange/ }));
    await choose()
      .getByRole('button', { name: /pay back Exchange/ })
      .click();
    await expect(step.locator('.e-refusal')).toContainText('Not allowed: A Payment cannot take back the marker from the building that makes it.');
    await expectRuleLink(step, 'payment.not-this-building');
    // No other building can act (one marker in the harbour, the Exchange the only free building): no wrong-but-legal target here.

    await mine.getByRole('button', { name: 'Exchange' }).click();
    await choose()
      .getByRole('button', { name: /pay back Shipyard/ })
      .click();
    await expect(step.getByTestId('step-complete')).toContainText('Well done: Use Exchange: pay back Shipyard.');
    await expect(mine).not.toContainText('Shipyard · marker on it');
    await expect(mine).toContainText('Exchange · marker on it');
    await expect(mine).toContainText('Harbour 1');
    await noSidewaysScroll(page);
    await checkA11y(page);
  });

  test('Draw: the Europe deck is refused (requirement), the Caribbean card is taken', async ({ page }) => {
    const { step, mine, choose } = await openStep(page, 'draw');
    await noSidewaysScroll(page);
    // Two cards already, over the Politics limit: drawing a third is still allowed before passing.
    await expect(mine.getByRole('list', { name: 'Cards' }).getByRole('listitem')).toHaveCount(2);

    await mine.getByRole('button', { name: 'Market' }).click();
    await expectOfferedToTry(choose().getByRole('button', { name: /draw from the Europe & the Mediterranean deck/ }));
    await choose()
      .getByRole('button', { name: /draw from the Europe & the Mediterranean deck/ })
      .click();
    await expect(step.locator('.e-refusal')).toContainText('Not allowed: The top card needs 2 markers in Europe & the Mediterranean; you have 0.');
    await expectRuleLink(step, 'draw.requirement');

    await mine.getByRole('button', { name: 'Market' }).click();
    await choose()
      .getByRole('button', { name: /draw from the Caribbean deck/ })
      .click();
    await expect(step.getByTestId('step-complete')).toContainText('Well done: Use Market: draw from the Caribbean deck.');
    await expect(mine.getByRole('list', { name: 'Cards' }).getByRole('listitem')).toHaveCount(3);
    await expect(mine.getByRole('list', { name: 'Cards' })).toContainText('Caribbean card 1');
    await noSidewaysScroll(page);
    await checkA11y(page);
  });
});

test('the Dutch source text: the Occupy step speaks Dutch, its question too: the engine’s reason and the rule in Dutch', async ({ page }) => {
  await page.goto('/nl/learn/endeavor/05-acties/');
  const island = page.locator('details[data-island="endeavor-step"]').filter({ has: page.locator('[data-step-id="occupy"]') });
  // The step's own summary: the board inside it has summaries of its own (folded seats).
  await island.locator(':scope > summary').click();
  const step = island.locator('[data-step-id="occupy"]');
  await step.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:not([ssr])').locator('[data-step-id="occupy"]')).toHaveCount(1);
  await expect(step).toHaveAttribute('aria-label', 'Probeer het op het bord');
  await expect(step.locator('[data-task]')).toContainText('Jouw zet:');
  // The question is the Dutch lesson's own (lesson-steps/endeavor/actions.words.yaml), not marked English.
  await expect(step.locator('[data-task]')).toContainText('Bezet Kingston');
  await expect(step.locator('.e-ask [lang="en"]')).toHaveCount(0);
  const mine = step.getByRole('region', { name: 'Jouw bord' });
  await expect(mine).toContainText('Voorraad');

  await mine.getByRole('button', { name: 'Koloniaal huis' }).click();
  const choose = step.getByRole('group', { name: /Kies wat je doet/ });
  await expect(choose.getByRole('button', { name: /Quebec bezetten/ })).toHaveAttribute('aria-label', /hier niet toegestaan/);
  await choose.getByRole('button', { name: /Quebec bezetten/ }).click();
  await expect(step.locator('.e-refusal')).toContainText('Niet toegestaan: Die regio is nog niet open: de scheepstrack is nog niet vol.');
  // The rule's sentence is the registry's rule in Dutch (rules-endeavor.ts), marked as Dutch; no English left in the line.
  await expect(step.locator('.e-rule')).toContainText('De regel: Je mag alleen bezetten in een open regio.');
  await expect(step.locator('.e-rule').getByRole('link')).toHaveText('Je mag alleen bezetten in een open regio.');
  await expect(step.locator('.e-rule [lang="en"]')).toHaveCount(0);
  // No note that the question is English: it is not any more.
  await expect(island).not.toContainText('Alleen de vraag is in het Engels.');

  await mine.getByRole('button', { name: 'Koloniaal huis' }).click();
  await choose.getByRole('button', { name: /Kingston bezetten/ }).click();
  await expect(step.getByTestId('step-complete')).toContainText('Goed gedaan: Koloniaal huis gebruiken: Kingston bezetten.');
  await checkA11y(page);

  // The rule link leads to the rule in the Dutch rules reference.
  await step.getByRole('button', { name: 'Deze stap opnieuw' }).click();
  await mine.getByRole('button', { name: 'Koloniaal huis' }).click();
  await choose.getByRole('button', { name: /Quebec bezetten/ }).click();
  await step.locator('.e-refusal').getByRole('link', { name: 'Je mag alleen bezetten in een open regio.' }).click();
  await expect(page).toHaveURL(/\/nl\/rules\/endeavor\/#occupy\.open-region$/);
  await expect(page.locator('[id="occupy.open-region"]')).toBeVisible();
});
