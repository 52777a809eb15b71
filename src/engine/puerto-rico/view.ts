/** What one player may see (seed 000: VP chips are kept face down; the face-down stacks are hidden). */
import type { GameState, PlayerState } from './state';
import type { Plantation } from './vocabulary';
import { GOODS } from './vocabulary';

export interface PlayerStateView extends Omit<PlayerState, 'vp'> {
  /** Own chips; null for other players (secret). */
  vp: number | null;
}

export interface GameView extends Omit<GameState, 'players' | 'stack' | 'rng'> {
  /** The seat this view is for. */
  seat: number;
  players: PlayerStateView[];
  /** Face-down plantations: how many, sorted by kind so the order is not revealed. */
  stack: Plantation[];
  /** The random generator would reveal the future; it is blanked. */
  rng: [0, 0, 0, 0];
}

/** The state as `seat` sees it: others' VP chips and the order of the face-down stack hidden. */
export function playerView(s: GameState, seat: number): GameView {
  const stack = s.stack.slice().sort((a, b) => GOODS.indexOf(a) - GOODS.indexOf(b));
  return {
    ...(JSON.parse(JSON.stringify(s)) as GameState),
    seat,
    players: s.players.map((p, i) => ({ ...(JSON.parse(JSON.stringify(p)) as PlayerState), vp: i === seat ? p.vp : null })),
    stack,
    rng: [0, 0, 0, 0],
  };
}
