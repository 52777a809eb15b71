import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readStepFromHash, stepHash } from './step-hash';

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
