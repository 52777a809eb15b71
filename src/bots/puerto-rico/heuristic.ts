/**
 * The heuristic bot: looks one decision ahead. For every legal move it plays the rest of the
 * phase with a greedy policy (every player takes the move that looks best for him right away) and
 * scores the position it reaches with the evaluation (bots/evaluate.ts). A role is the key
 * decision, so after a role's phase it also lets the next player choose his best role from what
 * is left, and counts that against the option ("leaves Trader to Bea").
 *
 * It sees only what its seat may see: it plays on `estimate(playerView(...))`.
 */
import { Rng, seedRandom } from '../../engine/random';
import type { Picker } from '../../engine/puerto-rico/game';
import { legalMoves } from '../../engine/puerto-rico/game';
import { PH } from '../../engine/puerto-rico/compact/ids';
import { G } from '../../engine/puerto-rico/compact/layout';
import { T, codeDeclines, decodeMove, encodeMove } from '../../engine/puerto-rico/compact/moves';
import { compactMoves, playCode } from '../../engine/puerto-rico/compact/play';
import { type CompactGame, copyCompact, fromCompact } from '../../engine/puerto-rico/compact/state';
import type { Move } from '../../engine/puerto-rico/moves';
import { declinesBonus, declinesColonist } from '../../engine/puerto-rico/moves';
import type { GameState } from '../../engine/puerto-rico/state';
import { playerView } from '../../engine/puerto-rico/view';
import { compactOrThrow, estimate, lead, moveValueCompact, worthsCompact } from './evaluate';
import type { BotDecision, ConsideredMove, LeftRole } from './explain';
import { explainOption } from './explain';

/** Options of the heuristic bot. */
export interface HeuristicOptions {
  /** Seed of the bot's own generator (the guess of hidden tiles, ties in the draft). Default 0. */
  seed?: number | string;
  /** Player names by seat (unused: the page words the reasons, with its own names). */
  names?: readonly string[];
  /** 2 (default): after a role's phase, the next player's best reply is counted too; 1: not. */
  lookahead?: 1 | 2;
}

/** Safety bound on the moves of one simulated phase. */
const PHASE_MOVES = 400;

// The greedy policy plays on the compact path (issue #18 point 4): the state is an Int32Array and
// the moves integer codes, so weighing a candidate is a memory copy and a move instead of a clone
// of the JSON state. The evaluation reads each player out of the compact form (evaluate.ts). The
// JSON entry points convert in once and out once; decision-fixture.test.ts proves the decisions
// and values identical to the JSON path's.

/** The candidate being weighed: one buffer, refilled from the position for every candidate. */
let probe = new Int32Array(0);

/** The position of the greedy policy's move among `n` codes (compactMoves(g)'s, copied), first one on ties. */
export function greedyIndex(g: CompactGame, codes: Int32Array, n: number): number {
  if (n === 1) return 0;
  const seat = g.a[G.toAct]!;
  if (probe.length !== g.a.length) probe = new Int32Array(g.a.length);
  const t: CompactGame = { options: g.options, a: probe };
  let best = 0;
  let bestValue = -Infinity;
  for (let i = 0; i < n; i++) {
    const code = codes[i]!;
    // A free colonist is always taken: the evaluation cannot see what one is worth later. So is a
    // VP bonus (RULINGS.md base 22): the evaluation cannot weigh one more round against one more point.
    if (codeDeclines(code)) continue;
    probe.set(g.a);
    playCode(t, code);
    const v = moveValueCompact(t, seat, (code & 31) === T.role);
    if (v > bestValue) {
      bestValue = v;
      best = i;
    }
  }
  return best;
}

/** The codes being chosen from: compactMoves' shared list copied, since weighing them lists again. */
let listed = new Int32Array(256);

/** The legal codes of `g`, copied into `listed`; returns how many. */
export function listCodes(g: CompactGame): number {
  const list = compactMoves(g);
  if (listed.length < list.n) listed = new Int32Array(list.codes.length);
  listed.set(list.codes.subarray(0, list.n));
  return list.n;
}

/** The greedy policy's code in `g` (the codes copied by listCodes, so a caller may keep nothing). */
export function greedyCode(g: CompactGame): number {
  const n = listCodes(g);
  return listed[greedyIndex(g, listed, n)]!;
}

/** Whether the phase in progress is over: a role is to be chosen, or the game has ended (or it is the draft). */
const betweenPhasesCompact = (g: CompactGame): boolean => {
  const phase = g.a[G.phase]!;
  return phase === PH.role || phase === PH.over || phase === PH.draft;
};

/** Plays the rest of the current phase of a compact game in place with the greedy policy. */
export function finishPhaseCompact(g: CompactGame): CompactGame {
  for (let i = 0; i < PHASE_MOVES && !betweenPhasesCompact(g); i++) playCode(g, greedyCode(g));
  return g;
}

/**
 * The greedy policy: the legal move after which the player to act has the best position value,
 * first one on ties. `legal` must be legalMoves(s).
 */
export function greedyMove(s: GameState, legal: readonly Move[]): Move {
  if (legal.length === 1) return legal[0]!;
  const g = compactOrThrow(s);
  const n = listCodes(g);
  return legal[greedyIndex(g, listed, n)]!;
}

