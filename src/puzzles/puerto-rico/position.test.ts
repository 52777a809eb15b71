/** Strict puzzle positions: a typo in a field is an error naming the field and the nearest known name. */
import { describe, expect, it } from 'vitest';
import { readPosition } from './position';

const problems = (position: Record<string, unknown>): string[] => {
  const r = readPosition(position).result;
  return r.ok ? [] : r.error.map((e) => `${e.path}: ${e.message}`);
};

describe('puzzle positions are strict', () => {
  it('names an unknown field in the position and the nearest known name', () => {
    expect(problems({ options: { players: 3 }, colonistShipp: 3 })).toEqual(['colonistShipp: "colonistShipp" is not a known field; did you mean colonistShip?']);
  });

  it('names an unknown option, player field and ship field', () => {
    expect(problems({ options: { players: 3, fullCityEndd: true } })).toEqual(['options.fullCityEndd: "fullCityEndd" is not a known field; did you mean fullCityEnd?']);
    expect(problems({ options: { players: 3 }, players: [{ doublons: 5 }] })).toEqual(['players.0.doublons: "doublons" is not a known field; did you mean doubloons?']);
    expect(problems({ options: { players: 3 }, ships: [{ capacity: 4, cargoo: { corn: 1 } }, { capacity: 5 }, { capacity: 6 }] })[0]).toContain('did you mean cargo?');
  });

  it('lets a position with only known fields through', () => {
    expect(problems({ names: ['Anna', 'Béla', 'Cili'], options: { players: 3 }, seed: 2, players: [{ doubloons: 5, colonistsOn: {} }] })).toEqual([]);
  });
});
