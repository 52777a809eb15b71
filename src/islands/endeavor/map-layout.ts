/**
 * Where each part of the world map is drawn, in the map's 1000 × 624 viewBox. The regions sit
 * as on the printed board (North America, India and the Far East along the top; the Caribbean
 * left and Europe in the middle; South America and Africa along the bottom), so the overseas
 * connections run from Europe's edges straight to the region beside them. The printed position
 * of each city is unknown (a project choice, see PROJECT_CHOICES in the component data): the
 * cities sit on the edge that faces the cities they connect to. The board draws these shapes;
 * map-layout.test.ts checks that no two overlap and that no line crosses a region it does not
 * join.
 */
import { CITY_DATA, CONNECTION_DATA, REGIONS, type Deck, type Region, type ShippingRegion } from '../../engine/endeavor';

export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 624;

/** Radii of the circles drawn for ship spaces, cities (a 2-glory city is bigger) and connection tokens. */
export const SPACE_R = 11;
export const CITY_R = 10;
/** Radius of the invisible tap area round a playable city: twice the drawn circle, and under half the
 *  nearest two cities' distance (43) so no city's tap area covers another's. On a phone the map opens
 *  enlarged, at about 0.73, where this is about 30 px across (#17.4; whole, at 0.36, about 15 px). */
export const CITY_HIT_R = 21;
export const BIG_CITY_R = 12;
export const TOKEN_R = 8;

/** A deck is a card showing its next card; the governor card waits at the end of the ship track. */
export const DECK_W = 56;
export const DECK_H = 76;
export const GOV_W = 34;
export const GOV_H = 44;

/** Region names are 16 px bold (600), drawn from their point to the right. */
export const LABEL_SIZE = 16;

/**
 * The drawn width of a region name, from the widths of its letters at 16 px 600, plus 4 %. Fitted
 * to the names as Chromium draws them (getBBox, en/hu/nl, 2026-12-04): every name's estimate is at
 * or above its drawn width ("Europa en de Middellandse Zee" 283.5 px drawn, 285.6 estimated). A
 * flat width per letter was either too small ("Noord-Amerika" 136 px against 123.5) or left no room.
 */
