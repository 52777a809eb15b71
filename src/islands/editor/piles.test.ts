import { describe, expect, it } from 'vitest';
import { fromSetup, newGame } from '../../engine/puerto-rico';
import { countIn, stepPile, toggleEndTrigger } from './piles';

const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('plantation piles in the editor', () => {
  it('a discard comes from the face-down stack and goes back to it; the gate accepts both', () => {
    const s = newGame({ players: 3 }, 4);
    const corn = countIn(s, 'stack', 'corn');
    const d = stepPile(s, 'discards', 'corn', 1);
    expect([countIn(d, 'discards', 'corn'), countIn(d, 'stack', 'corn')]).toEqual([1, corn - 1]);
    expect(fromSetup(plain(d)).ok).toBe(true);
    const back = stepPile(d, 'discards', 'corn', -1);
    expect([countIn(back, 'discards', 'corn'), countIn(back, 'stack', 'corn')]).toEqual([0, corn]);
    // The input is never changed.
    expect(countIn(s, 'discards', 'corn')).toBe(0);
  });

  it('more tiles than the box holds are for the gate to refuse', () => {
    let s = newGame({ players: 3 }, 4);
    for (let i = 0; i < 20; i++) s = stepPile(s, 'stack', 'coffee', 1);
    const r = fromSetup(plain(s));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((e) => e.code)).toContain('setup/too-many-plantations');
  });

  it('end triggers switch on and off, judged by the gate', () => {
    const s = newGame({ players: 4 }, 2);
    const on = toggleEndTrigger(s, 'vp-chips', true);
    expect(on.endTriggers).toEqual(['vp-chips']);
    expect(toggleEndTrigger(toggleEndTrigger(on, 'colonists', true), 'vp-chips', false).endTriggers).toEqual(['colonists']);
    const r = fromSetup(plain(on));
    expect(typeof r.ok).toBe('boolean');
  });
});
