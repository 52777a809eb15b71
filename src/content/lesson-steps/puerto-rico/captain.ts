/** Lesson 7, the Captain: the rulebook's captain example played turn by turn (seed 000, "Példa a kapitány-fázisra"). */
import { CAPTAIN_EXAMPLE } from '../../../machines/puerto-rico/examples';
import type { LessonPlan } from '../../../machines/lesson/puerto-rico-steps';

export const captainPlan: LessonPlan = {
  lesson: 'en/puerto-rico/07-captain',
  names: ['Anna', 'Róbert', 'Krisztina', 'Dávid'],
  machine: 'captain',
  steps: [
    {
      start: { setup: CAPTAIN_EXAMPLE },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['ship:0', 'ship:1', 'ship:2'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'captain' } },
      solution: [{ type: 'role', role: 'captain' }],
      refusals: [],
      highlight: ['role:captain'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'load', good: 'sugar' } },
      solution: [{ type: 'load', good: 'sugar', ship: 2 }],
      refusals: [{ move: { type: 'load', good: 'sugar', ship: 0 }, rule: 'captain.load-largest' }],
      highlight: ['p0:goods:sugar'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'load', good: 'sugar' } },
      solution: [{ type: 'load', good: 'sugar', ship: 2 }],
      refusals: [
        { move: { type: 'pass' }, rule: 'captain.must-load' },
        { move: { type: 'load', good: 'sugar', ship: 0 }, rule: 'captain.kind-on-other-ship' },
      ],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'load', good: 'tobacco' } },
      solution: [{ type: 'load', good: 'tobacco', ship: 0 }],
      refusals: [{ move: { type: 'load', good: 'tobacco', ship: 2 }, rule: 'captain.ship-full' }],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'load', good: 'corn' } },
      solution: [{ type: 'load', good: 'corn', ship: 1 }],
      refusals: [{ move: { type: 'load', good: 'indigo', ship: 0 }, rule: 'captain.ship-one-kind' }],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'load', good: 'corn' } },
      solution: [{ type: 'load', good: 'corn', ship: 1 }],
      refusals: [{ move: { type: 'pass' }, rule: 'captain.must-load' }],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'phase-ends' },
      solution: [{ type: 'load', good: 'tobacco', ship: 0 }],
      refusals: [],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['ship:0'],
    },
  ],
};
