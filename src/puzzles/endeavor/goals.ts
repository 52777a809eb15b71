/**
 * What an Endeavor puzzle asks for, as a closed union the engine's states can be measured against.
 *
 * Every goal is seen from one seat (`player`) and measured over a line of play that starts at the
 * puzzle position and runs for `until`:
 *   - 'action': the goal player's next action (one move; a discard forced by a pass belongs to it);
 *   - 'phase':  the rest of this Action phase (until everyone has passed);
 *   - 'round':  the rest of this round, from a Build, Salary or Action phase position through
 *               Growth and Salary to the end of the Action phase. A Build-phase choice ("which
 *               building to take for the tracks") is judged by what it brings in that round.
 * Inside the line the goal player's decisions are the puzzle; every other player's decision is
 * taken as the one worst for the goal player (minimax), so a stated result is guaranteed. Moves
 * with a single legal option are played for everyone.
 *
 * A value is a number, higher is better; `-Infinity` means the goal was missed.
 */
import { CARD_DATA, TRACKS, scores, type GameState, type ShippingRegion, type Track } from '../../engine/endeavor';

export const ENDEAVOR_GOAL_KINDS = ['glory', 'track', 'governor'] as const;
export type EndeavorGoalKind = (typeof ENDEAVOR_GOAL_KINDS)[number];

export const HORIZONS = ['action', 'phase', 'round'] as const;
export type Horizon = (typeof HORIZONS)[number];

export const OTHERS = ['worst-case', 'pass'] as const;
export type Others = (typeof OTHERS)[number];

interface GoalBase {
  /** Seat whose decisions the puzzle asks for, e.g. 0. */
  readonly player: number;
  /** How long the line runs (default 'action'). */
  readonly until?: Horizon | undefined;
  /**
   * The others' replies (default 'worst-case': whatever hurts the goal player most). 'pass'
   * declares that they pass at every Action-phase turn, so a Build-phase choice is judged by
   * what the goal player alone makes of it; their Build and Salary decisions stay worst-case.
   */
  readonly others?: Others | undefined;
}

export type EndeavorGoal =
  /** Glory gained: the engine's score now (the end-of-game list) at the end of the line minus at the start. */
  | (GoalBase & { readonly kind: 'glory' })
  /** Positions gained on one status track. */
  | (GoalBase & { readonly kind: 'track'; readonly track: Track })
  /** Hold the governor card of `region` at the end of the line; among lines that do, the most glory. */
  | (GoalBase & { readonly kind: 'governor'; readonly region: ShippingRegion });

export const horizonOf = (g: EndeavorGoal): Horizon => g.until ?? 'action';
export const othersOf = (g: EndeavorGoal): Others => g.others ?? 'worst-case';

/** The governor card id of a region (from the component data), or null if it has none. */
export function governorCard(region: ShippingRegion): string | null {
  return CARD_DATA.find((c) => c.deck === region && c.kind === 'governor')?.id ?? null;
}

const glory = (s: GameState, seat: number): number => scores(s)[seat]?.total ?? 0;

/** The goal measured between the puzzle position and the last position of a line. */
export function endeavorLineValue(goal: EndeavorGoal, start: GameState, end: GameState): number {
  const p = goal.player;
  switch (goal.kind) {
    case 'glory':
      return glory(end, p) - glory(start, p);
    case 'track':
      return end.players[p]!.tracks[goal.track] - start.players[p]!.tracks[goal.track];
    case 'governor': {
      const id = governorCard(goal.region);
      return id !== null && end.players[p]!.cards.includes(id) ? glory(end, p) - glory(start, p) : -Infinity;
    }
  }
}

/** Checks a goal read from a file against the position; null when it fits. */
export function endeavorGoalProblem(goal: EndeavorGoal, start: GameState): string | null {
  const n = start.players.length;
  if (!Number.isInteger(goal.player) || goal.player < 0 || goal.player >= n) return `goal.player must be a seat from 0 to ${n - 1}.`;
  if (horizonOf(goal) === 'round') {
    if (start.phase !== 'build' && start.phase !== 'salary' && start.phase !== 'action')
      return `A puzzle over the round starts in the Build, Salary or Action phase (this position is in the ${start.phase} phase).`;
  } else if (start.phase !== 'action') return `Endeavor puzzles start in the Action phase unless the goal runs until: round (this position is in the ${start.phase} phase).`;
  if (goal.kind === 'track' && !TRACKS.includes(goal.track)) return `goal.track must be one of ${TRACKS.join(', ')}.`;
  if (goal.kind === 'governor') {
    const id = governorCard(goal.region);
    if (id === null) return `${goal.region} has no governor card.`;
    if (start.players[goal.player]!.cards.includes(id)) return `seat ${goal.player} already holds the ${goal.region} governor.`;
  }
  return null;
}
