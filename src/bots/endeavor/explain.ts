/**
 * Why the strong Endeavor bot values an option: what the option brings the mover by the end of
 * its rollout, read from the engine's own results (score breakdown, tracks, holdings) before and
 * after, never restating a rule. Reasons are keys with numbers; the words live in
 * src/i18n/strings/endeavor-reasons.ts, so a page words them in the reader's language.
 */
import { scores } from '../../engine/endeavor/scoring';
import type { GameState } from '../../engine/endeavor/state';
import { TRACKS, type Track } from '../../engine/endeavor/vocabulary';
import { isNat, isObject, isOneOf } from '../../engine/guards';

/** One thing an option brings the mover, in a fixed order; only non-zero parts are listed. */
export type EndeavorReasonPart =
  | { readonly key: 'glory'; readonly n: number }
  | { readonly key: 'track'; readonly track: Track; readonly n: number }
  | { readonly key: 'cities'; readonly n: number }
  | { readonly key: 'cards'; readonly n: number }
  | { readonly key: 'buildings'; readonly n: number }
  | { readonly key: 'lead'; readonly n: number };

/** The option's reason: the mover's gains, and the glory lead it ends with (over the best other). */
export interface EndeavorReason {
  readonly parts: readonly EndeavorReasonPart[];
}

function lead(state: GameState, seat: number): number {
  const totals = scores(state).map((s) => s.total);
  const mine = totals[seat] ?? 0;
  const best = Math.max(...totals.filter((_, i) => i !== seat));
  return mine - (Number.isFinite(best) ? best : 0);
}

function citiesOf(state: GameState, seat: number): number {
  return Object.values(state.board.cities).filter((c) => c.owner === seat).length;
}

/** What moving from `before` to `after` (the rollout's end) brought `seat`. */
export function endeavorReason(before: GameState, after: GameState, seat: number): EndeavorReason {
  const parts: EndeavorReasonPart[] = [];
  const was = before.players[seat];
  const now = after.players[seat];
  if (was === undefined || now === undefined) return { parts };
  const glory = (scores(after)[seat]?.total ?? 0) - (scores(before)[seat]?.total ?? 0);
  if (glory !== 0) parts.push({ key: 'glory', n: glory });
  for (const track of TRACKS) {
    const n = now.tracks[track] - was.tracks[track];
    if (n !== 0) parts.push({ key: 'track', track, n });
  }
  const cities = citiesOf(after, seat) - citiesOf(before, seat);
  if (cities !== 0) parts.push({ key: 'cities', n: cities });
  const cards = now.cards.length - was.cards.length;
  if (cards !== 0) parts.push({ key: 'cards', n: cards });
  const buildings = now.buildings.length - was.buildings.length;
  if (buildings !== 0) parts.push({ key: 'buildings', n: buildings });
  parts.push({ key: 'lead', n: lead(after, seat) });
  return { parts };
}

/** Why the strong bot chose its move, as the game log shows it: what the chosen option's rollout brought. */
export interface EndeavorWhy {
  /** Decisions looked ahead in each rollout. */
  readonly depth: number;
  /** How many options were played out and compared. */
  readonly weighed: number;
  readonly reason: EndeavorReason;
}

const PART_KEYS = ['glory', 'track', 'cities', 'cards', 'buildings', 'lead'] as const;
const isPart = (x: unknown): x is EndeavorReasonPart => isObject(x) && isOneOf(PART_KEYS, x.key) && Number.isInteger(x.n) && (x.key !== 'track' || isOneOf(TRACKS, x.track));

/** A "why" from outside (a worker message) read as one, or null: nothing else reaches the page. */
export function asEndeavorWhy(x: unknown): EndeavorWhy | null {
  if (!isObject(x) || !isNat(x.depth) || !isNat(x.weighed) || !isObject(x.reason)) return null;
  const parts = x.reason.parts;
  if (!Array.isArray(parts) || parts.length > PART_KEYS.length + TRACKS.length || !parts.every(isPart)) return null;
  return { depth: x.depth, weighed: x.weighed, reason: { parts } };
}
