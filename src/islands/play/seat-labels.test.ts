import { describe, expect, it } from 'vitest';
import type { BotLevel } from '../../bots/puerto-rico/ladder';
import { seatLabel, type SeatLabelWords } from './seat-labels';

const words: SeatLabelWords = {
  you: () => 'You',
  bot: (level) => `Bot (${level})`,
  botNumbered: (n, level) => `Bot ${n} (${level})`,
  player: (n) => `Player ${n}`,
  level: (level) => level,
};
const human = { kind: 'human' } as const;
const bot = (level: BotLevel) => ({ kind: 'bot', level }) as const;

describe('who plays each seat', () => {
  it('the one person at the table is "You", each bot is named by its level', () => {
    const seats = [human, bot('master'), bot('beginner')];
    expect(seats.map((_, i) => seatLabel(seats, [], i, words))).toEqual(['You', 'Bot (master)', 'Bot (beginner)']);
  });

  it('two bots of one level are told apart by their seat', () => {
    const seats = [human, bot('casual'), bot('casual')];
    expect(seats.map((_, i) => seatLabel(seats, [], i, words))).toEqual(['You', 'Bot 2 (casual)', 'Bot 3 (casual)']);
  });

  it('several people at one device keep their seat numbers; a typed name always wins', () => {
    const seats = [human, human, bot('expert')];
    expect(seats.map((_, i) => seatLabel(seats, ['', 'Bea', ''], i, words))).toEqual(['Player 1', 'Bea', 'Bot (expert)']);
  });
});
