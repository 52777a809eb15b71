/**
 * Who plays each seat, in words, for a seat nobody named: "You" for the one person at the table,
 * the bot's level for a bot ("Bot (strong)", numbered when two bots share a level), and "Player 2"
 * only for several people at one device. A typed name always wins.
 */
import type { SeatKind } from '../../machines/puerto-rico/table';

export interface SeatLabelWords {
  /** The one person at the table, at seat n: 'You' (Dutch, for its verbs: 'Speler (jij)'). */
  you: (n: number) => string;
  /** A bot by its level: 'Bot (strong)'. */
  bot: (level: string) => string;
  /** A bot by seat and level, when two share a level: 'Bot 2 (strong)'. */
  botNumbered: (n: number, level: string) => string;
  /** A person at a shared device: 'Player 2'. */
  player: (n: number) => string;
  /** A level's word: 'strong'. */
  level: (level: string) => string;
}

/** The label of seat `i`: its typed name, else who plays it. */
export function seatLabel(seats: readonly SeatKind[], names: readonly string[], i: number, words: SeatLabelWords): string {
  const typed = names[i]?.trim();
  if (typed) return typed;
  const seat = seats[i];
  if (seat === undefined) return words.player(i + 1);
  if (seat.kind === 'bot') {
    const shared = seats.filter((s) => s.kind === 'bot' && s.level === seat.level).length > 1;
    return shared ? words.botNumbered(i + 1, words.level(seat.level)) : words.bot(words.level(seat.level));
  }
  const people = seats.filter((s) => s.kind === 'human').length;
  return people === 1 ? words.you(i + 1) : words.player(i + 1);
}
