/**
 * Which event of a machine carries a given move: e.g. a load move is `captain.load` for the
 * captain machine and `round.play` for the round machine. Lets a host drive any of the machines
 * with the engine's moves.
 */
import type { Move, MoveType } from '../../engine/puerto-rico/moves';
import type { MachineName } from './index';

const EVENT_OF: { [M in MachineName]: Partial<Record<MoveType, string>> } = {
  settler: { role: 'settler.choose', plant: 'settler.take', forest: 'settler.take', hacienda: 'settler.take', pass: 'settler.pass' },
  mayor: { role: 'mayor.choose', colonist: 'mayor.place' },
  builder: { role: 'builder.choose', build: 'builder.build', pass: 'builder.pass' },
  craftsman: { role: 'craftsman.choose', craft: 'craftsman.craft', pass: 'craftsman.pass' },
  trader: { role: 'trader.choose', sell: 'trader.sell', 'trading-post': 'trader.sell', pass: 'trader.pass' },
  captain: {
    role: 'captain.choose',
    load: 'captain.load',
    wharf: 'captain.load',
    'small-wharf': 'captain.load',
    'union-hall': 'captain.union-hall',
    pass: 'captain.pass',
    keep: 'captain.keep',
    guest: 'captain.guest',
  },
  prospector: { role: 'prospector.choose' },
  round: { role: 'round.choose', draft: 'round.draft' },
};

/** The event that carries `move` to `machine`, e.g. { type: 'captain.load', move }; null if the machine takes no such move. */
export function eventFor(machine: MachineName, move: Move): { type: string; move: Move } | null {
  const type = EVENT_OF[machine][move.type] ?? (machine === 'round' ? 'round.play' : null);
  return type === null ? null : { type, move };
}
