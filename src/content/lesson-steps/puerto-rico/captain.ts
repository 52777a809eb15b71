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
    // Shipping buildings (seed 000 Rakpart, seed 001). Anna: a working Wharf and Lighthouse; Róbert: a
    // working Small Wharf; Krisztina: a working Union Hall; Dávid: a working Storehouse and Small Warehouse.
    {
      start: {
        setup: {
          options: { players: 4, buildings: { kind: 'all' } },
          players: [
            {
              goods: { corn: 4, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 },
              city: [
                { building: 'wharf', colonists: 1 },
                { building: 'lighthouse', colonists: 1 },
              ],
            },
            { goods: { corn: 0, indigo: 2, sugar: 0, tobacco: 0, coffee: 0 }, city: [{ building: 'smallWharf', colonists: 1 }] },
            { goods: { corn: 0, indigo: 0, sugar: 2, tobacco: 2, coffee: 0 }, city: [{ building: 'unionHall', colonists: 1 }] },
            {
              goods: { corn: 1, indigo: 0, sugar: 0, tobacco: 5, coffee: 5 },
              city: [
                { building: 'storehouse', colonists: 1 },
                { building: 'smallWarehouse', colonists: 1 },
              ],
            },
          ],
        },
      },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['p0:city:wharf', 'p0:city:lighthouse', 'p1:city:smallWharf', 'p2:city:unionHall', 'p3:city:storehouse'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'captain' } },
      solution: [{ type: 'role', role: 'captain' }],
      refusals: [],
      highlight: ['role:captain', 'p0:city:lighthouse'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'wharf', good: 'corn' } },
      solution: [{ type: 'wharf', good: 'corn' }],
      refusals: [{ move: { type: 'small-wharf', good: 'corn' }, rule: 'captain.small-wharf' }],
      highlight: ['p0:city:wharf'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'small-wharf', good: 'indigo' } },
      solution: [{ type: 'small-wharf', good: 'indigo' }],
      refusals: [{ move: { type: 'wharf', good: 'indigo' }, rule: 'captain.wharf' }],
      highlight: ['p1:city:smallWharf'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'pass' } },
      solution: [{ type: 'pass' }],
      refusals: [],
      highlight: ['p1:city:smallWharf', 'p2:city:unionHall'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'phase-ends' },
      solution: [
        { type: 'load', good: 'sugar', ship: 0 },
        { type: 'load', good: 'corn', ship: 1 },
        { type: 'load', good: 'indigo', ship: 2 },
        { type: 'keep', warehouse: ['tobacco'], barrels: { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 4 } },
      ],
      refusals: [],
      highlight: ['ship:0', 'ship:1', 'ship:2', 'p3:city:smallWarehouse', 'p3:city:storehouse'],
    },
    // The Guest House (seed 001, Vendégház): Anna's guest may move once, at the start or the end of
    // the phase, never in the middle. She keeps it until the end window, then puts it on her
    // Storehouse, which works at once and keeps three more barrels in storage.
    {
      start: {
        setup: {
          options: { players: 4, buildings: { kind: 'all' } },
          ships: [
            { capacity: 5, good: 'corn', count: 5 },
            { capacity: 6, good: 'sugar', count: 6 },
            { capacity: 7, good: 'indigo', count: 6 },
          ],
          players: [
            {
              goods: { corn: 0, indigo: 1, sugar: 0, tobacco: 3, coffee: 3 },
              city: [
                { building: 'guestHouse', colonists: 1 },
                { building: 'storehouse', colonists: 0 },
              ],
            },
            {},
            {},
            {},
          ],
        },
      },
      goal: { kind: 'phase-ends' },
      solution: [
        { type: 'role', role: 'captain' },
        { type: 'pass' },
        { type: 'load', good: 'indigo', ship: 2 },
        { type: 'guest', to: 'storehouse' },
        { type: 'keep', warehouse: [], barrels: { corn: 0, indigo: 0, sugar: 0, tobacco: 3, coffee: 1 } },
      ],
      refusals: [{ move: { type: 'guest', to: 'storehouse' }, rule: 'guest-house.move' }],
      highlight: ['p0:city:guestHouse', 'p0:city:storehouse'],
    },
  ],
};
