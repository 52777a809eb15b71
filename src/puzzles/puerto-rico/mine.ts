/**
 * The puzzle miner's judgement (scripts/puzzles-mine.ts plays the games): which positions of a
 * game are worth asking the solver about, with which goal, and whether the solver's answer makes
 * a puzzle. A kept position has one best line (by goal value), beats the natural move (the
 * heuristic bot's choice) by a clear margin, and needs two or more decisions of the player, or a
 * single one the greedy policy gets wrong too (so it is not obvious).
 */
import type { BuildingId, GameState, Move, Role } from '../../engine/puerto-rico';
import { applyLegalMove, legalMoves, newGame, PRICE, resolveOptions, sameMove, scorePlayer } from '../../engine/puerto-rico';
import type { Goal, GoalKind } from './goals';
import { maxPhases, othersOf } from './goals';
import { type Node, type OptionValue, Solver, searchSafely } from './solve';

/** The puzzle types the miner writes (the schema's Puerto Rico types). */
export type MinedType = 'shipping' | 'building' | 'trading' | 'craftsman' | 'mayor';

/** A goal worth asking at a position, with the type of puzzle it makes. */
export interface Candidate {
  readonly goal: Goal;
  readonly type: MinedType;
}

const PHASE_TYPE: Partial<Record<string, MinedType>> = { captain: 'shipping', builder: 'building', trader: 'trading', craftsman: 'craftsman', mayor: 'mayor' };
const ROLE_TYPE: Partial<Record<Role, MinedType>> = { captain: 'shipping', builder: 'building', trader: 'trading', craftsman: 'craftsman', mayor: 'mayor' };

/** Whether the Craftsman's privilege is the decision at `s` (the chooser picks his extra barrel). */
const atPrivilege = (s: GameState): boolean => s.phase === 'craftsman' && s.toAct === s.chooser && s.turn.craftBonus > 0;

/** The role phases left in the round at `s`, the one in progress included (a round has one per player). */
export const phasesToRoundEnd = (s: GameState): number => s.players.length - s.rolesChosen + (s.phase === 'role' ? 0 : 1);

/**
 * The goals asked at a position where `s.toAct` decides, one per kind of puzzle the position can
 * make: the whole Captain phase (VP, or barrels lost), a Builder choice and a Mayor placement
 * measured to the end of the round with the others playing the declared greedy policy (with
 * worst-case replies the next role never pays, so builds tie and placements are worth nothing),
 * the Craftsman's privilege with the trading to follow, a role choice with its phase. A Builder
 * turn runs `beyond` role phases into the next round (up to the declared policy's most phases).
 */
export function candidatesAt(s: GameState, firstTurnInPhase: boolean, beyond = 0): Candidate[] {
  const player = s.toAct;
  const g = (kind: Exclude<GoalKind, 'cheapest-build'>, phases: number): Goal => (phases === 1 ? { kind, player } : { kind, player, phases });
  const round: Goal = { kind: 'most-vp', player, phases: phasesToRoundEnd(s), others: 'greedy' };
  switch (s.phase) {
    case 'mayor':
      // The whole placement from the player's first colonist move (one move per target), judged by
      // what it earns: to the end of the round colonists pay in barrels and sales, seldom in VP
      // (with most-vp all but 2 of 146 placements tied in a trial of seed 301).
      return firstTurnInPhase && round.phases! > 1 ? [{ goal: { ...round, kind: 'most-trade-value' }, type: 'mayor' }] : [];
    case 'captain': {
      // Only at the player's first turn of the phase: the puzzle is the whole phase, its loadings
      // and what he keeps at the end, judged by VP or by the barrels lost.
      return firstTurnInPhase
        ? [
            { goal: g('most-vp', 1), type: 'shipping' },
            { goal: g('fewest-goods-lost', 1), type: 'shipping' },
          ]
        : [];
    }
    case 'builder': {
      // `beyond` runs a build on into the next round (its first role phases, the player's own next
      // role choice among them), so that a building judged by what a later phase makes of it can
      // win: to the end of the round alone builds tie on their printed VP or the dearest is best.
      const phases = Math.min(maxPhases(round), round.phases! + beyond);
      return phases > 1 ? [{ goal: { ...round, phases }, type: 'building' }] : [];
    }
    case 'craftsman':
      return atPrivilege(s) ? [{ goal: g('most-trade-value', 2), type: 'craftsman' }] : [];
    case 'role':
      // The last: a role choice judged to the end of the round (typed by the role of its answer).
      return [{ goal: g('most-vp', 1), type: 'shipping' }, { goal: g('most-doubloons', 1), type: 'trading' }, ...(round.phases! > 1 ? [{ goal: round, type: 'building' as const }] : [])];
    default:
      return [];
  }
}

