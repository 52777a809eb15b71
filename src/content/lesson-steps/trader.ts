/** Lesson 6, the Trader (seed 000, "A kereskedő"). */
import { goods } from '../../machines/puerto-rico/examples';
import type { LessonPlan } from './types';

export const traderPlan: LessonPlan = {
  lesson: 'en/puerto-rico/06-trader',
  names: ['Ana', 'Ben', 'Cleo'],
  machine: 'trader',
  steps: [
    {
      title: 'The trading house',
      body: 'The trading house buys goods for doubloons: corn 0, indigo 1, sugar 2, tobacco 3, coffee 4. It has four spaces, and one sugar already lies there.\n\nAna has tobacco and corn and a working Small Market; Ben has tobacco and indigo; Cleo has coffee.',
      start: {
        setup: {
          options: { players: 3 },
          tradingHouse: ['sugar'],
          players: [
            { doubloons: 0, goods: goods({ tobacco: 1, corn: 1 }), city: [{ building: 'smallMarket', colonists: 1 }] },
            { doubloons: 0, goods: goods({ tobacco: 1, indigo: 1 }) },
            { doubloons: 0, goods: goods({ coffee: 1 }) },
          ],
        },
      },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['trading-house'],
    },
    {
      title: 'Ana chooses the Trader',
      body: 'Starting with the Trader and going clockwise, each player may sell one good to the trading house. The Trader gets one doubloon more for her sale (her privilege).',
      task: 'Choose the Trader for Ana.',
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'trader' } },
      solution: [{ type: 'role', role: 'trader' }],
      refusals: [],
      highlight: ['role:trader'],
    },
    {
      title: 'Ana sells tobacco',
      body: 'You can only sell a good you have. Ana sells her tobacco: 3 doubloons, +1 as Trader, +1 for her working Small Market = 5.',
      task: 'Sell Ana’s tobacco.',
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'sell', good: 'tobacco' } },
      solution: [{ type: 'sell', good: 'tobacco' }],
      refusals: [{ move: { type: 'sell', good: 'coffee' }, rule: 'trader.have-good' }],
      highlight: ['p0:goods:tobacco'],
    },
    {
      title: 'One of each kind',
      body: 'The trading house buys only one barrel of each kind (a working Office lifts this). Tobacco is already there, so Ben sells his indigo instead.',
      task: 'Sell a good for Ben.',
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'sell', good: 'indigo' } },
      solution: [{ type: 'sell', good: 'indigo' }],
      refusals: [{ move: { type: 'sell', good: 'tobacco' }, rule: 'trader.one-of-each' }],
    },
    {
      title: 'Cleo fills the house',
      body: 'Cleo sells her coffee for 4 doubloons; that fills the fourth space. When the phase ends, a full trading house is emptied; one that is not full keeps its goods for the next Trader.',
      task: 'Sell Cleo’s coffee.',
      start: { from: 'previous' },
      goal: { kind: 'phase-ends' },
      solution: [{ type: 'sell', good: 'coffee' }],
      refusals: [],
    },
  ],
};
