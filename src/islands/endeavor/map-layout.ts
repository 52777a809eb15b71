/**
 * Where each part of the world map is drawn, as plain shapes in the map's 1000 × 600 viewBox:
 * read from the coordinates in the component data (components.ts), so replacing that file moves
 * the drawing with it. The board draws these shapes; a test checks that no two overlap.
 */
import { CITY_DATA, CONNECTION_DATA, DECKS, REGION_DATA, REGIONS, SHIPPING_REGIONS, type Deck, type Region } from '../../engine/endeavor';

export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 600;

/** Radii of the circles drawn for ship spaces, cities (a 2-glory city is bigger) and connection tokens. */
export const SPACE_R = 11;
export const CITY_R = 10;
export const BIG_CITY_R = 12;
export const TOKEN_R = 7;

/** A deck is a 36 × 44 card with its governor card (16 × 20) beside it on the right. */
export const DECK_W = 36;
export const DECK_H = 44;
export const GOV_W = 16;

/** Region names are 16 px bold, drawn from their point to the right; a generous width per letter. */
const LABEL_SIZE = 16;
const LABEL_CHAR = 9.5;

/** The slavery deck has no region of its own on the board: it lies beside the Europe deck, as Europe presence gates it. */
const SLAVERY_DECK = { x: 420, y: 270 };

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

/** The centre point of a deck's card. */
export const deckPos = (d: Deck): { x: number; y: number } => (d === 'slavery' ? SLAVERY_DECK : REGION_DATA[d].deck);

/** A deck's card and the governor space beside it. */
export function deckBox(d: Deck): Box {
  const p = deckPos(d);
  return { x: p.x - DECK_W / 2, y: p.y - DECK_H / 2 - 2, w: DECK_W + 2 + GOV_W, h: DECK_H };
}

/** The box a region's name takes (baseline at label.y). */
export function labelBox(region: Region): Box {
  const r = REGION_DATA[region];
  return { x: r.label.x, y: r.label.y - LABEL_SIZE, w: r.name.length * LABEL_CHAR, h: LABEL_SIZE + 4 };
}

/** The centres of a region's ship-track spaces. */
export function shipSpaces(region: (typeof SHIPPING_REGIONS)[number]): Circle[] {
  const t = REGION_DATA[region].shipTrack;
  if (!t) return [];
  return Array.from({ length: t.length }, (_, i) => ({ x: t.x + i * t.dx, y: t.y + i * t.dy, r: SPACE_R }));
}

export const cityCircle = (c: (typeof CITY_DATA)[number]): Circle => ({ x: c.x, y: c.y, r: c.glory > 1 ? BIG_CITY_R : CITY_R });

const cityById = new Map(CITY_DATA.map((c) => [c.id, c]));

/** A connection's line ends and the token circle at its middle. */
export function connectionShape(id: string): { a: Circle; b: Circle; token: Circle } | null {
  const c = CONNECTION_DATA.find((k) => k.id === id);
  const a = c && cityById.get(c.a);
  const b = c && cityById.get(c.b);
  if (!a || !b) return null;
  return { a: cityCircle(a), b: cityCircle(b), token: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, r: TOKEN_R } };
}

const PAD = 10;

/**
 * The land drawn behind a region: the box around its name, deck, ship track and cities, with a
 * margin. It groups what belongs together so the eye can tell the regions apart.
 */
export function regionPanel(region: Region): Box {
  const boxes: Box[] = [labelBox(region)];
  for (const d of DECKS) if (d === region || (d === 'slavery' && region === 'europe')) boxes.push(deckBox(d));
  const circles: Circle[] = [...(region === 'europe' ? [] : shipSpaces(region)), ...CITY_DATA.filter((c) => c.region === region).map(cityCircle)];
  for (const c of circles) boxes.push({ x: c.x - c.r, y: c.y - c.r, w: 2 * c.r, h: 2 * c.r });
  const x0 = Math.min(...boxes.map((b) => b.x)) - PAD;
  const y0 = Math.min(...boxes.map((b) => b.y)) - PAD;
  const x1 = Math.max(...boxes.map((b) => b.x + b.w)) + PAD;
  const y1 = Math.max(...boxes.map((b) => b.y + b.h)) + PAD;
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** Every region's panel, in vocabulary order. */
export const REGION_PANELS: readonly { region: Region; box: Box }[] = REGIONS.map((region) => ({ region, box: regionPanel(region) }));
