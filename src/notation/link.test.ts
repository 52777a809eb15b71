import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { applyMove, declinesBonus, fromSetup, legalMoves, newGame, playGame, type GameState, type Move } from '../engine/puerto-rico';
import { randomBot } from '../bots/puerto-rico/random';
import { BitReader, BitWriter } from './bits';
import { crc16 } from './checksum';
import { fromBase64Url, toBase64Url } from './base64url';
import { decodeEndeavorLink, decodeLink, encodeLink, makeJson, NO_VIEW, NOTATION_VERSION, parseJson, positionLink, replayLink } from './index';
import { readState, writeState } from './puerto-rico/state-codec';
import { arbitraryGameState, gameStates } from '../bots/puerto-rico/test-games';

const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** Re-signs bytes with a valid checksum, to test what lies behind it. */
function resign(body: Uint8Array): string {
  const out = new Uint8Array(body.length + 2);
  out.set(body);
  const crc = crc16(body);
  out[body.length] = crc >> 8;
  out[body.length + 1] = crc & 0xff;
  return toBase64Url(out);
}
const bodyOf = (code: string): Uint8Array => fromBase64Url(code)!.slice(0, -2);
/** The same code under another version byte, check digits recomputed. */
const asVersion = (version: number, code: string): string => resign(Uint8Array.of(version, ...bodyOf(code).slice(1)));

describe('the state codec', () => {
  it('round-trips every field of states from random complete games (2-5 players, base and expansion)', () => {
    fc.assert(
      fc.property(arbitraryGameState(), (s) => {
        const w = new BitWriter();
        writeState(w, s, NOTATION_VERSION);
        const r = new BitReader(w.finish());
        const back = readState(r, NOTATION_VERSION);
        expect(r.failed).toBe(false);
        expect(r.atCleanEnd()).toBe(true);
        // toStrictEqual: a field the engine adds and the codec forgets fails here.
        expect(plain(back)).toStrictEqual(plain(s));
      }),
      { numRuns: 60 },
    );
  });

  it('round-trips the start and the end of a game in every building setup', () => {
    for (const kind of ['base', 'draft', 'all'] as const) {
      const states = gameStates(5, { kind }, 11);
      for (const s of [states[0]!, states[states.length - 1]!]) {
        const w = new BitWriter();
        writeState(w, s, NOTATION_VERSION);
        expect(plain(readState(new BitReader(w.finish()), NOTATION_VERSION))).toStrictEqual(plain(s));
      }
    }
  });
});

