import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SeatKind } from '../../machines/game-table';
import { defaultSeats, namesFromParams, playPath, searchWithSeats, seatsFromParam, seatsToParam } from './seat-param';

const seat = fc.constantFrom<SeatKind>({ kind: 'human' }, { kind: 'bot', level: 'random' }, { kind: 'bot', level: 'heuristic' }, { kind: 'bot', level: 'strong' });

describe('seats parameter', () => {
  it('reads back what it writes', () => {
    fc.assert(fc.property(fc.array(seat, { minLength: 2, maxLength: 5 }), (seats) => {
      expect(seatsFromParam(seatsToParam(seats), seats.length)).toEqual(seats);
    }));
  });

  it('refuses anything else as "not given", never throws', () => {
    fc.assert(fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: 2, max: 5 }), (raw, n) => {
      const r = seatsFromParam(raw, n);
      if (r !== null) expect(/^[prhs]+$/.test(raw) && raw.length === n).toBe(true);
    }));
    expect(seatsFromParam('phh', 4)).toBeNull();
    expect(seatsFromParam('pxhh', 4)).toBeNull();
    expect(seatsFromParam(null, 2)).toBeNull();
    expect(seatsFromParam('constructor'.slice(0, 4), 4)).toBeNull();
  });

  it('defaults to the viewer as the one person', () => {
    expect(seatsToParam(defaultSeats(4, 2))).toBe('hhph');
  });

  it('puts the seats between path and code, keeping other parameters', () => {
    expect(playPath('nl', 'ABC', defaultSeats(2, 0))).toBe('/nl/play/?seats=ph#ABC');
    expect(searchWithSeats('?fast=1&seats=pp', [{ kind: 'human' }, { kind: 'bot', level: 'strong' }])).toBe('?fast=1&seats=ps');
  });

  it('carries typed names (any text, safely encoded) and reads them back per seat', () => {
    fc.assert(fc.property(fc.array(fc.string({ maxLength: 50 }), { minLength: 2, maxLength: 5 }), (names) => {
      const seats = names.map(() => ({ kind: 'human' }) as const);
      const back = namesFromParams(new URLSearchParams(searchWithSeats('', seats, names)), names.length);
      if (names.every((n) => n.trim() === '')) expect(back).toBeNull();
      else expect(back).toEqual(names.map((n) => n.trim().replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 40)));
    }));
    expect(playPath('en', 'X', defaultSeats(2, 1), ['Ann & Co', ''])).toBe('/en/play/?seats=hp&n=Ann+%26+Co&n=#X');
    expect(namesFromParams(new URLSearchParams('n=a&n=b&n=c'), 2)).toBeNull();
  });
});
