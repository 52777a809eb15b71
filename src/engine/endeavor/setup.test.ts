/** The validating gate: fromSetup on good, tampered and random input; setupDefaults for puzzles. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../bots/endeavor/random';
import { legalMoves, playGame } from './game';
import { invariantProblems } from './invariants';
import { RULES } from './rules';
import { fromSetup, newGame, setupDefaults } from './setup';
import type { GameState } from './state';

const ruleIds = new Set<string>(RULES.map((r) => r.id));
const copy = (s: GameState): GameState => JSON.parse(JSON.stringify(s)) as GameState;

describe('fromSetup', () => {
  it('accepts every position of a played game and returns an equal state', () => {
    const { state } = playGame(newGame({ players: 5 }, 77), randomBot(1));
    expect(fromSetup(copy(state))).toEqual({ ok: true, value: state });
  });

  it('never throws on random junk and returns typed errors with a rule id and words', () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        const r = fromSetup(junk);
        expect(r.ok).toBe(false);
        if (!r.ok) {
          expect(r.error.length).toBeGreaterThan(0);
          for (const e of r.error) {
            expect(typeof e.code).toBe('string');
            expect(ruleIds.has(e.rule)).toBe(true);
            expect(e.message.length).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on a real position with one field replaced by junk, and lists what is wrong', () => {
    const base = newGame({ players: 4 }, 3);
    const paths: ((s: Record<string, unknown>, v: unknown) => void)[] = [
      (s, v) => (s.round = v),
      (s, v) => (s.phase = v),
      (s, v) => (s.toAct = v),
      (s, v) => ((s.players as Record<string, unknown>[])[1] = v as Record<string, unknown>),
      (s, v) => (((s.players as Record<string, unknown>[])[0] as Record<string, unknown>).tokens = v),
      (s, v) => (((s.board as Record<string, unknown>).cities as Record<string, unknown>).london = v),
      (s, v) => ((s.board as Record<string, unknown>).shipTracks = v),
      (s, v) => (((s.board as Record<string, unknown>).decks as Record<string, unknown>).europe = v),
      (s, v) => (s.stock = v),
      (s, v) => (s.rng = v),
    ];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: paths.length - 1 }), fc.anything(), (i, junk) => {
        const s = copy(base) as unknown as Record<string, unknown>;
        paths[i]?.(s, junk);
        const r = fromSetup(s);
        if (r.ok) expect(invariantProblems(r.value)).toEqual([]);
        else for (const e of r.error) expect(ruleIds.has(e.rule)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('lists every problem, not just the first', () => {
    const s = copy(newGame({ players: 3 }, 1)) as unknown as Record<string, unknown>;
    s.round = 9;
    s.firstPlayer = 7;
    (s.stock as Record<string, number>).market = 2;
    const r = fromSetup(s);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((e) => e.code)).toEqual(expect.arrayContaining(['setup/round', 'setup/first-player', 'setup/stock-count']));
  });

  it('refuses a card in two places and a gap on a shipping track', () => {
    const s = copy(newGame({ players: 3 }, 1));
    s.players[0]?.cards.push('europe-0');
    const t = s.board.shipTracks.india.spaces[1];
    if (t) t.owner = 0;
    const r = fromSetup(s);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((e) => e.code)).toEqual(expect.arrayContaining(['setup/card-count', 'setup/ship-gap', 'setup/marker-count']));
  });
});

describe('setupDefaults', () => {
  it('fills a partial puzzle position into a consistent state', () => {
    const r = setupDefaults({
      players: 4,
      seats: [{ harbour: 5, buildings: ['docks'], cards: ['europe-0'], tokens: { attack: 1, culture: 2 } }],
      shipTracks: { india: [0, 1, 0] },
      cities: { london: 2 },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(invariantProblems(r.value)).toEqual([]);
    expect(r.value.players[0]).toMatchObject({ harbour: 5, supply: 30 - 5 - 2, cards: ['europe-0'] });
    expect(r.value.players[0]?.tokens).toMatchObject({ attack: 1, culture: 2 });
    expect(r.value.players[0]?.tracks.culture).toBe(3); // two culture tokens + the Europe 0 card
  });

  it('reports impossible partial positions as errors', () => {
    const r = setupDefaults({ seats: [{ harbour: 40 }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((e) => e.code)).toContain('setup/supply');
  });
});

describe('fromSetup: positions that would leave no legal move', () => {
  it('[salary.choose] a Salary position needs payments left and more markers out than payments', () => {
    const none = setupDefaults({ phase: 'salary', salaryLeft: 0, seats: [{ buildings: ['shipyard'], markers: [0, 1] }] });
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.error.map((e) => e.code)).toContain('setup/salary-left');
    const good = setupDefaults({ phase: 'salary', salaryLeft: 1, seats: [{ buildings: ['shipyard'], markers: [0, 1] }] });
    expect(good.ok).toBe(true);
    if (good.ok) expect(legalMoves(good.value)).toHaveLength(2);
  });
});

describe('setupDefaults refuses names it does not know', () => {
  it('an unknown building or card is named, with the nearest known name, instead of crashing', () => {
    // A puzzle file is untrusted YAML: its names are not checked by the compiler.
    const r = setupDefaults({ seats: [{ buildings: ['shipyardd'], cards: ['europe-9'] }] } as unknown as Parameters<typeof setupDefaults>[0]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual([
      expect.objectContaining({ code: 'setup/building', path: 'seats.0.buildings.0', message: '"shipyardd" is not a known building; did you mean shipyard?' }),
      expect.objectContaining({ code: 'setup/card', path: 'seats.0.cards.0', message: expect.stringMatching(/^"europe-9" is not a known card/) }),
    ]);
  });
});
