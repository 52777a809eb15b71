/**
 * Seed 001's second variant (ELŐKÉSZÜLETEK, after "Egyebekben a játék szabályai nem változnak"):
 * "az összes telepessel és győzelmipont-jelzővel játszotok, és a játék akkor ér véget, amikor
 * valakinek elfogynak az épülethelyei" – all colonists and VP chips are played with, and the game
 * ends when someone runs out of building spaces. Option `fullCityEnd` (RULINGS.md).
 */
import { describe, expect, it } from 'vitest';
import { legalMoves } from './game';
import { COUNT_SETUP } from './options';
import { newGame } from './setup';
import type { GameState } from './state';
import { finalOutcome, play, position, rolesWithTaken } from './testing';
import type { BuildingId, Role } from './vocabulary';

const goods = (g: Partial<Record<'corn' | 'indigo' | 'sugar' | 'tobacco' | 'coffee', number>>) => ({ corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0, ...g });
const inPhase = (role: Role, chooser: number, rest: Parameters<typeof position>[0]): GameState =>
  position({ rolesChosen: 1, roles: rolesWithTaken(rest.options?.players ?? 4, [[role, chooser]]), phase: role, chooser, ...rest });
/** Finishes the round: every later role chosen and its phase played with passes where possible. */
function finishRound(s: GameState): GameState {
  while (s.phase !== 'over' && !(s.phase === 'role' && s.rolesChosen === 0)) {
    const legal = legalMoves(s);
    s = play(s, legal.find((m) => m.type === 'pass') ?? legal.find((m) => m.type === 'role' && m.role !== 'mayor') ?? legal[0]!);
  }
  return s;
}

describe('end.full-city-variant', () => {
  it('every colonist (100) and VP chip of the box is in play, whatever the player count', () => {
    for (const players of [2, 3, 4, 5] as const) {
      const s = newGame({ players, fullCityEnd: true }, 1);
      expect(s.colonists + s.colonistShip).toBe(100);
      expect(s.colonistShip).toBe(COUNT_SETUP[players].shipColonists);
      expect(s.vpChips).toBe(122);
      expect(newGame({ players, fullCityEnd: true, vpChips5p: 126 }, 1).vpChips).toBe(126);
      // The usual game is unchanged.
      const usual = newGame({ players }, 1);
      expect(usual.colonists).toBe(COUNT_SETUP[players].colonists);
    }
  });
  it('the last VP chip does not end the game; later points go on paper', () => {
    const ships = [
      { capacity: 5, good: null, count: 0 },
      { capacity: 6, good: null, count: 0 },
      { capacity: 7, good: null, count: 0 },
    ];
    const s = play(inPhase('captain', 0, { options: { players: 4, fullCityEnd: true }, vpChips: 2, ships, players: [{ goods: goods({ corn: 3 }) }] }), { type: 'load', good: 'corn', ship: 0 });
    expect(s.vpChips).toBe(0);
    expect(s.vpOnPaper).toBe(2);
    expect(s.endTriggers).toEqual([]);
    const usual = play(inPhase('captain', 0, { options: { players: 4 }, vpChips: 2, ships, players: [{ goods: goods({ corn: 3 }) }] }), { type: 'load', good: 'corn', ship: 0 });
    expect(usual.endTriggers).toEqual(['vp-chips']);
  });
  it('running out of colonists does not end the game: the ship takes what is left', () => {
    const s = play(position({ options: { players: 4, fullCityEnd: true }, colonists: 2, colonistShip: 4, governor: 0 }), { type: 'role', role: 'mayor' });
    expect(s.colonistShip).toBe(1);
    expect(s.colonists).toBe(0);
    expect(s.endTriggers).toEqual([]);
    expect(finishRound(s).phase).toBe('role');
  });
  it('a full city ends the game after the round', () => {
    const city = (['smallMarket', 'hacienda', 'constructionHut', 'smallWarehouse', 'hospice', 'office', 'largeMarket', 'largeWarehouse', 'factory', 'university', 'harbor'] as BuildingId[]).map(
      (building) => ({ building, colonists: 0 }),
    );
    let s = inPhase('builder', 0, { options: { players: 4, fullCityEnd: true }, queue: [0, 1, 2, 3], players: [{ doubloons: 10, city }] });
    s = play(s, { type: 'build', building: 'wharf' });
    expect(s.endTriggers).toEqual(['buildings']);
    s = finishRound(s);
    expect(s.phase).toBe('over');
    expect(finalOutcome(s).reasons).toEqual(['buildings']);
  });
  it('when no player can fill his city any more, the game ends after the round instead of never', () => {
    // Only the five large buildings are left: one free space, or 12 (5 x 2 = 10 at most), cannot be filled.
    const small = (['smallMarket', 'hacienda', 'constructionHut', 'smallWarehouse', 'hospice', 'office', 'largeMarket', 'largeWarehouse', 'factory', 'university', 'harbor'] as BuildingId[]).map(
      (building) => ({ building, colonists: 0 }),
    );
    const bank = Object.fromEntries((['guildHall', 'residence', 'fortress', 'customsHouse', 'cityHall'] as BuildingId[]).map((b) => [b, 1]));
    const players = [{ city: small }];
    const s = position({
      options: { players: 4, fullCityEnd: true },
      buildings: bank,
      players,
      rolesChosen: 3,
      roles: rolesWithTaken(4, [
        ['settler', 0],
        ['builder', 1],
        ['trader', 2],
      ]),
      governor: 0,
    });
    const end = finishRound(s);
    expect(end.phase).toBe('over');
    expect(finalOutcome(end).reasons).toEqual(['no-buildings']);
    // With one small building left somebody could still finish: the game goes on.
    const open = finishRound(
      position({
        options: { players: 4, fullCityEnd: true },
        buildings: { ...bank, wharf: 1 },
        players,
        rolesChosen: 3,
        roles: rolesWithTaken(4, [
          ['settler', 0],
          ['builder', 1],
          ['trader', 2],
        ]),
        governor: 0,
      }),
    );
    expect(open.phase).toBe('role');
  });
});
