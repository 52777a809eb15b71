import type { Page } from '@playwright/test';
import { test, expect, checkA11y, islandsReady } from './fixtures';
import { playOneMove, playStatus, startPuertoRicoGame } from './play-table';
import { DEFAULT_OPTIONS, newGame, playGame } from '../src/engine/puerto-rico';
import { randomBot } from '../src/bots/puerto-rico/random';
import { decodeLink, replayLink } from '../src/notation';
import { crc16 } from '../src/notation/checksum';
import { toBase64Url } from '../src/notation/base64url';

const status = playStatus;
const startGame = (page: Page, players: number, seed: string) => startPuertoRicoGame(page, { players, seed });

test('a complete 4-player game against three random bots ends with the score table', async ({ page }) => {
  test.setTimeout(240_000);
  await startGame(page, 4, '2026');
  let moves = 0;
  while ((await playOneMove(page)) === 'moved') {
    moves++;
    expect(moves, 'the game should end').toBeLessThan(1500);
  }
  const table = page.getByTestId('score-table');
  await expect(table).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
  // Said once: the status line tells why the game ended, the card who won and how.
  await expect(page.getByText('Game over', { exact: true })).toHaveCount(1);
  await expect(status(page)).not.toContainText('Game over');
  await expect(status(page)).toHaveText(/^The game ended after round \d+: .+\.$/);
  await expect(page.getByTestId('winner')).toHaveText(/^(You|Bot \d \(Beginner\))( and (You|Bot \d \(Beginner\)))* won with \d+ VP\.$|^A shared win/);
  await expect(page.getByRole('link', { name: 'Watch the replay move by move' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New game' })).toHaveCount(0);
  // Every line of the log names who moved; the person's moves are there too.
  await expect(page.locator('.play-log-list > li').first()).toContainText(':');
  expect(await page.locator('.play-log-list > li').count()).toBeGreaterThan(moves);
  await checkA11y(page);
});

test('the share link in the address reopens the same position, straight into the game', async ({ page, context }) => {
  await startGame(page, 3, '77');
  for (let i = 0; i < 4; i++) await playOneMove(page);
  await expect(status(page)).toHaveText(/to play/, { timeout: 30_000 });
  // The address follows the board after it is drawn: wait until its code holds every move of the log.
  const logged = await page.locator('.play-log-list > li').count();
  await expect
    .poll(() => {
      const d = decodeLink(new URL(page.url()).hash.slice(1));
      return d.ok && d.value.envelope.scenario.kind === 'replay' ? d.value.envelope.scenario.moves.length : -1;
    })
    .toBe(logged);
  const summary = await page.locator('[data-summary]').textContent();
  const url = new URL(page.url());
  const hash = url.hash;
  expect(hash.length).toBeGreaterThan(5);
  expect(url.searchParams.get('seats')).toBe('prr');

  const other = await context.newPage();
  // A fresh page without the save: the link alone must rebuild the game.
  await other.addInitScript(() => localStorage.clear());
  await other.goto(`/en/play/?fast=1&seats=prr${hash}`);
  await islandsReady(other);
  // It opens the game at once: no setup form, the seats as they were shared (the person at seat 1).
  await expect(other.getByText(/Game opened from a link, with the seats as they were shared/)).toBeVisible();
  await expect(other.getByRole('button', { name: 'Start the game' })).toHaveCount(0);
  await expect(other.getByTestId('play-status')).toHaveText(/You to play/);
  // The board's words may follow the status by a render: wait for them rather than read once.
  await expect(other.locator('[data-summary]')).toHaveText(summary ?? '');
});

test('undo takes back the person’s last move, and a reload resumes the game', async ({ page }) => {
  await startGame(page, 3, '5');
  await expect(status(page)).toHaveText(/to play/);
  const before = await page.locator('[data-summary]').textContent();
  await playOneMove(page);
  await expect(status(page)).toHaveText(/to play|game ended/);
  await page.getByRole('button', { name: 'Undo my last move' }).click();
  await expect(status(page)).toHaveText(/to play/);
  expect(await page.locator('[data-summary]').textContent()).toBe(before);

  await playOneMove(page);
  await expect(status(page)).toHaveText(/to play/);
  const now = await page.locator('[data-summary]').textContent();
  await page.reload();
  await islandsReady(page);
  await expect(page.getByText('Your last game was resumed.')).toBeVisible();
  expect(await page.locator('[data-summary]').textContent()).toBe(now);
});

test('a junk save is cleared with a notice, not a crash', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('eurotutor.play.puerto-rico.v1', '{"seats":[{"kind":"bot","level":"x"}]'));
  await page.goto('/en/play/');
  await islandsReady(page);
  await expect(page.getByText('The saved game could not be read')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
});

test('a save with unreadable seats resumes its game with seats set anew (issue #24.5)', async ({ page }) => {
  const code = replayLink(DEFAULT_OPTIONS, 4, []);
  const save = JSON.stringify({ seats: [{ kind: 'bot', level: 'godlike' }], names: ['Ann'], code });
  await page.addInitScript((s) => localStorage.setItem('eurotutor.play.puerto-rico.v1', s), save);
  await page.goto('/en/play/?fast=1');
  await islandsReady(page);
  await expect(page.getByText(/Your last game was resumed. Who played which seat could not be read back/)).toBeVisible();
  await expect(status(page)).toHaveText(/to play/, { timeout: 30_000 });
});

test('a game saved by a newer version of the site is kept, not cleared (issue #24.5)', async ({ page }) => {
  // A version of the notation after this site's, with intact check digits: this site cannot read it, a newer one can.
  const body = Uint8Array.of(99, 0, 0, 0);
  const crc = crc16(body);
  const save = JSON.stringify({ seats: [], names: [], code: toBase64Url(Uint8Array.of(...body, crc >> 8, crc & 0xff)) });
  await page.addInitScript((s) => {
    if (!sessionStorage.getItem('set')) {
      localStorage.setItem('eurotutor.play.puerto-rico.v1', s);
      sessionStorage.setItem('set', '1');
    }
  }, save);
  await page.goto('/en/play/');
  await islandsReady(page);
  await expect(page.getByText(/made by a newer version of this site. It is kept/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('eurotutor.play.puerto-rico.v1'))).toBe(save);
  await page.reload();
  await islandsReady(page);
  expect(await page.evaluate(() => localStorage.getItem('eurotutor.play.puerto-rico.v1'))).toBe(save);
  // A new game started here plays, but is not written over the newer version's game.
  await startGame(page, 3, '5');
  await playOneMove(page);
  await expect(page.getByTestId('cannot-save')).toHaveText(/This game is not saved, so that the game saved by a newer version/);
  expect(await page.evaluate(() => localStorage.getItem('eurotutor.play.puerto-rico.v1'))).toBe(save);
});

test('blocked storage says the game cannot be saved, and the game plays on (issue #24.5)', async ({ page }) => {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: refuse });
  });
  await startGame(page, 3, '9');
  await expect(page.getByTestId('cannot-save')).toHaveText(/cannot be saved in this browser/);
  await expect(page.getByTestId('cannot-save')).toHaveCount(1);
  expect(await playOneMove(page)).toBe('moved');
});

