/**
 * The map's drawing must stay readable: no two shapes overlap (names, decks, governor cards, ship
 * spaces, cities, connection tokens), no connection line runs through a circle or card it does
 * not join nor across a region that is neither of its ends', no two connection lines cross, and
 * everything lies inside its own region and the map.
 */
import { describe, expect, it } from 'vitest';
import { CITY_DATA, CONNECTION_DATA, DECKS, REGION_DATA, REGIONS, SHIPPING_REGIONS, type Region } from '../../engine/endeavor';
import { endeavorNamesEn, endeavorNamesHu, endeavorNamesNl } from '../../i18n/strings/endeavor-names';
import { CITY_AT, LEGEND, MAP_HEIGHT, MAP_WIDTH, PANELS, REGION_PANELS, cityCircle, connectionShape, deckBox, governorBox, labelBox, shipSpace, type Box, type Circle, type Point } from './map-layout';

type Shape = { name: string; region: Region; box?: Box; circle?: Circle };
const GAP = 3;

const boxesOverlap = (a: Box, b: Box, gap = GAP) => a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;
const circleBox = (c: Circle, b: Box, gap = GAP) => {
  const nx = Math.max(b.x, Math.min(c.x, b.x + b.w));
  const ny = Math.max(b.y, Math.min(c.y, b.y + b.h));
  return Math.hypot(c.x - nx, c.y - ny) < c.r + gap;
};
const circles = (a: Circle, b: Circle) => Math.hypot(a.x - b.x, a.y - b.y) < a.r + b.r + GAP;
function overlap(a: Shape, b: Shape): boolean {
  if (a.box && b.box) return boxesOverlap(a.box, b.box);
  if (a.circle && b.circle) return circles(a.circle, b.circle);
  return a.circle ? circleBox(a.circle, b.box!) : circleBox(b.circle!, a.box!);
}
/** Distance from a point to a segment. */
function toSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}
const turn = (p: Point, q: Point, r: Point) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
const segmentsCross = (a: Point, b: Point, c: Point, d: Point) => turn(a, b, c) !== turn(a, b, d) && turn(c, d, a) !== turn(c, d, b);
const along = (a: Point, b: Point, steps = 40): Point[] => Array.from({ length: steps - 1 }, (_, k) => ({ x: a.x + ((k + 1) / steps) * (b.x - a.x), y: a.y + ((k + 1) / steps) * (b.y - a.y) }));

/** Region names as each language's map draws them (a label box is sized from the name it holds). */
const REGION_NAMES = { en: endeavorNamesEn, hu: endeavorNamesHu, nl: endeavorNamesNl } as const;
const regionNames = (r: Region) => Object.entries(REGION_NAMES).map(([lang, names]) => ({ lang, name: names[`region.${r}`] }));

const regionOf = new Map(CITY_DATA.map((c) => [c.id, c.region]));
const shapes: Shape[] = [
  ...REGIONS.flatMap((r) => regionNames(r).map(({ lang, name }) => ({ name: `label:${r}:${lang}`, region: r, box: labelBox(r, name) }))),
  ...DECKS.map((d) => ({ name: `deck:${d}`, region: d === 'slavery' ? ('europe' as const) : d, box: deckBox(d) })),
  ...SHIPPING_REGIONS.map((r) => ({ name: `governor:${r}`, region: r, box: governorBox(r) })),
  ...SHIPPING_REGIONS.flatMap((r) => Array.from({ length: REGION_DATA[r].shipTrack!.length }, (_, i) => ({ name: `ship:${r}:${i}`, region: r, circle: shipSpace(r, i) }))),
  ...CITY_DATA.map((c) => ({ name: `city:${c.id}`, region: c.region, circle: cityCircle(c.id) })),
  ...CONNECTION_DATA.map((c) => ({ name: `token:${c.id}`, region: regionOf.get(c.a)!, circle: connectionShape(c.id)!.token })),
  { name: 'legend', region: 'africa', box: { x: LEGEND.x, y: LEGEND.y, w: LEGEND.w, h: LEGEND.h } },
];

