/**
 * Proves one Endeavor puzzle with the engine, in the steps of the Puerto Rico checker: the
 * position passes the engine's gate; the goal fits it; the stated answer is legal and best at
 * every decision; every best first move (the key move) opens a stated line; and every tempting wrong answer ("trap") in the file fails,
 * refused by the engine with the stated code or legal but worse.
 */
import { applyMove, describeMove, type GameState, type Move } from '../../engine/endeavor';
import { endeavorGoalProblem, type EndeavorGoal } from './goals';
import { canonicalEndeavorMove } from './judge';
import { readEndeavorPosition } from './position';
import { EndeavorSolver, sameEndeavorMove, searchSafelyEndeavor, type EndeavorNode } from './solve';

export const ENDEAVOR_CHECK_STEPS = ['position', 'goal', 'answer', 'best', 'unique', 'traps'] as const;
export type EndeavorCheckStep = (typeof ENDEAVOR_CHECK_STEPS)[number];

/** A tempting wrong answer: the goal player's decisions; the last one must fail. */
export interface EndeavorTrap {
  readonly moves: readonly unknown[];
  /** The engine's refusal code the last move must get (e.g. 'draw/requirement-not-met'); absent = legal but worse. */
  readonly refused?: string | undefined;
}

export interface EndeavorCheckInput {
  readonly position: Record<string, unknown>;
  readonly goal: EndeavorGoal;
  readonly answer: readonly unknown[];
  readonly alternatives: readonly (readonly unknown[])[];
  readonly traps: readonly EndeavorTrap[];
}

export interface EndeavorCheckReport {
  readonly value: number;
  readonly runnerUp: number | null;
  readonly options: number;
  readonly searched: number;
  /** Best first moves (the key move is unique when this is 1). */
  readonly outcomes: number;
  /** What each trap got, in words: the engine's refusal or the worse value. */
  readonly traps: readonly string[];
}

export interface EndeavorCheckFailure {
  readonly step: EndeavorCheckStep;
  readonly reason: string;
}

const show = (line: readonly Move[]): string => (line.length === 0 ? '(no decision)' : line.map(describeMove).join(', then '));

type Replay = { ok: true; moves: Move[]; node: EndeavorNode } | { ok: false; reason: string; at: number; node: EndeavorNode };

/** Replays the goal player's decisions with the others replying as the solver does; `open` allows the line to stop early. */
export function replayEndeavorLine(solver: EndeavorSolver, line: readonly unknown[], open = false): Replay {
  let node = solver.advance(solver.root).node;
  const moves: Move[] = [];
  for (let i = 0; i < line.length; i++) {
    if (solver.isEnd(node)) return { ok: false, at: i, node, reason: `move ${i + 1} comes after the line is over (${line.length} moves given, ${i} decisions in the line).` };
    const r = applyMove(node.state, line[i]);
    if (!r.ok) return { ok: false, at: i, node, reason: `move ${i + 1} (${JSON.stringify(line[i])}) is illegal: ${r.error.message} [${r.error.code}, rule ${r.error.rule}]` };
    const m = canonicalEndeavorMove(solver, node, line[i]);
    if (m === null) return { ok: false, at: i, node, reason: `move ${i + 1} (${JSON.stringify(line[i])}) is not among the engine's legal moves.` };
    moves.push(m);
    node = solver.advance(solver.child(node, m)).node;
  }
  if (!open && !solver.isEnd(node)) return { ok: false, at: line.length, node, reason: `the line is not over after ${line.length} move(s): seat ${node.state.toAct} still decides.` };
  return { ok: true, moves, node };
}

/** Proves a puzzle; the first failure stops the proof with its step and reason. */
export function checkEndeavorPuzzle(p: EndeavorCheckInput, limit?: number): { ok: true; value: EndeavorCheckReport } | { ok: false; error: EndeavorCheckFailure } {
  const fail = (step: EndeavorCheckStep, reason: string) => ({ ok: false as const, error: { step, reason } });
  const pos = readEndeavorPosition(p.position);
  if (!pos.result.ok) return fail('position', pos.result.error.map((e) => `${e.path || '(position)'}: ${e.message} [${e.code}]`).join('; '));
  return checkEndeavorPuzzleAt(pos.result.value, p, limit);
}

