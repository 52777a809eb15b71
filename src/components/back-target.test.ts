import { describe, expect, it } from 'vitest';
import { backTarget } from './back-target';

const origin = 'https://euro.example';

describe('the way back from a rules reference', () => {
  it('leads to the lesson the learner came from', () => {
    expect(backTarget(`${origin}/en/learn/puerto-rico/07-captain/`, origin)).toBe('/en/learn/puerto-rico/07-captain/');
    expect(backTarget(`${origin}/hu/puzzles/shipping-1/`, origin)).toBe('/hu/puzzles/shipping-1/');
  });

  it('is not offered without a page of this site to go back to', () => {
    expect(backTarget('', origin)).toBeNull();
    expect(backTarget('https://elsewhere.example/en/learn/', origin)).toBeNull();
    expect(backTarget('not a url', origin)).toBeNull();
    expect(backTarget(`${origin}/en/rules/`, origin)).toBeNull();
    expect(backTarget(`${origin}/en/rules/endeavor/`, origin)).toBeNull();
  });

  it('never carries markup or script from the referrer', () => {
    expect(backTarget('javascript:alert(1)', origin)).toBeNull();
    expect(backTarget(`${origin}/en/learn/"><img src=x onerror=f()>/`, origin)).toBeNull();
    expect(backTarget(`${origin}/xx/learn/`, origin)).toBeNull();
  });
});
