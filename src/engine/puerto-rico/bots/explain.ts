/**
 * Why a bot chose its move: the options it weighed, each with a value and one plain English
 * sentence ("Captain: you ship 4 corn for 5 VP; the others gain 2 VP; leaves Trader to Bea").
 *
 * Sentences are made by comparing the position before an option with the position the bot
 * expects after it (the rest of the phase played out), so they never restate a rule: they read
 * the engine's own results.
 */
import { BUILDING } from '../buildings';
import type { Move } from '../moves';
import type { GameState, PlayerState } from '../state';
import { colonistsOf } from '../state';
import type { ByGood, Good, Role } from '../vocabulary';
import { GOODS } from '../vocabulary';

/** The three strengths of bot. */
export const BOT_LEVELS = ['random', 'heuristic', 'strong'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
export const isBotLevel = (x: unknown): x is BotLevel => typeof x === 'string' && (BOT_LEVELS as readonly string[]).includes(x);

/**
 * What an option's `value` measures:
 * - 'vp-margin': expected final VP lead over the opponents (heuristic; higher is better);
 * - 'win-rate': share of simulated games won after this move, 0..1 (strong);
 * - 'none': not weighed (random).
 */
export type ValueMeasure = 'vp-margin' | 'win-rate' | 'none';

/** One option a bot considered. */
export interface ConsideredMove {
  move: Move;
  /** See Explanation.measure. */
  value: number;
  /** Strong bot: simulations that went through this move. */
  visits?: number;
  /** One sentence in plain English, e.g. "Builder: you build Harbor for 7 doubloons". */
  text: string;
}

/** Everything a bot can say about one decision. Plain JSON. */
export interface Explanation {
  level: BotLevel;
  seat: number;
  measure: ValueMeasure;
  /** The options, best first; the chosen move is the first. */
  options: ConsideredMove[];
  /** The sentence for the chosen move. */
  summary: string;
  /** Strong bot: simulations run, and milliseconds spent. */
  iterations?: number;
  elapsedMs?: number;
}

/** A bot's answer: the move and why. */
export interface BotDecision {
  move: Move;
  explanation: Explanation;
}

/** Default names when the caller gives none: "Player 1", "Player 2", ... */
export const seatName = (names: readonly string[] | undefined, seat: number): string => names?.[seat] ?? `Player ${seat + 1}`;

const ROLE_NAME: { [R in Role]: string } = {
  settler: 'Settler', mayor: 'Mayor', builder: 'Builder', craftsman: 'Craftsman', trader: 'Trader', captain: 'Captain', prospector: 'Prospector',
};

/** The English name of a role, capitalised ("Captain"). */
export const roleName = (r: Role): string => ROLE_NAME[r];

function listGoods(g: ByGood<number>): string {
  const parts = GOODS.filter((k) => g[k] > 0).map((k) => `${g[k]} ${k}`);
  if (parts.length <= 1) return parts[0] ?? 'nothing';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "a corn", "an indigo". */
const article = (word: string): string => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;

/** A short label of a move, as the start of its sentence. */
export function moveLabel(m: Move): string {
  switch (m.type) {
    case 'role': return m.colonists === undefined ? roleName(m.role) : `${roleName(m.role)}, taking ${m.colonists === 0 ? 'no' : m.colonists} privilege colonist${m.colonists === 1 ? '' : 's'}`;
    case 'draft': return `Put the ${BUILDING[m.building].name} in the game`;
    case 'hacienda': return 'Draw a tile with the Hacienda';
    case 'plant': return `${m.tile === 'quarry' ? 'Take a quarry' : `Take ${article(m.tile)} plantation`}${m.noColonist ? ' without the Hospice colonist' : ''}`;
    case 'forest': return `Take a forest (for ${article(m.tile)} plantation)${m.noColonist ? ' without the Hospice colonist' : ''}`;
    case 'colonist': return `${(m.count ?? 1) === 1 ? 'Colonist' : `${m.count} colonists`} to ${label(m.to)}`;
    case 'guest': return `Guest to ${label(m.to)}`;
    case 'build': return `Build the ${BUILDING[m.building].name}${m.blackMarket ? ' (Black Market)' : ''}${m.noColonist ? ' without the University colonist' : ''}`;
    case 'craft': return `Take 1 more ${m.good}`;
    case 'sell': return `Sell ${m.good}`;
    case 'trading-post': return `Sell ${m.good} at the Trading Post`;
    case 'load': return `Load ${m.good} on the ${['first', 'second', 'third', 'fourth'][m.ship] ?? `#${m.ship + 1}`} ship`;
    case 'wharf': return `Ship ${m.good} from the Wharf`;
    case 'small-wharf': return `Put ${m.good} on the Small Wharf`;
    case 'keep': {
      const kept = { ...m.barrels };
      return `Keep ${listGoods(kept)}${m.warehouse.length > 0 ? ` plus all ${m.warehouse.join(' and ')} in warehouses` : ''}`;
    }
    case 'pass': return 'Pass';
  }
}

function label(to: string): string {
  return to in BUILDING ? `the ${BUILDING[to as keyof typeof BUILDING].name}` : `${article(to)}${to === 'quarry' ? '' : ' plantation'}`;
}

interface Change {
  vp: number;
  doubloons: number;
  lost: ByGood<number>;
  gained: ByGood<number>;
  built: string[];
  tiles: string[];
  colonists: number;
  /** Buildings that had no colonist before and have one now. */
  manned: string[];
  /** Change in the number of manned island spaces. */
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
    built: b.city.filter((c) => !had.has(c.building)).map((c) => BUILDING[c.building].name),
    tiles: b.island.slice(a.island.length).map((i) => i.tile),
    colonists: colonistsOf(b) - colonistsOf(a),
    manned: b.city.filter((c) => c.colonists > 0 && !a.city.some((x) => x.building === c.building && x.colonists > 0)).map((c) => BUILDING[c.building].name),
    worked: b.island.filter((i) => i.colonists > 0).length - a.island.filter((i) => i.colonists > 0).length,
  };
}

const total = (g: ByGood<number>): number => GOODS.reduce((n, k: Good) => n + g[k], 0);

function yourParts(c: Change): string[] {
  const parts: string[] = [];
  const lost = total(c.lost);
  if (c.tiles.length > 0) parts.push(`take ${c.tiles.map((t) => (t === 'quarry' || t === 'forest' ? article(t) : `${article(t)} plantation`)).join(' and ')}`);
  if (c.built.length > 0) parts.push(`build the ${c.built.join(' and the ')}${c.doubloons < 0 ? ` for ${plural(-c.doubloons, 'doubloon')}` : ''}`);
  if (c.colonists > 0) parts.push(`get ${plural(c.colonists, 'colonist')}`);
  if (c.manned.length > 0) parts.push(`man the ${c.manned.join(', the ')}`);
  if (c.worked > 0) parts.push(`work ${c.worked} more island ${c.worked === 1 ? 'space' : 'spaces'}`);
  if (total(c.gained) > 0) parts.push(`produce ${listGoods(c.gained)}`);
  if (lost > 0 && c.vp > 0) parts.push(`ship ${listGoods(c.lost)} for ${c.vp} VP`);
  else if (c.vp > 0) parts.push(`gain ${c.vp} VP`);
  if (lost > 0 && c.vp <= 0 && c.doubloons > 0) parts.push(`sell ${listGoods(c.lost)} for ${plural(c.doubloons, 'doubloon')}`);
  else if (c.doubloons > 0) parts.push(`gain ${plural(c.doubloons, 'doubloon')}`);
  if (lost > 0 && c.vp <= 0 && c.doubloons <= 0) parts.push(`lose ${listGoods(c.lost)}`);
  return parts;
}

function othersPart(before: GameState, after: GameState, seat: number): string {
  let vp = 0;
  let doubloons = 0;
  let goods = 0;
  let tiles = 0;
  let built = 0;
  let colonists = 0;
  for (let i = 0; i < before.players.length; i++) {
    if (i === seat) continue;
    const c = change(before.players[i]!, after.players[i]!);
    vp += c.vp;
    doubloons += Math.max(0, c.doubloons);
    goods += total(c.gained);
    tiles += c.tiles.length;
    built += c.built.length;
    colonists += Math.max(0, c.colonists);
  }
  const parts: string[] = [];
  if (vp > 0) parts.push(`${vp} VP`);
  if (built > 0) parts.push(plural(built, 'building'));
  if (tiles > 0) parts.push(plural(tiles, 'tile'));
  if (colonists > 0) parts.push(plural(colonists, 'colonist'));
  if (goods > 0) parts.push(plural(goods, 'barrel'));
  if (doubloons > 0) parts.push(plural(doubloons, 'doubloon'));
  const who = before.players.length === 2 ? 'your opponent gains' : 'the others gain';
  return parts.length === 0 ? `${who} nothing` : `${who} ${parts.join(', ')}`;
}

/** What the next player is expected to do with the role left to him, for "leaves Trader to Bea". */
export interface LeftRole {
  seat: number;
  role: Role;
}

/**
 * One sentence for an option: its label, what it brings the seat and the others by the end of
 * the phase, and (for a role) which role it likely leaves to whom.
 */
export function describeOption(move: Move, before: GameState, after: GameState, seat: number, names?: readonly string[], leaves?: LeftRole): string {
  const mine = yourParts(change(before.players[seat]!, after.players[seat]!));
  const you = mine.length === 0 ? 'nothing changes for you' : `you ${mine.join(', ')}`;
  const roleCard = move.type === 'role' ? before.roles.find((c) => c.role === move.role && c.takenBy < 0) : undefined;
  const bonus = roleCard && roleCard.doubloons > 0 ? ` (incl. ${plural(roleCard.doubloons, 'doubloon')} on the card)` : '';
  const others = move.type === 'role' || before.phase !== after.phase ? `; ${othersPart(before, after, seat)}` : '';
  const left = leaves ? `; leaves ${roleName(leaves.role)} to ${seatName(names, leaves.seat)}` : '';
  return `${moveLabel(move)}: ${you}${bonus}${others}${left}`;
}
