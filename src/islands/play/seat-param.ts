/**
 * Who plays which seat, carried beside a shared game's link code as `?seats=` (the notation
 * holds the game, not the people at the table). One letter a seat: p a person, else the bot
 * level's letter from the ladder (src/bots/puerto-rico/ladder.ts: r Beginner, c Casual,
 * h Skilled, e Expert, s Master; r, h and s meant the random, heuristic and strong bots before
 * the levels had names, and still do), e.g. `?seats=phhh`. The parameter comes from a URL, so it is
 * untrusted: anything but exactly one known letter per seat reads as "not given". The names
 * people typed travel inside the code, in the notation's `view.names` (linkNames); links made
 * before that carried them as repeated `n` parameters (`&n=Ann&n=Ben`), which are still read
 * (namesFromLink) but never written.
 */
import type { Lang } from '../../content/schemas';
import { LADDER, rung } from '../../bots/puerto-rico/ladder';
import type { SeatKind } from '../../machines/puerto-rico/table';
import { fill } from '../../i18n/define';
import { isSeatName, NAME_MAX as LINK_NAME_MAX, scenarioPath } from '../../notation';

const LANGS: readonly Lang[] = ['en', 'hu', 'nl'];

const PERSON = 'p';
const FROM_LETTER: Readonly<Record<string, SeatKind>> = Object.fromEntries([[PERSON, { kind: 'human' }], ...LADDER.map((r): [string, SeatKind] => [r.letter, { kind: 'bot', level: r.level }])]);

/** The seats as the parameter's letters, e.g. 'phhh'. */
export function seatsToParam(seats: readonly SeatKind[]): string {
  return seats.map((s) => (s.kind === 'human' ? PERSON : rung(s.level).letter)).join('');
}

/** The seats a parameter names, or null when it is missing, malformed or of another size than the game. */
export function seatsFromParam(raw: string | null, players: number): SeatKind[] | null {
  if (raw === null || raw.length !== players) return null;
  const seats: SeatKind[] = [];
  for (const ch of raw) {
    const s = Object.hasOwn(FROM_LETTER, ch) ? FROM_LETTER[ch] : undefined;
    if (s === undefined) return null;
    seats.push(s);
  }
  return seats;
}

/**
 * Seats for a link that does not say: the viewer plays the seat the link shows (or the one to
 * act), Skilled bots play the others.
 */
export function defaultSeats(players: number, viewer: number): SeatKind[] {
  return Array.from({ length: players }, (_, i) => (i === viewer ? { kind: 'human' } : { kind: 'bot', level: 'skilled' }));
}

/** Longest name an old `&n=` link kept (the setup form's limit then). */
const OLD_NAME_MAX = 40;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** The names an old link carries as `&n=`, one per seat, or null when missing or of another size than the game. Control characters are dropped. */
export function namesFromParams(params: URLSearchParams, players: number): string[] | null {
  const names = params.getAll('n');
  if (names.length !== players) return null;
  return names.map((n) => n.replace(CONTROL, '').trim().slice(0, OLD_NAME_MAX));
}

/**
 * The seats' default names in every language ('name.default' of src/i18n/strings/play.ts; the
 * page holds only its own language's words, and a link may come from a page in another one).
 * seat-param.test.ts checks them against the table.
 */
export const DEFAULT_NAMES: Readonly<Record<Lang, string>> = { en: 'Player {n}', hu: '{n}. játékos', nl: 'Speler {n}' };

/** Whether a name is a seat's default name in any of the site's languages ("Player 2", "2. játékos", "Speler 2"). */
export function isDefaultName(name: string, seat: number): boolean {
  return LANGS.some((lang) => fill(DEFAULT_NAMES[lang], { n: seat + 1 }) === name);
}

/**
 * The seat names a play link opens with: the code's own (`view.names`, already checked by the
 * notation decoder) when it has them, else an old link's `&n=` parameters, else none ([]).
 */
export function namesFromLink(viewNames: readonly string[] | null | undefined, params: URLSearchParams, players: number): string[] {
  // A seat nobody named went into the code by its default name in the sharer's language; read it
  // as unnamed, so this page names it in its own ("Speler 2", not "Player 2").
  if (viewNames && viewNames.length === players) return viewNames.map((n, i) => (isDefaultName(n, i) ? '' : n));
  return namesFromParams(params, players) ?? [];
}

/**
 * The names to write into a link's `view.names`: null when nobody typed one; otherwise one per
 * seat, each cut to what a link carries, and a blank seat given its default name ("Player 2"),
 * since the notation has no "unnamed" seat.
 */
export function linkNames(names: readonly string[], players: number, defaultName: (seat: number) => string): string[] | null {
  const given = Array.from({ length: players }, (_, i) => (names[i] ?? '').replace(CONTROL, '').trim().slice(0, LINK_NAME_MAX).trim());
  if (given.every((x) => x === '')) return null;
  return given.map((x, i) => (isSeatName(x) ? x : defaultName(i)));
}

/** `search` (e.g. '?fast=1') with its seats set to these, other parameters kept; an old link's `n` names are dropped (the code carries them). */
export function searchWithSeats(search: string, seats: readonly SeatKind[]): string {
  const params = new URLSearchParams(search);
  params.set('seats', seatsToParam(seats));
  params.delete('n');
  return `?${params.toString()}`;
}

/** The play page's address for a game code and its seats, e.g. '/en/play/?seats=phhh#AQ…'. */
export function playPath(lang: Lang, code: string, seats: readonly SeatKind[]): string {
  const path = scenarioPath(lang, 'play', code);
  const hash = path.indexOf('#');
  return `${path.slice(0, hash)}${searchWithSeats('', seats)}${path.slice(hash)}`;
}