test('a link without seats opens with the viewer at the seat to act and bots elsewhere; seats can be changed', async ({ page, context }) => {
  await startGame(page, 3, '31');
  for (let i = 0; i < 2; i++) await playOneMove(page);
  const hash = new URL(page.url()).hash;

  const other = await context.newPage();
  await other.addInitScript(() => localStorage.clear());
  await other.goto(`/en/play/?fast=1${hash}`);
  await islandsReady(other);
  // Whoever is to act in the linked position (a person or a bot there) is the viewer here.
  await expect(other.getByTestId('play-status')).toHaveText(/You to play/);
  // The viewer's board is the one named "You" (data-place="p<seat>").
  const viewer = Number((await other.getByRole('region', { name: 'You', exact: true }).getAttribute('data-place'))!.slice(1));
  await expect(other.getByText(`Game opened from a link. You play Player ${viewer + 1}; bots play the other seats.`, { exact: false })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Start the game' })).toHaveCount(0);
  // The default seats travel on in the address.
  const letters = (human: number[]) => [0, 1, 2].map((i) => (human.includes(i) ? 'p' : 'h')).join('');
  await expect.poll(() => new URL(other.url()).searchParams.get('seats')).toBe(letters([viewer]));

  // Change seats: a second seat becomes a person too, with a name; the game goes on from the same position.
  const friend = (viewer + 1) % 3;
  const summary = await other.locator('[data-summary]').textContent();
  await other.getByRole('button', { name: 'Change seats' }).click();
  const form = other.getByRole('form', { name: 'Who plays each seat' });
  await form
    .getByRole('group', { name: `Seat ${friend + 1}` })
    .getByLabel('Who plays')
    .selectOption('human');
  await form
    .getByRole('group', { name: `Seat ${friend + 1}` })
    .getByLabel('Name')
    .fill('Bea');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form).toHaveCount(0);
  await expect.poll(() => new URL(other.url()).searchParams.get('seats')).toBe(letters([viewer, friend]));
  // Two people now share the screen: the handover cover comes first.
  const reveal = other.getByRole('button', { name: `I am Player ${viewer + 1}, show my board` });
  await expect(reveal).toBeFocused();
  await reveal.click();
  // The same position, with the friend's seat now called Bea; with two people at the device the
  // viewer is "Player n" again, and the one bot left is named by its level alone.
  // The summary is drawn again after the cover goes: wait for the new names before reading it (seen flaky in CI).
  // A seat's name is followed by " (Governor)" when it holds the governor's card.
  const seatEntry = (name: string) => new RegExp(`${name}( \\(Governor\\))?: `);
  await expect(other.locator('[data-summary]')).toContainText(seatEntry('Bea'));
  const after = (await other.locator('[data-summary]').textContent()) ?? '';
  expect(after).toMatch(seatEntry('Bea'));
  expect(after).toMatch(seatEntry(`Player ${viewer + 1}`));
  expect(after).not.toContain('You');
  const supply = (t: string) => /Supply: [^.]*\./.exec(t)?.[0];
  expect(supply(after)).toBe(supply(summary ?? ''));
});

