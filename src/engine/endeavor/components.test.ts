/** The component data: counts, checksums, references between tables, and the stand-in list. */
import { describe, expect, it } from 'vitest';
import { BUILDING_DATA, CARD_DATA, CITY_DATA, CONNECTION_DATA, DECK_DATA, PRACTICE_COMPONENTS, REGION_DATA, STAND_INS, TOKEN_MIX, TRACK_TABLES } from './components';
import { BUILDINGS, DECKS, REGIONS, SHIPPING_REGIONS, TRACKS } from './vocabulary';

describe('components', () => {
  it('45 building tiles: 5/4/3/2/1 copies per level, three kinds per level', () => {
    expect(BUILDINGS.reduce((n, b) => n + BUILDING_DATA[b].copies, 0)).toBe(45);
    for (const level of [1, 2, 3, 4, 5]) {
      const kinds = BUILDINGS.filter((b) => BUILDING_DATA[b].level === level);
      expect(kinds).toHaveLength(3);
      for (const k of kinds) expect(BUILDING_DATA[k].copies).toBe(6 - level);
    }
  });

  it('95 trade tokens, one for every circle (ship spaces + cities + connections)', () => {
    const tokens = Object.values(TOKEN_MIX.counts).reduce((a, b) => a + b, 0);
    const circles = SHIPPING_REGIONS.reduce((n, r) => n + (REGION_DATA[r].shipTrack?.length ?? 0), 0) + CITY_DATA.length + CONNECTION_DATA.length;
    expect(tokens).toBe(95);
    expect(circles).toBe(95);
  });

  it('48 cards in 8 decks; each shipping region has values 1–5 and a governor; Europe and slavery 0–5', () => {
    expect(CARD_DATA).toHaveLength(48);
    expect(new Set(CARD_DATA.map((c) => c.id)).size).toBe(48);
    for (const d of DECKS) {
      const cards = CARD_DATA.filter((c) => c.deck === d);
      expect(cards).toHaveLength(6);
      const values = cards
        .filter((c) => c.kind !== 'governor')
        .map((c) => c.value)
        .sort();
      expect(values).toEqual(d === 'europe' || d === 'slavery' ? [0, 1, 2, 3, 4, 5] : [1, 2, 3, 4, 5]);
      expect(cards.some((c) => c.kind === 'governor')).toBe((SHIPPING_REGIONS as readonly string[]).includes(d));
    }
    expect(CARD_DATA.filter((c) => c.kind === 'abolition')).toHaveLength(1);
    expect(CARD_DATA.filter((c) => c.kind === 'slavery').every((c) => c.deck === 'slavery')).toBe(true);
  });

  it('the map: Europe has 10 cities and no track, other regions 2–5 cities and 6–8 sea spaces; connections join known cities', () => {
    for (const r of REGIONS) {
      const n = CITY_DATA.filter((c) => c.region === r).length;
      if (r === 'europe') {
        expect(n).toBe(10);
        expect(REGION_DATA[r].shipTrack).toBeNull();
      } else {
        expect(n).toBeGreaterThanOrEqual(2);
        expect(n).toBeLessThanOrEqual(5);
        expect(REGION_DATA[r].shipTrack?.length).toBeGreaterThanOrEqual(6);
        expect(REGION_DATA[r].shipTrack?.length).toBeLessThanOrEqual(8);
      }
    }
    const ids = new Set(CITY_DATA.map((c) => c.id));
    for (const c of CONNECTION_DATA) {
      expect(ids.has(c.a) && ids.has(c.b)).toBe(true);
      expect(c.a).not.toBe(c.b);
    }
    expect(new Set(CONNECTION_DATA.map((c) => c.id)).size).toBe(CONNECTION_DATA.length);
    expect(CITY_DATA.some((c) => c.glory === 2)).toBe(true);
  });

  it('layout coordinates lie inside the 1000 × 600 drawing, ship tracks included', () => {
    const inside = (x: number, y: number) => x >= 0 && x <= 1000 && y >= 0 && y <= 600;
    for (const c of CITY_DATA) expect(inside(c.x, c.y)).toBe(true);
    for (const r of REGIONS) {
      const t = REGION_DATA[r].shipTrack;
      expect(inside(REGION_DATA[r].deck.x, REGION_DATA[r].deck.y)).toBe(true);
      if (t) for (let i = 0; i < t.length; i++) expect(inside(t.x + i * t.dx, t.y + i * t.dy)).toBe(true);
    }
  });

  it('track tables have five increasing level starts and logos within the track', () => {
    for (const t of TRACKS) {
      const table = TRACK_TABLES[t];
      expect(table.levelStarts[0]).toBe(0);
      for (let i = 1; i < 5; i++) expect(table.levelStarts[i]).toBeGreaterThan(table.levelStarts[i - 1] as number);
      for (const l of table.logos) expect(l.position).toBeLessThanOrEqual(table.max);
    }
  });

  it('every entry names its source; stand-ins are listed and flag practice components', () => {
    const entries = [
      ...Object.values(BUILDING_DATA),
      ...CITY_DATA,
      ...CONNECTION_DATA,
      ...CARD_DATA,
      ...Object.values(REGION_DATA),
      ...Object.values(DECK_DATA),
      ...Object.values(TRACK_TABLES),
      TOKEN_MIX,
    ];
    for (const e of entries) expect(e.source.length).toBeGreaterThan(5);
    expect(STAND_INS.length).toBe(entries.filter((e) => e.standIn).length + 1); // + the starting building
    expect(PRACTICE_COMPONENTS).toBe(true);
  });
});
