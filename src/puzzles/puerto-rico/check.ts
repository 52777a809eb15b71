/**
 * Proves one puzzle with the engine: the position is legal, the stated answer is legal, no
 * other line does better on the goal, and the answer is the only best line unless the file lists
 * every equally good one. The checker script and the tests call this; the trainer uses the same
 * Solver for its answer sheet.
 */
import type { GameState, Move } from '../../engine/puerto-rico';
import { applyMove, legalMoves, moveToString, sameMove } from '../../engine/puerto-rico';
import type { Goal } from './goals';
import { goalProblem, othersOf } from './goals';
import { readPosition } from './position';
import { Solver, sameLine, searchSafely } from './solve';

/** The steps of a proof, in order. */
export const CHECK_STEPS = ['position', 'goal', 'answer', 'best', 'unique'] as const;
export type CheckStep = (typeof CHECK_STEPS)[number];

export interface CheckFailure {
  readonly step: CheckStep;
  readonly reason: string;
}

export interface CheckReport {
  /** The best value of the goal, reached by the answer. */
  readonly value: number;
  /** The value of the second-best first decision, or null when every option is equally good. */
  readonly runnerUp: number | null;
  /** Options at the first decision. */
  readonly options: number;
  /** Positions searched. */
  readonly searched: number;
  readonly lines: number;
}

/** What the checker needs from a puzzle file (already through the schema). */
export interface CheckInput {
  readonly position: Record<string, unknown>;
  readonly goal: Goal;
  readonly answer: readonly unknown[];
  readonly alternatives: readonly (readonly unknown[])[];
}

const show = (line: readonly Move[]): string => (line.length === 0 ? '(no decision)' : line.map(moveToString).join(', then '));

/**
 * Replays a line of the goal player's decisions with the others replying as the solver does.
 * Returns the decisions as the engine's own move objects, or why the line does not fit.
 */
export function replayLine(solver: Solver, line: readonly unknown[]): { ok: true; moves: Move[] } | { ok: false; reason: string } {
  let node = solver.advance(solver.root).node;
  const moves: Move[] = [];
  for (let i = 0; i < line.length; i++) {
    if (solver.isEnd(node)) return { ok: false, reason: `move ${i + 1} comes after the line is over (${line.length} moves given, ${i} decisions in the line).` };
    const r = applyMove(node.state, line[i]);
    if (!r.ok) return { ok: false, reason: `move ${i + 1} (${JSON.stringify(line[i])}) is illegal: ${r.error.message} [${r.error.code}, rule ${r.error.rule}]` };
    const m = canonicalMove(node.state, line[i] as Move);
    moves.push(m);
    node = solver.advance(solver.child(node, m)).node;
  }
  if (!solver.isEnd(node)) return { ok: false, reason: `the line is not over after ${line.length} move(s): seat ${node.state.toAct} still decides in the ${node.state.phase} phase.` };
  return { ok: true, moves };
}

/** The engine's own legal move object for a legal `m` (a keep move may be written differently). */
export function canonicalMove(s: GameState, m: Move): Move {
  const legal = legalMoves(s);
  const same = legal.find((l) => sameMove(l, m));
  if (same) return same;
  // A keep move that leaves the same goods as a listed option.
  const after = applyMove(s, m);
  if (after.ok) {
    const key = JSON.stringify(after.value.players[s.toAct]!.goods);
    for (const l of legal) {
      const r = applyMove(s, l);
      if (r.ok && JSON.stringify(r.value.players[s.toAct]!.goods) === key) return l;
    }
  }
  return m;
}

/** Why a line of the goal player's decisions is not best at every step (null: it is). */
function worseMove(solver: Solver, line: readonly Move[]): string | null {
  let node = solver.advance(solver.root).node;
  for (let i = 0; i < line.length; i++) {
    const opts = solver.options(node);
    const mine = opts.find((o) => sameMove(o.move, line[i]!))!;
    if (mine.value < opts[0]!.value)
      return `move ${i + 1} (${moveToString(line[i]!)}) gives ${mine.value} but ${moveToString(opts[0]!.move)} gives ${opts[0]!.value}; best line: ${show(solver.bestLine(node))}.`;
    node = solver.advance(solver.child(node, mine.move)).node;
  }
  return null;
}