function labelWidth(name: string): number {
  let w = 0;
  for (const ch of name) {
    if (/[ijlIíï.,'’:;!|-]/u.test(ch)) w += 5.8;
    else if (ch === ' ') w += 4.7;
    else if (/[rtf]/u.test(ch)) w += 8.6;
    else if (/[mwMW]/u.test(ch)) w += 16;
    else if (ch !== ch.toLowerCase() || ch === '&') w += 11.5;
    else w += 10.6;
  }
  return w * 1.04;
}

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Circle {
  x: number;
  y: number;
  r: number;
}

/** The land of each region. */
export const PANELS: Readonly<Record<Region, Box>> = {
  northAmerica: { x: 0, y: 0, w: 310, h: 196 },
  india: { x: 330, y: 0, w: 330, h: 196 },
  farEast: { x: 680, y: 0, w: 320, h: 196 },
  caribbean: { x: 0, y: 214, w: 220, h: 196 },
  europe: { x: 240, y: 214, w: 760, h: 196 },
  southAmerica: { x: 0, y: 428, w: 310, h: 196 },
  africa: { x: 330, y: 428, w: 670, h: 196 },
};

/** The baseline start of each region's name. */
export const LABELS: Readonly<Record<Region, Point>> = {
  northAmerica: { x: 12, y: 24 },
  india: { x: 342, y: 24 },
  farEast: { x: 692, y: 24 },
  caribbean: { x: 12, y: 238 },
  europe: { x: 606, y: 400 },
  southAmerica: { x: 12, y: 452 },
  africa: { x: 342, y: 452 },
};

/** Each ship track: the centre of its first space and the step to the next (the Caribbean's runs upwards). */
export const TRACKS: Readonly<Record<ShippingRegion, { x: number; y: number; dx: number; dy: number }>> = {
  northAmerica: { x: 24, y: 52, dx: 28, dy: 0 },
  india: { x: 354, y: 52, dx: 28, dy: 0 },
  farEast: { x: 704, y: 52, dx: 28, dy: 0 },
  caribbean: { x: 24, y: 394, dx: 0, dy: -26 },
  southAmerica: { x: 24, y: 600, dx: 28, dy: 0 },
  africa: { x: 354, y: 600, dx: 28, dy: 0 },
};

/** The top-left corner of each governor card, beside the last space of its track. */
export const GOVERNORS: Readonly<Record<ShippingRegion, Point>> = {
  northAmerica: { x: 210, y: 30 },
  india: { x: 540, y: 30 },
  farEast: { x: 890, y: 30 },
  caribbean: { x: 44, y: 248 },
  southAmerica: { x: 182, y: 578 },
  africa: { x: 540, y: 578 },
};

/** The top-left corner of each deck's card; the Slavery deck lies beside Europe's. */
export const DECK_AT: Readonly<Record<Deck, Point>> = {
  northAmerica: { x: 12, y: 96 },
  india: { x: 598, y: 6 },
  farEast: { x: 938, y: 6 },
  caribbean: { x: 84, y: 290 },
  europe: { x: 480, y: 322 },
  slavery: { x: 544, y: 322 },
  southAmerica: { x: 12, y: 470 },
  africa: { x: 934, y: 540 },
};

/** The centre of every city, by id. */
export const CITY_AT: Readonly<Record<string, Point>> = {
  EU1: { x: 350, y: 262 },
  EU2: { x: 660, y: 250 },
  EU3: { x: 250, y: 360 },
  EU4: { x: 262, y: 290 },
  EU5: { x: 300, y: 270 },
  EU6: { x: 400, y: 300 },
  EU7: { x: 820, y: 270 },
  EU8: { x: 320, y: 340 },
  EU9: { x: 950, y: 300 },
  EU10: { x: 900, y: 360 },
  AF1: { x: 440, y: 470 },
  AF2: { x: 900, y: 470 },
  SA1: { x: 220, y: 540 },
  SA2: { x: 200, y: 465 },
  SA3: { x: 295, y: 470 },
  CA1: { x: 190, y: 245 },
  CA2: { x: 150, y: 390 },
  CA3: { x: 190, y: 320 },
  NA1: { x: 215, y: 172 },
  NA2: { x: 285, y: 172 },
  NA3: { x: 285, y: 110 },
  IN1: { x: 380, y: 175 },
  IN2: { x: 610, y: 170 },
  IN3: { x: 640, y: 120 },
  FE1: { x: 705, y: 170 },
  FE2: { x: 760, y: 140 },
  FE3: { x: 880, y: 120 },
  FE4: { x: 840, y: 170 },
  FE5: { x: 950, y: 130 },
};

/** The legend of the map's pictures, in the free part of the Africa panel: two columns of six rows. */
export const LEGEND = { x: 592, y: 490, w: 334, h: 130, rows: 6, columnWidth: 168 } as const;

/** A deck's card. */
export function deckBox(d: Deck): Box {
  const p = DECK_AT[d];
  return { x: p.x, y: p.y, w: DECK_W, h: DECK_H };
}

/** A track's governor card. */
export function governorBox(r: ShippingRegion): Box {
  const p = GOVERNORS[r];
  return { x: p.x, y: p.y, w: GOV_W, h: GOV_H };
}

/** The box a region's name takes (baseline at its label point), for a name of `name.length` letters. */
export function labelBox(region: Region, name: string): Box {
  const p = LABELS[region];
  return { x: p.x, y: p.y - LABEL_SIZE, w: labelWidth(name), h: LABEL_SIZE + 4 };
}

/** The centre of the i-th space of a track (spaces past the end continue the same way). */
export function shipSpace(region: ShippingRegion, i: number): Circle {
  const t = TRACKS[region];
  return { x: t.x + i * t.dx, y: t.y + i * t.dy, r: SPACE_R };
}

/**
 * The invisible tap area of a playable ship track: its spaces, widened to the cities' tap
 * diameter, so a track is as easy to hit as a city on a phone (#17.4).
 */
export function trackHitBox(region: ShippingRegion, spaces: number): Box {
  const a = shipSpace(region, 0);
  const b = shipSpace(region, Math.max(0, spaces - 1));
  const x = Math.min(a.x, b.x) - CITY_HIT_R;
  const y = Math.min(a.y, b.y) - CITY_HIT_R;
  return { x, y, w: Math.abs(a.x - b.x) + 2 * CITY_HIT_R, h: Math.abs(a.y - b.y) + 2 * CITY_HIT_R };
}

const cityById = new Map(CITY_DATA.map((c) => [c.id, c]));

/** A city's circle (a 2-glory city is bigger). */
export function cityCircle(id: string): Circle {
  const p = CITY_AT[id] ?? { x: 0, y: 0 };
  return { x: p.x, y: p.y, r: (cityById.get(id)?.glory ?? 1) > 1 ? BIG_CITY_R : CITY_R };
}

/** A connection's line ends and the token circle at its middle. */
export function connectionShape(id: string): { a: Circle; b: Circle; token: Circle } | null {
  const c = CONNECTION_DATA.find((k) => k.id === id);
  if (!c || !CITY_AT[c.a] || !CITY_AT[c.b]) return null;
  const a = cityCircle(c.a);
  const b = cityCircle(c.b);
  return { a, b, token: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, r: TOKEN_R } };
}

/** Every region's panel, in vocabulary order. */
export const REGION_PANELS: readonly { region: Region; box: Box }[] = REGIONS.map((region) => ({ region, box: PANELS[region] }));
