import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readStepFromHash, readStepLink, stepHash } from './step-hash';

describe('step links', () => {
  it('round-trip every step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9998 }), (s) => {
        expect(readStepFromHash(stepHash(s))).toBe(s);
      }),
    );
  });
  it('ignore anything that is not a step link', () => {
    for (const bad of ['', '#', '#step-0', '#step--1', '#step-abc', '#step-1<script>', '#other']) expect(readStepFromHash(bad)).toBeNull();
    fc.assert(
      fc.property(fc.string(), (s) => {
        readStepFromHash(s);
      }),
    );
  });
});

describe('step links with the moves played', () => {
  it('round-trip a step and its moves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9998 }), fc.array(fc.integer({ min: 0, max: 999 }), { maxLength: 64 }), (s, moves) => {
        expect(readStepLink(stepHash(s, moves))).toEqual({ step: s, moves });
      }),
    );
  });
  it('read the step of a link with moves as the step', () => {
    expect(readStepFromHash('#step-5/0.3')).toBe(4);
  });
  it('ignore a broken list of moves', () => {
    for (const bad of ['#step-5/', '#step-5/1.', '#step-5/a', '#step-5/1..2', '#step-5/1234', `#step-5/${Array(65).fill(0).join('.')}`]) expect(readStepLink(bad)).toBeNull();
  });
});
