/** Moves the other seats make before a step (a guided game): the step's board and the machine's line both hold them. */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../engine/puerto-rico/setup';
import type { LessonStep } from './puerto-rico-steps';
import { playAll, stepLine, stepStart } from './puerto-rico-replay';

const s0 = newGame({ players: 3 }, 2);
const steps: LessonStep[] = [
  { start: { state: s0 }, goal: { kind: 'move', move: { type: 'role', role: 'settler' } }, solution: [{ type: 'role', role: 'settler' }], refusals: [] },
  // Ana has planted; Ben and Cleo plant before the learner's next step, then Ben chooses.
  { start: { from: 'previous' }, goal: { kind: 'move', move: { type: 'plant' } }, solution: [{ type: 'plant', tile: 'quarry' }], refusals: [] },
  {
    start: { from: 'previous' },
    before: [{ type: 'pass' }, { type: 'pass' }, { type: 'role', role: 'builder' }],
    goal: { kind: 'phase-ends' },
    solution: [{ type: 'pass' }, { type: 'pass' }, { type: 'pass' }],
    refusals: [],
  },
];

describe('moves before a step', () => {
  it('are played on the previous step’s end to give the step’s board', () => {
    const end = playAll(
      s0,
      [
        { type: 'role', role: 'settler' },
        { type: 'plant', tile: 'quarry' },
      ],
      1,
    );
    if (!end.ok) throw new Error(end.error.message);
    const r = stepStart(steps, 2);
    if (!r.ok || r.value === null) throw new Error('no board');
    expect(r.value.phase).toBe('builder');
    const direct = playAll(end.value, steps[2]!.before!, 2);
    expect(direct.ok && direct.value).toEqual(r.value);
  });

  it('are in the line a machine replays from the base position', () => {
    const line = stepLine(steps, 2);
    expect(line.base).toBe(0);
    const r = playAll(s0, line.moves, 2);
    expect(r.ok && r.value).toEqual((stepStart(steps, 2) as { value: unknown }).value);
  });

  it('that the engine refuses break the step with the refused move', () => {
    const bad = steps.map((s, i) => (i === 2 ? { ...s, before: [{ type: 'role', role: 'settler' } as const] } : s));
    const r = stepStart(bad, 2);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.step).toBe(2);
  });
});
