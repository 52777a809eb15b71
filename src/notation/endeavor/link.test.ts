import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromSetup, newGame } from '../../engine/endeavor';
import { BitReader, BitWriter } from '../bits';
import { crc16 } from '../checksum';
import { fromBase64Url, toBase64Url } from '../base64url';
import { decodeAnyLink, decodeEndeavorLink, decodeLink, encodeLink, endeavorPositionLink, endeavorReplayLink, makeJson, NOTATION_VERSION, parseAnyJson, parseJson, positionLink } from '../index';
import { newGame as newPuertoRico } from '../../engine/puerto-rico';
import { readEndeavorState, writeEndeavorState } from './state-codec';
import { arbitraryEndeavorState, endeavorGame } from '../../bots/endeavor/test-games';

const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('the Endeavor state codec', () => {
  it('round-trips every field of states from random complete games (3-5 players)', () => {
    fc.assert(
      fc.property(arbitraryEndeavorState(), (s) => {
        const w = new BitWriter();
        writeEndeavorState(w, s, NOTATION_VERSION);
        const r = new BitReader(w.finish());
        const back = readEndeavorState(r, NOTATION_VERSION);
        expect(r.failed).toBe(false);
        expect(r.atCleanEnd()).toBe(true);
        expect(plain(back)).toStrictEqual(plain(s));
      }),
      { numRuns: 25 },
    );
  });
});

describe('Endeavor position links', () => {
  it('decode(encode(s)) deep-equals s and judges the position exactly as the engine gate does', () => {
    fc.assert(
      fc.property(arbitraryEndeavorState(), (s) => {
        const d = decodeEndeavorLink(endeavorPositionLink(s, { seat: 1 }));
        const gate = fromSetup(plain(s));
        if (gate.ok) {
          expect(d.ok).toBe(true);
          if (d.ok) {
            expect(d.value.state).toStrictEqual(gate.value);
            expect(plain(d.value.state)).toStrictEqual(plain(s));
            expect(d.value.envelope.view.seat).toBe(1);
          }
        } else {
          expect(d.ok).toBe(false);
          if (!d.ok) expect(d.error.code).toBe('notation/illegal-position');
        }
      }),
      { numRuns: 25 },
    );
  });

  it('refuses a position that breaks the rules, with the engine gate’s reasons', () => {
    const s = plain(newGame({ players: 3 }, 5));
    s.players[0]!.supply += 1; // a marker out of nowhere
    const d = decodeEndeavorLink(endeavorPositionLink(s));
    expect(d.ok).toBe(false);
    if (!d.ok && d.error.code === 'notation/illegal-position') expect(d.error.errors.map((e) => e.code)).toContain('setup/marker-count');
    else expect.unreachable(JSON.stringify(d));
  });
});

describe('Endeavor replay links', () => {
  it('rebuild the same game from player count, seed and moves (number and text seeds)', () => {
    for (const [n, seed] of [
      [3, 11],
      [4, 'friday night'],
      [5, 4_000_000_000],
    ] as const) {
      const g = endeavorGame(n, seed);
      const code = endeavorReplayLink(n, seed, g.moves);
      const d = decodeEndeavorLink(`#${code}`);
      expect(d.ok).toBe(true);
      if (!d.ok) return;
      expect(d.value.state).toStrictEqual(g.states.at(-1));
      expect(d.value.envelope.scenario).toStrictEqual({ kind: 'replay', options: { players: n }, seed, moves: g.moves });
      // Whole games stay short: the moves travel as small indices.
      expect(code.length).toBeLessThan(200);
    }
  });

  it('part of a game opens at the same point', () => {
    const g = endeavorGame(4, 21);
    const d = decodeEndeavorLink(endeavorReplayLink(4, 21, g.moves.slice(0, 40)));
    expect(d.ok && d.value.state).toStrictEqual(g.states[40]);
  });

  it('carries a puzzle attempt with its result and a lesson step', () => {
    const g = endeavorGame(3, 2);
    const view = {
      seat: 2,
      puzzle: { id: 'endeavor/first-ship', attempt: g.moves.slice(0, 3), result: { solved: true, clean: false, hints: 2, value: -4 } },
      lesson: { id: 'endeavor/01-intro', step: 3 },
    };
    const d = decodeEndeavorLink(endeavorPositionLink(g.states[0]!, view));
    expect(d.ok && d.value.envelope.view).toStrictEqual(view);
  });
});

