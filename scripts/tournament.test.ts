import { describe, expect, it } from 'vitest';
import { parseArgs } from './tournament';
import { median, wilson } from './tournament-stats';
import { parseEndeavorArgs } from './tournament-endeavor';

describe('the tournament command', () => {
  it('computes the Wilson 95% interval', () => {
    // Textbook values: 8 of 10 -> [0.490, 0.943]; 0 of 10 -> [0, 0.278].
    const [lo, hi] = wilson(8, 10);
    expect(lo).toBeCloseTo(0.49, 2);
    expect(hi).toBeCloseTo(0.943, 2);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(0, 10)[1]).toBeCloseTo(0.278, 2);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('takes the median of the decision times', () => {
    expect(median([])).toBe(0);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('reads the bots, the player count they imply, and the strong bot bound', () => {
    const a = parseArgs(['--bots', 'strong,heuristic,heuristic,random', '--games', '400', '--setup', 'base', '--time-ms', '300']);
    expect(a).toMatchObject({ bots: ['strong', 'heuristic', 'heuristic', 'random'], games: 400, setup: 'base', timeMs: 300, iterations: undefined });
    expect(parseArgs([])).toMatchObject({ bots: ['heuristic', 'random'], iterations: 300, priorVisits: undefined });
    expect(parseArgs(['--prior-visits', '12'])).toMatchObject({ priorVisits: 12 });
    expect(parseArgs(['--prior-visits', 'some'])).toMatch(/whole number/);
    expect(parseArgs(['--leaf', 'softmax'])).toMatchObject({ leaf: 'softmax' });
    expect(parseArgs([])).toMatchObject({ leaf: undefined });
    expect(parseArgs(['--leaf', 'vibes'])).toMatch(/--leaf is one of lead, softmax, fitted/);
  });

  it('takes the ladder levels as bots, and --ladder as one level against three of the level below', () => {
    expect(parseArgs(['--bots', 'master,skilled,heuristic'])).toMatchObject({ bots: ['master', 'skilled', 'heuristic'], ladder: null });
    expect(parseArgs(['--ladder', 'casual', '--record', '--minutes', '30'])).toMatchObject({ bots: ['casual', 'beginner', 'beginner', 'beginner'], ladder: 'casual', record: true, minutes: 30 });
    expect(parseArgs(['--ladder', 'beginner'])).toMatch(/lowest level/);
    expect(parseArgs(['--ladder', 'grandmaster'])).toMatch(/one of the levels/);
    expect(parseArgs(['--ladder', 'expert', '--bots', 'random,random'])).toMatch(/not both/);
    expect(parseArgs(['--record'])).toMatch(/--ladder/);
  });

  it('says in words what is wrong with bad arguments', () => {
    expect(parseArgs(['--bots', 'strong,grandmaster'])).toMatch(/Unknown bot/);
    expect(parseArgs(['--bots', 'random'])).toMatch(/2 to 5/);
    expect(parseArgs(['--games', 'many'])).toMatch(/whole number/);
    expect(parseArgs(['--setup', 'deluxe'])).toMatch(/base, all or draft/);
  });
});

describe('the Endeavor tournament options', () => {
  it('defaults to strong against two heuristic bots over 200 games', () => {
    expect(parseEndeavorArgs(['--game', 'endeavor'])).toMatchObject({ bots: ['strong', 'heuristic', 'heuristic'], games: 200, seed: 1, candidates: 6, depth: 12, timeMs: undefined });
  });
  it('refuses a player count Endeavor does not have, an unknown bot and a bad number, in words', () => {
    expect(parseEndeavorArgs(['--bots', 'strong,heuristic'])).toMatch(/3 to 5/);
    expect(parseEndeavorArgs(['--bots', 'strong,heuristic,grandmaster'])).toMatch(/Unknown bot/);
    expect(parseEndeavorArgs(['--games', 'many'])).toMatch(/whole number/);
  });
  it('measures a ladder level against two bots of the level below, and records only a ladder run', () => {
    expect(parseEndeavorArgs(['--ladder', 'strong', '--record'])).toMatchObject({ bots: ['strong', 'heuristic', 'heuristic'], ladder: 'strong', record: true });
    expect(parseEndeavorArgs(['--ladder', 'heuristic'])).toMatchObject({ bots: ['heuristic', 'casual', 'casual'], record: false });
    expect(parseEndeavorArgs(['--ladder', 'random'])).toMatch(/lowest level/);
    expect(parseEndeavorArgs(['--ladder', 'grandmaster'])).toMatch(/one of the levels/);
    expect(parseEndeavorArgs(['--ladder', 'strong', '--bots', 'strong,random,random'])).toMatch(/not both/);
    expect(parseEndeavorArgs(['--record'])).toMatch(/give --ladder/);
  });
});
