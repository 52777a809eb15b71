/** A mined puzzle's title says what the puzzle asks, in each language, from the templates, and no two are the same. */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../src/engine/puerto-rico';
import { readPosition } from '../src/puzzles/position';
import { LANGS, pickTitle, roleChoiceTitle, titleVariants } from './puzzles-mine-text';

describe('a mined role choice title', () => {
  const vp = roleChoiceTitle({ kind: 'most-vp', player: 1 }, 'Bea', 5);
  const money = roleChoiceTitle({ kind: 'most-doubloons', player: 1 }, 'Bea', 5);
  it('names the player and the roles on offer in every language', () => {
    for (const lang of LANGS) {
      expect(vp[lang]).toContain('Bea');
      expect(vp[lang]).toContain('5');
      expect(vp[lang]).not.toMatch(/[{}]/);
    }
  });
  it('says what the goal measures: victory points and doubloons read differently in every language', () => {
    for (const lang of LANGS) expect(vp[lang]).not.toBe(money[lang]);
  });
  it('is a question, not a label', () => {
    for (const lang of LANGS) expect(vp[lang]).toMatch(/\?$/);
  });
});

describe('mined titles', () => {
  const captain = (): GameState => {
    const r = readPosition({
      options: { players: 3 },
      round: 5,
      phase: 'captain',
      chooser: 1,
      rolesChosen: 1,
      roles: ['settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain'].map((role) => ({ role, doubloons: 0, takenBy: role === 'captain' ? 1 : -1 })),
      players: [{}, { goods: { coffee: 1, corn: 4 } }, {}],
      ships: [{ capacity: 4 }, { capacity: 5 }, { capacity: 6 }],
    });
    if (!r.result.ok) throw new Error(JSON.stringify(r.result.error));
    return r.result.value;
  };
  const names = ['Anna', 'Bea', 'Csaba'];
  const vp = titleVariants(captain(), { kind: 'most-vp', player: 1 }, names, 1234);
  const lost = titleVariants(captain(), { kind: 'fewest-goods-lost', player: 1 }, names, 1234);
  it('say what is asked: the player, the barrels held, the goal, in every language', () => {
    for (const lang of LANGS) {
      expect(vp[0]![lang]).toContain('Bea');
      expect(vp[0]![lang]).toContain('4 ');
      expect(vp[0]![lang]).not.toMatch(/[{}]/);
      expect(vp[0]![lang]).not.toBe(lost[0]![lang]);
    }
  });
  it('grow more specific, the last naming the puzzle’s number', () => {
    for (const lang of LANGS) {
      expect(new Set(vp.map((v) => v[lang])).size).toBe(vp.length);
      expect(vp[1]![lang]).toContain('5');
      expect(vp[vp.length - 1]![lang]).toContain('1234');
    }
  });
  it('are never repeated: each pick takes the plainest variant no puzzle has yet', () => {
    const taken = new Set<string>([`hu:${vp[0]!.hu}`]);
    expect(pickTitle(vp, taken)).toEqual(vp[1]);
    expect(pickTitle(vp, taken)).toEqual(vp[2]);
    expect(pickTitle(lost, taken)).toEqual(lost[0]);
    for (const lang of LANGS) expect(taken.has(`${lang}:${vp[2]![lang]}`)).toBe(true);
  });
});
