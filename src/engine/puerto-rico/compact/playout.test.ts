import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../bots/puerto-rico/random';
import { canonical, gameOptions } from '../equivalence';
import type { Picker } from '../game';
import { playGame, playOut, playOutNew } from '../play-game';
import { outcome } from '../scoring';
import { newGame } from '../setup';

/** The same bot without pickIndex: playGame keeps it on the JSON path. */
const jsonOnly =
  (bot: Picker): Picker =>
  (s, legal) =>
    bot(s, legal);

describe('playGame on the compact path (issue #18.1)', () => {
  it.each([0, 5, 10, 15, 18, 23, 44, 77])('plays equivalence setup %i to the same end, with the same moves, as the JSON path', (i) => {
    const start = newGame(gameOptions(i), 500 + i);
    const before = canonical(start);
    const compact = playGame(start, randomBot(i));
    const json = playGame(start, jsonOnly(randomBot(i)));
    expect(canonical(compact.state)).toBe(canonical(json.state));
    expect(canonical(compact.moves)).toBe(canonical(json.moves));
    expect(canonical(start)).toBe(before);
  });

  it('plays the same game when the picker itself plays whole games between its picks', () => {
    // A picker may search by playing games: the legal list is one shared buffer, listed again after the pick.
    const start = newGame(gameOptions(14), 514);
    const plain = playGame(start, randomBot(3));
    const inner = randomBot(3).pickIndex!;
    let nested = 0;
    const searching = Object.assign((_s: Parameters<Picker>[0], legal: Parameters<Picker>[1]) => legal[inner(legal.length)]!, {
      pickIndex: (count: number): number => {
        if (nested++ % 50 === 0) playGame(newGame(gameOptions(nested % 16), nested), randomBot(nested));
        return inner(count);
      },
    });
    const searched = playGame(start, searching);
    expect(nested).toBeGreaterThan(100);
    expect(canonical(searched.state)).toBe(canonical(plain.state));
    expect(canonical(searched.moves)).toBe(canonical(plain.moves));
  });

  it.each([0, 7, 14, 21, 33, 50])('plays out equivalence setup %i to the result and decision count playGame reaches, on either path', (i) => {
    const start = newGame(gameOptions(i), 700 + i);
    const before = canonical(start);
    const full = playGame(start, jsonOnly(randomBot(i)));
    const expected = canonical({ outcome: outcome(full.state), decisions: full.moves.length });
    expect(canonical(playOut(start, randomBot(i)))).toBe(expected);
    expect(canonical(playOut(start, jsonOnly(randomBot(i))))).toBe(expected);
    expect(canonical(playOutNew(gameOptions(i), 700 + i, randomBot(i)))).toBe(expected);
    expect(canonical(playOutNew(gameOptions(i), 700 + i, jsonOnly(randomBot(i))))).toBe(expected);
    expect(canonical(start)).toBe(before);
  });

  it('is taken only by pickers that choose by position', () => {
    expect(randomBot(1).pickIndex).toBeTypeOf('function');
    expect(jsonOnly(randomBot(1)).pickIndex).toBeUndefined();
  });

  it('plays a position with no compact form on the JSON path', () => {
    const s = newGame({ players: 3 }, 4);
    // A 13th island tile is beyond the layout (and the gate): the JSON engine still plays it.
    s.players[1]!.island.push(...Array.from({ length: 12 }, () => ({ tile: 'corn' as const, colonists: 0 })));
    expect(playGame(s, randomBot(2)).state.phase).toBe('over');
  });
});
