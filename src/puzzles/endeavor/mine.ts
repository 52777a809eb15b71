/**
 * The Endeavor side of the puzzle miner (issue #21.4; scripts/puzzles-mine-endeavor.ts plays the
 * games): which positions of a game are worth asking the solver about, with which goal, how a
 * game state is written as a puzzle position, and whether the solver's answer makes a puzzle.
 * A kept position has one best first decision, beats the natural move (the heuristic bot's) by
 * at least one glory, has something else worth weighing (another first decision that gains too),
 * and a search small enough for npm run puzzles:check to prove it in well under a second.
 */
import { type GameState, type Move, SHIPPING_REGIONS, applyMove } from '../../engine/endeavor';
import type { EndeavorGoal } from './goals';
import { EndeavorSolver, type EndeavorNode, sameEndeavorMove, searchSafelyEndeavor } from './solve';

/**
 * The goals asked where `s.toAct` decides, in order. In the Action phase: the race for a governor
 * card whose shipping track is two spaces or less from full; the rest of the phase (the others
 * worst case, then, only if that search is too large, passing: `passOnlyIfTooLarge`); the single
 * action. At a discard: the card to drop. In the Build phase: the building, judged by what it
 * brings by the end of the round with the others passing. A Salary choice is not asked.
 */
export function endeavorCandidates(s: GameState): EndeavorGoal[] {
  const player = s.toAct;
  if (player === null) return [];
  if (s.phase === 'action' && s.discarding) return [{ kind: 'glory', player, until: 'action' }];
  if (s.phase === 'action') {
    const races: EndeavorGoal[] = SHIPPING_REGIONS.filter((r) => {
      const t = s.board.shipTracks[r];
      return s.board.governors[r] !== null && t.spaces.filter((sp) => sp.owner === null).length <= 2 && !t.spaces.every((sp) => sp.owner !== null);
    }).map((region) => ({ kind: 'governor', region, player, until: 'phase' }));
    return [...races, { kind: 'glory', player, until: 'phase' }, { kind: 'glory', player, until: 'phase', others: 'pass' }, { kind: 'glory', player, until: 'action' }];
  }
  if (s.phase === 'build') return [{ kind: 'glory', player, until: 'round', others: 'pass' }];
  return [];
}

/** A goal with the others passing is asked only when the same goal with their worst replies was too large to search. */
export const passOnlyIfTooLarge = (g: EndeavorGoal): boolean => g.others === 'pass' && g.until === 'phase';

/**
 * A state as a puzzle position (the engine's partial setup, src/puzzles/endeavor/position.ts):
 * what a seat holds, the markers on the map and tracks, whose turn it is. The trade tokens lie as
 * the game's `seed` laid them; what the partial setup cannot say (which connection tokens are
 * gone, cards discarded earlier) comes back as a new game has it, so a mined puzzle is proved on
 * the position read back from this, never on the game's own state.
 */
export function endeavorPositionOf(s: GameState, names: readonly string[], seed: string): Record<string, unknown> {
  const out: Record<string, unknown> = { names: [...names], players: s.players.length, seed, round: s.round, phase: s.phase, firstPlayer: s.firstPlayer, toAct: s.toAct };
  if (s.phase === 'build') out.step = s.step;
  if (s.phase === 'action') out.passed = [...s.passed];
  if (s.discarding) out.discarding = true;
  if (s.abolished) out.abolished = true;
  out.seats = s.players.map((p) => {
    const seat: Record<string, unknown> = { harbour: p.harbour };
    const built = p.buildings.slice(1).map((b) => b.building);
    if (built.length > 0) seat.buildings = built;
    const markers = p.buildings.flatMap((b, i) => (b.marker ? [i] : []));
    if (markers.length > 0) seat.markers = markers;
    if (p.cards.length > 0) seat.cards = [...p.cards];
    if (p.setAside.length > 0) seat.setAside = [...p.setAside];
    const tokens = Object.fromEntries(Object.entries(p.tokens).filter(([, n]) => n > 0));
    if (Object.keys(tokens).length > 0) seat.tokens = tokens;
    return seat;
  });
  const tracks: Record<string, number[]> = {};
  for (const r of SHIPPING_REGIONS) {
    const t = s.board.shipTracks[r];
    const owners = t.spaces.flatMap((sp) => (sp.owner === null ? [] : [sp.owner]));
    if (owners.length > 0) tracks[r] = [...owners, ...(owners.length === t.spaces.length ? t.overflow : [])];
  }
  if (Object.keys(tracks).length > 0) out.shipTracks = tracks;
  const cities = Object.fromEntries(Object.entries(s.board.cities).flatMap(([id, c]) => (c.owner === null ? [] : [[id, c.owner]])));
  if (Object.keys(cities).length > 0) out.cities = cities;
  return out;
}

/** The most positions a kept puzzle's search may reach: the checker proves every file inside npm test. */
export const ENDEAVOR_MAX_SEARCHED = 3_000;
/** The least glory the best line must win by over the natural move. */
export const ENDEAVOR_MARGIN = 1;

