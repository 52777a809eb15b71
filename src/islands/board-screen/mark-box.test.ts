import { describe, expect, it } from 'vitest';
import { markBox } from './mark-box';

describe('the mark of an answer', () => {
  it('sits on the clicked part, measured from the board', () => {
    expect(markBox({ left: 120, top: 340, width: 60, height: 40 }, { left: 100, top: 300, width: 800, height: 600 })).toEqual({ left: 20, top: 40, width: 60, height: 40 });
  });
  it('is at least 28 px, centred on a part smaller than that', () => {
    expect(markBox({ left: 110, top: 310, width: 10, height: 10 }, { left: 100, top: 300, width: 800, height: 600 })).toEqual({ left: 1, top: 1, width: 28, height: 28 });
  });
});
