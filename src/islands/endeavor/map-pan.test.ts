import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { panTo } from './map-pan';

// The phone's box: 364 px showing a 728 px map.
const box = (scrollLeft: number) => ({ scrollLeft, width: 364, contentWidth: 728 });

describe('panTo', () => {
  it('leaves the box when nothing is playable or a playable part shows', () => {
    expect(panTo([], box(0))).toBeNull();
    expect(
      panTo(
        [
          { left: 100, right: 130 },
          { left: 600, right: 630 },
        ],
        box(0),
      ),
    ).toBeNull();
  });

  it('turns to the middle of the playable parts when they fit the box (cities further east seen from the left)', () => {
    expect(
      panTo(
        [
          { left: 400, right: 430 },
          { left: 500, right: 530 },
        ],
        box(0),
      ),
    ).toBe(283);
  });

  it('turns to the first of them when they do not fit, and never past the map', () => {
    expect(
      panTo(
        [
          { left: 600, right: 630 },
          { left: 10, right: 40 },
        ],
        box(200),
      ),
    ).toBe(10);
    expect(panTo([{ left: 700, right: 728 }], box(0))).toBe(364);
  });

  it('always ends with a playable part in the box', () => {
    const part = fc.integer({ min: 0, max: 700 }).map((left) => ({ left, right: left + 28 }));
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 364 }), (parts, from) => {
        const to = panTo(parts, box(from)) ?? from;
        expect(to).toBeGreaterThanOrEqual(0);
        expect(to).toBeLessThanOrEqual(364);
        expect(parts.some((p) => (p.left + p.right) / 2 >= to && (p.left + p.right) / 2 <= to + 364)).toBe(true);
      }),
    );
  });
});
