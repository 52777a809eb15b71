/** Lesson 6, the Trader (seed 000, "A kereskedő"). */
import { goods } from '../../../machines/puerto-rico/examples';
import type { LessonPlan } from '../../../machines/lesson/puerto-rico-steps';

export const traderPlan: LessonPlan = {
  lesson: 'en/puerto-rico/06-trader',
  names: ['Ana', 'Ben', 'Cleo'],
  machine: 'trader',
  steps: [
    {
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
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'trader' } },
      solution: [{ type: 'role', role: 'trader' }],
      refusals: [],
      highlight: ['role:trader'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'sell', good: 'tobacco' } },
      solution: [{ type: 'sell', good: 'tobacco' }],
      refusals: [{ move: { type: 'sell', good: 'coffee' }, rule: 'trader.have-good' }],
      highlight: ['p0:goods:tobacco'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'sell', good: 'indigo' } },
      solution: [{ type: 'sell', good: 'indigo' }],
      refusals: [{ move: { type: 'sell', good: 'tobacco' }, rule: 'trader.one-of-each' }],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'phase-ends' },
      solution: [{ type: 'sell', good: 'coffee' }],
      refusals: [],
    },
    // New Buildings (seed 001, Kereskedelmi állomás): the trading house is full, but Ana's working
    // Trading Post buys as the trading house would.
    {
      start: {
        setup: {
          options: { players: 3, buildings: { kind: 'all' } },
          tradingHouse: ['corn', 'indigo', 'sugar', 'tobacco'],
          players: [{ goods: { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 1 }, city: [{ building: 'tradingPost', colonists: 1 }] }, {}, {}],
        },
      },
      goal: { kind: 'read' },
      solution: [],
      refusals: [],
      highlight: ['trading-house', 'p0:city:tradingPost'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'role', role: 'trader' } },
      solution: [{ type: 'role', role: 'trader' }],
      refusals: [],
      highlight: ['role:trader'],
    },
    {
      start: { from: 'previous' },
      goal: { kind: 'move', move: { type: 'trading-post', good: 'coffee' } },
      solution: [{ type: 'trading-post', good: 'coffee' }],
      refusals: [{ move: { type: 'sell', good: 'coffee' }, rule: 'trader.house-full' }],
      highlight: ['p0:city:tradingPost'],
    },
  ],
};
