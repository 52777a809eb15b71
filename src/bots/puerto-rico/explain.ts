/**
 * Why a bot chose its move: the options it weighed, each with a value and a structured reason
 * (what the option brings the seat and the others by the end of the phase, and which role it
 * likely leaves to whom). Reasons are keys with values, never sentences: the page words them in
 * the reader's language (src/islands/play/reason-words.ts).
 *
 * Reasons are made by comparing the position before an option with the position the bot expects
 * after it (the rest of the phase played out), so they never restate a rule: they read the
 * engine's own results.
 */
import type { Move } from '../../engine/puerto-rico/moves';
import type { GameState, PlayerState } from '../../engine/puerto-rico/state';
import { colonistsOf } from '../../engine/puerto-rico/state';
import type { BuildingId, ByGood, Good, IslandTile, Role } from '../../engine/puerto-rico/vocabulary';
import { GOODS } from '../../engine/puerto-rico/vocabulary';

/**
 * The kinds of bot that explain a decision: what chose the move (the levels people pick from,
 * ladder.ts, are built from these). The casual level's moves are explained by whichever of the
 * random and heuristic bots chose them.
 */
export const BOT_KINDS = ['random', 'heuristic', 'strong'] as const;
export type BotKind = (typeof BOT_KINDS)[number];

/**
 * What an option's `value` measures:
 * - 'vp-margin': expected final VP lead over the opponents (heuristic; higher is better);
 * - 'win-rate': share of simulated games won after this move, 0..1 (strong);
 * - 'none': not weighed (random).
 */
export type ValueMeasure = 'vp-margin' | 'win-rate' | 'none';

/**
 * One thing an option brings its own seat by the end of the phase. `goods` lists only goods with
 * a count above 0 in GOODS order.
 */
export type GainPart =
  /** Tiles that came onto the island, e.g. ['indigo'] or ['quarry']. */
  | { key: 'tiles'; tiles: IslandTile[] }
  /** Buildings that came into the city, and the doubloons that went out (0 when none did). */
  | { key: 'build'; buildings: BuildingId[]; paid: number }
  | { key: 'colonists'; n: number }
  /** Buildings that had no colonist before and have one now. */
  | { key: 'man'; buildings: BuildingId[] }
  /** More manned island spaces. */
  | { key: 'work'; n: number }
  | { key: 'produce'; goods: GoodCount[] }
  /** Goods gone and VP gained: shipped. */
  | { key: 'ship'; goods: GoodCount[]; vp: number }
  | { key: 'vp'; vp: number }
  /** Goods gone and doubloons gained (no VP): sold. */
  | { key: 'sell'; goods: GoodCount[]; doubloons: number }
  | { key: 'doubloons'; n: number }
  /** Goods gone for nothing (spoiled at the end of the Captain's phase). */
  | { key: 'lose'; goods: GoodCount[] };

/** A good and how many barrels of it. */
export interface GoodCount {
  good: Good;
  n: number;
}

/** What the other seats gain together by the end of the phase (each count ≥ 0). */
export interface OthersGain {
  /** 1: a two-player game ("your opponent"); more: "the others". */
  seats: number;
  vp: number;
  buildings: number;
  tiles: number;
  colonists: number;
  barrels: number;
  doubloons: number;
}

/** What the next player is expected to do with the role left to him, for "leaves Trader to Bea". */
export interface LeftRole {
  seat: number;
  role: Role;
}

/** Why an option looks as it does, as data. */
export interface OptionReason {
  /** What the seat gains, in a fixed order; empty when nothing changes for it. */
  gains: GainPart[];
  /** A role card's doubloons, which the gains include. 0 when none. */
  cardDoubloons: number;
  /** Reported for a role, or when the option ends the phase; null otherwise. */
  others: OthersGain | null;
  /** The role the next player is expected to take from what this option leaves. */
  leaves: LeftRole | null;
}

/** Every key a reader of reasons must have words for (GainPart keys, then the other pieces). */
export const REASON_KEYS = ['tiles', 'build', 'colonists', 'man', 'work', 'produce', 'ship', 'vp', 'sell', 'doubloons', 'lose'] as const satisfies readonly GainPart['key'][];
/** Compile-time check that REASON_KEYS names every GainPart key. */
const everyKey: Exclude<GainPart['key'], (typeof REASON_KEYS)[number]> extends never ? true : never = true;
void everyKey;

/**
 * How the chosen option was picked:
 * - 'best': the highest value (heuristic) or most simulations (strong);
 * - 'random': uniformly at random (random bot);
 * - 'lot': by the bot's seed, as the evaluation cannot tell the options apart (the draft);
 * - 'only': the only legal move.
 */
export const PICKS = ['best', 'random', 'lot', 'only'] as const;
export type Pick = (typeof PICKS)[number];

/** One option a bot considered. */
export interface ConsideredMove {
  move: Move;
  /** See Explanation.measure. */
  value: number;
  /** Strong bot: simulations that went through this move. */
  visits?: number;
  /** What the option brings; null when it was not played out (draft by lot, only move, a quiet search). */
  reason: OptionReason | null;
}

