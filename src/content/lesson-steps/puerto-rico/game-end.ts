/** Lesson 9, game end and scoring (seed 000, "A játék vége", "Pontozás"). */
import { goods } from '../../../machines/puerto-rico/examples';
import type { LessonPlan } from '../../../machines/lesson/puerto-rico-steps';
import type { BuildingId } from '../../../engine/puerto-rico/vocabulary';

/** The roles of a 3-player round in which Ana chose the Settler and Ben the Mayor: Cleo chooses last. */
const roundRoles = (['settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain'] as const).map((role, i) => ({ role, doubloons: 0, takenBy: i < 2 ? i : -1 }));
/** Eleven small buildings: one more fills the city. */
export const ELEVEN_SPACES: readonly BuildingId[] = [
  'smallIndigoPlant',
  'smallSugarMill',
  'indigoPlant',
  'sugarMill',
  'tobaccoStorage',
  'coffeeRoaster',
  'smallMarket',
  'hacienda',
  'constructionHut',
  'smallWarehouse',
  'hospice',
];
/** A city of these buildings, one colonist on each. */
const manned = (buildings: readonly BuildingId[]) => buildings.map((building) => ({ building, colonists: 1 }));

export const gameEndPlan: LessonPlan = {
  lesson: 'en/puerto-rico/09-game-end-and-scoring',
  names: ['Ana', 'Ben', 'Cleo'],
  machine: 'round',
  steps: [
    {
      start: {
        setup: {
          options: { players: 3 },
          rolesChosen: 2,
          vpChips: 1,
          roles: [
            { role: 'settler', doubloons: 0, takenBy: 0 },
            { role: 'mayor', doubloons: 0, takenBy: 1 },
            { role: 'builder', doubloons: 0, takenBy: -1 },
            { role: 'craftsman', doubloons: 0, takenBy: -1 },
            { role: 'trader', doubloons: 0, takenBy: -1 },
            { role: 'captain', doubloons: 0, takenBy: -1 },
          ],
          players: [
            {
              vp: 12,
              doubloons: 4,
              city: [
                { building: 'smallMarket', colonists: 1 },
                { building: 'hospice', colonists: 1 },
              ],
            },
            { vp: 14, doubloons: 1, city: [{ building: 'smallIndigoPlant', colonists: 1 }] },
            { vp: 9, doubloons: 2, goods: goods({ corn: 2 }), city: [{ building: 'harbor', colonists: 1 }] },
          ],
        },
      },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['p2:goods:corn'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'captain' } },
      solution: [{ type: 'role', role: 'captain' }],
      refusals: [{ move: { type: 'role', role: 'mayor' }, rule: 'round.role-taken' }],
      highlight: ['role:captain'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'game-over' },
      solution: [{ type: 'load', good: 'corn', ship: 2 }],
      refusals: [{ move: { type: 'pass' }, rule: 'captain.must-load' }],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'read' },
      solution: [],
      // After the final scoring nothing more is played: a role card tried now is refused.
      refusals: [{ move: { type: 'role', role: 'settler' }, rule: 'end.over' }],
      highlight: ['p0:vp', 'p1:vp', 'p2:vp'],
    },
    // Another game: three chips left; Cleo's full loading (2 corn + privilege + Harbor = 4) would
    // take the last one and end the game she is losing. She takes only as much bonus as leaves one.
    {
      start: {
        setup: {
          options: { players: 3 },
          rolesChosen: 3,
          vpChips: 3,
          phase: 'captain',
          chooser: 2,
          queue: [2, 0, 1],
          roles: [
            { role: 'settler', doubloons: 0, takenBy: 0 },
            { role: 'mayor', doubloons: 0, takenBy: 1 },
            { role: 'builder', doubloons: 0, takenBy: -1 },
            { role: 'craftsman', doubloons: 0, takenBy: -1 },
            { role: 'trader', doubloons: 0, takenBy: -1 },
            { role: 'captain', doubloons: 0, takenBy: 2 },
          ],
          players: [
            { vp: 15, doubloons: 2 },
            { vp: 12, doubloons: 1 },
            { vp: 9, doubloons: 2, goods: goods({ corn: 2 }), city: [{ building: 'harbor', colonists: 1 }] },
          ],
        },
      },
      goal: { kind: 'move', move: { type: 'load', good: 'corn', bonus: 0 } },
      solution: [{ type: 'load', good: 'corn', ship: 2, bonus: 0 }],
      refusals: [{ move: { type: 'load', good: 'corn', ship: 2, bonus: 1 }, rule: 'end.decline-last-chip' }],
      highlight: ['p2:goods:corn', 'p2:vp'],
    },
    // The full-city variant: only a full city ends the game. Cleo's 11 spaces are built; the Office
    // fills the 12th, and the game ends after this, the round's last role.
    {
      start: {
        setup: {
          options: { players: 3, fullCityEnd: true },
          rolesChosen: 2,
          roles: roundRoles,
          players: [
            { vp: 20, doubloons: 2 },
            { vp: 22, doubloons: 1 },
            {
              vp: 18,
              doubloons: 6,
              city: ELEVEN_SPACES.map((building) => ({ building, colonists: 0 })),
            },
          ],
        },
      },
      goal: { kind: 'game-over' },
      solution: [{ type: 'role', role: 'builder' }, { type: 'build', building: 'office' }, { type: 'pass' }, { type: 'pass' }],
      refusals: [],
      highlight: ['role:builder'],
    },
    // The same variant when no city can be filled any more: only the Small Market, the Office and
    // the Fortress are left in the bank, too few for any city, so the game ends after this round.
    {
      start: {
        setup: {
          options: { players: 3, fullCityEnd: true },
          rolesChosen: 2,
          roles: roundRoles,
          buildings: { smallMarket: 1, office: 1, fortress: 1 },
          players: [
            { vp: 25, doubloons: 3, city: manned(['smallIndigoPlant', 'indigoPlant', 'hacienda', 'harbor', 'factory', 'guildHall']) },
            { vp: 24, doubloons: 2, city: manned(['smallSugarMill', 'sugarMill', 'constructionHut', 'wharf', 'largeMarket']) },
            { vp: 23, doubloons: 4, city: manned(['tobaccoStorage', 'coffeeRoaster', 'smallWarehouse', 'hospice', 'university', 'residence']) },
          ],
        },
      },
      goal: { kind: 'game-over' },
      solution: [
        { type: 'role', role: 'builder' },
        { type: 'build', building: 'smallMarket' },
      ],
      refusals: [],
      highlight: ['role:builder'],
    },
  ],
};
