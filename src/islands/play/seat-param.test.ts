import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS } from '../../bots/puerto-rico/ladder';
import type { SeatKind } from '../../machines/puerto-rico/table';
import { DEFAULT_OPTIONS } from '../../engine/puerto-rico';
import { decodeLink, isSeatName, replayLink } from '../../notation';
import { defaultSeats, linkNames, namesFromLink, playPath, searchWithSeats, seatsFromParam, seatsToParam } from './seat-param';

const seat = fc.constantFrom<SeatKind>({ kind: 'human' }, ...BOT_LEVELS.map((level): SeatKind => ({ kind: 'bot', level })));

describe('seats parameter', () => {
  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.array(seat, { minLength: 2, maxLength: 5 }), (seats) => {
        expect(seatsFromParam(seatsToParam(seats), seats.length)).toEqual(seats);
      }),
    );
  });

  it('refuses anything else as "not given", never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: 2, max: 5 }), (raw, n) => {
        const r = seatsFromParam(raw, n);
        if (r !== null) expect(/^[prches]+$/.test(raw) && raw.length === n).toBe(true);
      }),
    );
    expect(seatsFromParam('phh', 4)).toBeNull();
    expect(seatsFromParam('pxhh', 4)).toBeNull();
    expect(seatsFromParam(null, 2)).toBeNull();
    expect(seatsFromParam('constructor'.slice(0, 4), 4)).toBeNull();
  });

  it('reads the letters of links made before the levels had names as the same bots', () => {
    // r, h and s were the random, heuristic and strong bots: Beginner, Skilled and Master play them.
    expect(seatsFromParam('prhs', 4)).toEqual([{ kind: 'human' }, { kind: 'bot', level: 'beginner' }, { kind: 'bot', level: 'skilled' }, { kind: 'bot', level: 'master' }]);
    expect(seatsFromParam('pce', 3)).toEqual([{ kind: 'human' }, { kind: 'bot', level: 'casual' }, { kind: 'bot', level: 'expert' }]);
  });

  it('defaults to the viewer as the one person', () => {
    expect(seatsToParam(defaultSeats(4, 2))).toBe('hhph');
  });

  it('puts the seats between path and code, keeping other parameters', () => {
    expect(playPath('nl', 'ABC', defaultSeats(2, 0))).toBe('/nl/play/?seats=ph#ABC');
    expect(searchWithSeats('?fast=1&seats=pp', [{ kind: 'human' }, { kind: 'bot', level: 'master' }])).toBe('?fast=1&seats=ps');
  });

  it('writes no names beside the code: the code carries them', () => {
    const seats = defaultSeats(2, 1);
    expect(playPath('en', 'X', seats)).toBe('/en/play/?seats=hp#X');
    // An old link's names are dropped from the address once the page rewrites it.
    expect(searchWithSeats('?fast=1&seats=pp&n=Ann&n=Bea', seats)).toBe('?fast=1&seats=hp');
  });

  it('puts typed names into the link as the notation takes them, a blank seat by its default name', () => {
    const def = (i: number) => `Player ${i + 1}`;
    expect(linkNames(['', '  '], 2, def)).toBeNull();
    expect(linkNames(['Ann', ''], 3, def)).toEqual(['Ann', 'Player 2', 'Player 3']);
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 50 }), { minLength: 2, maxLength: 5 }), (names) => {
        const out = linkNames(names, names.length, def);
        if (out === null) return;
        expect(out).toHaveLength(names.length);
        // Every name is one the envelope accepts, so making the link never throws.
        for (const n of out) expect(isSeatName(n)).toBe(true);
        const link = replayLink({ ...DEFAULT_OPTIONS, players: names.length as 2 | 3 | 4 | 5 }, 1, [], { names: out });
        const back = decodeLink(link);
        expect(back.ok && back.value.envelope.view.names).toEqual(out);
      }),
      { numRuns: 60 },
    );
  });

  it("reads names from the code first, then from an old link's &n=", () => {
    const old = new URLSearchParams('seats=pp&n=Ann+%26+Co&n=');
    expect(namesFromLink(['Zoe', 'Yan'], old, 2)).toEqual(['Zoe', 'Yan']);
    // Default names the sharer's page filled in read as unnamed, whatever its language; another seat's default is a name.
    expect(namesFromLink(['Zoe', 'Player 2', '3. játékos', 'Speler 4', 'Player 1'], old, 5)).toEqual(['Zoe', '', '', '', 'Player 1']);
    expect(namesFromLink(null, old, 2)).toEqual(['Ann & Co', '']);
    expect(namesFromLink(undefined, new URLSearchParams('n=a&n=b&n=c'), 2)).toEqual([]);
    expect(namesFromLink(null, new URLSearchParams('n=%00Bo%07b%0A'), 1)).toEqual(['Bob']);
  });
});

describe('default seat names', () => {
  it('are the play table’s name.default in every language', async () => {
    const { playText } = await import('../../i18n/strings/play');
    const { DEFAULT_NAMES } = await import('./seat-param');
    for (const lang of ['en', 'hu', 'nl'] as const) expect(DEFAULT_NAMES[lang]).toBe(playText(lang, 'name.default'));
  });
});
