/**
 * Edits of the plantation piles and the end triggers, as whole positions for the editor
 * machine's `game.load` operation, so the engine's setup gate judges each one like any other
 * change (and undo takes it back). Pure bookkeeping: which tile moves where; never a rule.
 */
import type { EndReason, GameState, Plantation } from '../../engine/puerto-rico';
import { END_REASONS } from '../../engine/puerto-rico';

/** The plantation lists the editor changes by count: the face-down stack, the discards, the tiles out of the game. */
export const PILES = ['stack', 'discards', 'removed'] as const;
export type Pile = (typeof PILES)[number];

const copy = (s: GameState): GameState => JSON.parse(JSON.stringify(s)) as GameState;

/** How many tiles of a kind lie in a pile. */
export const countIn = (s: GameState, pile: Pile, tile: Plantation): number => s[pile].filter((t) => t === tile).length;

/**
 * One tile more (+1) or less (-1) in a pile. A discarded or removed tile comes from the
 * face-down stack (and goes back to it), so the box stays whole; the stack itself takes tiles
 * from, or gives them back to, the box. Too many is for the gate to refuse.
 */
export function stepPile(s: GameState, pile: Pile, tile: Plantation, delta: 1 | -1): GameState {
  const out = copy(s);
  const list = out[pile] as Plantation[];
  const stack = out.stack as Plantation[];
  if (delta < 0) {
    const i = list.lastIndexOf(tile);
    if (i < 0) return out;
    list.splice(i, 1);
    // Back under the stack: the top of the stack (its end) is what the next draw takes.
    if (pile !== 'stack') stack.unshift(tile);
    return out;
  }
  if (pile !== 'stack') {
    const i = stack.lastIndexOf(tile);
    if (i >= 0) stack.splice(i, 1);
  }
  list.push(tile);
  return out;
}

/** The end triggers with `reason` switched on (appended, as the engine records them) or off. */
export function toggleEndTrigger(s: GameState, reason: EndReason, on: boolean): GameState {
  const out = copy(s);
  const list = out.endTriggers.filter((r) => r !== reason);
  if (on) list.push(reason);
  out.endTriggers = list;
  return out;
}

export { END_REASONS };