/** The names the code in a page's address carries (view.names). */
const namesInAddress = (url: string) => {
  const d = decodeLink(new URL(url).hash.slice(1));
  return d.ok ? (d.value.envelope.view.names ?? null) : 'bad code';
};

test('typed names travel inside the code, not beside it, and a link opens with them', async ({ page, context }) => {
  await startPuertoRicoGame(page, { players: 3, seats: [{ name: 'Ann & Co' }, { who: 'beginner' }, { who: 'beginner' }], seed: '12' });
  await expect(status(page)).toHaveText(/Ann & Co to play/);
  await expect.poll(() => namesInAddress(page.url())).toEqual(['Ann & Co', 'Player 2', 'Player 3']);
  expect(new URL(page.url()).searchParams.getAll('n')).toEqual([]);
  await expect(page.locator('[data-share="url"]')).toHaveValue(/\/en\/play\/\?seats=prr#/);

  const other = await context.newPage();
  await other.addInitScript(() => localStorage.clear());
  await other.goto(`/en/play/?fast=1&seats=prr${new URL(page.url()).hash}`);
  await islandsReady(other);
  await expect(other.getByTestId('play-status')).toHaveText(/Ann & Co to play/);
});

test('an old link with names as &n= still opens with them, and the address moves them into the code', async ({ page }) => {
  await page.addInitScript(() => localStorage.clear());
  const code = replayLink({ ...DEFAULT_OPTIONS, players: 3 }, 40, []);
  await page.goto(`/en/play/?fast=1&seats=prr&n=Zo%C3%A9&n=Bea&n=Cy#${code}`);
  await islandsReady(page);
  await expect(status(page)).toHaveText(/Zoé to play/);
  await expect.poll(() => namesInAddress(page.url())).toEqual(['Zoé', 'Bea', 'Cy']);
  expect(new URL(page.url()).searchParams.getAll('n')).toEqual([]);
  expect(new URL(page.url()).searchParams.get('seats')).toBe('prr');
});

test('a bot’s “Why?” is in the page’s language', async ({ page }) => {
  await page.addInitScript(() => localStorage.clear());
  // Seat 1 a heuristic bot, so it moves first and explains itself; Hungarian page.
  await page.goto(`/hu/play/?fast=1&seats=hp#${replayLink({ ...DEFAULT_OPTIONS, players: 2 }, 3, [])}`);
  await islandsReady(page);
  const why = page.locator('.play-why').first();
  await why.locator('summary').click();
  await expect(why).toContainText('a legjobbnak látszó lehetőséget választotta');
  await expect(why).toContainText('neked');
  await expect(why).not.toContainText(/\b(you|the others|leaves|gain)\b/);
  await checkA11y(page);
});

/** The link of a whole 4-player game played by the engine's random bot (long names, as people type them). */
function finishedGameLink(): string {
  const options = { ...DEFAULT_OPTIONS, players: 4 as const };
  const { moves } = playGame(newGame(options, 7), randomBot(7));
  return replayLink(options, 7, moves, { names: ['Krisztina', 'Róbert', 'Anna', 'Dávid'] });
}

test('a finished game is final and says so once; its score fits 360 px in every language', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const code = finishedGameLink();
  for (const [lang, over, undo] of [
    ['en', 'Game over', 'Undo my last move'],
    ['hu', 'Vége a játéknak', 'Utolsó lépésem visszavonása'],
    ['nl', 'Einde van het spel', 'Mijn laatste zet ongedaan maken'],
  ] as const) {
    // A person at seat 1 played moves of this game, yet nothing can be taken back at the end.
    await page.goto(`/${lang}/play/?fast=1&seats=prrr#${code}`);
    await islandsReady(page);
    await expect(page.getByTestId('score-table')).toBeVisible();
    await expect(page.getByRole('button', { name: undo })).toHaveCount(0);
    // One status: the page's line says why it ended, the card says it is over; the board adds nothing.
    await expect(page.locator('.pr-status-line')).toHaveCount(0);
    await expect(page.getByText(over, { exact: true })).toHaveCount(1);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(5);
    await expect(page.getByRole('rowheader', { name: 'Krisztina' })).toBeVisible();
    const widths = await page.locator('.play-scroll').evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(widths[0], `${lang}: the score table scrolls sideways`).toBeLessThanOrEqual(widths[1]!);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
  await checkA11y(page);
});

test('a finished game’s link names nobody as the one to play (issue #24.6)', async ({ page }) => {
  await page.addInitScript(() => localStorage.clear());
  await page.goto(`/en/play/?fast=1#${finishedGameLink()}`);
  await islandsReady(page);
  await expect(page.getByTestId('score-table')).toBeVisible();
  await expect(page.getByText('A finished game opened from a link.')).toBeVisible();
  await expect(page.locator('.play-notice')).not.toContainText('You play');
});
