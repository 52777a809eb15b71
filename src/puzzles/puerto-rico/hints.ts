/**
 * The hint ladder: first the area of the board, then the exact place to act, then the answer.
 * Derived from a best move at the current decision, so no puzzle file needs hint text.
 */
import type { GameState, Move } from '../../engine/puerto-rico';

/** How far down the ladder: 0 = no hint. */
export type HintLevel = 0 | 1 | 2 | 3;

/**
 * Board areas a hint can point at (the words live in the UI strings). A wharf is its own area: a
 * hint names one only when the best move uses it, so it is always on the board (issue #21.6).
 */
export type HintArea = 'ships' | 'wharf' | 'small-wharf' | 'buildings' | 'trading-house' | 'roles' | 'own-goods' | 'own-board' | 'move-buttons';

/** Moves made with a button of their own beside the board (BoardPlace 'move:<type>'), not on a component. */
const BUTTON_MOVES: ReadonlySet<Move['type']> = new Set(['pass', 'hacienda', 'union-hall']);

export interface Hint {
  readonly level: HintLevel;
  readonly area: HintArea;
  /** Board places to highlight (BoardPlace strings of the board components). */
  readonly places: readonly string[];
  /** At level 3: the move itself. */
  readonly move: Move | null;
}

function areaOf(m: Move): HintArea {
  if (BUTTON_MOVES.has(m.type)) return 'move-buttons';
  switch (m.type) {
    case 'load':
      return 'ships';
    case 'wharf':
      return 'wharf';
    case 'small-wharf':
      return 'small-wharf';
    case 'build':
      return 'buildings';
    case 'sell':
    case 'trading-post':
      return 'trading-house';
    case 'role':
      return 'roles';
    case 'craft':
      return 'own-goods';
    default:
      return 'own-board';
  }
}

/** The exact place a move is made on the board. */
export function placeOf(m: Move, seat: number): string {
  if (BUTTON_MOVES.has(m.type)) return `move:${m.type}`;
  switch (m.type) {
    case 'load':
      return `ship:${m.ship}`;
    case 'wharf':
      return 'wharf';
    case 'small-wharf':
      return 'small-wharf';
    case 'build':
      return `supply:building:${m.building}`;
    case 'sell':
      return 'trading-house';
    case 'trading-post':
      return 'trading-post';
    case 'role':
      return `role:${m.role}`;
    case 'craft':
      return `p${seat}:goods:${m.good}`;
    default:
      return `p${seat}`;
  }
}

function areaPlaces(area: HintArea, s: GameState, seat: number): string[] {
  switch (area) {
    case 'ships':
      return s.ships.map((_, i) => `ship:${i}`);
    case 'wharf':
    case 'small-wharf':
      return [area];
    case 'trading-house':
      return ['trading-house'];
    case 'roles':
      return s.roles.map((r) => `role:${r.role}`);
    case 'move-buttons':
      return [...BUTTON_MOVES].map((t) => `move:${t}`);
    default:
      return [`p${seat}`];
  }
}

/** The hint at `level` for the best move `best` in position `s`. */
export function hintFor(level: Exclude<HintLevel, 0>, best: Move, s: GameState): Hint {
  const seat = s.toAct;
  const area = areaOf(best);
  if (level === 1) return { level, area, places: areaPlaces(area, s, seat), move: null };
  return { level, area, places: [placeOf(best, seat)], move: level === 3 ? best : null };
}