/** Proves a puzzle whose position is already an engine state (a game review's position, ./review-puzzle.ts). */
export function checkEndeavorPuzzleAt(
  start: GameState,
  p: Omit<EndeavorCheckInput, 'position'>,
  limit?: number,
): { ok: true; value: EndeavorCheckReport } | { ok: false; error: EndeavorCheckFailure } {
  const fail = (step: EndeavorCheckStep, reason: string) => ({ ok: false as const, error: { step, reason } });
  const gp = endeavorGoalProblem(p.goal, start);
  if (gp) return fail('goal', gp);
  const solver = new EndeavorSolver(start, p.goal, limit);
  const searched = searchSafelyEndeavor((): { fail: EndeavorCheckFailure } | { report: EndeavorCheckReport } => {
    const first = solver.advance(solver.root).node;
    if (solver.isEnd(first)) return { fail: { step: 'goal', reason: `seat ${p.goal.player} has no decision in this position.` } };
    if (first.state !== start) return { fail: { step: 'goal', reason: `the puzzle must start with seat ${p.goal.player} to decide, but seat ${start.toAct} acts first.` } };
    const lines = [p.answer, ...p.alternatives];
    const replays: Move[][] = [];
    for (const [li, line] of lines.entries()) {
      const name = li === 0 ? 'answer' : `alternative ${li}`;
      const replay = replayEndeavorLine(solver, line);
      if (!replay.ok) return { fail: { step: li === 0 ? 'answer' : 'unique', reason: `${name}: ${replay.reason}` } };
      // Best: each stated decision must be one of the best at its node.
      let node = first;
      for (let i = 0; i < replay.moves.length; i++) {
        const opts = solver.options(node);
        const mine = opts.find((o) => sameEndeavorMove(o.move, replay.moves[i]))!;
        if (mine.value < opts[0]!.value) {
          return {
            fail: {
              step: 'best',
              reason: `${name}, move ${i + 1} (${describeMove(replay.moves[i]!)}) gives ${mine.value} but ${describeMove(opts[0]!.move)} gives ${opts[0]!.value}; best line: ${show(solver.bestLine(node))}.`,
            },
          };
        }
        node = solver.advance(solver.child(node, mine.move)).node;
      }
      replays.push(replay.moves);
    }
    // Unique: the key move. Every best first decision must open one of the stated lines, and no
    // stated line may open with the same move twice. Later decisions are judged move by move
    // (the trainer accepts any best move there): in Endeavor the same actions in another order,
    // or a last token spent either way, are the same answer, and a file should not list them all.
    const firstBest = solver.bestMoves(first);
    const statedFirst = replays.map((r) => r[0]!);
    const missing = firstBest.filter((m) => !statedFirst.some((f) => sameEndeavorMove(f, m)));
    if (missing.length > 0) return { fail: { step: 'unique', reason: `${firstBest.length} best first moves exist; not listed: ${missing.slice(0, 5).map(describeMove).join(' | ')}` } };
    const twice = statedFirst.find((f, i) => statedFirst.findIndex((g) => sameEndeavorMove(f, g)) !== i);
    if (twice) return { fail: { step: 'unique', reason: `two stated lines open with ${describeMove(twice)}; list each best first move once.` } };
    const outcomes = firstBest;
    const traps: string[] = [];
    for (const [i, t] of p.traps.entries()) {
      if (t.moves.length === 0) return { fail: { step: 'traps', reason: `trap ${i + 1} has no moves.` } };
      const lead = replayEndeavorLine(solver, t.moves.slice(0, -1), true);
      if (!lead.ok) return { fail: { step: 'traps', reason: `trap ${i + 1}: ${lead.reason}` } };
      const last = t.moves[t.moves.length - 1];
      const r = applyMove(lead.node.state, last);
      if (t.refused !== undefined) {
        if (r.ok) return { fail: { step: 'traps', reason: `trap ${i + 1}: the engine allows ${JSON.stringify(last)}, but the file says it is refused with ${t.refused}.` } };
        if (r.error.code !== t.refused) return { fail: { step: 'traps', reason: `trap ${i + 1}: the engine refuses it with ${r.error.code} ("${r.error.message}"), not ${t.refused}.` } };
        traps.push(`refused: ${r.error.message} [${r.error.code}]`);
        continue;
      }
      if (!r.ok) return { fail: { step: 'traps', reason: `trap ${i + 1}: the engine refuses it (${r.error.message} [${r.error.code}]); add refused: ${r.error.code}.` } };
      if (solver.isEnd(lead.node)) return { fail: { step: 'traps', reason: `trap ${i + 1}: the line is already over before its last move.` } };
      const opts = solver.options(lead.node);
      const m = canonicalEndeavorMove(solver, lead.node, last);
      const mine = opts.find((o) => m !== null && sameEndeavorMove(o.move, m));
      if (!mine) return { fail: { step: 'traps', reason: `trap ${i + 1}: ${JSON.stringify(last)} is not a decision of seat ${p.goal.player} here.` } };
      if (mine.value >= opts[0]!.value) return { fail: { step: 'traps', reason: `trap ${i + 1}: ${describeMove(mine.move)} is as good as the best (${mine.value}); it is no trap.` } };
      traps.push(`worse: ${describeMove(mine.move)} gives ${mine.value} against ${opts[0]!.value}`);
    }
    const opts = solver.options(first);
    const runnerUp = opts.find((o) => o.value < opts[0]!.value)?.value ?? null;
    return { report: { value: opts[0]!.value, runnerUp, options: opts.length, searched: solver.searched, outcomes: outcomes.length, traps } };
  });
  if (!searched.ok) return fail('best', searched.error.message);
  const r = searched.value;
  if ('fail' in r) return fail(r.fail.step, r.fail.reason);
  return { ok: true, value: r.report };
}
