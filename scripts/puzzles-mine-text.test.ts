/** A mined puzzle's title says what the puzzle asks, in each language, from the templates, and no two are the same. */
import { describe, expect, it } from 'vitest';
import { captainTurn } from '../src/puzzles/puerto-rico/test-positions';
import { applyLegalMove, type GameState, newGame } from '../src/engine/puerto-rico';
import { LANGS, minedText, pickTitle, roleChoiceTitle, titleVariants } from './puzzles-mine-text';

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
  const captain = (): GameState => captainTurn(5);
  const names = ['Anna', 'Bea', 'Csaba'];
  const vp = titleVariants(captain(), { kind: 'most-vp', player: 1 }, names);
  const lost = titleVariants(captain(), { kind: 'fewest-goods-lost', player: 1 }, names);
  it('say what is asked: the player, the barrels held, the goal, in every language', () => {
    for (const lang of LANGS) {
      expect(vp[0]![lang]).toContain('Bea');
      expect(vp[0]![lang]).toContain('4 ');
      expect(vp[0]![lang]).not.toMatch(/[{}]/);
      expect(vp[0]![lang]).not.toBe(lost[0]![lang]);
    }
  });
  it('grow more specific with the round and facts of the position, never with a number', () => {
    for (const lang of LANGS) {
      expect(new Set(vp.map((v) => v[lang])).size).toBe(vp.length);
      expect(vp[1]![lang]).toContain('5');
      for (const v of vp) expect(v[lang]).not.toMatch(/[{}#]|\((no|nr)\. |feladvány/);
    }
    expect(vp.map((v) => v.en)).toContain('Captain: how does Bea ship 4 corn and 1 coffee for the most victory points? (round 5, Bea with 2 doubloons)');
    expect(vp.map((v) => v.hu)).toContain('Kapitány – Bea áruja: 4 kukorica és 1 kávé. Hogyan szerzi a legtöbb győzelmi pontot? (5. forduló, Bea: 2 dublon)');
    expect(vp.map((v) => v.nl)).toContain('Kapitein: hoe verscheept Bea 4 mais en 1 koffie voor de meeste overwinningspunten? (ronde 5, Bea met 2 dukaten)');
  });
  it('tell a puzzle apart from the earlier ones by a fact of its position: a richer one than the first of its kind', () => {
    const taken = new Set<string>();
    const richer = captain();
    richer.players[1]!.doubloons = 3;
    const again = titleVariants(richer, { kind: 'most-vp', player: 1 }, names);
    expect(pickTitle(vp, taken)).toEqual(vp[0]);
    const told = pickTitle(again, taken)!;
    expect(told.en).toMatch(/Bea with 3 doubloons\)$/);
    expect(told.hu).toMatch(/Bea: 3 dublon\)$/);
    expect(told.nl).toMatch(/Bea met 3 dukaten\)$/);
    expect(pickTitle(lost, taken)).toEqual(lost[0]);
  });
  it('are never repeated: the same position again gets no title, and the miner drops it', () => {
    const taken = new Set<string>();
    pickTitle(vp, taken);
    expect(pickTitle(titleVariants(captain(), { kind: 'most-vp', player: 1 }, names), taken)).toBeNull();
  });
  it('tell apart, as a last resort, positions that differ only in another player’s island', () => {
    const taken = new Set<string>();
    pickTitle(vp, taken);
    const other = captain();
    other.players[2]!.island.push({ tile: 'coffee', colonists: 0 });
    const told = pickTitle(titleVariants(other, { kind: 'most-vp', player: 1 }, names), taken)!;
    expect(told.en).toMatch(/Csaba’s island: .*coffee\)$/);
    expect(told.hu).toMatch(/Csaba szigete: .*kávé\)$/);
    expect(told.nl).toMatch(/eiland van Csaba: .*koffie\)$/);
  });
  it('name the roles already taken at a role choice, each with its article, after the question asked short', () => {
    const s = newGame({ players: 3 }, 'titles');
    for (const r of s.roles) if (r.role === 'craftsman' || r.role === 'settler') r.takenBy = 0;
    const all = titleVariants(s, { kind: 'most-vp', player: 1 }, names);
    expect(all).toContainEqual({
      en: 'Which role earns Bea the most VP? (round 1, after the Settler and the Craftsman)',
      hu: 'Melyik szerep hozza a legtöbb GyP-t Bea számára? (1. forduló, az ültetvényes és az iparos után)',
      nl: 'Welke rol levert Bea de meeste OP op? (ronde 1, na de kolonist en de opzichter)',
    });
  });
});

describe('a mined Builder turn that runs into the next round', () => {
  const builder = applyLegalMove(newGame({ players: 3 }, 'mine-text'), { type: 'role', role: 'builder' });
  const goal = (phases: number) => ({ kind: 'most-vp', player: builder.toAct, phases, others: 'greedy' }) as const;
  const solved = { line: [{ type: 'pass' } as const], alternatives: [], best: 2, natural: 0, runnerUp: 0, options: 2, searched: 40 };
  const text = (phases: number) => minedText(builder, goal(phases), ['Anna', 'Bea', 'Csaba'], solved, [{ type: 'pass' }], []);
  it('says how many phases of the next round count, where a line to the round’s end says the round', () => {
    const next = text(5);
    const round = text(3);
    for (const lang of LANGS) {
      expect(next.titles[0]![lang]).not.toBe(round.titles[0]![lang]);
      expect(next.question[lang]).not.toBe(round.question[lang]);
      expect(next.question[lang]).toContain('2');
      expect(next.titles[0]![lang]).not.toMatch(/[{}#]/);
      expect(next.question[lang]).not.toMatch(/[{}#]/);
    }
    expect(next.titles[0]!.en).toContain('the first 2 phases of the next round');
    expect(text(4).titles[0]!.en).toContain('the first phase of the next round');
  });
});

describe('the explanation of a Pass answer', () => {
  const builder = applyLegalMove(newGame({ players: 3 }, 'mine-text'), { type: 'role', role: 'builder' });
  const seat = builder.toAct;
  const goal = { kind: 'most-vp', player: seat, phases: 3, others: 'greedy' } as const;
  const names = ['Anna', 'Bea', 'Csaba'];
  const other = (seat + 1) % 3;
  const passRoles = {
    pass: [
      { seat: other, role: 'craftsman' },
      { seat, role: 'captain' },
    ],
    natural: [
      { seat: other, role: 'mayor' },
      { seat, role: 'settler' },
    ],
  } as const;
  const solved = { line: [{ type: 'pass' } as const], alternatives: [], best: 3, natural: 1, runnerUp: 1, options: 2, searched: 40 };
  const natural = [{ type: 'build', building: 'smallIndigoPlant' } as const];
  it('says what the round makes of the pass and of the natural move, and the role the others no longer take', () => {
    const text = minedText(builder, goal, names, { ...solved, passRoles }, natural, []);
    expect(text.explanation.en).toContain(`Craftsman (${names[other]})`);
    expect(text.explanation.en).toContain(`Mayor (${names[other]})`);
    expect(text.explanation.en).toContain('no one else takes the Craftsman');
    for (const lang of LANGS) expect(text.explanation[lang]).not.toMatch(/[{}#]/);
  });
  it('says nothing of the kind for another answer', () => {
    expect(minedText(builder, goal, names, solved, natural, []).explanation.en).not.toContain('Why passing wins');
  });
});
