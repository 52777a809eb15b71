import { describe, expect, it } from 'vitest';
import { counterparts } from './lesson-counterparts';

describe('a lesson in the other languages (the language switch)', () => {
  const all = [{ id: 'en/puerto-rico/07-captain' }, { id: 'hu/puerto-rico/07-captain' }, { id: 'hu/puerto-rico/11-kapitany' }, { id: 'nl/endeavor/05-acties' }];

  it('is the lesson with the same game and file name in that language', () => {
    expect(counterparts(all[0]!, all)).toEqual({ hu: '/hu/learn/puerto-rico/07-captain/', nl: null });
  });

  it('is none where that language has no such lesson, so no switch is offered', () => {
    expect(counterparts(all[2]!, all)).toEqual({ en: null, nl: null });
    expect(counterparts(all[3]!, all)).toEqual({ en: null, hu: null });
  });
});