describe('position links', () => {
  it('decode(encode(s)) deep-equals s, and the link judges a position exactly as the engine gate does', () => {
    let accepted = 0;
    fc.assert(
      fc.property(arbitraryGameState(), (s) => {
        const d = decodeLink(positionLink(s));
        const gate = fromSetup(plain(s));
        if (gate.ok) {
          accepted++;
          expect(d.ok).toBe(true);
          if (d.ok) {
            expect(d.value.state).toStrictEqual(s);
            expect(d.value.envelope.scenario).toStrictEqual({ kind: 'position', state: s });
          }
        } else {
          expect(d.ok).toBe(false);
          if (!d.ok && d.error.code === 'notation/illegal-position') expect(d.error.errors).toStrictEqual(gate.error);
          else expect.unreachable(`expected illegal-position, got ${JSON.stringify(d)}`);
        }
      }),
      { numRuns: 80 },
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it('carries the random state, so play continues identically', () => {
    const s = gameStates(4, { kind: 'all' }, 3)[40]!;
    const d = decodeLink(positionLink(s));
    if (!d.ok) return expect.unreachable(d.error.message);
    expect(d.value.state.rng).toStrictEqual(s.rng);
    expect(playGame(d.value.state, randomBot(9)).state).toStrictEqual(playGame(s, randomBot(9)).state);
  });

  it('carries the view: seat, puzzle attempt and lesson step', () => {
    const s = newGame({ players: 3 }, 1);
    const view = { seat: 2, puzzle: { id: 'captain-rulebook', attempt: [{ type: 'load', good: 'corn', ship: 0 }, { type: 'pass' }] as Move[] }, lesson: { id: 'puerto-rico/03-mayor', step: 4 } };
    const d = decodeLink(positionLink(s, view));
    expect(d.ok && d.value.envelope.view).toStrictEqual(view);
  });

  it('carries seat names as text, and refuses names a link must not hold', () => {
    const s = newGame({ players: 3 }, 1);
    const names = ['Anna', 'Róbert', '<b>Zoë</b> & co'];
    const d = decodeLink(positionLink(s, { names }));
    expect(d.ok && d.value.envelope.view.names).toStrictEqual(names);
    expect(() => positionLink(s, { names: ['Anna', 'Bence'] })).toThrow(RangeError);
    expect(() => positionLink(s, { names: ['Anna', 'Be\u0007nce', 'C'] })).toThrow(RangeError);
    expect(() => positionLink(s, { names: ['Anna', 'x'.repeat(25), 'C'] })).toThrow(RangeError);
    const json = parseJson(makeJson({ game: 'puerto-rico', scenario: { kind: 'position', state: s }, view: { ...NO_VIEW, names } }));
    expect(json.ok && json.value.envelope.view.names).toStrictEqual(names);
    expect(parseJson({ ...JSON.parse(makeJson({ game: 'puerto-rico', scenario: { kind: 'position', state: s }, view: NO_VIEW })), view: { names: ['a', 'b'] } })).toMatchObject({
      ok: false,
      error: { code: 'notation/malformed' },
    });
  });

  it('a 4-player mid-game position fits a short URL', () => {
    const s = gameStates(4, { kind: 'draft' }, 8)[150]!;
    expect(`https://eurotutor.example.org/en/position/#${positionLink(s)}`.length).toBeLessThan(400);
  });
});

describe('replay links', () => {
  it('rebuild the same game from options, seed and moves', () => {
    fc.assert(
      fc.property(fc.constantFrom<2 | 3 | 4 | 5>(2, 3, 4, 5), fc.constantFrom('base', 'draft', 'all'), fc.nat(100_000), fc.double({ min: 0, max: 1, noNaN: true }), (players, kind, seed, at) => {
        const start = newGame({ players, buildings: { kind } as GameState['options']['buildings'] }, seed);
        const game = playGame(start, randomBot(seed));
        const moves = game.moves.slice(0, Math.floor(at * game.moves.length));
        const d = decodeLink(replayLink(start.options, seed, moves));
        if (!d.ok) return expect.unreachable(d.error.message);
        expect(d.value.envelope.scenario).toStrictEqual({ kind: 'replay', options: start.options, seed, moves });
        if (moves.length === game.moves.length) expect(d.value.state).toStrictEqual(game.state);
      }),
      { numRuns: 25 },
    );
  });

  it('keeps an equivalent move that the legal list spells differently (escape to the explicit form)', () => {
    const start = newGame({ players: 3 }, 4);
    const first = { ship: 0, type: 'role', role: 'settler' } as unknown as Move;
    const d = decodeLink(replayLink(start.options, 4, [first]));
    expect(d.ok && d.value.envelope.scenario.kind === 'replay' && d.value.envelope.scenario.moves).toStrictEqual([{ type: 'role', role: 'settler' }]);
  });
});

describe('bad links give typed errors', () => {
  const code = positionLink(newGame({ players: 4 }, 5));
  const cases: Array<[string, string, string]> = [
    ['empty', '', 'notation/empty'],
    ['only a hash', '#', 'notation/empty'],
    ['a character outside base64url', `${code.slice(0, 10)}*${code.slice(11)}`, 'notation/not-a-code'],
    ['a changed character', `${code.slice(0, 20)}${code[20] === 'A' ? 'B' : 'A'}${code.slice(21)}`, 'notation/damaged'],
    ['cut short', code.slice(0, -7), 'notation/damaged'],
    ['far too long', 'A'.repeat(20_000), 'notation/too-long'],
    ['a newer version', resign(Uint8Array.of(NOTATION_VERSION + 1, 0, 0, 0)), 'notation/too-new'],
    ['an older version', resign(Uint8Array.of(0, 0, 0, 0)), 'notation/too-old'],
    ['a version 1 code naming Endeavor (Endeavor links start at version 4)', resign(Uint8Array.of(1, 0b001_00_000, 0, 0)), 'notation/unknown-game'],
    ['intact checksum over garbage', resign(Uint8Array.of(1, 0, 255, 255, 255)), 'notation/malformed'],
    ['trailing bytes', resign(Uint8Array.of(...bodyOf(code), 7)), 'notation/malformed'],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    const d = decodeLink(input);
    expect(d.ok ? 'ok' : d.error.code).toBe(expected);
  });

  it.each([
    [
      'more goods than exist',
      (s: GameState) => {
        s.players[0]!.goods.corn = 20;
      },
      'setup/too-many-goods',
    ],
    ['a colonist on a building the player lacks', null, 'setup/colonist-on-missing-building'],
    ['a ship with two kinds', null, 'setup/ship-two-kinds'],
    [
      'more than 12 city spaces',
      (s: GameState) => {
        s.players[1]!.city = ['guildHall', 'residence', 'fortress', 'customsHouse', 'cityHall', 'office', 'harbor', 'wharf'].map((building) => ({ building: building as never, colonists: 0 }));
      },
      'setup/city-overfull',
    ],
  ] as const)('a position that breaks the rules: %s', (_name, edit, expected) => {
    if (edit === null) {
      // Not expressible in the state itself (one kind per ship, colonists by building): the JSON form's setup shorthands reach these checks.
      const s = plain(newGame({ players: 4 }, 5)) as unknown as Record<string, unknown>;
      if (expected === 'setup/ship-two-kinds') s.ships = [{ capacity: 5, cargo: { corn: 1, sugar: 1 } }, { capacity: 6 }, { capacity: 7 }];
      else (s.players as Array<Record<string, unknown>>)[0]!.colonistsOn = { harbor: 1 };
      const d = parseJson({ notation: 1, game: 'puerto-rico', position: s });
      expect(!d.ok && d.error.code === 'notation/illegal-position' && d.error.errors.map((e) => e.code)).toContain(expected);
      return;
    }
    const s = plain(newGame({ players: 4 }, 5));
    edit(s);
    const d = decodeLink(positionLink(s));
    expect(!d.ok && d.error.code === 'notation/illegal-position' && d.error.errors.map((e) => e.code)).toContain(expected);
  });

  it('an illegal move in a re-signed replay names the move', () => {
    const start = newGame({ players: 3 }, 4);
    const d = parseJson({
      notation: 1,
      game: 'puerto-rico',
      replay: {
        options: start.options,
        seed: 4,
        moves: [
          { type: 'role', role: 'settler' },
          { type: 'sell', good: 'coffee' },
        ],
      },
    });
    expect(!d.ok && d.error.code === 'notation/illegal-move' && d.error.index).toBe(1);
  });
});

describe('the JSON form', () => {
  it('round-trips positions and replays', () => {
    fc.assert(
      fc.property(arbitraryGameState(), (s) => {
        if (!fromSetup(plain(s)).ok) return;
        const env = { game: 'puerto-rico' as const, scenario: { kind: 'position' as const, state: s }, view: { ...NO_VIEW, seat: 0 } };
        const d = parseJson(makeJson(env));
        expect(d.ok && d.value.envelope).toStrictEqual(env);
      }),
      { numRuns: 20 },
    );
    const start = newGame({ players: 2 }, 3);
    const game = playGame(start, randomBot(1));
    const d = parseJson(makeJson({ game: 'puerto-rico', scenario: { kind: 'replay', options: start.options, seed: 3, moves: game.moves }, view: NO_VIEW }));
    expect(d.ok && d.value.state).toStrictEqual(game.state);
  });

  it.each([
    ['not JSON', '{', 'notation/malformed'],
    ['a newer version', '{"notation": 99, "game": "puerto-rico", "position": {}}', 'notation/too-new'],
    ['an unknown game', '{"notation": 1, "game": "chess", "position": {}}', 'notation/unknown-game'],
    ['no scenario', '{"notation": 1, "game": "puerto-rico"}', 'notation/malformed'],
    ['a bad seat', JSON.stringify({ notation: 1, game: 'puerto-rico', replay: { seed: 1, moves: [] }, view: { seat: 9 } }), 'notation/malformed'],
    ['a bad move in an attempt', JSON.stringify({ notation: 1, game: 'puerto-rico', replay: { seed: 1, moves: [] }, view: { puzzle: { id: 'x', attempt: [{ type: 'fly' }] } } }), 'notation/malformed'],
  ])('%s', (_name, text, expected) => {
    const d = parseJson(text);
    expect(d.ok ? 'ok' : d.error.code).toBe(expected);
  });
});

describe('frozen links keep opening the same scenario', () => {
  // Made on 2026-11-30. Never regenerate these: if a test here fails, links already sent have
  // stopped working; keep the old layout readable instead (link.ts DECODERS, fields.ts since()).
  const V1_POSITION = 'AQVhiijeQMqARgQbAgFAAAAAKJpQhFAQAAAKNGAACQAAAgLVhDAnCYuCCzzxxzpJ0jQCgYAXEoK602j1ORt0PQbHWUBRW2wSQSSSSSSSSSSSSSCAAABCWzuRwf6_Ubyx6h6CNq6m_C0R6giKZ06JAR0jT04KhBYYiJjrPw';
  const V2_POSITION = 'AgVhiijeQMqARgQbAgFAAAAAKJpQhFAQAAAKNGAACQAAAgLVhDAnCYuCCzzxxzpJ0jQCgYAXEoK602j1ORt0PQbHWUBRW2wSQSSSSSSSSSSSSSCAAAAAAIS2dyOD_X6jeWPUPQRtXU34WiPUERTOnRICOkaenBUILDERMC_B';
  const V3_POSITION = 'AwVhiijeQMqARgQbAgFAAAAAKJpQhFAQAAAKNGAACQAAAgLVhDAnCYuCCzzxxzpJ0jQCgYAXEoK602j1ORt0PQbHWUBRW2wSQSSSSSSSSSSSSSCAAAAAAEJbO5HB_r9RvLHqHoI2rqb8LRHqCIpnTokBHSNPTgqEFhiImAhN';
  const V4_POSITION = 'BAVhiijeQMqARgQbAgFAAAAAKJpQhFAQAAAKNGAACQAAAgLVhDAnCYuCCzzxxzpJ0jQCgYAXEoK602j1ORt0PQbHWUBRW2wSQSSSSSSSSSSSSSCAAAAAAEJbO5HB_r9RvLHqHoI2rqb8LRHqCIpnTokBHSNPTgqEFhiImKQB';
  const V4_CHALLENGE =
    'BAJhiijeQMqARgQbAgFAAAAAKJpQhFAQAAAKNGAACQAAAgLVhDAnCYuCCzzxxzpJ0jQCgYAXEoK602j1ORt0PQbHWUBRW2wSQSSSSSSSSSSSSSCAAAAAAEJbO5HB_r9RvLHqHoI2rqb8CIIA9MAg2dFQsQE44ovyeYBgroK6ChgqCgpYK6CjgpYJmoK-CrhguIQ';
  // An Endeavor game (4 players, seed 'frozen', 60 moves): if this stops opening, the Endeavor
  // engine's deal or move list changed under links already sent.
  const V4_ENDEAVOR = 'BCh5NBZQV8F1BSwV0F4WTpgwRAKirUAZwYSHgYm0kyXlOIQAZ04';
  const V2_REPLAY = 'AgpjjVHslTKMaOQDRBbJmGFIBABgWlFRMkIggD0wCDZ0VCxATjikoBUc1hA';
  // Made on 2026-11-30 with the version 3 engine: a 3-player game with every building, guests on Guest Houses.
  const V3_REPLAY = 'AwhjgGyhKQ0MCsjEFDRhYaAiZEFIhl1gsTOGswGRhaDpISWoBpWNRAlIQRkCSBDA1CQtGiBRAopCGSGOmkV3YiCmIeZ41UoamOpcs5U';
  // Made on 2026-11-30 (version 5): the full-city variant, declined Mayor, Hospice and University colonists, end-of-phase guest windows.
  const V5_POSITION = 'BQVhhRRvIGVAIwINgQCgAAAAFE0oQigIAAAFGjAABIAAAQFqwhgThMXBBZ54450k6RoBQMALiUFdabR6nI26HoNjrKAorbYJIJJJJJJJJJJJJJBAAAAAABCWzuRwf6_Ubyx6h6CNq6m_C0R6giKZ06JAR0jT04KhBYYiJgCVMQ';
  const V6_POSITION = 'BgVhhRRvIGVAIwINgQCgAAAAFE0oQigCAAABRowAASAAAEBasIYBOExcEFnnjjnSTpGgFAwAuJQV1ptHqcjboeg2OsoCittgkgkkkkkkkkkkkkkEAAAAAAEJbO5HB_r9RvLHqHoI2rqb8LRHqCIpnTokBHSNPTgqEFhiImBlog';
  const V6_REPLAY = 'BgxjiEIRDCKYy04SCg0VpZAKLQg5GGG0klHChgzBcgRXKAYdQMiwCGDYhEGJlUEC4mMWFSkqRQACNUQGByJGjYIBUoL4RkoAltUqDFIqUgIYZYjo1WIRlFkSJbhHSBUs6BhAybGpNAodCnqUh0QNrQBHHQ';
  const V5_REPLAY =
    'BQxjiETRDCKYy04SCg0VpZAKLQg5GGG0SSjhQwZgrKghyiSSOJoG2sKRRUEm4gmzR2QOEDBbUqkgOsTcgNRqaBIkF3ImApVm3xdpMLEyCJJGBHhRYCB4J4aZiWDLopVIJIGSYkjDAJk8WDDAdGEZGiAGNMC0KfackUKNOpKYeTQSQgBiCQ';
  const V7_REPLAY =
    'Bwwjg-ghEUyEIEZAxKIoSgRYErSQkKQjIsMgCUEGCRCJIEgSMgpQYEJCSibWgLZGAoAEhGFIEISRQjIJIEQgUqDQHIGREgmRijoVDhTIdoMwTfIYSAMFlgoKOhzRrhEoIHSIpANECeQNBgxU2PkgQICXctIDS0pFCQgloIqkQItgpxJTkIB9vw';
  const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

  it.each([
    ['version 1', V1_POSITION],
    ['version 2', V2_POSITION],
    ['version 3', V3_POSITION],
    ['version 4', V4_POSITION],
    ['version 5', V5_POSITION],
    ['version 6', V6_POSITION],
  ])('a %s position with a seat and a lesson step', (_v, code) => {
    const d = decodeLink(code);
    if (!d.ok) return expect.unreachable(d.error.message);
    // The fixture goes through today's gate too, which gives fields the engine added later their defaults.
    const expected = fromSetup(fixture('v1-position-state.json'));
    expect(expected.ok && d.value.state).toStrictEqual(expected.ok && expected.value);
    expect(d.value.envelope.view).toStrictEqual({ seat: 1, puzzle: null, lesson: { id: 'puerto-rico/04-builder', step: 3 } });
  });

  it('a version 2 replay with Mayor moves and a puzzle attempt', () => {
    const d = decodeLink(V2_REPLAY);
    if (!d.ok) return expect.unreachable(d.error.message);
    const sc = d.value.envelope.scenario;
    expect(sc.kind === 'replay' && sc.seed).toBe(2026);
    expect(sc.kind === 'replay' && sc.moves).toStrictEqual(fixture('v2-replay-moves.json'));
    expect(d.value.envelope.view.puzzle).toStrictEqual({
      id: 'captain-rulebook',
      attempt: [
        { type: 'load', good: 'corn', ship: 0 },
        { type: 'colonist', to: 'hospice', count: 2 },
      ],
    });
  });

  it('a version 3 replay plays the same game: its indices count no declining move, and the new end-of-phase guest windows are passed', () => {
    const d = decodeLink(V3_REPLAY);
    if (!d.ok) return expect.unreachable(d.error.message);
    const sc = d.value.envelope.scenario;
    if (sc.kind !== 'replay') return expect.unreachable('not a replay');
    // The final state the version 3 engine reached (today's gate adds the fields it lacked); only
    // the move count differs, by the passes added for today's end-of-phase windows.
    const old = fixture('v3-replay-moves.json') as Move[];
    const expected = fromSetup(fixture('v3-replay-final.json'));
    if (!expected.ok) return expect.unreachable('fixture refused');
    expect(d.value.state).toStrictEqual({ ...expected.value, ply: expected.value.ply + sc.moves.length - old.length });
    // The recorded moves, in order, with a pass for each end-of-phase window.
    expect(sc.moves.length).toBeGreaterThan(old.length);
    let i = 0;
    for (const m of sc.moves)
      if (i < old.length && JSON.stringify(m) === JSON.stringify(old[i])) i++;
      else expect(m).toStrictEqual({ type: 'pass' });
    expect(i).toBe(old.length);
    // Re-encoded today, it is a version 5 replay of the same game.
    const again = decodeLink(encodeLink(d.value.envelope));
    expect(again.ok && again.value.state).toStrictEqual(d.value.state);
  });

  it('a version 3 JSON replay of the same game opens the same way', () => {
    const fromLink = decodeLink(V3_REPLAY);
    if (!fromLink.ok || fromLink.value.envelope.scenario.kind !== 'replay') return expect.unreachable('link refused');
    const { options, seed } = fromLink.value.envelope.scenario;
    const d = parseJson(JSON.stringify({ notation: 3, game: 'puerto-rico', replay: { options, seed, moves: fixture('v3-replay-moves.json') } }));
    if (!d.ok) return expect.unreachable(d.error.message);
    expect(d.value.state).toStrictEqual(fromLink.value.state);
    expect(d.value.envelope.scenario).toStrictEqual(fromLink.value.envelope.scenario);
    // As version 5 the same moves stop at the first end-of-phase window: it asks for a pass.
    const v5 = parseJson(JSON.stringify({ notation: 5, game: 'puerto-rico', replay: { options, seed, moves: fixture('v3-replay-moves.json') } }));
    expect(!v5.ok && v5.error.code).toBe('notation/illegal-move');
  });

  it('a version 5 replay that moved a guest in the middle of a phase stops at that move with the rule it breaks (issue 15)', () => {
    // Move 67 of this game is `guest -> blackMarket` during a Trader turn, which notation 5's
    // engine allowed and seed 001 does not („a többi fázis kezdetén, illetve végén").
    const d = decodeLink(V5_REPLAY);
    expect(!d.ok && d.error).toMatchObject({ code: 'notation/illegal-move', index: 66, error: { code: 'guest-house/mid-phase', rule: 'guest-house.move' } });
    // Up to there it is the recorded game: the version 6 replay below starts with its first 66 moves.
    expect((fixture('v6-replay-moves.json') as unknown[]).slice(0, 66)).toStrictEqual((fixture('v5-replay-moves.json') as unknown[]).slice(0, 66));
  });

  it('a version 6 replay with declined colonists, guest windows and the full-city variant', () => {
    const d = decodeLink(V6_REPLAY);
    if (!d.ok) return expect.unreachable(d.error.message);
    const sc = d.value.envelope.scenario;
    if (sc.kind !== 'replay') return expect.unreachable('not a replay');
    expect(sc.seed).toBe(4);
    expect(sc.options.fullCityEnd).toBe(true);
    expect(sc.moves).toStrictEqual(fixture('v6-replay-moves.json'));
    expect(sc.moves.filter((m) => m.type === 'guest').length).toBeGreaterThan(0);
    expect(d.value.envelope.view.seat).toBe(2);
    expect(d.value.state.phase).toBe('over');
    // Today's encoder writes the same layout under version 9 (no position of this game offers a bonus decline).
    expect(encodeLink(d.value.envelope)).toBe(asVersion(9, V6_REPLAY));
  });

  it('a version 7 replay through a position where today a bonus decline is offered plays the same game (RULINGS.md base 22)', () => {
    // Frozen with the version 7 code (seed 318, two players, all buildings): at move 312 a loading's
    // bonus would hand out the last VP chip, so today's list there has a decline more.
    const d = decodeLink(V7_REPLAY);
    if (!d.ok) return expect.unreachable(d.error.message);
    const sc = d.value.envelope.scenario;
    if (sc.kind !== 'replay') return expect.unreachable('not a replay');
    const old = fixture('v7-replay-moves.json') as Move[];
    expect(sc.moves).toStrictEqual(old);
    const expected = fromSetup(fixture('v7-replay-final.json'));
    expect(expected.ok && d.value.state).toStrictEqual(expected.ok && expected.value);
    let s = newGame(sc.options, sc.seed);
    for (const m of old.slice(0, 311)) {
      const r = applyMove(s, m);
      if (!r.ok) return expect.unreachable(r.error.message);
      s = r.value;
    }
    expect(legalMoves(s).some(declinesBonus)).toBe(true);
    // Re-encoded today it is a version 8 replay of the same game.
    const again = decodeLink(encodeLink(d.value.envelope));
    expect(again.ok && again.value.state).toStrictEqual(d.value.state);
  });

  it.each([
    [139, 'the Union Hall VP of a player with nothing to load, taken without a move then, are taken by a union-hall move now'],
    [17, 'a Union Hall owner with loadings to make: old indices read among the moves without the union-hall decline'],
    [13, 'the moves that end a Small Wharf loading: old indices read among the moves without their declines'],
  ])('version 8 replay (seed %i) through a position where today a decline is offered plays the same game: %s', (seed) => {
    // Frozen with the version 8 code (three players or four, all buildings, a picker that favours the
    // Captain and the Union Hall, Small Wharf and Harbor).
    const frozen = (fixture('v8-replays.json') as { seed: number; link: string; moves: Move[]; final: GameState }[]).find((g) => g.seed === seed)!;
    const d = decodeLink(frozen.link);
    if (!d.ok) return expect.unreachable(d.error.message);
    const sc = d.value.envelope.scenario;
    if (sc.kind !== 'replay') return expect.unreachable('not a replay');
    // Where version 8 gave the Union Hall's VP without a move, the decoded game has the move that takes them.
    const taken = sc.moves.length - frozen.moves.length;
    expect(sc.moves.filter((m) => m.type !== 'union-hall')).toStrictEqual(frozen.moves);
    expect(sc.moves.filter((m) => m.type === 'union-hall')).toStrictEqual(Array.from({ length: taken }, () => ({ type: 'union-hall' })));
    expect(taken).toBe(seed === 139 ? 1 : 0);
    // The same final position; only the move counter counts those moves.
    const expected = fromSetup(frozen.final);
    if (!expected.ok) return expect.unreachable('the frozen final state is refused');
    expect(d.value.state).toStrictEqual({ ...expected.value, ply: expected.value.ply + taken });
    // Some position on the way lists a decline that version 8 did not have.
    let s = newGame(sc.options, sc.seed);
    let offered = false;
    for (const m of sc.moves) {
      offered ||= legalMoves(s).some((l) => l.type === 'union-hall' || ((l.type === 'small-wharf' || l.type === 'pass') && l.bonus !== undefined));
      const r = applyMove(s, m);
      if (!r.ok) return expect.unreachable(r.error.message);
      s = r.value;
    }
    expect(offered).toBe(true);
    // The version 8 JSON of the same game opens the same way, and today's link of it is version 9.
    const json = parseJson(JSON.stringify({ notation: 8, game: 'puerto-rico', replay: { options: sc.options, seed, moves: frozen.moves } }));
    expect(json.ok && json.value.state).toStrictEqual(d.value.state);
    const again = decodeLink(encodeLink(d.value.envelope));
    expect(again.ok && again.value.state).toStrictEqual(d.value.state);
  });

  it('a version 1 replay says it is too old rather than replaying another game', () => {
    const v1 = Uint8Array.of(1, ...bodyOf(V2_REPLAY).slice(1));
    const d = decodeLink(resign(v1));
    expect(!d.ok && d.error.code).toBe('notation/too-old');
  });

  it("today's encoder writes the current version", () => {
    const d = decodeLink(V1_POSITION);
    if (!d.ok) return expect.unreachable(d.error.message);
    expect(encodeLink(d.value.envelope)).toBe(asVersion(NOTATION_VERSION, V6_POSITION));
  });

  it("a version 4 puzzle challenge carries the challenger's result and seat names", () => {
    const d = decodeLink(V4_CHALLENGE);
    if (!d.ok) return expect.unreachable(d.error.message);
    expect(d.value.envelope.view.puzzle).toStrictEqual({ id: 'captain-rulebook', attempt: [{ type: 'pass' }], result: { solved: true, clean: false, hints: 2, value: 7 } });
    expect(d.value.envelope.view.names).toStrictEqual(['Anna', 'Bence', 'Zoë']);
  });

  it('an Endeavor link from before notation 7 says it was made with the earlier practice components', () => {
    // V4_ENDEAVOR replayed a 4-player game on the practice components; read as today's game it
    // would be another game (or none), so it opens with the practice-components message.
    for (const code of [V4_ENDEAVOR, asVersion(5, V4_ENDEAVOR), asVersion(6, V4_ENDEAVOR)]) {
      const d = decodeEndeavorLink(code);
      expect(!d.ok && d.error).toMatchObject({ code: 'notation/practice-components' });
    }
    // The same bytes under version 7 are read as today's notation: never the practice message.
    const today = decodeEndeavorLink(asVersion(7, V4_ENDEAVOR));
    expect(!today.ok && today.error.code).not.toBe('notation/practice-components');
  });
});