/**
 * The natural move a learner reaches for: in the Captain phase the loading that scores the most
 * right now (most barrels on board, first on ties), at the Craftsman's privilege the dearest
 * barrel; elsewhere the heuristic bot's choice (`bot`).
 */
export function naturalMove(s: GameState, bot: Move): Move {
  const legal = legalMoves(s);
  if (s.phase === 'captain') {
    const seat = s.toAct;
    const before = scorePlayer(s.players[seat]!, seat).total;
    let best: Move | null = null;
    let bestGain = -Infinity;
    for (const m of legal) {
      if (m.type !== 'load' && m.type !== 'wharf' && m.type !== 'small-wharf') continue;
      const after = applyLegalMove(s, m);
      const gain = scorePlayer(after.players[seat]!, seat).total - before;
      if (gain > bestGain) {
        bestGain = gain;
        best = m;
      }
    }
    return best ?? bot;
  }
  if (s.phase === 'craftsman' && s.toAct === s.chooser && s.turn.craftBonus > 0) {
    let best: Move | null = null;
    for (const m of legal) if (m.type === 'craft' && (best === null || (best.type === 'craft' && PRICE[m.good] > PRICE[best.good]))) best = m;
    return best ?? bot;
  }
  return bot;
}

/** The type a role-choice puzzle gets from the role of its answer (null: a role the miner does not write about). */
export const roleType = (r: Role): MinedType | null => ROLE_TYPE[r] ?? null;
export const phaseType = (phase: string): MinedType | null => PHASE_TYPE[phase] ?? null;

/** The smallest margin over the natural move, in the goal's unit, for a position to be kept. */
export const MARGIN: Readonly<Record<Exclude<GoalKind, 'cheapest-build'>, number>> = { 'most-vp': 2, 'fewest-goods-lost': 2, 'most-doubloons': 2, 'most-trade-value': 2 };
/**
 * The smallest lead of a role choice over the next best role, in the goal's unit: a third of the
 * best value, at least 1 (1 over a best of 2 or 3, 2 over 4 to 6, …). Most role choices of
 * sessions 18-19 won by 1 VP; over a best of 4 or more that is a near tie a learner cannot see
 * coming, while over a best of 2 or 3 the best role still earns half as much again as any other.
 */
export const roleLead = (best: number): number => Math.max(1, Math.ceil(best / 3));
/**
 * The most positions a kept puzzle may make the solver reach (its `visited`, a memo hit counted
 * too: the checker's work, about 40-90 µs each): the checker proves hundreds inside npm test.
 */
export const MAX_SEARCHED = 3_000;
/** Fewer positions than this: the line is too short to be a puzzle (every option is seen at a glance). */
export const MIN_SEARCHED = 30;

/** What the solver said about a candidate, as the filter reads it. */
export interface Measured {
  /** Best lines by goal value (up to 4 are counted). */
  readonly bestLines: number;
  /** Different first decisions among the best lines. */
  readonly bestFirst: number;
  readonly best: number;
  /** The value of the natural move (the heuristic bot's) and of the greedy one. */
  readonly natural: number;
  readonly greedy: number;
  /**
   * Whether a first decision that looks best one step ahead (the goal read right after it, e.g.
   * the building with the most VP) is one of the best, while not every option looks the same.
   */
  readonly looksRight: boolean;
  /** The best value among the other first decisions (null: no other). */
  readonly second: number | null;
  /** The player's decisions in the best line. */
  readonly decisions: number;
  readonly options: number;
  readonly searched: number;
  readonly margin: number;
  /** Whether the goal counts a gain from nothing (VP, doubloons), not a loss (barrels lost). */
  readonly gain: boolean;
  /** Whether the decision is a role choice (its best must lead every other role by roleLead). */
  readonly roleChoice: boolean;
}

