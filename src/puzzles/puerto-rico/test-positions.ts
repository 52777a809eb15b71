/**
 * Positions the puzzle tests share (test code only): written once, so a change to the position
 * format is made in one place.
 */
import type { GameState } from '../../engine/puerto-rico';
import { readPosition } from './position';

/** Three players, seat 1 has taken the Captain with 4 corn and 1 coffee; ships of 4, 5 and 6. */
export function captainTurn(round?: number): GameState {
  const r = readPosition({
    options: { players: 3 },
    ...(round === undefined ? {} : { round }),
    phase: 'captain',
    chooser: 1,
    rolesChosen: 1,
    roles: ['settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain'].map((role) => ({ role, doubloons: 0, takenBy: role === 'captain' ? 1 : -1 })),
    players: [{}, { goods: { coffee: 1, corn: 4 } }, {}],
    ships: [{ capacity: 4 }, { capacity: 5 }, { capacity: 6 }],
  });
  if (!r.result.ok) throw new Error(JSON.stringify(r.result.error));
  return r.result.value;
}

/**
 * Three players, seat 0 took the Mayor and places 2 colonists on corn, indigo, coffee and a Small
 * Indigo Plant: six placements, each reachable in two orders.
 */
export const mayorPosition = {
  options: { players: 3 },
  phase: 'mayor',
  chooser: 0,
  toAct: 0,
  rolesChosen: 1,
  queue: [0, 1, 2],
  roles: ['settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain'].map((role) => ({ role, doubloons: 0, takenBy: role === 'mayor' ? 0 : -1 })),
  players: [
    {
      sanJuan: 2,
      island: [
        { tile: 'corn', colonists: 0 },
        { tile: 'indigo', colonists: 0 },
        { tile: 'coffee', colonists: 0 },
      ],
      city: [{ building: 'smallIndigoPlant', colonists: 0 }],
    },
    {},
    {},
  ],
};
