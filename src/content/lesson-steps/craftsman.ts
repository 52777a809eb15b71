/** Lesson 5, the Craftsman (seed 000, "Az iparos", "A feldolgozóüzemek"). */
import type { LessonPlan } from './types';

export const craftsmanPlan: LessonPlan = {
  lesson: 'en/puerto-rico/05-craftsman',
  names: ['Ana', 'Ben', 'Cleo'],
  machine: 'craftsman',
  steps: [
    {
      title: 'What each player can produce',
      body: 'Corn needs only a worked corn plantation. Every other good needs a worked plantation and a free worked circle in its production building, one barrel per pair.\n\nAna: worked corn, two worked indigo plantations, and a Small Indigo Plant with one colonist. Ben: a worked sugar plantation, but nobody on his Small Sugar Mill. Cleo: two worked corn plantations.',
      start: {
        setup: {
          options: { players: 3 },
          players: [
            { island: [{ tile: 'corn', colonists: 1 }, { tile: 'indigo', colonists: 1 }, { tile: 'indigo', colonists: 1 }], city: [{ building: 'smallIndigoPlant', colonists: 1 }] },
            { island: [{ tile: 'sugar', colonists: 1 }], city: [{ building: 'smallSugarMill', colonists: 0 }] },
            { island: [{ tile: 'corn', colonists: 1 }, { tile: 'corn', colonists: 1 }] },
          ],
        },
      },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['p0', 'p1', 'p2'],
    },
    {
      title: 'Ana chooses the Craftsman',
      body: 'As soon as the Craftsman is chosen, everybody produces at once, starting with the Craftsman. Ana gets 1 corn and 1 indigo (her Small Indigo Plant has only one circle), Ben nothing (his mill has no colonist), Cleo 2 corn.',
      task: 'Choose the Craftsman for Ana.',
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'craftsman' } },
      solution: [{ type: 'role', role: 'craftsman' }],
      refusals: [],
      highlight: ['role:craftsman'],
    },
    {
      title: 'The Craftsman’s extra barrel',
      body: 'After production the Craftsman may take one more barrel of a kind she produced this time: corn or indigo for Ana, not sugar. Indigo is worth more at the trading house.',
      task: 'Take Ana’s extra barrel.',
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'craft' } },
      solution: [{ type: 'craft', good: 'indigo' }],
      refusals: [{ move: { type: 'craft', good: 'sugar' }, rule: 'craftsman.privilege' }],
      highlight: ['p0:goods:corn', 'p0:goods:indigo'],
    },
  ],
};
