/**
 * Who plays which seat, carried beside a shared game's link code as `?seats=` (the notation
 * holds the game, not the people at the table). One letter a seat: p person, r random bot,
 * h heuristic bot, s strong bot, e.g. `?seats=phhh`. The parameter comes from a URL, so it is
 * untrusted: anything but exactly one known letter per seat reads as "not given". The names
 * people typed travel as repeated `n` parameters (`&n=Ann&n=Ben`), only when one was typed.
 */
import type { Lang } from '../../content/schemas';
import type { BotLevel } from '../../engine/puerto-rico/bots/explain';
import type { SeatKind } from '../../machines/game-table';
import { scenarioPath } from '../../notation';

const LETTER: Record<'human' | BotLevel, string> = { human: 'p', random: 'r', heuristic: 'h', strong: 's' };
const FROM_LETTER: Readonly<Record<string, SeatKind>> = {
  p: { kind: 'human' },
  r: { kind: 'bot', level: 'random' },
  h: { kind: 'bot', level: 'heuristic' },
  s: { kind: 'bot', level: 'strong' },
};

/** The seats as the parameter's letters, e.g. 'phhh'. */
export function seatsToParam(seats: readonly SeatKind[]): string {
  return seats.map((s) => LETTER[s.kind === 'human' ? 'human' : s.level]).join('');
}

/** The seats a parameter names, or null when it is missing, malformed or of another size than the game. */
export function seatsFromParam(raw: string | null, players: number): SeatKind[] | null {
  if (raw === null || raw.length !== players) return null;
  const seats: SeatKind[] = [];
  for (const ch of raw) {
    const s = Object.prototype.hasOwnProperty.call(FROM_LETTER, ch) ? FROM_LETTER[ch] : undefined;
    if (s === undefined) return null;
    seats.push(s);
  }
  return seats;
}

/**
 * Seats for a link that does not say: the viewer plays the seat the link shows (or the one to
 * act), heuristic bots play the others.
 */
export function defaultSeats(players: number, viewer: number): SeatKind[] {
  return Array.from({ length: players }, (_, i) => (i === viewer ? { kind: 'human' } : { kind: 'bot', level: 'heuristic' }));
}

/** Longest name kept, as in the setup form. */
const NAME_MAX = 40;

/** The names a link carries, one per seat, or null when missing or of another size than the game. Control characters are dropped. */
export function namesFromParams(params: URLSearchParams, players: number): string[] | null {
  const names = params.getAll('n');
  if (names.length !== players) return null;
  // eslint-disable-next-line no-control-regex
  return names.map((n) => n.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, NAME_MAX));
}

/** `search` (e.g. '?fast=1') with its seats and names set to these, other parameters kept. */
export function searchWithSeats(search: string, seats: readonly SeatKind[], names: readonly string[] = []): string {
  const params = new URLSearchParams(search);
  params.set('seats', seatsToParam(seats));
  params.delete('n');
  if (names.some((n) => n.trim() !== '')) for (let i = 0; i < seats.length; i++) params.append('n', (names[i] ?? '').trim());
  return `?${params.toString()}`;
}

/** The play page's address for a game code, its seats and names, e.g. '/en/play/?seats=phhh#AQ…'. */
export function playPath(lang: Lang, code: string, seats: readonly SeatKind[], names: readonly string[] = []): string {
  const path = scenarioPath(lang, 'play', code);
  const hash = path.indexOf('#');
  return `${path.slice(0, hash)}${searchWithSeats('', seats, names)}${path.slice(hash)}`;
}
