/**
 * What a puzzle asks for, as a closed union the engine's states can be measured against.
 *
 * Every goal is seen from one player (`player`, a seat) and is measured over a line of play that
 * starts at the puzzle position and ends when `phases` role phases are over (1 = the phase in
 * progress, or the role about to be chosen and its phase). Inside the line, the goal player's
 * decisions are the puzzle; the other players are treated as "whatever they do": the search
 * assumes each of their decisions is the one worst for the goal player (minimax), so a stated
 * result is guaranteed. Moves with a single legal option are played for everyone.
 *
 * A goal value is a number, higher is better; `-Infinity` means the goal was not reached
 * (e.g. no listed building was built).
 */
import type { BuildingId, GameState, Move } from '../../engine/puerto-rico';
import { COUNT_SETUP, PRICE, GOODS, scorePlayer } from '../../engine/puerto-rico';

/** The kinds of goal, named once. */
export const GOAL_KINDS = ['most-vp', 'fewest-goods-lost', 'most-doubloons', 'most-trade-value', 'cheapest-build'] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

/**
 * How the other players' decisions inside a line are taken: 'worst-case' (default) whatever hurts
 * the goal player most, so a stated result is guaranteed; 'greedy' the declared policy of the
 * heuristic bot's greedy step (each takes the move that looks best for him right away, the same
 * move every time), so a choice whose reward comes from the next roles can be judged at all
 * (with worst-case replies the next role never pays).
 */
export const OTHERS = ['worst-case', 'greedy'] as const;
export type Others = (typeof OTHERS)[number];

interface GoalBase {
  /** Seat whose decisions the puzzle asks for, e.g. 0. */
  readonly player: number;
  /** Role phases the line runs through: 1 (default) or more. */
  readonly phases?: number | undefined;
  /** The others' replies (default 'worst-case'). */
  readonly others?: Others | undefined;
}

export type Goal =
  /** Victory points gained: chips plus printed building VP plus large-building bonuses (final score change). */
  | (GoalBase & { readonly kind: 'most-vp' })
  /** Barrels that go back to the supply at the end of the Captain phase instead of being shipped or kept. */
  | (GoalBase & { readonly kind: 'fewest-goods-lost' })
  /** Doubloons gained. */
  | (GoalBase & { readonly kind: 'most-doubloons' })
  /** Doubloons gained plus the trading-house price of the barrels gained. */
  | (GoalBase & { readonly kind: 'most-trade-value' })
  /** Build one of `buildings`, keeping the most doubloons; not building one of them misses the goal. */
  | (GoalBase & { readonly kind: 'cheapest-build'; readonly buildings: readonly BuildingId[] });

/** How many role phases the line runs through. */
export const goalPhases = (g: Goal): number => g.phases ?? 1;

/**
 * Where a goal's line ends, as a learner is told it: at the end of the phase in progress, of the
 * phase of the role about to be chosen, of this round, of the first `phases` role phases of the
 * next round, or of the phases of the next `roles` roles (after the one in progress, if any).
 */
export type GoalHorizon =
  | { readonly kind: 'phase' }
  | { readonly kind: 'role' }
  | { readonly kind: 'round' }
  | { readonly kind: 'next-round'; readonly phases: number }
  | { readonly kind: 'next-roles'; readonly roles: number };

/** Where the goal's line from `start` ends (the phases the solver counts, ./solve.ts). */
export function goalHorizon(goal: Goal, start: GameState): GoalHorizon {
  const n = goalPhases(goal);
  const choosing = start.phase === 'role';
  if (n === 1) return { kind: choosing ? 'role' : 'phase' };
  // The roles of this round chosen when the line ends: the one whose phase is in progress counts.
  const last = start.rolesChosen + (choosing ? n : n - 1);
  const perRound = COUNT_SETUP[start.options.players].choicesPerRound;
  if (last === perRound) return { kind: 'round' };
  if (last > perRound) return { kind: 'next-round', phases: last - perRound };
  return { kind: 'next-roles', roles: choosing ? n : n - 1 };
}

/** How the others reply in a line. */
export const othersOf = (g: Goal): Others => g.others ?? 'worst-case';

/**
 * The most role phases a line may run through: with declared replies only the goal player's own
 * decisions branch, so a line may run to the end of a five-player round.
 */
export const maxPhases = (g: Goal): number => (othersOf(g) === 'greedy' ? 5 : 3);

const totalGoods = (s: GameState, seat: number): number => {
  const g = s.players[seat]!.goods;
  return g.corn + g.indigo + g.sugar + g.tobacco + g.coffee;
};

/**
 * What one move adds to the goal on top of the difference between the first and last position.
 * Only 'fewest-goods-lost' needs it: barrels the goal player ships leave his hand without being lost.
 */
export function moveGain(goal: Goal, before: GameState, move: Move, after: GameState): number {
  if (goal.kind !== 'fewest-goods-lost' || before.toAct !== goal.player) return 0;
  const p = goal.player;
  if (move.type === 'load') {
    const b = before.ships[move.ship]!;
    const a = after.ships[move.ship]!;
    // A ship that is empty afterwards was filled and cleared at the end of the phase.
    return (a.good === move.good ? a.count : b.capacity) - b.count;
  }
  if (move.type === 'wharf' || move.type === 'small-wharf') {
    // Whatever the player holds less of this kind went on a ship (storage is a later decision).
    if (after.phase === 'captain' || after.phase === 'storage') return before.players[p]!.goods[move.good] - after.players[p]!.goods[move.good];
    return move.type === 'small-wharf' ? 1 : before.players[p]!.goods[move.good];
  }
  return 0;
}

/** The goal measured between the puzzle position and the last position of a line (plus moveGain). */
export function lineValue(goal: Goal, start: GameState, end: GameState): number {
  const p = goal.player;
  const a = start.players[p]!;
  const b = end.players[p]!;
  switch (goal.kind) {
    case 'most-vp':
      return scorePlayer(b, p).total - scorePlayer(a, p).total;
    case 'fewest-goods-lost':
      return totalGoods(end, p) - totalGoods(start, p);
    case 'most-doubloons':
      return b.doubloons - a.doubloons;
    case 'most-trade-value': {
      let v = b.doubloons - a.doubloons;
      for (const g of GOODS) v += PRICE[g] * (b.goods[g] - a.goods[g]);
      return v;
    }
    case 'cheapest-build': {
      const built = goal.buildings.some((id) => b.city.some((c) => c.building === id) && !a.city.some((c) => c.building === id));
      return built ? b.doubloons : -Infinity;
    }
  }
}

/** Checks a goal read from a file against the position's player count; null when it fits. */
export function goalProblem(goal: Goal, players: number): string | null {
  if (!Number.isInteger(goal.player) || goal.player < 0 || goal.player >= players) return `goal.player must be a seat from 0 to ${players - 1}.`;
  const ph = goalPhases(goal);
  const max = maxPhases(goal);
  if (!Number.isInteger(ph) || ph < 1 || ph > max) return `goal.phases must be a whole number from 1 to ${max}.`;
  if (goal.kind === 'cheapest-build' && goal.buildings.length === 0) return 'goal.buildings must list at least one building.';
  return null;
}
