import { describe, expect, it } from 'vitest';
import { seatLabel, type SeatLabelWords } from './seat-labels';

const words: SeatLabelWords = {
  you: () => 'You',
  bot: (level) => `Bot (${level})`,
  botNumbered: (n, level) => `Bot ${n} (${level})`,
  player: (n) => `Player ${n}`,
  level: (level) => level,
};
const human = { kind: 'human' } as const;
const bot = (level: 'random' | 'heuristic' | 'strong') => ({ kind: 'bot', level }) as const;

describe('who plays each seat', () => {
  it('the one person at the table is "You", each bot is named by its level', () => {
    const seats = [human, bot('strong'), bot('random')];
    expect(seats.map((_, i) => seatLabel(seats, [], i, words))).toEqual(['You', 'Bot (strong)', 'Bot (random)']);
  });

  it('two bots of one level are told apart by their seat', () => {
    const seats = [human, bot('heuristic'), bot('heuristic')];
    expect(seats.map((_, i) => seatLabel(seats, [], i, words))).toEqual(['You', 'Bot 2 (heuristic)', 'Bot 3 (heuristic)']);
  });

  it('several people at one device keep their seat numbers; a typed name always wins', () => {
    const seats = [human, human, bot('strong')];
    expect(seats.map((_, i) => seatLabel(seats, ['', 'Bea', ''], i, words))).toEqual(['Player 1', 'Bea', 'Bot (strong)']);
  });
});
