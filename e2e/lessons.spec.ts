/**
 * The interactive lessons in a browser: the captain lesson played to the end on the board (with a
 * refused loading and its rule), deep links into a step, saved progress on the Learn page, a
 * damaged progress entry, and the rules reference the refusals link to.
 */
import type { Page } from '@playwright/test';
import { test, expect, checkA11y, islandsReady } from './fixtures';
import { captainPlan } from '../src/content/lesson-steps/puerto-rico/captain';
import { draftPlan } from '../src/content/lesson-steps/puerto-rico/draft';
import { firstRoundPlan } from '../src/content/lesson-steps/puerto-rico/first-round';
import { setupPlan } from '../src/content/lesson-steps/puerto-rico/setup';

const CAPTAIN = '/en/learn/puerto-rico/07-captain/';

/** Acts on a part of the board: its button, then (when it offers several moves) the menu entry. */
async function act(page: Page, place: string, choice?: RegExp): Promise<void> {
  const part = page.locator(`.lesson-player [data-place="${place}"]`);
  await part.locator('button').first().click();
  if (choice) await part.locator('[id^="pr-menu-"] button', { hasText: choice }).click();
}

async function expectStepDone(page: Page): Promise<void> {
  await expect(page.locator('.lesson-player .feedback')).toContainText('Well done');
}

async function next(page: Page): Promise<void> {
  await page
    .locator('.lesson-player .controls')
    .getByRole('button', { name: /Next|Finish/ })
    .click();
}