/** Everything a bot can say about one decision. Plain JSON. */
export interface Explanation {
  /** The kind of bot that chose the move. */
  level: BotKind;
  seat: number;
  measure: ValueMeasure;
  /** How the first option was picked. */
  pick: Pick;
  /** The options, best first; the chosen move is the first. */
  options: ConsideredMove[];
  /** Strong bot: simulations run, and milliseconds spent. */
  iterations?: number;
  elapsedMs?: number;
}

/** A bot's answer: the move and why. */
export interface BotDecision {
  move: Move;
  explanation: Explanation;
}

interface Change {
  vp: number;
  doubloons: number;
  lost: ByGood<number>;
  gained: ByGood<number>;
  built: BuildingId[];
  tiles: IslandTile[];
  colonists: number;
  manned: BuildingId[];
  worked: number;
}

function change(a: PlayerState, b: PlayerState): Change {
  const lost = { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 };
  const gained = { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 };
  for (const g of GOODS) {
    const d = b.goods[g] - a.goods[g];
    if (d > 0) gained[g] = d;
    else lost[g] = -d;
  }
  const had = new Set(a.city.map((c) => c.building));
  return {
    vp: b.vp - a.vp,
    doubloons: b.doubloons - a.doubloons,
    lost,
    gained,
    built: b.city.filter((c) => !had.has(c.building)).map((c) => c.building),
    tiles: b.island.slice(a.island.length).map((i) => i.tile),
    colonists: colonistsOf(b) - colonistsOf(a),
    manned: b.city.filter((c) => c.colonists > 0 && !a.city.some((x) => x.building === c.building && x.colonists > 0)).map((c) => c.building),
    worked: b.island.filter((i) => i.colonists > 0).length - a.island.filter((i) => i.colonists > 0).length,
  };
}

const total = (g: ByGood<number>): number => GOODS.reduce((n, k: Good) => n + g[k], 0);
const counts = (g: ByGood<number>): GoodCount[] => GOODS.filter((k) => g[k] > 0).map((good) => ({ good, n: g[good] }));

/** The seat's own gains, in the order they are read out. */
function gainParts(c: Change): GainPart[] {
  const parts: GainPart[] = [];
  const lost = total(c.lost);
  if (c.tiles.length > 0) parts.push({ key: 'tiles', tiles: c.tiles });
  if (c.built.length > 0) parts.push({ key: 'build', buildings: c.built, paid: Math.max(0, -c.doubloons) });
  if (c.colonists > 0) parts.push({ key: 'colonists', n: c.colonists });
  if (c.manned.length > 0) parts.push({ key: 'man', buildings: c.manned });
  if (c.worked > 0) parts.push({ key: 'work', n: c.worked });
  if (total(c.gained) > 0) parts.push({ key: 'produce', goods: counts(c.gained) });
  if (lost > 0 && c.vp > 0) parts.push({ key: 'ship', goods: counts(c.lost), vp: c.vp });
  else if (c.vp > 0) parts.push({ key: 'vp', vp: c.vp });
  if (lost > 0 && c.vp <= 0 && c.doubloons > 0) parts.push({ key: 'sell', goods: counts(c.lost), doubloons: c.doubloons });
  else if (c.doubloons > 0) parts.push({ key: 'doubloons', n: c.doubloons });
  if (lost > 0 && c.vp <= 0 && c.doubloons <= 0) parts.push({ key: 'lose', goods: counts(c.lost) });
  return parts;
}

function othersGain(before: GameState, after: GameState, seat: number): OthersGain {
  const o: OthersGain = { seats: before.players.length - 1, vp: 0, buildings: 0, tiles: 0, colonists: 0, barrels: 0, doubloons: 0 };
  for (let i = 0; i < before.players.length; i++) {
    if (i === seat) continue;
    const c = change(before.players[i]!, after.players[i]!);
    o.vp += Math.max(0, c.vp);
    o.doubloons += Math.max(0, c.doubloons);
    o.barrels += total(c.gained);
    o.tiles += c.tiles.length;
    o.buildings += c.built.length;
    o.colonists += Math.max(0, c.colonists);
  }
  return o;
}

/**
 * The reason for an option: what it brings the seat and the others by the end of the phase, and
 * (for a role) which role it likely leaves to whom. `after` is the position at the end of the
 * option's phase.
 */
export function explainOption(move: Move, before: GameState, after: GameState, seat: number, leaves?: LeftRole): OptionReason {
  const roleCard = move.type === 'role' ? before.roles.find((c) => c.role === move.role && c.takenBy < 0) : undefined;
  return {
    gains: gainParts(change(before.players[seat]!, after.players[seat]!)),
    cardDoubloons: roleCard?.doubloons ?? 0,
    others: move.type === 'role' || before.phase !== after.phase ? othersGain(before, after, seat) : null,
    leaves: leaves ?? null,
  };
}
