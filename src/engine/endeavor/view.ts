/**
 * What one player can see. Endeavor hides little: the decks lie face up in a pile, so only the
 * top card of each is visible (the cards below are hidden), and the random-generator state is
 * never shown (it would reveal nothing today, but it is not part of the table).
 */
import type { BoardState, GameState } from './state';
import { DECKS, type Deck } from './vocabulary';

export interface DeckView {
  /** The visible top card, or null if the deck is empty. */
  readonly top: string | null;
  readonly count: number;
}

export type PlayerView = Omit<GameState, 'rng' | 'board'> & {
  /** The seat this view is for. */
  readonly seat: number;
  readonly board: Omit<BoardState, 'decks'> & { readonly decks: { readonly [D in Deck]: DeckView } };
};

/** The state as seen by `seat`: deck order below the top card and the RNG state are hidden. */
export function playerView(state: GameState, seat: number): PlayerView {
  const { rng: _rng, board, ...rest } = state;
  const decks = {} as { [D in Deck]: DeckView };
  for (const d of DECKS) decks[d] = { top: board.decks[d][0] ?? null, count: board.decks[d].length };
  return JSON.parse(JSON.stringify({ ...rest, seat, board: { ...board, decks } })) as PlayerView;
}
