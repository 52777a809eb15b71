/** #17.4: a playable city has a tap area larger than its circle, and no two cities' tap areas overlap. */
import { h, type SVGAttributes } from 'preact';
import { render as renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { CITY_DATA, SHIPPING_REGIONS, setupDefaults } from '../../engine/endeavor';
import EndeavorMap from './EndeavorMap';
import { CITY_HIT_R, CITY_R, cityCircle, shipSpace, trackHitBox } from './map-layout';

describe('tap areas round playable cities', () => {
  it('are twice the drawn circle and never reach a neighbour', () => {
    expect(CITY_HIT_R).toBeGreaterThanOrEqual(2 * CITY_R);
    const c = CITY_DATA.map((x) => cityCircle(x.id));
    for (let i = 0; i < c.length; i++) for (let j = i + 1; j < c.length; j++) expect(Math.hypot(c[i]!.x - c[j]!.x, c[i]!.y - c[j]!.y)).toBeGreaterThan(2 * CITY_HIT_R);
  });

  it('are drawn only for the cities a move targets', () => {
    const r = setupDefaults({ players: 3 });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const hot = `city:${CITY_DATA[0]!.id}`;
    const html = renderToString(
      h(EndeavorMap, {
        game: r.value,
        seatNames: ['A', 'B', 'C'],
        lang: 'en',
        part: (key: string, label: string): SVGAttributes<SVGGElement> => (key === hot ? { role: 'button', 'aria-label': label, class: 'e-hot' } : { role: 'img', 'aria-label': label }),
      }),
    );
    const hits = [...html.matchAll(/<circle[^>]*class="e-hit"[^>]*>/g)];
    expect(hits).toHaveLength(1);
    const at = cityCircle(CITY_DATA[0]!.id);
    expect(hits[0]![0]).toContain(`cx="${at.x}"`);
    expect(hits[0]![0]).toContain(`r="${CITY_HIT_R}"`);
  });

  it('round a playable ship track are as wide across as round a city, cover every space, and are drawn only for it', () => {
    for (const region of SHIPPING_REGIONS) {
      const box = trackHitBox(region, 7);
      expect(Math.min(box.w, box.h)).toBe(2 * CITY_HIT_R);
      for (const i of [0, 6]) {
        const c = shipSpace(region, i);
        expect(c.x - c.r).toBeGreaterThanOrEqual(box.x);
        expect(c.x + c.r).toBeLessThanOrEqual(box.x + box.w);
        expect(c.y - c.r).toBeGreaterThanOrEqual(box.y);
        expect(c.y + c.r).toBeLessThanOrEqual(box.y + box.h);
      }
    }
    const r = setupDefaults({ players: 3 });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const html = renderToString(
      h(EndeavorMap, {
        game: r.value,
        seatNames: ['A', 'B', 'C'],
        lang: 'en',
        part: (key: string, label: string): SVGAttributes<SVGGElement> => (key === 'region:africa' ? { role: 'button', 'aria-label': label, class: 'e-hot' } : { role: 'img', 'aria-label': label }),
      }),
    );
    expect([...html.matchAll(/<rect[^>]*class="e-hit"[^>]*>/g)]).toHaveLength(1);
  });
});
