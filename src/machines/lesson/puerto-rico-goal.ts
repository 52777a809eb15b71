/**
 * Whether a step is done: a small function of the goal, the step's starting state, the state now
 * and the move just played. It reads the engine's state (phase, round, roles chosen) and compares
 * moves; it decides no rule: legality was settled by the engine before a move got here.
 */
import type { Move } from '../../engine/puerto-rico/moves';
import type { GameState } from '../../engine/puerto-rico/state';
import type { Goal, MovePattern } from './puerto-rico-steps';

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Every field of the pattern equals the move's (missing fields are free). */
export function matches(pattern: MovePattern, move: Move): boolean {
  const m = move as unknown as Record<string, unknown>;
  return Object.entries(pattern).every(([k, v]) => v === undefined || same(m[k], v));
}

/** Whether a legal move is what the step asks for (a phase, round or game goal takes any legal move). */
export function asks(goal: Goal, move: Move): boolean {
  switch (goal.kind) {
    case 'read':
      return false;
    case 'move':
      return matches(goal.move, move);
    case 'any-of':
      return goal.moves.some((p) => matches(p, move));
    case 'phase-ends':
    case 'round-ends':
    case 'game-over':
      return true;
  }
}

/** Whether the goal is reached after `move` took the game from `start` (the step's start) to `now`. */
export function reached(goal: Goal, start: GameState, now: GameState, move: Move): boolean {
  switch (goal.kind) {
    case 'read':
      return false;
    case 'move':
    case 'any-of':
      return asks(goal, move);
    case 'phase-ends': {
      // Back at a role choice (or over), and not the same choice the step began at.
      const between = now.phase === 'role' || now.phase === 'over' || now.phase === 'draft';
      return between && (start.phase !== 'role' || now.round !== start.round || now.rolesChosen !== start.rolesChosen || now.phase === 'over');
    }
    case 'round-ends':
      return now.round > start.round || now.phase === 'over';
    case 'game-over':
      return now.phase === 'over';
  }
}
