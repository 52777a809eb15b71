/**
 * The rules a move applied (issue #19.1): applyMoveWithRules names them for typical moves of each
 * phase of both games, changes nothing about the move's result, and every id it can note is a rule
 * of its game's registry.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as en from './endeavor';
import * as pr from './puerto-rico';
import { position, rolesWithTaken } from './puerto-rico/testing';
import { note, noting, withRuleNotes } from './rule-notes';

type PrMove = pr.Move;

function prRules(s: pr.GameState, m: PrMove): { state: pr.GameState; rules: readonly string[] } {
  const r = pr.applyMoveWithRules(s, m);
  if (!r.ok) throw new Error(`${JSON.stringify(m)} refused: ${r.error.rule}`);
  return r.value;
}
const firstOf = <M extends { type: string }>(moves: readonly M[], type: string): M => {
  const m = moves.find((x) => x.type === type);
  if (m === undefined) throw new Error(`no ${type} move among ${moves.length}`);
  return m;
};

describe('the recorder', () => {
  it('listens only inside withRuleNotes, nests, and lists each rule once in first-seen order', () => {
    expect(noting()).toBe(false);
    note('a.b');
    const outer = withRuleNotes(() => {
      note('x.one');
      const inner = withRuleNotes(() => {
        note('y.two');
        return noting();
      });
      note('x.one');
      note('x.three');
      return inner;
    });
    expect(outer.value.value).toBe(true);
    expect(outer.value.rules).toEqual(['y.two']);
    expect(outer.rules).toEqual(['x.one', 'x.three']);
    expect(noting()).toBe(false);
  });

  it('stops listening when the run throws', () => {
    expect(() =>
      withRuleNotes(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(noting()).toBe(false);
  });
});

describe('Puerto Rico: the rules of typical moves', () => {
  const s0 = pr.newGame({ players: 3 }, 7);

  it('choosing the Settler, then taking a face-up plantation', () => {
    const a = prRules(s0, { type: 'role', role: 'settler' });
    expect(a.rules).toEqual(expect.arrayContaining(['round.choose-role', 'round.order']));
    const tile = a.state.faceUp[0]!;
    const b = prRules(a.state, { type: 'plant', tile });
    expect(b.rules).toContain('settler.take-face-up');
    expect(b.rules).not.toContain('round.choose-role');
  });

  it('the Settler taking a quarry is his privilege', () => {
    const a = prRules(s0, { type: 'role', role: 'settler' });
    expect(prRules(a.state, { type: 'plant', tile: 'quarry' }).rules).toContain('settler.quarry-privilege');
  });

  it('a full island skips its owner in the Settler phase, and says why', () => {
    const tiles = ['quarry', 'quarry', 'corn', 'corn', 'indigo', 'indigo', 'sugar', 'sugar', 'tobacco', 'tobacco', 'coffee', 'coffee'] as const;
    const s = position({ options: { players: 3 }, faceUp: ['coffee', 'tobacco', 'sugar', 'corn'], players: [{}, { island: tiles.map((tile) => ({ tile, colonists: 0 })) }, {}] });
    const a = prRules(s, { type: 'role', role: 'settler' });
    expect(a.rules).not.toContain('settler.full-island');
    const b = prRules(a.state, { type: 'plant', tile: 'coffee' });
    expect(b.state.toAct).toBe(2);
    expect(b.rules).toContain('settler.full-island');
  });

  it('choosing the Mayor: privilege, the ship handed out, each player rearranging', () => {
    const a = prRules(s0, { type: 'role', role: 'mayor' });
    expect(a.rules).toEqual(expect.arrayContaining(['mayor.privilege', 'mayor.distribute', 'mayor.rearrange']));
    const taking = prRules(s0, { type: 'role', role: 'mayor', colonists: 0 });
    expect(taking.rules).toContain('mayor.privilege-decline');
    expect(taking.rules).not.toContain('mayor.privilege');
  });

  it('a build: the Builder pays less; a pass is optional', () => {
    const a = prRules(s0, { type: 'role', role: 'builder' });
    const build = firstOf(pr.legalMoves(a.state), 'build');
    const b = prRules(a.state, build);
    expect(b.rules).toEqual(expect.arrayContaining(['builder.one-building', 'builder.privilege']));
    // A rule that only forbids is taught by its refusal, not noted for every move that keeps it.
    expect(b.rules).not.toContain('builder.afford');
    const passed = prRules(a.state, { type: 'pass' });
    expect(passed.rules).toEqual(['round.optional']);
  });

  it('the Craftsman: production for all when the role is chosen', () => {
    expect(prRules(s0, { type: 'role', role: 'craftsman' }).rules).toContain('craftsman.production');
  });

  it('a sale and a loading', () => {
    const trade = position({
      options: { players: 3 },
      players: [{ goods: { corn: 1, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 } }, {}, {}],
    });
    const t = prRules(trade, { type: 'role', role: 'trader' });
    expect(prRules(t.state, { type: 'sell', good: 'corn' }).rules).toEqual(expect.arrayContaining(['trader.one-sale', 'trader.prices']));
    const c = prRules(trade, { type: 'role', role: 'captain' });
    const load = firstOf(pr.legalMoves(c.state), 'load');
    const loaded = prRules(c.state, load);
    expect(loaded.rules).toEqual(expect.arrayContaining(['captain.load-all', 'captain.one-kind', 'captain.vp', 'captain.privilege']));
    expect(loaded.rules).not.toContain('captain.must-load');
  });

  it('one kind per loading: noted for the ship and the Wharf, never for the Small Wharf that mixes kinds', () => {
    const goods = { corn: 0, indigo: 2, sugar: 0, tobacco: 2, coffee: 0 };
    const full = [5, 6, 7].map((capacity, i) => ({ capacity, good: (['coffee', 'corn', 'sugar'] as const)[i]!, count: capacity }));
    const s = position({
      rolesChosen: 1,
      roles: rolesWithTaken(3, [['captain', 0]]),
      phase: 'captain',
      chooser: 0,
      ships: full,
      options: { players: 3, buildings: { kind: 'all' } },
      players: [
        {
          goods,
          city: [
            { building: 'wharf', colonists: 1 },
            { building: 'smallWharf', colonists: 1 },
          ],
        },
        {},
        {},
      ],
    });
    expect(prRules(s, { type: 'wharf', good: 'indigo' }).rules).toEqual(expect.arrayContaining(['captain.wharf', 'captain.one-kind']));
    const mixed = prRules(prRules(s, { type: 'small-wharf', good: 'indigo' }).state, { type: 'small-wharf', good: 'tobacco' });
    expect(mixed.rules).toContain('captain.small-wharf');
    expect(mixed.rules).not.toContain('captain.one-kind');
  });

  it('the recorded move leaves the same state as applyMove, along a whole game', () => {
    let s = pr.newGame({ players: 4 }, 11);
    const seen = new Set<string>();
    for (let n = 0; n < 2000 && !pr.isGameOver(s); n++) {
      const moves = pr.legalMoves(s);
      const m = moves[(n * 7) % moves.length]!;
      const plain = pr.applyMove(s, m);
      const noted = pr.applyMoveWithRules(s, m);
      if (!plain.ok || !noted.ok) throw new Error('a legal move was refused');
      expect(noted.value.state).toEqual(plain.value);
      for (const r of noted.value.rules) seen.add(r);
      s = plain.value;
    }
    expect(pr.isGameOver(s)).toBe(true);
    for (const r of seen) expect(pr.RULE_REGISTRY.isRuleId(r), r).toBe(true);
    expect(seen).toContain('score.total');
  });

  it('a refused move names its rule and records nothing else', () => {
    const r = pr.applyMoveWithRules(s0, { type: 'pass' });
    expect(r.ok ? null : r.error.rule).toBe('round.choose-role');
  });
});

describe('Endeavor: the rules of typical moves', () => {
  const s0 = en.newGame({ players: 3 }, 5);
  const enRules = (s: en.GameState, m: en.Move) => {
    const r = en.applyMoveWithRules(s, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)} refused: ${r.error.rule}`);
    return r.value;
  };

  it('a new game through the gate: the setup rules, and the same state as newGame', () => {
    const r = en.newGameWithRules({ players: 4 }, 5);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.rules).toEqual(['setup.players', 'setup.start', 'setup.valid-position']);
    expect(r.value.state).toEqual(en.newGame({ players: 4 }, 5));
    // Outside the recorder nothing is noted, and a position refused by the gate notes no valid position.
    expect(noting()).toBe(false);
    const { rules } = withRuleNotes(() => en.fromSetup({ ...en.newGame({ players: 3 }, 1), version: 7 }));
    expect(rules).not.toContain('setup.valid-position');
  });

  it('a build, and the last build of the round setting off Growth and Salary', () => {
    let s = s0;
    const first = enRules(s, firstOf(en.legalMoves(s), 'build'));
    expect(first.rules).toEqual(['build.icons-at-once']);
    expect(first.rules).not.toContain('growth.to-harbour');
    s = first.state;
    s = enRules(s, firstOf(en.legalMoves(s), 'build')).state;
    const last = enRules(s, firstOf(en.legalMoves(s), 'build'));
    expect(last.rules).toEqual(expect.arrayContaining(['build.phase-end', 'growth.to-harbour', 'growth.culture-level']));
  });

  it('the action phase: an occupation in Europe, a pass, the end of the round', () => {
    let s = s0;
    while (s.phase !== 'action') s = enRules(s, en.legalMoves(s)[0]!).state;
    const occupy = en.legalMoves(s).find((m) => m.type === 'activate' && m.steps.length === 1 && m.steps[0]?.action === 'occupy');
    if (occupy === undefined) throw new Error('no occupy move');
    const shipped = enRules(s, occupy);
    expect(shipped.rules).toEqual(expect.arrayContaining(['action.activate-building', 'occupy.free-city', 'occupy.europe']));
    expect(shipped.rules).not.toContain('ship.first-free-space');
    let t = shipped.state;
    const passes: (readonly string[])[] = [];
    while (t.phase === 'action' && t.round === s.round) {
      const m = firstOf(en.legalMoves(t), 'pass');
      const r = enRules(t, m);
      passes.push(r.rules);
      t = r.state;
    }
    expect(passes[0]).toContain('action.passed-is-out');
    expect(passes.at(-1)).toEqual(expect.arrayContaining(['action.phase-end', 'round.first-player', 'round.check-tracks']));
  });

  it('a draw past the Politics limit is allowed until the pass, and says so only then', () => {
    const drawing = (cards: string[]) => {
      const r = en.setupDefaults({ phase: 'action', toAct: 0, seats: [{ harbour: 1, buildings: ['market'], markers: [0], cards }], shipTracks: { caribbean: [1, 1, 2, 2, 1, 0] } });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      return enRules(r.value, { type: 'activate', slot: 1, steps: [{ action: 'draw', deck: 'caribbean' }] }).rules;
    };
    // The Caribbean's top card gives Politics 2: a third card is one over, a first is within it.
    expect(drawing(['southAmerica-1', 'northAmerica-1'])).toContain('draw.no-limit-until-pass');
    expect(drawing([])).not.toContain('draw.no-limit-until-pass');
  });

  it('the recorded move leaves the same state as applyMove, along a whole game', () => {
    let s = en.newGame({ players: 4 }, 3);
    const seen = new Set<string>();
    for (let n = 0; n < 3000 && !en.isGameOver(s); n++) {
      const moves = en.legalMoves(s);
      const m = moves[(n * 5) % moves.length]!;
      const plain = en.applyMove(s, m);
      const noted = en.applyMoveWithRules(s, m);
      if (!plain.ok || !noted.ok) throw new Error('a legal move was refused');
      expect(noted.value.state).toEqual(plain.value);
      for (const r of noted.value.rules) seen.add(r);
      s = plain.value;
    }
    expect(en.isGameOver(s)).toBe(true);
    for (const r of seen) expect(en.RULE_REGISTRY.isRuleId(r), r).toBe(true);
    expect(seen).toContain('score.winner');
  });
});

describe('every rule id an engine can note belongs to its game', () => {
  for (const [dir, registry] of [
    ['puerto-rico', pr.RULE_REGISTRY],
    ['endeavor', en.RULE_REGISTRY],
  ] as const) {
    it(dir, () => {
      const ids: string[] = [];
      for (const f of readdirSync(`src/engine/${dir}`)) {
        if (!f.endsWith('.ts') || f.endsWith('.test.ts')) continue;
        const text = readFileSync(`src/engine/${dir}/${f}`, 'utf8');
        for (const m of text.matchAll(/\bnote\('([^']+)'\)|'([a-z-]+\.[a-z0-9-]+)'(?= *(?:,|\]|:) *[^\n]*(?:note|BONUS_RULE))/g)) ids.push(m[1] ?? m[2]!);
        for (const m of text.matchAll(/note\(([^)]*\?[^)]*)\)/g)) for (const q of m[1]!.matchAll(/'([a-z-]+\.[a-z0-9-]+)'/g)) ids.push(q[1]!);
        for (const m of text.matchAll(/\[((?:'[a-z-]+\.[a-z0-9-]+',? ?)+)\] as const\) note/g)) for (const q of m[1]!.matchAll(/'([^']+)'/g)) ids.push(q[1]!);
      }
      expect(ids.length).toBeGreaterThan(20);
      expect(ids.filter((id) => !registry.isRuleId(id))).toEqual([]);
    });
  }
});
