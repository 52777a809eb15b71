/** The component data: the reference's values, checksums, the budget check and each value's confidence. */
import { describe, expect, it } from 'vitest';
import { BUILDING_DATA, CARD_DATA, CITY_DATA, CONNECTION_DATA, DECK_DATA, ODDITIES, PROJECT_CHOICES, REGION_DATA, TOKEN_MIX, TRACK_TABLES, UNCONFIRMED, cardBudget } from './components';
import { trackGlory } from './scoring';
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

  it('track tables have five increasing level starts and logos within the track', () => {
    for (const t of TRACKS) {
      const table = TRACK_TABLES[t];
      expect(table.levelStarts[0]).toBe(0);
      for (let i = 1; i < 5; i++) expect(table.levelStarts[i]).toBeGreaterThan(table.levelStarts[i - 1] as number);
      for (const l of table.logos) expect(l.position).toBeLessThanOrEqual(table.max);
    }
  });

  it('every value carries its confidence; the unknown ones name the choice the project made', () => {
    const all = [
      ...Object.values(BUILDING_DATA).flatMap((b) => Object.values(b.confidence)),
      ...CITY_DATA.flatMap((c) => Object.values(c.confidence)),
      ...CONNECTION_DATA.map((c) => c.confidence),
      ...CARD_DATA.map((c) => c.confidence),
      ...Object.values(REGION_DATA).map((r) => r.confidence),
      ...Object.values(DECK_DATA).map((d) => d.confidence),
      ...Object.values(TRACK_TABLES).flatMap((t) => Object.values(t.confidence)),
      TOKEN_MIX.confidence,
      ...PROJECT_CHOICES.map((c) => c.confidence),
      ...UNCONFIRMED.map((c) => c.confidence),
    ];
    for (const c of all) {
      expect(['two sources', 'one source', 'inferred', 'unknown']).toContain(c.kind);
      expect(c.section.length).toBeGreaterThan(1);
      if (c.kind === 'two sources') expect(c.sources.length).toBeGreaterThanOrEqual(2);
      if (c.kind === 'unknown') expect(c.choice.length).toBeGreaterThan(10);
    }
    // The project's choices the reference's §9 asks the site to name.
    expect(PROJECT_CHOICES.map((c) => c.id)).toEqual(['track-lengths', 'setup-by-player-count', 'track-maximum', 'city-names', 'card-names', 'map-layout']);
    expect(PROJECT_CHOICES.every((c) => c.confidence.kind === 'unknown')).toBe(true);
    for (const r of SHIPPING_REGIONS) expect(REGION_DATA[r].confidence.kind).toBe('unknown');
    for (const c of CITY_DATA) expect(c.confidence.name.kind).toBe('unknown');
  });

  it('the single-source oddities are each one value of their own, marked one source', () => {
    expect(Object.keys(ODDITIES).sort()).toEqual(['docksNotInEurope', 'freeGovernorSpaceGlory', 'paymentNotLevelFive', 'shipyardCulture', 'slaverySlot']);
    for (const o of Object.values(ODDITIES)) expect(o.confidence.kind).toBe('one source');
    expect(UNCONFIRMED).toHaveLength(5);
    expect(BUILDING_DATA.shipyard.icons.culture).toBe(ODDITIES.shipyardCulture.value);
  });

  it('the 95 trade tokens fill exactly the 29 cities, the 26 connections and the 40 regular ship spaces', () => {
    const spaces = SHIPPING_REGIONS.reduce((n, r) => n + (REGION_DATA[r].shipTrack?.length ?? 0), 0);
    expect(CITY_DATA).toHaveLength(29);
    expect(CONNECTION_DATA).toHaveLength(26);
    expect(spaces).toBe(40);
    expect(Object.values(TOKEN_MIX.counts).reduce((a, b) => a + b, 0)).toBe(29 + 26 + 40);
    expect(TOKEN_MIX.counts).toEqual({ industry: 17, culture: 20, finance: 17, politics: 25, shipOrDraw: 6, occupyOrDraw: 6, attack: 2, payment: 2 });
  });

  it('each card’s icons plus glory fit the per-level budget of the reference (§3.3)', () => {
    for (const c of CARD_DATA) {
      const icons = Object.values(c.icons).reduce((a, b) => a + (b ?? 0), 0);
      expect(icons + c.glory, c.id).toBe(cardBudget(c.deck, c.kind, c.value));
    }
  });

  it('the connection graph is the reference’s (§5.2), and the two 2-glory cities have none', () => {
    const edges = CONNECTION_DATA.map((c) => `${c.id} ${c.a}-${c.b}`);
    expect(edges).toEqual([
      'C01 FE3-FE5',
      'C02 IN3-FE2',
      'C03 IN3-FE1',
      'C04 EU2-FE1',
      'C05 EU7-FE2',
      'C06 EU2-IN2',
      'C07 IN1-IN2',
      'C08 EU1-IN1',
      'C09 NA2-NA3',
      'C10 EU1-NA3',
      'C11 EU5-NA2',
      'C12 CA1-NA1',
      'C13 EU8-NA1',
      'C14 EU4-CA1',
      'C15 CA1-CA3',
      'C16 EU3-CA3',
      'C17 SA2-CA2',
      'C18 EU3-SA2',
      'C19 EU4-SA3',
      'C20 EU8-AF1',
      'C21 AF1-AF2',
      'C22 EU10-AF2',
      'C23 EU9-EU10',
      'C24 EU7-EU10',
      'C25 EU6-EU7',
      'C26 EU5-EU6',
    ]);
    const counts = Object.fromEntries(REGIONS.map((r) => [r, CITY_DATA.filter((c) => c.region === r).length]));
    expect(counts).toEqual({ europe: 10, northAmerica: 3, caribbean: 3, southAmerica: 3, africa: 2, india: 3, farEast: 5 });
    expect(CITY_DATA.filter((c) => c.glory === 2).map((c) => c.id)).toEqual(['SA1', 'FE4']);
    for (const id of ['SA1', 'FE4']) expect(CONNECTION_DATA.some((c) => c.a === id || c.b === id)).toBe(false);
  });

  it('the buildings of the reference (§1): gains, actions and glory', () => {
    const row = (b: (typeof BUILDINGS)[number]) => {
      const d = BUILDING_DATA[b];
      return `${d.level} ${d.name} ×${d.copies} ${JSON.stringify(d.icons)} ${d.choices.map((c) => c.steps.join('+') + (c.same ? `/${c.same}` : '')).join('|')} G${d.glory}`;
    };
    expect(BUILDINGS.map(row)).toEqual([
      '1 Market ×5 {} draw G0',
      '1 Shipyard ×5 {"culture":1} ship G0',
      '1 Workshop ×5 {"industry":2}  G0',
      '2 Bank ×4 {"finance":2}  G0',
      '2 Barracks ×4 {} attack G0',
      '2 Guild Hall ×4 {} ship|draw G0',
      '3 Docks ×3 {} ship+occupy/region|occupy+ship/region G0',
      '3 Fortress ×3 {"politics":1} occupy|attack G0',
      '3 Theatre ×3 {"culture":2}  G0',
      '4 Cartographer ×2 {} ship+ship/region G0',
      '4 Trade Office ×2 {} draw+draw/deck G0',
      '4 University ×2 {}  G3',
      '5 Exchange ×1 {"finance":2} payment G0',
      '5 Museum ×1 {"culture":2} payment G0',
      '5 Parliament ×1 {"politics":2} payment G0',
    ]);
  });

  it('track glory: 0, 2, 4, 7 on levels 1 to 4, the position from 10 up (§6.1)', () => {
    expect([0, 1, 2, 3, 4, 6, 7, 9, 10, 12, 15].map((p) => trackGlory('industry', p))).toEqual([0, 0, 2, 2, 4, 4, 7, 7, 10, 12, 15]);
  });
});