export type Verdict = { keep: true } | { keep: false; reason: RejectReason };
export const REJECT_REASONS = [
  'too-large',
  'not-unique',
  'natural-is-best',
  'small-margin',
  'obvious',
  'lone-gain',
  'few-options',
  'no-goal',
  'position',
  'trivial',
  'close-second',
  'opening',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** The mining filter on the solver's figures. */
export function judge(m: Measured): Verdict {
  if (m.options < 2) return { keep: false, reason: 'few-options' };
  if (!Number.isFinite(m.best)) return { keep: false, reason: 'no-goal' };
  if (m.searched > MAX_SEARCHED) return { keep: false, reason: 'too-large' };
  if (m.searched < MIN_SEARCHED) return { keep: false, reason: 'trivial' };
  // The key move must be unique; equally good later decisions (another order, another storage) are listed as alternatives.
  if (m.bestFirst !== 1 || m.bestLines > 3) return { keep: false, reason: 'not-unique' };
  if (m.natural >= m.best) return { keep: false, reason: 'natural-is-best' };
  if (m.best - m.natural < m.margin) return { keep: false, reason: 'small-margin' };
  // One decision that the greedy policy finds as well is arithmetic, not a puzzle.
  if (m.decisions < 2 && m.greedy >= m.best) return { keep: false, reason: 'obvious' };
  // The key move is what one step ahead shows (the most VP at once): arithmetic as well.
  if (m.looksRight) return { keep: false, reason: 'obvious' };
  // Only one first decision gains anything ("the one role that scores"): nothing to weigh.
  if (m.gain && m.second !== null && m.second <= 0) return { keep: false, reason: 'lone-gain' };
  // A role that wins by less than roleLead over the next role is a near tie, not a lesson.
  if (m.roleChoice && m.second !== null && m.best - m.second < roleLead(m.best)) return { keep: false, reason: 'close-second' };
  return { keep: true };
}

/** Whether at `n` an option that reads best right after it (Solver.immediate) is one of the best `opts`, while the readings differ. */
function looksRight(solver: Solver, n: Node, opts: readonly OptionValue[]): boolean {
  const looks = opts.map((o) => solver.immediate(n, o.move));
  const top = Math.max(...looks);
  if (looks.every((v) => v === top)) return false;
  return opts.some((o, i) => looks[i] === top && o.value === opts[0]!.value);
}

/** A kept position: the solver's line and figures. */
export interface Solved {
  readonly line: Move[];
  /** The other best lines (same first decision). */
  readonly alternatives: Move[][];
  readonly best: number;
  readonly natural: number;
  readonly runnerUp: number | null;
  readonly options: number;
  readonly searched: number;
  /**
   * For a Pass answer, the roles chosen in the rest of the line after the pass and after the
   * natural move: passing wins only through what comes next, and this is what the explanation shows.
   */
  readonly passRoles?: { readonly pass: readonly RolePick[]; readonly natural: readonly RolePick[] };
}

/** A role chosen by a seat in a line. */
export interface RolePick {
  readonly seat: number;
  readonly role: Role;
}

/**
 * The roles chosen in the rest of the line after the goal player's `move` at `first`: the others'
 * replies as the goal declares them, the goal player's first best move at each decision.
 */
export function rolesAfter(solver: Solver, first: Node, move: Move): RolePick[] {
  const picks: RolePick[] = [];
  const note = (seat: number, m: Move) => {
    if (m.type === 'role') picks.push({ seat, role: m.role });
  };
  let cur = solver.child(first, move);
  while (!solver.isEnd(cur)) {
    const a = solver.advance(cur);
    a.moves.forEach((m, i) => note(a.seats[i]!, m));
    cur = a.node;
    if (solver.isEnd(cur)) break;
    const m = solver.bestMoves(cur)[0]!;
    note(solver.goal.player, m);
    cur = solver.child(cur, m);
  }
  return picks;
}

/**
 * Asks the solver about one candidate and judges it: the best line, its uniqueness, the natural
 * and greedy moves' values. `natural` is the natural policy's key turn (its first move, or a whole
 * Mayor placement), `greedy` the greedy policy's first move. With declared replies ('greedy')
 * uniqueness is judged on the key turn (Solver.bestTurnEnds), as the checker does.
 */
export function solveCandidate(s: GameState, c: Candidate, natural: readonly Move[], greedy: Move, limit = MAX_SEARCHED): { ok: true; value: Solved } | { ok: false; reason: RejectReason } {
  // Bounded by positions reached too: a search past MAX_SEARCHED of them is dropped anyway, and
  // running such searches to the end took over 80% of a mining run (seed 91: 704 s of 846).
  const solver = new Solver(s, c.goal, limit, limit);
  const first = solver.advance(solver.root).node;
  if (solver.isEnd(first) || first.state !== s) return { ok: false, reason: 'few-options' };
  const declared = othersOf(c.goal) === 'greedy';
  const r = searchSafely(() => {
    const opts = solver.options(first);
    const worth = (m: Move): number => opts.find((o) => sameMove(o.move, m))?.value ?? -Infinity;
    const ends = declared ? solver.bestTurnEnds(solver.root, 4) : [];
    const lines = declared ? [solver.bestLine(solver.root)] : solver.bestLines(solver.root, 4).sort((a, b) => a.length - b.length);
    const best = opts[0]!.value;
    const kind = c.goal.kind as Exclude<GoalKind, 'cheapest-build'>;
    const measured: Measured = {
      bestLines: declared ? ends.length : lines.length,
      bestFirst: declared ? ends.length : new Set(lines.map((l) => JSON.stringify(l[0]))).size,
      best,
      natural: natural.length > 1 ? turnWorth(solver, first, natural) : worth(natural[0]!),
      greedy: worth(greedy),
      looksRight: looksRight(solver, first, opts),
      second: opts.find((o) => !lines.some((l) => sameMove(l[0]!, o.move)) && !(declared && o.value === best))?.value ?? null,
      decisions: lines[0]?.length ?? 0,
      options: opts.length,
      searched: solver.visited,
      margin: MARGIN[kind],
      gain: kind !== 'fewest-goods-lost',
      roleChoice: s.phase === 'role',
    };
    return { measured, line: lines[0] ?? [], alternatives: lines.slice(1), runnerUp: opts.find((o) => o.value < best)?.value ?? null };
  });
  if (!r.ok) return { ok: false, reason: 'too-large' };
  const { measured, line, alternatives, runnerUp } = r.value;
  const v = judge(measured);
  if (!v.keep) return { ok: false, reason: v.reason };
  const passRoles = line[0]?.type === 'pass' && natural.length === 1 ? { pass: rolesAfter(solver, first, line[0]), natural: rolesAfter(solver, first, natural[0]!) } : undefined;
  return {
    ok: true,
    value: { line, alternatives, best: measured.best, natural: measured.natural, runnerUp, options: measured.options, searched: measured.searched, ...(passRoles ? { passRoles } : {}) },
  };
}

/**
 * What a whole turn of the goal player's moves is worth (a most-vp line: no move earns by itself,
 * so the node after the turn holds the whole value); -Infinity if a move does not fit.
 */
function turnWorth(solver: Solver, first: Node, turn: readonly Move[]): number {
  let node = first;
  for (const m of turn) {
    if (!solver.legal(node.state).some((l) => sameMove(l, m))) return -Infinity;
    node = solver.child(node, m);
  }
  return solver.value(node);
}

/**
 * The moves a policy plays for the seat to act at `s` while its turn in this phase lasts (a Mayor
 * placement is one move per place): the natural key turn of a Mayor candidate.
 */
export function turnOf(s: GameState, policy: (s: GameState) => Move): Move[] {
  const seat = s.toAct;
  const out: Move[] = [];
  let cur = s;
  while (cur.toAct === seat && cur.phase === s.phase && legalMoves(cur).length > 1 && out.length < 20) {
    const m = policy(cur);
    out.push(m);
    cur = applyLegalMove(cur, m);
  }
  return out;
}

/**
 * What a game's first decision depends on (the governor's role choice before anything happened):
 * the seats and the building set; games differ there only in the face-up plantations, so the
 * miner asks it once per key (null: not a game's first decision).
 */
export const openingKey = (s: GameState): string | null => (s.phase === 'role' && s.round === 1 && s.rolesChosen === 0 ? `${s.players.length}/${resolveOptions(s.options).buildings.kind}` : null);

/**
 * What makes two mined puzzles one puzzle to a learner: the same question (goal) on the same
 * players, roles, ships and phase. Games of different seeds meet the same early positions and
 * differ there only in what the answer does not turn on (the face-up plantations and the stack,
 * the supplies, empty plantations): the miner asks such a position once, and the pool holds it
 * once (the pool's test uses this key too).
 */
export function repeatKey(s: GameState, goal: Goal): string {
  const { faceUp, stack, discards, removed, bank, goods, colonists, vpChips, vpOnPaper, quarries, forests, ply, rng, players, ...rest } = s;
  const seats = players.map((p) => ({ ...p, island: p.island.filter((t) => t.colonists > 0) }));
  return JSON.stringify({ goal, ...rest, players: seats });
}

/** Buildings that make a theme when the deciding player owns them manned. */
const THEME_BUILDINGS: readonly BuildingId[] = [
  'harbor',
  'wharf',
  'smallWharf',
  'smallWarehouse',
  'largeWarehouse',
  'storehouse',
  'smallMarket',
  'largeMarket',
  'office',
  'factory',
  'university',
  'hacienda',
  'library',
  'tradingPost',
  'lighthouse',
  'unionHall',
];

/**
 * The tags of a mined puzzle: the phase, the manned buildings of the player that act in the line,
 * a working quarry in a Builder line (quarry discount), the privilege, and `expansion` for New
 * Buildings. Themes come from these tags (src/puzzles/themes.ts).
 */
export function tagsFor(s: GameState, c: Candidate, line: readonly Move[]): string[] {
  const p = s.players[c.goal.player]!;
  const tags = new Set<string>();
  if (s.phase === 'role') tags.add('role choice');
  const phase = s.phase === 'role' && line[0]?.type === 'role' ? line[0].role : s.phase;
  tags.add(phase);
  const manned = (b: BuildingId): boolean => p.city.some((e) => e.building === b && e.colonists > 0);
  const relevant: Partial<Record<string, readonly BuildingId[]>> = {
    captain: ['harbor', 'wharf', 'smallWharf', 'smallWarehouse', 'largeWarehouse', 'storehouse', 'lighthouse', 'unionHall'],
    trader: ['smallMarket', 'largeMarket', 'office', 'tradingPost'],
    craftsman: ['factory', 'smallMarket', 'largeMarket', 'office', 'library'],
    builder: ['university', 'library'],
  };
  for (const b of relevant[phase] ?? []) if (THEME_BUILDINGS.includes(b) && manned(b)) tags.add(b);
  if (phase === 'builder' && p.island.some((t) => t.tile === 'quarry' && t.colonists > 0)) tags.add('quarry');
  if (phase === 'craftsman') tags.add('privilege');
  if (phase === 'captain' && line.filter((m) => m.type === 'load').length >= 2) tags.add('several loadings');
  if (resolveOptions(s.options).buildings.kind !== 'base') tags.add('expansion');
  return [...tags];
}

/** State fields a position leaves out: setupFromPartial rebuilds them (supplies) or they play no part in a line. */
const DERIVED = new Set(['version', 'ply', 'rng', 'stack', 'discards', 'removed', 'draft', 'goods', 'colonists', 'vpChips', 'vpOnPaper', 'quarries', 'buildings', 'forests']);

/**
 * A state as a puzzle position (the engine's partial setup): what setupFromPartial cannot rebuild
 * (supplies it does rebuild are left out), options only where they differ from the defaults.
 */
export function positionOf(s: GameState, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { names: [...names] };
  const defaults = resolveOptions({ players: s.options.players }) as unknown as Record<string, unknown>;
  const options: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s.options)) if (k === 'players' || JSON.stringify(v) !== JSON.stringify(defaults[k])) options[k] = v;
  out.options = options;
  const fresh = newGame(s.options, 0) as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(s)) {
    if (k === 'options' || DERIVED.has(k)) continue;
    // What a new game has anyway (an unused turn record, no end triggers) goes without saying.
    if (k !== 'phase' && k !== 'players' && k !== 'ships' && JSON.stringify(v) === JSON.stringify(fresh[k])) continue;
    if (k === 'ships') {
      out.ships = s.ships.map((sh) => (sh.good === null ? { capacity: sh.capacity } : { capacity: sh.capacity, good: sh.good, count: sh.count }));
      continue;
    }
    if (k === 'players') {
      out.players = s.players.map((p) => {
        const goods = Object.fromEntries(Object.entries(p.goods).filter(([, n]) => n > 0));
        return { ...p, goods };
      });
      continue;
    }
    out[k] = structuredClone(v);
  }
  return out;
}

/** The fields of two states that a line can depend on differ: names the first (null when equal). */
export function positionDiff(a: GameState, b: GameState): string | null {
  for (const k of Object.keys(a) as (keyof GameState)[]) {
    if (k === 'ply' || k === 'rng' || k === 'stack' || k === 'discards' || k === 'removed' || k === 'version') continue;
    if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) return k;
  }
  return null;
}
