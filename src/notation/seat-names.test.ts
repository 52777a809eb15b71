import { describe, expect, it, vi } from 'vitest';
import { newGame, DEFAULT_OPTIONS } from '../engine/puerto-rico';

// Links are untrusted: a forger writes any UTF-16 units as a seat name. The site's own writer
// refuses such names, so this file lets the writer through (isSeatName mocked for the writer) to
// make the links a forger could make, and checks what the decoder hands to the pages.
vi.mock('./envelope', async (importOriginal) => {
  const real = await importOriginal<typeof import('./envelope')>();
  return { ...real, isSeatName: (x: unknown) => typeof x === 'string' && x.length >= 1 && x.length <= real.NAME_MAX };
});
const { decodeLink, positionLink } = await import('./index');
const real = await vi.importActual<typeof import('./envelope')>('./envelope');

const state = newGame({ ...DEFAULT_OPTIONS, players: 5 }, 1);
const namesAfterDecoding = (names: string[]) => {
  const d = decodeLink(positionLink(state, { names }));
  if (!d.ok) throw new Error(d.error.message);
  return d.value.envelope.view.names;
};

describe('seat names in a link are cleaned when decoded (issue #24.6)', () => {
  it('a blank name (a space, a non-breaking space) and a lone surrogate read as no name: the page shows the default', () => {
    expect(namesAfterDecoding([' ', '\u00a0', '\ud800', '\udfff x', 'Ann'])).toEqual(['', '', '', 'x', 'Ann']);
  });

  it('direction overrides and isolates are stripped, the rest of the name kept', () => {
    expect(namesAfterDecoding(['Ann\u202egnip', '\u2066Bea\u2069', 'Cy\u200f', 'Dé', '😀 Ed'])).toEqual(['Anngnip', 'Bea', 'Cy', 'Dé', '😀 Ed']);
  });

  it('the site never writes such a name itself', () => {
    for (const bad of [' ', '\u00a0', '\ud800', 'a\u202eb', ' Ann']) expect(real.isSeatName(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['Ann', 'Róbert', '<b>Zoë</b> & co', '😀 Ed']) expect(real.isSeatName(good), good).toBe(true);
  });
});
