import { describe, expect, it } from 'vitest';
import { nextPart } from './roving';

describe('keyboard play: the arrow keys move between the parts of one group', () => {
  it.each([
    ['ArrowRight', 0, 3, 1],
    ['ArrowDown', 1, 3, 2],
    ['ArrowRight', 2, 3, 0],
    ['ArrowLeft', 0, 3, 2],
    ['ArrowUp', 2, 3, 1],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
  ])('%s from part %i of %i goes to part %i', (key, i, n, to) => {
    expect(nextPart(key, i, n)).toBe(to);
  });

  it('leaves every other key (Enter and Space play the part, Tab leaves the group) alone', () => {
    for (const key of ['Enter', ' ', 'Tab', 'Escape', 'a']) expect(nextPart(key, 1, 3)).toBe(-1);
  });

  it('does nothing outside the group or in an empty one', () => {
    expect(nextPart('ArrowRight', -1, 3)).toBe(-1);
    expect(nextPart('ArrowRight', 0, 0)).toBe(-1);
  });
});