/** Plays the rest of the current phase in place with the greedy policy. */
export function finishPhase(s: GameState): GameState {
  if (s.phase === 'role' || s.phase === 'over' || s.phase === 'draft') return s;
  return Object.assign(s, fromCompact(finishPhaseCompact(compactOrThrow(s))));
}

/** `g` after `code` and the rest of its phase played greedily (a copy; `g` is not changed). */
function phaseAfter(g: CompactGame, code: number): CompactGame {
  const t = copyCompact(g);
  playCode(t, code);
  return finishPhaseCompact(t);
}

/** The next player's best role from `g` (a role choice by somebody else), played out; null if none. */
function bestReply(g: CompactGame): { game: CompactGame; left: LeftRole } | null {
  if (g.a[G.phase] !== PH.role) return null;
  const seat = g.a[G.toAct]!;
  let best: { game: CompactGame; left: LeftRole } | null = null;
  let bestValue = -Infinity;
  const n = listCodes(g);
  const roles = listed.slice(0, n);
  for (const code of roles) {
    if ((code & 31) !== T.role) continue;
    const after = phaseAfter(g, code);
    const v = lead(worthsCompact(after), seat);
    if (v > bestValue) {
      bestValue = v;
      best = { game: after, left: { seat, role: (decodeMove(code) as Extract<Move, { type: 'role' }>).role } };
    }
  }
  return best;
}

/** One option weighed: the position it leads to, its value for `seat`, and its reason. */
export interface WeighedOption extends ConsideredMove {
  /** The position at the end of the phase (and of the next player's reply, if counted). */
  after: GameState;
}

/**
 * Weighs one move from a full-information position `s` (already an estimate or sample of what
 * the seat knows): plays it, the rest of the phase, and with lookahead 2 the next player's reply.
 * `g` is `s` in compact form, when the caller has it (several moves of one position are weighed).
 */
export function weigh(s: GameState, seat: number, m: Move, lookahead: 1 | 2 = 2, g: CompactGame = compactOrThrow(s)): WeighedOption {
  const end = phaseAfter(g, encodeMove(m));
  let after = end;
  let left: LeftRole | undefined;
  if (lookahead === 2 && m.type === 'role' && end.a[G.phase] === PH.role && end.a[G.toAct] !== seat) {
    const reply = bestReply(end);
    if (reply !== null) {
      after = reply.game;
      left = reply.left;
    }
  }
  const endOfPhase = fromCompact(end);
  return {
    move: m,
    value: lead(worthsCompact(after), seat),
    reason: explainOption(m, s, endOfPhase, seat, left),
    after: after === end ? endOfPhase : fromCompact(after),
  };
}

/**
 * The heuristic bot's decision for `seat` (who must be the player to act), with every option's
 * value (expected VP lead) and reason. Deterministic for a given state and seed.
 */
export function heuristicDecision(state: GameState, seat: number, options: HeuristicOptions = {}): BotDecision {
  if (state.toAct !== seat || state.phase === 'over') throw new Error("heuristicDecision: it is not this seat's turn");
  const rng = new Rng(seedRandom(options.seed ?? 0));
  const s = estimate(playerView(state, seat), rng);
  const legal = legalMoves(s);
  if (legal.length === 0) throw new Error('heuristicDecision: no legal move');
  let considered: ConsideredMove[];
  if (s.phase === 'draft') {
    // The draft only decides which buildings exist; the evaluation cannot tell them apart, so the bot picks by its seed.
    const pick = legal[rng.int(legal.length)]!;
    considered = [pick, ...legal.filter((m) => m !== pick)].map((m) => ({ move: m, value: 0, reason: null }));
  } else {
    const g = compactOrThrow(s);
    considered = legal.map((m) => {
      const { after: _after, ...opt } = weigh(s, seat, m, options.lookahead ?? 2, g);
      return opt;
    });
    // Stable sort: ties keep the engine's move order, so the choice is deterministic. Declining a
    // free colonist or a VP bonus (RULINGS.md base 22) is explained but ranked last: the evaluation
    // cannot see what a colonist is worth later, nor weigh one more round against one more point.
    const last = (o: ConsideredMove): number => (declinesColonist(o.move) || declinesBonus(o.move) ? 1 : 0);
    considered = considered
      .map((o, i) => ({ o, i }))
      .sort((a, b) => last(a.o) - last(b.o) || b.o.value - a.o.value || a.i - b.i)
      .map((x) => x.o);
  }
  const chosen = considered[0]!;
  return {
    move: chosen.move,
    explanation: { level: 'heuristic', seat, measure: s.phase === 'draft' ? 'none' : 'vp-margin', pick: s.phase === 'draft' ? 'lot' : 'best', options: considered },
  };
}

/** The heuristic bot as a playGame picker; `seed` varies its guesses of hidden tiles. */
export function heuristicBot(seed: number | string = 0, options: Omit<HeuristicOptions, 'seed'> = {}): Picker {
  let n = 0;
  return (state, legal) => {
    if (legal.length === 1) return legal[0]!;
    // A fresh seed per decision, so guesses are not the same every turn, yet the game is reproducible.
    return heuristicDecision(state, state.toAct, { ...options, seed: `${seed}:${n++}` }).move;
  };
}