describe('world map layout', () => {
  it('every city has a place', () => {
    expect(CITY_DATA.filter((c) => !CITY_AT[c.id]).map((c) => c.id)).toEqual([]);
  });

  it('no two shapes overlap', () => {
    const clashes: string[] = [];
    // One language's label is drawn at a time, so a region's labels in the three languages may share their spot.
    const sameLabel = (a: Shape, b: Shape) => a.name.startsWith(`label:${a.region}:`) && b.name.startsWith(`label:${a.region}:`);
    for (let i = 0; i < shapes.length; i++)
      for (let j = i + 1; j < shapes.length; j++) if (!sameLabel(shapes[i]!, shapes[j]!) && overlap(shapes[i]!, shapes[j]!)) clashes.push(`${shapes[i]!.name} × ${shapes[j]!.name}`);
    expect(clashes).toEqual([]);
  });

  it('every shape but a connection token lies inside its own region', () => {
    const outside = shapes
      .filter((s) => !s.name.startsWith('token:'))
      .filter((s) => {
        const p = PANELS[s.region];
        const b = s.box ?? { x: s.circle!.x - s.circle!.r, y: s.circle!.y - s.circle!.r, w: 2 * s.circle!.r, h: 2 * s.circle!.r };
        return b.x < p.x || b.y < p.y || b.x + b.w > p.x + p.w || b.y + b.h > p.y + p.h;
      })
      .map((s) => s.name);
    expect(outside).toEqual([]);
  });

  it('connection lines run only through the cities they join, their own token and the regions of their ends', () => {
    const clashes: string[] = [];
    for (const c of CONNECTION_DATA) {
      const s = connectionShape(c.id)!;
      const ends = new Set([regionOf.get(c.a), regionOf.get(c.b)]);
      for (const sh of shapes) {
        if (sh.name === `city:${c.a}` || sh.name === `city:${c.b}` || sh.name === `token:${c.id}`) continue;
        const hit = sh.circle ? toSegment(sh.circle, s.a, s.b) < sh.circle.r + GAP : along(s.a, s.b).some((p) => circleBox({ ...p, r: 1 }, sh.box!, 1));
        if (hit) clashes.push(`${c.id} × ${sh.name}`);
      }
      for (const r of REGIONS) if (!ends.has(r) && along(s.a, s.b).some((p) => circleBox({ ...p, r: 1 }, PANELS[r], 0))) clashes.push(`${c.id} × region ${r}`);
    }
    expect(clashes).toEqual([]);
  });

  it('no two connection lines cross', () => {
    const crossings: string[] = [];
    for (let i = 0; i < CONNECTION_DATA.length; i++)
      for (let j = i + 1; j < CONNECTION_DATA.length; j++) {
        const a = CONNECTION_DATA[i]!;
        const b = CONNECTION_DATA[j]!;
        if (new Set([a.a, a.b, b.a, b.b]).size < 4) continue;
        const p = connectionShape(a.id)!;
        const q = connectionShape(b.id)!;
        if (segmentsCross(p.a, p.b, q.a, q.b)) crossings.push(`${a.id} × ${b.id}`);
      }
    expect(crossings).toEqual([]);
  });

  it('region panels do not overlap and lie inside the map', () => {
    for (let i = 0; i < REGION_PANELS.length; i++) {
      const a = REGION_PANELS[i]!;
      expect(a.box.x).toBeGreaterThanOrEqual(0);
      expect(a.box.y).toBeGreaterThanOrEqual(0);
      expect(a.box.x + a.box.w).toBeLessThanOrEqual(MAP_WIDTH);
      expect(a.box.y + a.box.h).toBeLessThanOrEqual(MAP_HEIGHT);
      for (let j = i + 1; j < REGION_PANELS.length; j++) expect(boxesOverlap(a.box, REGION_PANELS[j]!.box, 0), `${a.region} × ${REGION_PANELS[j]!.region}`).toBe(false);
    }
  });

  it('a test that can fail: two shapes on one spot and two crossing lines are caught', () => {
    expect(overlap({ name: 'a', region: 'europe', circle: { x: 10, y: 10, r: 5 } }, { name: 'b', region: 'europe', box: { x: 12, y: 12, w: 20, h: 20 } })).toBe(true);
    expect(segmentsCross({ x: 0, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }, { x: 10, y: 0 })).toBe(true);
    // A region name longer than the Dutch "Europa en de Middellandse Zee" would leave its panel.
    const long = labelBox('europe', `${endeavorNamesNl['region.europe']} en de Atlantische Oceaan`);
    expect(long.x + long.w).toBeGreaterThan(PANELS.europe.x + PANELS.europe.w);
  });

  it('sizes a label box at least as wide as Chromium draws the name (getBBox, 16 px 600)', () => {
    // Measured on the built puzzle page in en, hu and nl; the old flat 9.5 px a letter gave
    // "Noord-Amerika" 123.5 px against 136 drawn.
    const DRAWN: Readonly<Record<string, number>> = {
      'Europe & the Mediterranean': 257.1,
      'Europa en de Middellandse Zee': 283.5,
      'Európa és a Földközi-tenger': 252.3,
      'North America': 130.4,
      'Noord-Amerika': 136.0,
      'Észak-Amerika': 132.5,
      'South America': 132.0,
      'Zuid-Amerika': 121.2,
      'Dél-Amerika': 110.9,
      Caribbean: 91.8,
      Caraïben: 80.4,
      'Karib-térség': 112.8,
      'Far East': 73.6,
      'Verre Oosten': 118.5,
      'Távol-Kelet': 100.5,
      Africa: 53.0,
      Afrika: 54.2,
      India: 45.1,
    };
    const narrow = Object.entries(DRAWN).filter(([name, w]) => labelBox('europe', name).w < w);
    expect(narrow).toEqual([]);
    expect(Object.keys(DRAWN).sort()).toEqual([...new Set(REGIONS.flatMap((r) => regionNames(r).map((n) => n.name)))].sort());
  });

  it('sizes every region label from the longest of its English, Hungarian and Dutch names', () => {
    expect(shapes.filter((s) => s.name.startsWith('label:')).map((s) => s.name.split(':')[2])).toEqual(REGIONS.flatMap(() => ['en', 'hu', 'nl']));
  });
});
