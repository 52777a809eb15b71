/**
 * A shared Endeavor position opens on the table: the board shows it, the friend picks who plays
 * each seat, plays on from there (bots answer), and can share the position on screen in turn.
 * Links are made here with the notation's own encoder from a seeded game.
 */
import { test, expect, checkA11y, islandsReady } from './fixtures';
import { newGame, type GameState } from '../src/engine/endeavor';
import { endeavorPositionLink } from '../src/notation';
import { positionAfter as positionAt } from '../src/bots/endeavor/test-games';

const positionAfter = (seed: number, plies: number): GameState => positionAt(seed, plies, `e2e:${seed}`);

const PHASE = { build: 'Build phase', growth: 'Growth phase', salary: 'Salary phase', action: 'Action phase', gameOver: 'Game over' } as const;

test('a shared position opens with a seat chooser, plays on with bots, and shares the position on screen', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const state = positionAfter(17, 45);
  const toAct = state.toAct!;
  const other = (toAct + 1) % 3;
  await page.goto(`/en/play/endeavor/?fast=1#${endeavorPositionLink(state)}`);
  await islandsReady(page);

  // The position is on the board, with who is to act, before anything is played.
  const chooser = page.getByTestId('position-seats');
  await expect(chooser.getByRole('heading', { name: 'Play on from a shared position' })).toBeVisible();
  await expect(page.getByTestId('position-where')).toHaveText(`Round ${state.round} of 7 · ${PHASE[state.phase]} · You to act.`);
  await expect(chooser.getByRole('group', { name: 'World map' })).toBeVisible();
  await expect(page.getByText('cannot be played here yet')).toHaveCount(0);
  // Default seats: a person for the seat to act, heuristic bots elsewhere.
  await expect(chooser.getByLabel(`Seat ${toAct + 1}`)).toHaveValue('human');
  await expect(chooser.getByLabel(`Seat ${other + 1}`)).toHaveValue('heuristic');
  await checkA11y(page);

  await chooser.getByLabel(`Seat ${other + 1}`).selectOption('random');
  await chooser.getByRole('button', { name: 'Play from here' }).click();
  await expect(page.getByTestId('shared-notice')).toHaveText('Playing on from a shared position.');
  // The chooser is gone, so the focus moves to the status line that says where the game stands.
  await expect(page.getByTestId('status')).toBeFocused();
  await expect(page.getByTestId('status')).toContainText(`Round ${state.round} of 7`);
  const log = page.locator('.e-log li');
  await expect(log).toHaveCount(1);
  // No seed, so no game link; the position link is there.
  await expect(page.getByTestId('game-link')).toHaveCount(0);
  await expect(page.getByTestId('position-link')).toBeVisible();

  // The skip link changes the hash too, but it is an anchor, not a link code: the game stays.
  await page.goto(`/en/play/endeavor/?fast=1#content`);
  await expect(page.getByTestId('status')).toContainText(`Round ${state.round} of 7`);
  await expect(page.getByTestId('shared-error')).toHaveCount(0);

  // Our move, then the bots answer by themselves until it is our turn again (or the game ends).
  // (A token spent is a free action, so our turn may take more than one move.)
  const moves = page.getByTestId('moves').getByRole('button');
  const botLines = log.filter({ hasText: /^Bot \d \((Beginner|Skilled)\): / });
  for (let i = 0; i < 30 && (await botLines.count()) === 0; i++) {
    await expect(page.getByTestId('scores').or(moves.first())).toBeVisible();
    if (await page.getByTestId('scores').isVisible()) break;
    await moves.first().click();
  }
  await expect(botLines.first()).toBeVisible();
  await expect(page.getByTestId('scores').or(moves.first())).toBeVisible();
  await checkA11y(page);

  // "Copy link to this position" copies the position on screen, which opens the same for a friend.
  const status = (await page.getByTestId('status').textContent())!;
  // Each seat's heading: name, who is first and to act, glory. (Your own board folds while you choose
  // from the building stock and is open in the friend's preview, so the boards' bodies may differ.)
  const seats = (p: typeof page) => p.locator('.e-players h3').evaluateAll((hs) => hs.map((h) => (h as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
  const players = await seats(page);
  const positionLink = page.getByRole('group', { name: 'Link to this position' });
  await positionLink.getByRole('button', { name: 'Copy link' }).click();
  await expect(positionLink.getByRole('status')).toContainText(/Link copied|did not let the page copy/);
  const url = await positionLink.locator('[data-share="url"]').inputValue();
  expect(url).toMatch(/\/en\/play\/endeavor\/#[A-Za-z0-9_-]+$/);
  expect(new URL(url).hash).not.toBe(`#${endeavorPositionLink(state)}`);

  const friend = await browser.newContext({ baseURL });
  const seen = await friend.newPage();
  await seen.goto(url.replace(/^https?:\/\/[^/]+/, '').replace('/en/play/endeavor/', '/en/play/endeavor/?fast=1'));
  await islandsReady(seen);
  const theirs = seen.getByTestId('position-seats');
  await expect(theirs).toBeVisible();
  // Same seats as on our table, so the names and the seats' headings read the same.
  await theirs.getByLabel(`Seat ${toAct + 1}`).selectOption('human');
  await theirs.getByLabel(`Seat ${other + 1}`).selectOption('random');
  await theirs.getByLabel(`Seat ${3 - toAct - other + 1}`).selectOption('heuristic');
  await expect.poll(() => seats(seen)).toEqual(players);
  await theirs.getByRole('button', { name: 'Play from here' }).click();
  await expect(seen.getByTestId('status')).toHaveText(status);
  await friend.close();
});

test('a link made with the earlier practice components says so, and the table still starts a new game', async ({ page }) => {
  // A frozen version 4 replay (notation/link.test.ts V4_ENDEAVOR), made before the real components.
  await page.goto('/en/play/endeavor/#BCh5NBZQV8F1BSwV0F4WTpgwRAKirUAZwYSHgYm0kyXlOIQAZ04');
  await islandsReady(page);
  await expect(page.getByTestId('shared-error')).toContainText('made with the earlier practice components');
  await expect(page.getByTestId('position-seats')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
  await checkA11y(page);
});

test('a broken or hand-made position link says so in plain words and offers a new game', async ({ page }) => {
  const code = endeavorPositionLink(positionAfter(3, 10));
  // One character changed: the check digits catch it.
  const broken = code.slice(0, 20) + (code[20] === 'A' ? 'B' : 'A') + code.slice(21);
  await page.goto(`/en/play/endeavor/#${broken}`);
  await islandsReady(page);
  await expect(page.getByTestId('shared-error')).toContainText('This link cannot be opened');
  await expect(page.getByTestId('shared-error')).toContainText('check digits do not match');
  await expect(page.getByTestId('position-seats')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
  await checkA11y(page);

  // An intact code whose position breaks the rules (a marker too many): the engine's gate refuses it.
  const s = newGame({ players: 3 }, 5);
  const forged = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, supply: p.supply + 1 } : p)) };
  // Pasted over the address of the open page: only the hash changes, and the table reads it.
  await page.goto(`/en/play/endeavor/#${endeavorPositionLink(forged)}`);
  await expect(page.getByTestId('shared-error')).toContainText('breaks the rules of the game');
  await expect(page.getByTestId('position-seats')).toHaveCount(0);

  // And a good position link pasted the same way opens its seat chooser.
  await page.goto(`/en/play/endeavor/#${endeavorPositionLink(positionAfter(3, 10))}`);
  await expect(page.getByTestId('position-seats')).toBeVisible();
  await expect(page.getByTestId('shared-error')).toHaveCount(0);
});

test('the Dutch table speaks Dutch from a shared position', async ({ page }) => {
  const state = positionAfter(8, 30);
  await page.goto(`/nl/play/endeavor/?fast=1#${endeavorPositionLink(state)}`);
  await islandsReady(page);
  const chooser = page.getByTestId('position-seats');
  await expect(chooser.getByRole('heading', { name: 'Verder spelen vanaf een gedeelde stand' })).toBeVisible();
  await expect(chooser.getByRole('group', { name: 'Wie speelt op welke plaats' })).toBeVisible();
  // By role: the Dutch board's own labels also say 'plaats 1' (a space on a shipping track).
  await expect(chooser.getByRole('combobox', { name: /^Plaats 1/ })).toBeVisible();
  await chooser.getByRole('button', { name: 'Speel vanaf hier' }).click();
  await expect(page.getByTestId('status')).toContainText(`Ronde ${state.round} van 7`);
  await expect(page.getByText('Wat er gebeurde')).toBeVisible();
  await expect(page.locator('.e-log li').first()).toHaveText(/^Ronde \d · (Bouwfase|Groeifase|Salarisfase|Actiefase)$/);
  await expect(page.getByRole('group', { name: 'Link naar deze stand' }).getByRole('button', { name: 'Link kopiëren' })).toBeVisible();
  await page.getByRole('button', { name: 'Nieuw spel' }).click();
  await expect(page.getByRole('button', { name: 'Spel starten' })).toBeVisible();
  await checkA11y(page);
});
