/** A mined Endeavor puzzle's words: every language filled from the templates, the goal and the result said right. */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { endeavorPuzzleSchema } from '../src/content/schemas';
import type { GameState, Move } from '../src/engine/endeavor';
import { endeavorTagsFor, mineEndeavorPosition } from '../src/puzzles/endeavor/mine';
import { readEndeavorPosition } from '../src/puzzles/endeavor/position';
import { endeavorMinedText } from './puzzles-mine-endeavor-text';
import { LANGS } from './puzzles-mine-text';

const load = (f: string) => endeavorPuzzleSchema.parse(parse(readFileSync(`puzzles/${f}`, 'utf8')));
const stateOf = (position: Record<string, unknown>): GameState => {
  const r = readEndeavorPosition(position).result;
  if (!r.ok) throw new Error('position');
  return r.value;
};
const names = ['Anna', 'Bea', 'Csaba'];

describe('the words of a mined Endeavor puzzle', () => {
  const bank = load('endeavor-31-bank-for-the-salary.yaml');
  const s = stateOf(bank.position);
  const shipyard: Move = { type: 'build', building: 'shipyard' };
  const mined = mineEndeavorPosition(s, bank.goal, shipyard, 20_000);
  if (!mined.ok) throw new Error(mined.reason);
  const text = endeavorMinedText(s, bank.goal, names, mined.value, shipyard, endeavorTagsFor(s, bank.goal, mined.value));

  it('fill every template in every language, and the titles differ from plain to the round and the seats, none with a number', () => {
    for (const lang of LANGS) {
      for (const t of [text.question[lang], text.explanation[lang], ...text.titles.map((v) => v[lang])]) expect(t).not.toMatch(/[{}]|undefined|NaN|Infinity/);
      expect(new Set(text.titles.map((v) => v[lang])).size).toBe(text.titles.length);
      for (const v of text.titles) expect(v[lang]).not.toMatch(/\((no|nr)\. \d|feladvány\)/);
    }
  });
  it('a Build-phase choice asks for the building over the round, and says the others pass', () => {
    expect(text.titles[0]!.en).toMatch(/^Build phase/);
    expect(text.question.en).toMatch(/The others pass in the Action phase/);
  });
  it('names the best line with its steps, its glory, and the natural move with what it loses', () => {
    expect(text.explanation.en).toMatch(/^Best: \(1\) Build Bank; /);
    expect(text.explanation.en).toContain('That gives 10 glory.');
    expect(text.explanation.en).toContain('The natural move, Build Shipyard, gives 9 glory: 1 glory less.');
    expect(text.explanation.nl).toContain('10 punten');
  });
  it('a race for a governor says the card is won, and that the natural move misses it', () => {
    const tie = load('endeavor-01-governor-tie.yaml');
    const t = stateOf(tie.position);
    const goal = { kind: 'governor', region: 'caribbean', player: 0, until: 'phase' } as const;
    const miss: Move = { type: 'activate', slot: 1, steps: [{ action: 'ship', region: 'india' }] };
    const raced = { line: tie.answer as Move[], best: 1, natural: -Infinity, runnerUp: -Infinity, runnerUpMove: miss, options: 3, searched: 1, end: t, before: [t] };
    const words = endeavorMinedText(t, goal, names, raced, miss, ['ship', 'governor']);
    expect(words.titles[0]!.en).toBe('Race for the Caribbean governor card: how does Anna win it?');
    expect(words.explanation.en).toContain('That wins the card, with 1 glory.');
    expect(words.explanation.en).toContain('does not win the card');
    expect(words.explanation.en).toContain('No other first move wins the card');
    for (const lang of LANGS) expect(words.explanation[lang]).not.toMatch(/[{}]|Infinity/);
  });
});
