import { describe, expect, it } from 'vitest';
import { boardWord, seatBoardLabel } from './words';

describe('seat board labels', () => {
  it('name the person’s own seat “your board” in every language, never “You’s board”', () => {
    expect(seatBoardLabel('en', boardWord('en', 'lesson.you'))).toBe('Your board');
    expect(seatBoardLabel('hu', boardWord('hu', 'lesson.you'))).toBe('A te táblád');
    expect(seatBoardLabel('nl', boardWord('nl', 'lesson.you'))).toBe('Jouw bord');
  });

  it('name another seat by its name', () => {
    expect(seatBoardLabel('en', 'Bea')).toBe("Bea's board");
    expect(seatBoardLabel('hu', 'Bea')).toBe('Tábla: Bea');
    expect(seatBoardLabel('nl', 'Bea')).toBe('Bord: Bea');
  });
});
