/**
 * The setup for 2 to 5 players (seed 000 "Előkészületek"; the two-player variant and the piece
 * counts from the reference, §2.2 and §2.3). Every new game here is the engine's own newGame, so
 * the board shows what each player count deals and the coverage replay counts the setup rules.
 */
import type { LessonPlan } from '../../../machines/lesson/puerto-rico-steps';

const newGame = (players: 2 | 3 | 4 | 5) => ({ setup: { options: { players }, seed: 1 } });

export const setupPlan: LessonPlan = {
  lesson: 'en/puerto-rico/11-setup',
  names: ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve'],
  steps: [
    // Three players: indigo, indigo, corn; 2 doubloons; ships of 4, 5 and 6; no Prospector.
    {
      start: newGame(3),
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['p0:island:0', 'p1:island:0', 'p2:island:0', 'p0:doubloons', 'ship:0', 'ship:1', 'ship:2', 'colonist-ship'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role' } },
      solution: [{ type: 'role', role: 'settler' }],
      // No Prospector card to try: with three players it is not on the table at all.
      refusals: [],
      highlight: ['faceup:0', 'faceup:1', 'faceup:2', 'faceup:3'],
    },
    // Four players: indigo, indigo, corn, corn; 3 doubloons; ships of 5, 6 and 7; one Prospector.
    {
      start: newGame(4),
      goal: { kind: 'move', move: { type: 'role', role: 'prospector' } },
      solution: [{ type: 'role', role: 'prospector' }],
      refusals: [],
      highlight: ['p2:island:0', 'p3:island:0', 'ship:0', 'ship:1', 'ship:2', 'role:prospector'],
    },
    // Five players: indigo three times, corn twice; 4 doubloons; ships of 6, 7 and 8; two Prospectors.
    {
      start: newGame(5),
      goal: { kind: 'move', move: { type: 'role', role: 'prospector' } },
      solution: [{ type: 'role', role: 'prospector' }],
      refusals: [],
      highlight: ['p2:island:0', 'p3:island:0', 'p4:island:0', 'p0:doubloons', 'ship:0', 'ship:1', 'ship:2'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'prospector' } },
      solution: [{ type: 'role', role: 'prospector' }],
      refusals: [],
      highlight: ['p1:doubloons'],
    },
    // The official two-player variant: indigo and corn, 3 doubloons, two ships, three roles each.
    {
      start: newGame(2),
      goal: { kind: 'move', move: { type: 'role', role: 'prospector' } },
      solution: [{ type: 'role', role: 'prospector' }],
      refusals: [],
      // The box for two holds one of each violet building: a table with two Small Markets cannot be dealt.
      tries: [
        { setup: { options: { players: 2 }, seed: 1, players: [{ city: [{ building: 'smallMarket', colonists: 0 }] }, { city: [{ building: 'smallMarket', colonists: 0 }] }] }, rule: 'setup.valid' },
      ],
      highlight: ['p0:island:0', 'p1:island:0', 'ship:0', 'ship:1', 'colonist-ship', 'faceup:0', 'faceup:1', 'faceup:2'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'craftsman' } },
      solution: [{ type: 'role', role: 'craftsman' }],
      refusals: [],
      highlight: ['role:craftsman'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role' } },
      solution: [{ type: 'role', role: 'trader' }],
      refusals: [{ move: { type: 'role', role: 'prospector' }, rule: 'round.role-taken' }],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'round-ends' },
      solution: [{ type: 'role', role: 'captain' }, { type: 'role', role: 'mayor' }, { type: 'role', role: 'builder' }, { type: 'pass' }, { type: 'pass' }],
      refusals: [],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['role:settler'],
    },
  ],
};
