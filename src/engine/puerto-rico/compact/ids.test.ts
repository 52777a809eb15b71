import { describe, expect, it } from 'vitest';
import { BUILDINGS, ISLAND_TILES, PHASES } from '../vocabulary';
import { B } from './board';
import { buildingId, FOREST, PH, phaseId, QUARRY, tileId } from './ids';

// The enums are written as numbers for speed (./layout.ts); the vocabulary tuples stay the one naming.
describe("compact ids are the vocabulary tuples' indices", () => {
  it('every phase', () => {
    for (const p of PHASES) expect(PH[p]).toBe(phaseId(p));
    expect(Object.keys(PH).filter((k) => Number.isNaN(Number(k)))).toEqual([...PHASES]);
  });

  it('every building the rules name', () => {
    const named = Object.keys(B).filter((k) => Number.isNaN(Number(k))) as Array<keyof typeof B>;
    expect(named.length).toBeGreaterThan(0);
    for (const b of named) expect(B[b]).toBe(buildingId(b));
    expect(named.every((b) => (BUILDINGS as readonly string[]).includes(b))).toBe(true);
  });

  it('quarry and forest', () => {
    expect(QUARRY).toBe(tileId('quarry'));
    expect(FOREST).toBe(tileId('forest'));
    expect(ISLAND_TILES.length).toBe(7);
  });
});
