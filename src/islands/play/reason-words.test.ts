import { describe, expect, it } from 'vitest';
import { applyLegalMove, legalMoves, newGame } from '../../engine/puerto-rico';
import { heuristicDecision } from '../../bots/puerto-rico/heuristic';
import type { OptionReason } from '../../bots/puerto-rico/explain';
import { REASON_KEYS } from '../../bots/puerto-rico/explain';
import { missingIn } from '../../i18n/define';
import { reasonText } from '../../i18n/strings/bot-reasons';
import { ReasonWords } from './reason-words';

const LANGS = ['en', 'hu', 'nl'] as const;

/** A reason with every kind of gain, the card's doubloons, the others and the role left. */
const everything: OptionReason = {
  gains: [
    { key: 'tiles', tiles: ['indigo', 'quarry'] },
    { key: 'build', buildings: ['harbor'], paid: 7 },
    { key: 'colonists', n: 2 },
    { key: 'man', buildings: ['smallMarket'] },
    { key: 'work', n: 1 },
    {
      key: 'produce',
      goods: [
        { good: 'corn', n: 2 },
        { good: 'sugar', n: 1 },
      ],
    },
    { key: 'ship', goods: [{ good: 'corn', n: 3 }], vp: 4 },
    { key: 'vp', vp: 1 },
    { key: 'sell', goods: [{ good: 'coffee', n: 1 }], doubloons: 5 },
    { key: 'doubloons', n: 1 },
    { key: 'lose', goods: [{ good: 'tobacco', n: 2 }] },
  ],
  cardDoubloons: 1,
  others: { seats: 2, vp: 3, buildings: 1, tiles: 2, colonists: 1, barrels: 4, doubloons: 1 },
  leaves: { seat: 1, role: 'trader' },
};

describe("the bots' reasons in words", () => {
  it('has words for every reason key in English, Hungarian and Dutch', () => {
    for (const k of REASON_KEYS) for (const lang of LANGS) expect(reasonText.table[lang][`gain.${k}`], `${lang} gain.${k}`).toBeTruthy();
    expect(missingIn(reasonText.table, 'hu')).toEqual([]);
    expect(missingIn(reasonText.table, 'nl')).toEqual([]);
  });

  it('reads the Captain example as the engine used to say it', () => {
    const w = new ReasonWords('en', ['Ann', 'Bea', 'Cy']);
    const r: OptionReason = {
      gains: [{ key: 'ship', goods: [{ good: 'corn', n: 3 }], vp: 4 }],
      cardDoubloons: 0,
      others: { seats: 2, vp: 0, buildings: 0, tiles: 0, colonists: 0, barrels: 0, doubloons: 0 },
      leaves: { seat: 1, role: 'trader' },
    };
    expect(w.option({ type: 'role', role: 'captain' }, r)).toBe('Captain: you ship 3 corn for 4 VP; the others gain nothing; leaves Trader to Bea');
  });

  it("says every part of a reason, in each language, with the page's names", () => {
    const en = new ReasonWords('en', ['Ann', 'Bea', 'Cy']).option({ type: 'role', role: 'settler' }, everything);
    expect(en).toBe(
      'Settler: you take an indigo plantation and a quarry, build the Harbor for 7 doubloons, get 2 colonists, man the Small Market, work 1 more island space, ' +
        'produce 2 corn and 1 sugar, ship 3 corn for 4 VP, gain 1 VP, sell 1 coffee for 5 doubloons, gain 1 doubloon, lose 2 tobacco (incl. 1 doubloon on the card); ' +
        'the others gain 3 VP, 1 building, 2 tiles, 1 colonist, 4 barrels, 1 doubloon; leaves Trader to Bea',
    );
    const hu = new ReasonWords('hu', ['Anna', 'Bea', 'Csaba']).option({ type: 'role', role: 'settler' }, everything);
    expect(hu).toContain('Ültetvényes — neked: új lapka: indigóültetvény és kőbánya');
    expect(hu).toContain('behajózás: 3 kukorica = 4 GyP');
    expect(hu).toContain('utána Bea várhatóan ezt választja: Kereskedő');
    const nl = new ReasonWords('nl', ['An', 'Bea', 'Cas']).option({ type: 'role', role: 'captain' }, { ...everything, others: { ...everything.others!, seats: 1 } });
    expect(nl).toContain('Kapitein: je neemt een indigoplantage en een steengroeve, bouwt Haven voor 7 dukaten, krijgt 2 kolonisten');
    expect(nl).toContain('; je tegenstander krijgt 3 OP, 1 gebouw, 2 tegels');
    expect(nl).toContain('; laat Handelaar over aan Bea');
  });

  it('counts with the language’s plural forms (Intl.PluralRules), 0, 1 and 2 alike', () => {
    const say = (lang: (typeof LANGS)[number], n: number) => new ReasonWords(lang, []).count('doubloon', n);
    expect([0, 1, 2].map((n) => say('en', n))).toEqual(['0 doubloons', '1 doubloon', '2 doubloons']);
    expect([0, 1, 2].map((n) => say('nl', n))).toEqual(['0 dukaten', '1 dukaat', '2 dukaten']);
    expect([0, 1, 2].map((n) => say('hu', n))).toEqual(['0 dublon', '1 dublon', '2 dublon']);
    expect(new ReasonWords('en', []).count('space', 1)).toBe('1 more island space');
  });

  it('shows a value with its sign, and none when it rounds to nothing', () => {
    const w = new ReasonWords('en', ['A', 'B']);
    const e = { level: 'heuristic', seat: 0, measure: 'vp-margin', pick: 'best', options: [] } as const;
    expect(w.value({ ...e, options: [] }, 1.26, undefined)).toBe('expected lead +1.3 VP');
    expect(w.value({ ...e, options: [] }, -0.04, undefined)).toBe('expected lead 0.0 VP');
    expect(w.value({ ...e, options: [] }, -2, undefined)).toBe('expected lead −2.0 VP');
    expect(new ReasonWords('hu', []).value({ ...e, options: [] }, -0.6, undefined)).toBe('várható előny: −0,6 GyP');
    expect(new ReasonWords('nl', []).value({ ...e, options: [] }, 1.25, undefined)).toBe('verwachte voorsprong +1,3 OP');
    expect(w.value({ ...e, options: [], level: 'strong', measure: 'win-rate' }, 0.456, 120)).toBe('about 46% to win, from 120 simulations');
  });

  it('words every option of real decisions with no placeholder or English left over', () => {
    let s = newGame({ players: 3 }, 5);
    for (let i = 0; i < 40 && s.phase !== 'over'; i++) {
      const d = heuristicDecision(s, s.toAct, { seed: i });
      for (const lang of LANGS) {
        const w = new ReasonWords(lang, ['A', 'B', 'C']);
        for (const o of d.explanation.options) {
          const line = w.optionOrLabel(o.move, o.reason);
          expect(line).not.toMatch(/\{|undefined|NaN/);
          if (lang !== 'en') expect(line).not.toMatch(/\b(you|the others|gain|leaves)\b/);
        }
        expect(w.pick(d.explanation)).toContain(['A', 'B', 'C'][s.toAct]);
      }
      s = applyLegalMove(s, d.move);
      expect(legalMoves(s).length).toBeGreaterThan(0);
    }
  });
});