test('a learner plays the captain lesson to the end; a wrong loading is refused with its rule', async ({ page }) => {
  await page.goto(CAPTAIN);
  await islandsReady(page);
  const player = page.locator('.lesson-player');
  await expect(player.locator('.count')).toHaveText(`Step 1 of ${captainPlan.steps.length}`);
  await next(page);

  await expect(player.locator('.lesson-step h2')).toHaveText('Anna chooses the Captain');
  await act(page, 'role:captain');
  await expectStepDone(page);
  await next(page);

  // Anna's sugar on the ship of 5: refused, with the engine's reason and a link to the rule.
  await expect(page).toHaveURL(/#step-3$/);
  await act(page, 'ship:0', /sugar/i);
  const alert = player.locator('.feedback');
  await expect(alert).toContainText('Not allowed: You must load the ship where the most barrels fit.');
  // The link is named by the rule's words, not by its id.
  const ruleLink = alert.getByRole('link', { name: 'A kind that fits several empty ships must go on the one where the most barrels fit.' });
  await expect(ruleLink).toHaveAttribute('href', '/en/rules/#captain.load-largest');
  await expect(alert).toContainText('The rule: A kind that fits');
  await expect(alert).not.toContainText('captain.load-largest');
  await checkA11y(page);
  await act(page, 'ship:2', /sugar/i);
  await expectStepDone(page);
  await next(page);

  await act(page, 'ship:2', /sugar/i); // Róbert
  await expectStepDone(page);
  await next(page);
  await act(page, 'ship:0', /tobacco/i); // Krisztina
  await expectStepDone(page);
  await next(page);
  await act(page, 'ship:1', /corn/i); // Dávid
  await expectStepDone(page);
  await next(page);
  await act(page, 'ship:1'); // Anna: only her corn fits
  await expectStepDone(page);
  await next(page);
  await act(page, 'ship:0', /tobacco/i); // Róbert's tobacco ends the loading
  await expectStepDone(page);
  await next(page);

  await expect(player.locator('.lesson-step h2')).toHaveText('Storing, and emptying the full ships');
  await next(page);
  // The shipping buildings and the Guest House (issue #19.1): played by "Show me", step after step.
  await expect(player.locator('.lesson-step h2')).toHaveText('Buildings for the Captain');
  await next(page);
  for (let i = 11; i <= captainPlan.steps.length; i++) {
    await expect(page).toHaveURL(new RegExp(`#step-${i}$`));
    await player.getByRole('button', { name: 'Show me' }).click();
    await expectStepDone(page);
    await next(page);
  }
  await expect(player).toHaveAttribute('data-state', 'finished');
  await expect(player.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(captainPlan.steps.length));

  // The Learn page remembers the finished lesson.
  await page.goto('/en/learn/');
  await expect(page.locator('[data-progress-for="en/puerto-rico/07-captain"]')).toContainText(`${captainPlan.steps.length}/${captainPlan.steps.length} steps · Finished`);
});

test('a deep link opens a step in the middle of a lesson, with its board rebuilt', async ({ page }) => {
  await page.goto(`${CAPTAIN}#step-6`);
  await islandsReady(page);
  const player = page.locator('.lesson-player');
  await expect(player.locator('.lesson-step h2')).toHaveText('Dávid has no choice');
  await expect(player.locator('.count')).toHaveText(`Step 6 of ${captainPlan.steps.length}`);
  await expect(player.locator('.pr-status-line')).toContainText('Dávid');
  // Dávid's indigo cannot go on the tobacco ship.
  await act(page, 'ship:0', /indigo/i);
  await expect(player.locator('.feedback [data-rule]')).toHaveAttribute('data-rule', 'captain.ship-one-kind');
  // The step links move between steps and keep the address in step.
  await player
    .getByRole('navigation', { name: 'Steps' })
    .getByRole('link', { name: /Step 2:/ })
    .click();
  await expect(player.locator('.lesson-step h2')).toHaveText('Anna chooses the Captain');
  await expect(page).toHaveURL(/#step-2$/);
});

test('"Show me" plays a step for the learner', async ({ page }) => {
  await page.goto('/en/learn/puerto-rico/02-settler/#step-4');
  await islandsReady(page);
  await page.locator('.lesson-player').getByRole('button', { name: 'Show me' }).click();
  await expectStepDone(page);
});

test.describe('damaged saved progress', () => {
  test('is reset with a notice, on the Learn page and in a lesson', async ({ page }) => {
    await page.goto('/en/learn/');
    await page.evaluate(() => localStorage.setItem('euro-tutor:lesson-progress:v1', '{"version":1,"lessons":{"x":{"done":"oops"}}}'));
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'could not be read' })).toBeVisible();
    // The damaged record is gone: nothing, or a fresh record with no lesson in it.
    const kept = await page.evaluate(() => localStorage.getItem('euro-tutor:lesson-progress:v1'));
    expect(JSON.parse(kept ?? '{"lessons":{}}').lessons).toEqual({});
    await page.evaluate(() => localStorage.setItem('euro-tutor:lesson-progress:v1', 'not json'));
    await page.goto(CAPTAIN);
    await islandsReady(page);
    await expect(page.locator('.lesson-notice')).toContainText('could not be read');
  });
});

test('the rules reference has an anchor per rule and links it to its Hungarian section', async ({ page }) => {
  await page.goto('/en/rules/#captain.load-largest');
  const rule = page.locator('[id="captain.load-largest"]');
  await expect(rule).toContainText('the one where the most barrels fit');
  await expect(rule.getByRole('link', { name: /A kapitány/ })).toHaveAttribute('href', '/hu/learn/puerto-rico/11-kapitany/');
});

test('the Hungarian and Dutch rules references give each rule in their language, the English beneath', async ({ page }) => {
  for (const [lang, sentence] of [
    ['hu', 'Ha egy árufajta több üres hajóra is elfér, arra kell kerülnie, amelyikre a legtöbb hordó fér.'],
    ['nl', 'Een soort die op meerdere lege schepen past, moet op het schip waar de meeste vaten op passen.'],
  ] as const) {
    await page.goto(`/${lang}/rules/#captain.load-largest`);
    const rule = page.locator('[id="captain.load-largest"]');
    await expect(rule.locator(`p[lang="${lang}"]`)).toHaveText(sentence);
    await expect(rule.locator('p[lang="en"]')).toHaveText('A kind that fits several empty ships must go on the one where the most barrels fit.');
    await checkA11y(page);
  }
});

