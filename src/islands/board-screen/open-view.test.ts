import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scrollToShow, spanOf, type Span } from './open-view';

const span = (top: number, height: number): Span => ({ top, bottom: top + height });

describe('scrollToShow', () => {
  it('leaves a puzzle that fits below the header where it is, title and all (1280×800)', () => {
    // The board screen from 128 to 782 px, the header's bottom at 61: no scroll, the h1 above stays seen.
    expect(scrollToShow(span(128, 654), { top: 61, bottom: 800 })).toBe(0);
  });

  it('scrolls a board screen that runs past the bottom just far enough for it to fit', () => {
    expect(scrollToShow(span(128, 700), { top: 61, bottom: 800 })).toBe(28);
  });

  it('brings targets far down a phone page up to just above the bar, not to the band top', () => {
    // Buildings from 1500 to 1800, the band from 150 to 660: their bottom at 660.
    expect(scrollToShow(span(1500, 300), { top: 150, bottom: 660 })).toBe(1140);
  });

  it('puts the top of a box taller than the band at the band top', () => {
    expect(scrollToShow(span(1500, 900), { top: 150, bottom: 660 })).toBe(1350);
  });

  it('scrolls up to a box above the band', () => {
    expect(scrollToShow(span(20, 100), { top: 109, bottom: 844 })).toBe(-89);
  });

  it('shows the box inside the band after the scroll whenever the box fits the band', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3000, max: 3000 }), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }), (top, h, bandTop, extra) => {
        const band = { top: bandTop, bottom: bandTop + h + extra };
        const d = scrollToShow(span(top, h), band);
        expect(top - d).toBeGreaterThanOrEqual(band.top);
        expect(top + h - d).toBeLessThanOrEqual(band.bottom);
        // No further than needed: a box already inside does not move.
        if (top >= band.top && top + h <= band.bottom) expect(d).toBe(0);
      }),
    );
  });
});

describe('spanOf', () => {
  it('holds every rect, and is null for none', () => {
    expect(spanOf([])).toBeNull();
    expect(spanOf([span(300, 20), span(100, 10), span(500, 40)])).toEqual({ top: 100, bottom: 540 });
  });
});
