import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newGame } from '../../engine/puerto-rico';
import { NOTATION_VERSION, positionLink } from '../../notation';
import { crc16 } from '../../notation/checksum';
import { toBase64Url } from '../../notation/base64url';
import { decodeSaved, readSaved, SAVE_KEY, writeSaved } from './saved';
import type { KeyStorage } from '../../storage/guarded';

const game = positionLink(newGame({ players: 2 }, 3));
const seats = [{ kind: 'human' }, { kind: 'bot', level: 'master' }];

/** A link code from a later version of the notation than this site's (intact check digits). */
function newerCode(): string {
  const body = Uint8Array.of(NOTATION_VERSION + 1, 0, 0, 0);
  const crc = crc16(body);
  return toBase64Url(Uint8Array.of(...body, crc >> 8, crc & 0xff));
}

/** A storage holding `text` under the save key, or one that refuses every access. */
const memory = (text: string | null): KeyStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>(text === null ? [] : [[SAVE_KEY, text]]);
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
};
const blocked: KeyStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('the saved game', () => {
  it('reads a well-formed save whole', () => {
    const r = decodeSaved(JSON.stringify({ seats, names: ['A', 'B'], code: game }));
    expect(r).toEqual({ kind: 'saved', table: { seats, names: ['A', 'B'], code: game }, repaired: false });
  });
  it('reads a seat saved before the levels had names as the same bot', () => {
    const old = [
      { kind: 'bot', level: 'random' },
      { kind: 'bot', level: 'heuristic' },
      { kind: 'bot', level: 'strong' },
    ];
    const r = decodeSaved(JSON.stringify({ seats: old, names: [], code: positionLink(newGame({ players: 3 }, 3)) }));
    expect(r.kind === 'saved' && r.table.seats).toEqual([
      { kind: 'bot', level: 'beginner' },
      { kind: 'bot', level: 'skilled' },
      { kind: 'bot', level: 'master' },
    ]);
  });

  it('keeps the game when only the seats are unreadable, and says it was repaired', () => {
    const r = decodeSaved(JSON.stringify({ seats: [{ kind: 'human' }, { kind: 'bot', level: 'godlike' }], names: ['A', 'B'], code: game }));
    expect(r).toEqual({ kind: 'saved', table: { seats: null, names: ['A', 'B'], code: game }, repaired: true });
  });
  it('keeps the game when the names are unreadable', () => {
    const r = decodeSaved(JSON.stringify({ seats, names: 'A,B', code: game }));
    expect(r).toEqual({ kind: 'saved', table: { seats, names: null, code: game }, repaired: true });
  });
  it('a seat list for another number of players is dropped, not misapplied', () => {
    const r = decodeSaved(JSON.stringify({ seats: [...seats, { kind: 'human' }], names: [], code: game }));
    expect(r.kind === 'saved' && r.table.seats).toBeNull();
  });
  it('calls broken JSON or a game that does not open junk', () => {
    expect(decodeSaved('{')).toEqual({ kind: 'junk' });
    expect(decodeSaved(JSON.stringify({ seats, names: [], code: 'xyz' }))).toEqual({ kind: 'junk' });
    expect(decodeSaved(JSON.stringify({ seats, names: [] }))).toEqual({ kind: 'junk' });
    expect(decodeSaved(null)).toEqual({ kind: 'none' });
  });
  it('a game saved by a newer version of the site is kept untouched', () => {
    const text = JSON.stringify({ seats, names: [], code: newerCode() });
    const storage = memory(text);
    expect(readSaved(storage)).toEqual({ kind: 'newer' });
    expect(storage.data.get(SAVE_KEY)).toBe(text);
  });
  it('blocked storage is not "nothing saved", and a refused write says so', () => {
    expect(readSaved(blocked)).toEqual({ kind: 'blocked' });
    expect(readSaved(null)).toEqual({ kind: 'blocked' });
    expect(writeSaved({ seats: [], names: [], code: game }, blocked)).toBe(false);
    expect(writeSaved(null, blocked)).toBe(false);
    const ok = memory(null);
    expect(writeSaved({ seats: [], names: [], code: game }, ok)).toBe(true);
    expect(readSaved(ok).kind).toBe('saved');
  });
  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (s) => {
        decodeSaved(s);
      }),
      { numRuns: 300 },
    );
  });
});
