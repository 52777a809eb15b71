import { describe, expect, it } from 'vitest';
import { applyMove, DEFAULT_OPTIONS, isGameOver, legalMoves, newGame, type Move } from '../../../engine/puerto-rico';
import { randomBot } from '../../../bots/puerto-rico/random';
import { moveLabel } from './text';

/** Every move the engine offers along a few random games with all buildings (black market, guests, forests included). */
function offeredMoves(): Move[] {
  const seen = new Map<string, Move>();
  for (const seed of [1, 2, 3]) {
    let s = newGame({ ...DEFAULT_OPTIONS, players: 3, buildings: { kind: 'all' } }, seed);
    const pick = randomBot(seed);
    for (let i = 0; i < 400 && !isGameOver(s); i++) {
      const legal = legalMoves(s);
      for (const m of legal) seen.set(JSON.stringify(m), m);
      const r = applyMove(s, pick(s, legal));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
  }
  return [...seen.values()];
}

describe('moves in words', () => {
  const moves = offeredMoves();
  it.each(['en', 'hu', 'nl'] as const)('every offered move has %s words with all blanks filled', (lang) => {
    expect(moves.length).toBeGreaterThan(30);
    for (const m of moves) {
      const words = moveLabel(m, lang, [4, 5, 6]);
      expect(words, JSON.stringify(m)).not.toMatch(/\{|\}|undefined|null/);
      expect(words.length).toBeGreaterThan(1);
    }
  });

  it.each(['en', 'hu', 'nl'] as const)('the Union Hall and Small Wharf declines (RULINGS.md base 22) have %s words with the count', (lang) => {
    const declines: Move[] = [{ type: 'union-hall' }, { type: 'union-hall', bonus: 2 }, { type: 'pass', bonus: 0 }, { type: 'small-wharf', good: 'corn', bonus: 1 }];
    for (const m of declines) {
      const words = moveLabel(m, lang);
      expect(words, JSON.stringify(m)).not.toMatch(/\{|\}|undefined|null/);
      if (m.type !== 'union-hall' || m.bonus !== undefined) expect(words, JSON.stringify(m)).toMatch(/\d/);
    }
    expect(moveLabel({ type: 'union-hall', bonus: 2 }, 'en')).toBe("Take only 2 of the Union Hall's VP, so that a VP chip stays");
  });

  it('speaks the language asked for', () => {
    const sell: Move = { type: 'sell', good: 'coffee' };
    expect(moveLabel(sell, 'en')).toBe('Sell coffee');
    expect(moveLabel(sell, 'hu')).toBe('Eladás: kávé');
    expect(moveLabel(sell, 'nl')).toBe('Verkoop koffie');
  });
});