export const ENDEAVOR_REJECTS = ['too-large', 'few-options', 'no-goal', 'no-gain', 'not-unique', 'no-natural', 'natural-is-best', 'small-margin', 'lone-gain'] as const;
export type EndeavorReject = (typeof ENDEAVOR_REJECTS)[number];

/** What the solver said about a kept position. */
export interface EndeavorMined {
  readonly line: Move[];
  readonly best: number;
  /** The natural move's value, and the best value of any other first decision. */
  readonly natural: number;
  readonly runnerUp: number;
  readonly runnerUpMove: Move;
  readonly options: number;
  readonly searched: number;
  /** The position at the end of the best line (the others replying as the solver has them). */
  readonly end: GameState;
  /** Every position where the goal player decided in the line, before his move (for the words). */
  readonly before: GameState[];
}

/**
 * Asks the solver about `goal` at `s` and judges the answer. `natural` is the heuristic bot's
 * move there.
 */
export function mineEndeavorPosition(s: GameState, goal: EndeavorGoal, natural: Move, limit = ENDEAVOR_MAX_SEARCHED): { ok: true; value: EndeavorMined } | { ok: false; reason: EndeavorReject } {
  const solver = new EndeavorSolver(s, goal, limit);
  const r = searchSafelyEndeavor(() => {
    const first = solver.advance(solver.root).node;
    if (solver.isEnd(first) || first.state !== s) return 'few-options' as const;
    const opts = solver.options(first);
    if (opts.length < 2) return 'few-options' as const;
    const best = opts[0]!.value;
    if (!Number.isFinite(best)) return 'no-goal' as const;
    // "Pass and keep your harbour points" is no puzzle; a discard only ever loses, so it is judged by what it keeps.
    if (goal.kind === 'glory' && best <= 0 && !s.discarding) return 'no-gain' as const;
    const firsts = solver.bestMoves(first);
    if (firsts.length !== 1) return 'not-unique' as const;
    const nat = opts.find((o) => sameEndeavorMove(o.move, natural))?.value;
    if (nat === undefined) return 'no-natural' as const;
    const second = opts.find((o) => o.value < best);
    const line = [firsts[0]!, ...solver.bestLine(solver.child(first, firsts[0]!))];
    // Replay the line with the others' replies, keeping the positions the player decided in.
    const before: GameState[] = [];
    let node: EndeavorNode = first;
    for (const m of line) {
      before.push(node.state);
      node = solver.advance(solver.child(node, m)).node;
    }
    return { opts: opts.length, best, nat, second, line, before, end: node.state };
  });
  if (!r.ok) return { ok: false, reason: 'too-large' };
  const v = r.value;
  if (typeof v === 'string') return { ok: false, reason: v };
  if (v.nat >= v.best) return { ok: false, reason: 'natural-is-best' };
  if (v.best - v.nat < ENDEAVOR_MARGIN) return { ok: false, reason: 'small-margin' };
  // Only one first decision gains anything: nothing to weigh. (A race for a governor may have one
  // winning move, and a discard gains nothing: there the weighing is the puzzle.)
  if (v.second === undefined || (goal.kind === 'glory' && v.best > 0 && v.second.value <= 0)) return { ok: false, reason: 'lone-gain' };
  return {
    ok: true,
    value: { line: v.line, best: v.best, natural: v.nat, runnerUp: v.second.value, runnerUpMove: v.second.move, options: v.opts, searched: solver.searched, end: v.end, before: v.before },
  };
}

/**
 * The themes of a mined line, as file tags (src/puzzles/themes.ts): the actions it takes, a
 * governor card or connection won, a card discarded, the Abolition, a building chosen for the
 * tracks.
 */
export function endeavorTagsFor(start: GameState, goal: EndeavorGoal, mined: Pick<EndeavorMined, 'line' | 'end'>): string[] {
  const seat = goal.player;
  const tags = new Set<string>();
  if (start.phase === 'build') tags.add('build').add('track');
  if (start.discarding) tags.add('card limit');
  for (const m of mined.line) {
    const steps = m.type === 'activate' ? m.steps : m.type === 'spendToken' ? [m.step] : [];
    for (const st of steps) {
      tags.add(st.action);
      if (st.action === 'draw' && st.deck === 'slavery') tags.add('slavery');
    }
    if (m.type === 'spendToken') tags.add('token');
    if (m.type === 'discard') tags.add('discard');
  }
  const cards = (g: GameState) => g.players[seat]!.cards;
  if (cards(mined.end).some((c) => !cards(start).includes(c) && c.endsWith('-governor'))) tags.add('governor');
  const taken = (g: GameState) => Object.values(g.board.connections).filter((t) => t === null).length;
  if (taken(mined.end) > taken(start)) tags.add('connections');
  if (!start.abolished && mined.end.abolished) tags.add('abolition');
  if (mined.line.some((m) => m.type === 'pass') && mined.line.some((m) => m.type === 'discard')) tags.add('card limit');
  if (goal.kind === 'governor') tags.add('governor').add('race');
  return [...tags];
}

/** Whether a move is legal at `s` (the natural move must be one of the read-back position's). */
export const legalAt = (s: GameState, m: Move): boolean => applyMove(s, m).ok;
