/**
 * Replays recorded before notation 6 (issue 15's rule fixes) index their moves among the lists of
 * that time. A move those lists had and the rules now forbid still reads back as itself, and the
 * engine then refuses it with the rule it breaks; every other move reads back unchanged.
 */
import { describe, expect, it } from 'vitest';
import { BitReader, BitWriter } from './bits';
import { readMoveAt, writeMoveAt } from './puerto-rico/move-codec';
import { olderRulesError } from './puerto-rico/scenario';
import type { Move } from '../engine/puerto-rico';
import { applyMove, legalMoves, withdrawnMoves } from '../engine/puerto-rico';
import { position, rolesWithTaken } from '../engine/puerto-rico/testing';

const FOUR_LARGE = (['guildHall', 'residence', 'fortress', 'customsHouse'] as const).map((building) => ({ building, colonists: 0 }));
const builder = () => position({ rolesChosen: 1, roles: rolesWithTaken(4, [['builder', 0]]), phase: 'builder', chooser: 0, players: [{ doubloons: 20, city: FOUR_LARGE }] });

function roundTrip<S, M>(
  s: S,
  m: M,
  version: number,
  write: (w: BitWriter, s: S, m: M, c: { players: number; version: number }) => void,
  read: (r: BitReader, s: S, c: { players: number; version: number }) => unknown,
) {
  const c = { players: 4, version };
  const w = new BitWriter();
  write(w, s, m, c);
  return read(new BitReader(w.finish()), s, c);
}

describe('Puerto Rico replays of notation 5', () => {
  it('a fifth large building read from an old replay comes back unlisted, and the engine refuses it (builder.large-column)', () => {
    const s = builder();
    const cityHall: Move = { type: 'build', building: 'cityHall' };
    expect(withdrawnMoves(s)).toContainEqual(cityHall);
    const read = roundTrip(s, cityHall, 5, writeMoveAt, readMoveAt) as { move: Move; listed: boolean };
    expect(read).toEqual({ move: cityHall, listed: false });
    const r = applyMove(s, read.move);
    expect(!r.ok && r.error.rule).toBe('builder.large-column');
  });
  it('every move legal today reads back as itself among the old list', () => {
    const s = builder();
    for (const m of legalMoves(s)) expect(roundTrip(s, m, 5, writeMoveAt, readMoveAt)).toEqual({ move: m, listed: true });
  });
  it('a Builder phase that old engines could have played differently stops the replay with a clear error', () => {
    const e = olderRulesError(builder(), 12, true);
    expect(e).toMatchObject({ code: 'notation/illegal-move', index: 12, error: { rule: 'builder.large-column' } });
    expect(olderRulesError(position({}), 0, true)).toBeNull();
  });
});