describe('one envelope, two games', () => {
  it('each page reads its own game and names the other', () => {
    const e = endeavorReplayLink(3, 1, []);
    const p = positionLink(newPuertoRico({ players: 3 }, 1));
    expect(decodeLink(e)).toMatchObject({ ok: false, error: { code: 'notation/unknown-game', game: 'endeavor' } });
    expect(decodeEndeavorLink(p)).toMatchObject({ ok: false, error: { code: 'notation/unknown-game', game: 'puerto-rico' } });
    expect(decodeAnyLink(e).ok && decodeAnyLink(p).ok).toBe(true);
  });

  it('an Endeavor code stamped with an older version is refused, not misread', () => {
    const bytes = fromBase64Url(endeavorReplayLink(3, 1, []))!.slice(0, -2);
    bytes[0] = 3;
    const crc = crc16(bytes);
    expect(decodeAnyLink(toBase64Url(Uint8Array.of(...bytes, crc >> 8, crc & 0xff)))).toMatchObject({ ok: false, error: { code: 'notation/unknown-game' } });
  });

  it('the JSON form round-trips and is as distrustful as the link', () => {
    const g = endeavorGame(3, 8);
    const env = {
      game: 'endeavor' as const,
      scenario: { kind: 'replay' as const, options: { players: 3 as const }, seed: 8, moves: g.moves.slice(0, 25) },
      view: { seat: null, puzzle: null, lesson: null },
    };
    const d = parseAnyJson(makeJson(env));
    expect(d.ok && d.value.envelope).toStrictEqual(env);
    expect(d.ok && d.value.state).toStrictEqual(g.states[25]);
    expect(parseJson(makeJson(env))).toMatchObject({ ok: false, error: { code: 'notation/unknown-game' } });
    const bad = JSON.parse(makeJson(env));
    bad.replay.moves[3] = { type: 'build', building: 'parliament' };
    expect(parseAnyJson(bad)).toMatchObject({ ok: false, error: { code: 'notation/illegal-move', index: 3 } });
    expect(parseAnyJson({ ...bad, replay: { ...bad.replay, seed: 'x'.repeat(41) } })).toMatchObject({ ok: false, error: { code: 'notation/malformed' } });
    const pos = parseAnyJson(makeJson({ game: 'endeavor', scenario: { kind: 'position', state: g.states[10]! }, view: { seat: null, puzzle: null, lesson: null } }));
    expect(pos.ok && pos.value.state).toStrictEqual(g.states[10]);
  });

  it('encodeLink refuses to write what it could not read back', () => {
    expect(() => encodeLink({ game: 'endeavor', scenario: { kind: 'replay', options: { players: 3 }, seed: 'x'.repeat(41), moves: [] }, view: { seat: null, puzzle: null, lesson: null } })).toThrow(
      RangeError,
    );
  });
});

describe('links and files made with the practice components', () => {
  it('an Endeavor scenario file of notation 6 opens with the practice-components message; the gate says so for a format-1 position', () => {
    const file = JSON.parse(makeJson({ game: 'endeavor', scenario: { kind: 'position', state: newGame({ players: 3 }, 1) }, view: { seat: null, puzzle: null, lesson: null } })) as Record<
      string,
      unknown
    >;
    expect(parseAnyJson(JSON.stringify({ ...file, notation: 6 }))).toMatchObject({ ok: false, error: { code: 'notation/practice-components', version: 6 } });
    expect(parseAnyJson(JSON.stringify(file)).ok).toBe(true);
    const old = fromSetup({ ...plain(newGame({ players: 3 }, 1)), version: 1 });
    expect(!old.ok && old.error[0]).toMatchObject({ code: 'setup/practice-components', path: 'version' });
  });
});