/**
 * With declared replies (src/puzzles/puerto-rico/goals.ts, 'greedy') uniqueness is judged on the key turn
 * (Solver.bestTurnEnds): every stated line is best move by move, and the ways the goal player's
 * first turn can end on a best line are exactly those the stated lines reach. Later decisions are
 * judged move by move, as the trainer does (any best move is accepted).
 */
function turnProblem(solver: Solver, stated: readonly (readonly Move[])[]): string | null {
  for (const [i, line] of stated.entries()) {
    const worse = worseMove(solver, line);
    if (worse) return `${i === 0 ? 'the answer' : `alternative ${i}`} is not best: ${worse}`;
  }
  const ends = solver.bestTurnEnds(solver.root, 20);
  const reached = new Set(stated.map((l) => solver.turnEndOf(solver.root, l)));
  const missing = ends.filter((e) => !reached.has(e.key));
  if (missing.length > 0)
    return `${ends.length} best ways through the first turn; not listed: ${missing
      .slice(0, 5)
      .map((e) => show(e.line))
      .join(' | ')}`;
  if (reached.size < stated.length) return 'two stated lines play the first turn alike: list one line per way through it.';
  return null;
}

/** Proves a puzzle; the first failure stops the proof with its step and reason. */
export function checkPuzzle(p: CheckInput, limit?: number): { ok: true; value: CheckReport } | { ok: false; error: CheckFailure } {
  const fail = (step: CheckStep, reason: string) => ({ ok: false as const, error: { step, reason } });
  const pos = readPosition(p.position);
  if (!pos.result.ok) return fail('position', pos.result.error.map((e) => `${e.path || '(position)'}: ${e.message} [${e.code}]`).join('; '));
  const start = pos.result.value;
  const gp = goalProblem(p.goal, start.players.length);
  if (gp) return fail('goal', gp);
  const solver = new Solver(start, p.goal, limit);
  const first = solver.advance(solver.root).node;
  if (solver.isEnd(first)) return fail('goal', `seat ${p.goal.player} has no decision in this position.`);
  if (first.state !== start) return fail('goal', `the puzzle must start with seat ${p.goal.player} to decide, but seat ${start.toAct} acts first.`);
  const answer = replayLine(solver, p.answer);
  if (!answer.ok) return fail('answer', answer.reason);
  const searched = searchSafely((): { fail: CheckFailure } | { report: CheckReport } => {
    // Best: each stated decision must be one of the best at its node.
    const notBest = worseMove(solver, answer.moves);
    if (notBest) return { fail: { step: 'best', reason: notBest } };
    const stated = [p.answer, ...p.alternatives].map((l) => replayLine(solver, l));
    for (const [i, s] of stated.entries()) if (!s.ok) return { fail: { step: 'unique', reason: `alternative ${i} does not fit: ${s.reason}` } };
    const statedMoves = stated.map((s) => (s.ok ? s.moves : []));
    if (othersOf(p.goal) === 'greedy') {
      const problem = turnProblem(solver, statedMoves);
      if (problem) return { fail: { step: 'unique', reason: problem } };
      const opts = solver.options(first);
      const runnerUp = opts.find((o) => o.value < opts[0]!.value)?.value ?? null;
      return { report: { value: opts[0]!.value, runnerUp, options: opts.length, searched: solver.searched, lines: statedMoves.length } };
    }
    const lines = solver.bestLines(solver.root, 50);
    const missing = lines.filter((l) => !statedMoves.some((s) => sameLine(s, l)));
    if (missing.length > 0)
      return { fail: { step: 'unique', reason: `${lines.length >= 50 ? '50 or more' : lines.length} best lines exist; not listed: ${missing.slice(0, 5).map(show).join(' | ')}` } };
    const extra = statedMoves.filter((s) => !lines.some((l) => sameLine(s, l)));
    if (extra.length > 0) return { fail: { step: 'unique', reason: `listed but not best: ${extra.map(show).join(' | ')}` } };
    const opts = solver.options(first);
    const runnerUp = opts.find((o) => o.value < opts[0]!.value)?.value ?? null;
    return { report: { value: opts[0]!.value, runnerUp, options: opts.length, searched: solver.searched, lines: lines.length } };
  });
  if (!searched.ok) return fail('best', searched.error.message);
  const r = searched.value;
  if ('fail' in r) return fail(r.fail.step, r.fail.reason);
  return { ok: true, value: r.report };
}
