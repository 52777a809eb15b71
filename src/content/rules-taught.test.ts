/** Which lesson steps count as starting from a new game, so that they teach the setup rules. */
import { describe, expect, it } from 'vitest';
import type { LessonStep } from '../machines/lesson/puerto-rico-steps';
import { planOf } from './lesson-steps/puerto-rico/index';
import { newGameOf, rulesTaught } from './rules-taught';

const step = (start: LessonStep['start']): LessonStep => ({ start, goal: { kind: 'read' }, solution: [], refusals: [] });

describe('newGameOf', () => {
  it('is a setup with nothing but options and a seed', () => {
    expect(newGameOf(step({ setup: { options: { players: 2 }, seed: 4 } }))).toEqual({ options: { players: 2 }, seed: 4 });
    expect(newGameOf(step({ setup: {} }))).toEqual({ options: {}, seed: 0 });
  });

  it('is not a position of its own, nor the end of the previous step', () => {
    expect(newGameOf(step({ setup: { options: { players: 3 }, faceUp: ['corn', 'corn', 'sugar', 'coffee'] } }))).toBeNull();
    expect(newGameOf(step({ from: 'previous' }))).toBeNull();
    expect(newGameOf(step(undefined))).toBeNull();
  });
});

describe('the setup rules', () => {
  it('are taught by the steps that start a new game, and only by them', () => {
    const places = rulesTaught('puerto-rico').doing.get('setup.doubloons') ?? [];
    expect(places.length).toBeGreaterThan(0);
    for (const { lesson, index } of places) expect(newGameOf(planOf(lesson)!.steps[index]!), `${lesson} step ${index + 1}`).not.toBeNull();
  });
});
