/** What a player may see. */
import { describe, expect, it } from 'vitest';
import { newGame } from './setup';
import { playerView } from './view';

describe('playerView', () => {
  it('shows the top card and size of each deck, hides the cards below and the generator state', () => {
    const s = newGame({ players: 3 }, 4);
    const v = playerView(s, 1);
    expect(v.seat).toBe(1);
    expect(v.board.decks.europe).toEqual({ top: 'europe-0', count: 6 });
    expect('rng' in v).toBe(false);
    expect(JSON.stringify(v)).not.toContain('europe-5');
    expect(v.players).toEqual(s.players);
    expect(v.board.cities).toEqual(s.board.cities);
  });
});