test('each phase lesson shows the statechart of its machine', async ({ page }) => {
  await page.goto(CAPTAIN);
  // The hash changes below must reach a live island, not race its hydration.
  await islandsReady(page);
  const chart = page.locator('.statechart[data-machine="captain"]');
  // A learner's page: the diagram waits behind a closed disclosure, named in words.
  const toggle = chart.locator('summary').first();
  await expect(toggle).toHaveText('How this phase flows');
  await expect(chart).not.toHaveAttribute('open');
  await expect(chart.locator('svg')).toBeHidden();
  await toggle.click();
  await expect(chart.locator('svg')).toBeVisible();
  for (const state of ['Choosing the role', 'Loading', 'Storing', 'Done']) await expect(chart.locator('svg')).toContainText(state);
  await expect(chart.locator('svg')).toContainText('loads goods on a ship');
  await expect(chart).not.toContainText('captain.');
  // The captain machine, fed the lesson's moves, lights up where the board stands.
  await page.goto(`${CAPTAIN}#step-5`);
  await islandsReady(page);
  await expect(chart.locator('[data-chart-state="loading"]')).toHaveClass(/active/);
  await page.goto(`${CAPTAIN}#step-9`);
  await islandsReady(page);
  await expect(chart.locator('[data-chart-state="done"]')).toHaveClass(/active/);
  await expect(chart.locator('[data-chart-state="loading"]')).not.toHaveClass(/active/);
});

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('a lesson fits without sideways scrolling', async ({ page }) => {
    await page.goto(`${CAPTAIN}#step-3`);
    await islandsReady(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the game-end lesson ends the game on the board and shows the engine’s final score', async ({ page }) => {
  await page.goto('/en/learn/puerto-rico/09-game-end-and-scoring/#step-3');
  await islandsReady(page);
  await act(page, 'ship:2'); // Cleo has only corn: one move per ship
  await expectStepDone(page);
  const table = page.locator('.lesson-scores');
  await expect(table.getByRole('row', { name: /Cleo/ })).toContainText('16');
  await checkA11y(page);
});

test('the game-end lesson: a bonus that leaves the last chip is refused, none at all keeps the game going', async ({ page }) => {
  await page.goto('/en/learn/puerto-rico/09-game-end-and-scoring/#step-5');
  await islandsReady(page);
  const alert = page.locator('.lesson-player .feedback');
  await act(page, 'ship:2', /taking only 1 bonus VP/);
  await expect(alert.getByRole('link')).toHaveAttribute('href', '/en/rules/#end.decline-last-chip');
  await act(page, 'ship:2', /taking only 0 bonus VP/);
  await expectStepDone(page);
  await expect(page.locator('.lesson-player [data-place="p2:vp"]')).toContainText('11');
  await checkA11y(page);
});

test('the game-end lesson: both endings of the full-city variant finish the game on the board', async ({ page }) => {
  await page.goto('/en/learn/puerto-rico/09-game-end-and-scoring/#step-6');
  await islandsReady(page);
  const player = page.locator('.lesson-player');
  await act(page, 'role:builder');
  await act(page, 'supply:building:office');
  await player.getByRole('button', { name: 'Show me' }).click();
  await expectStepDone(page);
  await next(page);
  await expect(page).toHaveURL(/#step-7$/);
  await act(page, 'role:builder');
  await act(page, 'supply:building:smallMarket', /Small Market$/); // Cleo's University: with its colonist
  await expectStepDone(page);
  await expect(player.locator('.lesson-scores')).toBeVisible();
  await checkA11y(page);
});

test('the captain lesson: a guest cannot move at role choice; it goes on the Storehouse at the end window', async ({ page }) => {
  await page.goto(`${CAPTAIN}#step-16`);
  await islandsReady(page);
  const alert = page.locator('.lesson-player .feedback');
  await act(page, 'p0:city:storehouse');
  await expect(alert.getByRole('link')).toHaveAttribute('href', '/en/rules/#guest-house.move');
  await act(page, 'role:captain');
  await act(page, 'move:pass'); // the start window: she keeps her guest for now
  await act(page, 'ship:2', /indigo/i);
  // The end window, after the last loading: the guest goes on the Storehouse, which keeps 3 more barrels.
  await act(page, 'p0:city:storehouse');
  await act(page, 'move:keep', /3 tobacco/i);
  await expectStepDone(page);
  await expect(page.locator('.lesson-player [data-place="p0:goods:tobacco"]')).toContainText('3');
  await checkA11y(page);
});

test('the share link of a lesson names the step the learner is on, and opens it', async ({ page, browser }) => {
  await page.goto(`${CAPTAIN}#step-3`);
  await islandsReady(page);
  const field = page.locator('.lesson-player [data-share="url"]');
  await expect(field).toHaveValue(/\/en\/learn\/puerto-rico\/07-captain\/#step-3$/);
  const url = await field.inputValue();
  const friend = await browser.newContext();
  const other = await friend.newPage();
  await other.goto(url);
  await expect(other.locator('.lesson-player')).toHaveAttribute('data-step', '3');
  await friend.close();
});

test('a step link carries the moves played and opens that board; the refused part is marked; the link follows the lesson', async ({ page, browser }) => {
  await page.goto(`${CAPTAIN}#step-3`);
  await islandsReady(page);
  const player = page.locator('.lesson-player');
  // Refused: the cross is on the ship clicked, beside the reason in the panel.
  await act(page, 'ship:0', /sugar/i);
  await expect(page.locator('.lesson-player [data-place="ship:0"].bs-marked-bad')).toHaveCount(1);
  await act(page, 'ship:2', /sugar/i);
  await expectStepDone(page);
  const link = player.locator('.share-link input, input[readonly]').first();
  await expect(link).toHaveValue(/\/en\/learn\/puerto-rico\/07-captain\/#step-3\/\d+$/);
  const url = await link.inputValue();
  // A friend opening the link sees the step with the sugar loaded: done, as the learner left it.
  const friend = await browser.newPage();
  await friend.goto(url);
  await expect(friend.locator('.lesson-player')).toHaveAttribute('data-step', '3');
  await expect(friend.locator('.lesson-player .feedback')).toContainText('Well done');
  await friend.close();
  // Past the last step the link box holds the lesson itself, not a stale step.
  await page.goto(`${CAPTAIN}#step-${captainPlan.steps.length}`);
  await next(page);
  await expect(player).toHaveAttribute('data-state', 'finished');
  await expect(link).toHaveValue(/\/en\/learn\/puerto-rico\/07-captain\/$/);
});

/** Tries a move the step offers as a mistake: refused, with a link to the rule it breaks. */
async function expectRefused(page: Page, place: string, rule: string): Promise<void> {
  await act(page, place);
  const alert = page.locator('.lesson-player .feedback');
  await expect(alert).toContainText('Not allowed');
  await expect(alert.getByRole('link')).toHaveAttribute('href', `/en/rules/#${rule}`);
}

/** Plays the steps from `from` (1-based) to the last by "Show me", then finishes the lesson. */
async function showTheRest(page: Page, from: number, steps: readonly { goal: { kind: string } }[]): Promise<void> {
  const player = page.locator('.lesson-player');
  for (let i = from; i <= steps.length; i++) {
    await expect(player).toHaveAttribute('data-step', String(i));
    // A step with a move to make offers "Show me" (waited for: it may come a render after the step); a read step does not.
    if (steps[i - 1]!.goal.kind !== 'read') {
      await player.getByRole('button', { name: 'Show me' }).click();
      await expectStepDone(page);
    }
    await next(page);
  }
  await expect(player).toHaveAttribute('data-state', 'finished');
}

test('the setup lesson: six roles with three players, each player count dealt on the board, a two-player round', async ({ page }) => {
  await page.goto('/en/learn/puerto-rico/11-setup/');
  await islandsReady(page);
  const player = page.locator('.lesson-player');
  await expect(player.locator('.count')).toHaveText(`Step 1 of ${setupPlan.steps.length}`);
  await expect(player.locator('[data-place="p2:doubloons"]')).toContainText('2');
  await checkA11y(page);
  await next(page);
  // Three players: six role cards, no Prospector on the table.
  await expect(player.locator('[data-place^="role:"]')).toHaveCount(6);
  await act(page, 'role:settler');
  await expectStepDone(page);
  await next(page);
  // Four players: one Prospector. Five players: four doubloons each, and Ben may take the second Prospector.
  await act(page, 'role:prospector');
  await expectStepDone(page);
  await next(page);
  await expect(player.locator('[data-place="p4:doubloons"]')).toContainText('4');
  await act(page, 'role:prospector');
  await expectStepDone(page);
  await next(page);
  await showTheRest(page, 5, setupPlan.steps);
  await page.goto('/en/learn/');
  await expect(page.locator('[data-progress-for="en/puerto-rico/11-setup"]')).toContainText(`${setupPlan.steps.length}/${setupPlan.steps.length} steps`);
});

test('the draft lesson refuses a production building, the Forest House beside the Hacienda and a full cost slot', async ({ page }) => {
  await page.goto('/en/learn/puerto-rico/13-new-buildings-draft/#step-2');
  await islandsReady(page);
  await expectRefused(page, 'supply:building:smallIndigoPlant', 'setup.draft');
  await act(page, 'supply:building:hacienda');
  await expectStepDone(page);
  await next(page);
  await expectRefused(page, 'supply:building:forestHouse', 'setup.hacienda-forest-house');
  await act(page, 'supply:building:blackMarket');
  await expectStepDone(page);
  await next(page);
  await expectRefused(page, 'supply:building:constructionHut', 'setup.draft-cost');
  await checkA11y(page);
  await act(page, 'supply:building:library');
  await expectStepDone(page);
  await next(page);
  // The last slot: only a large building for 10 doubloons fits.
  await expectRefused(page, 'supply:building:unionHall', 'setup.draft-cost');
  await act(page, 'supply:building:cloister');
  await expectStepDone(page);
  await next(page);
  await showTheRest(page, 6, draftPlan.steps);
});

test('the guided first round: the learner plays Ana while the others’ moves are made for them', async ({ page }) => {
  await page.goto('/en/learn/puerto-rico/12-first-round/');
  await islandsReady(page);
  const player = page.locator('.lesson-player');
  await next(page);
  await act(page, 'role:settler');
  await expectStepDone(page);
  await next(page);
  await act(page, 'quarries');
  await expectStepDone(page);
  await next(page);
  // Ben, Cleo and Dan have planted and Ben chose the Mayor: Ana's colonist must go on a circle.
  await expect(player.locator('[data-place="role:mayor"]')).toContainText('Ben');
  await page.locator('.lesson-player [data-place="move:pass"]').first().click();
  await expect(player.locator('.feedback').getByRole('link')).toHaveAttribute('href', '/en/rules/#mayor.fill-circles');
  await act(page, 'p0:island:1');
  await expectStepDone(page);
  await next(page);
  await expectRefused(page, 'supply:building:coffeeRoaster', 'builder.afford');
  await act(page, 'supply:building:smallIndigoPlant');
  await expectStepDone(page);
  await checkA11y(page);
  await next(page);
  await expect(player.locator('[data-place="p3:goods:corn"]')).toContainText('2');
  await next(page);
  await expect(player).toHaveAttribute('data-state', 'finished');
  await expect(player.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(firstRoundPlan.steps.length));
});
