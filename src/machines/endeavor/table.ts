/**
 * The Endeavor table: the shared table flow (./table-flow.ts) bound to the Endeavor engine.
 * Nothing is hidden between players, so people at one device play on without a handover; the
 * strong bot says why it chose a move (the others give no reasons); bots are seeded per decision from where the game started, the seat and the
 * move number, so the same game (or the same position link) with the same seats plays the same
 * way. The log is data: each played move keeps the mover's buildings and, when the round or phase
 * moved on, the new heading; the island puts it into the page's language.
 */
import { err, ok } from '../../engine/result';
import { applyMove, fromSetup, isGameOver, newGame, type BuildingId, type GameState, type Move, type MoveError, type Phase, type PlayerCount } from '../../engine/endeavor';
import { ENDEAVOR_BOT_LEVELS, type EndeavorBotLevel } from '../../bots/endeavor/bot-game';
import type { EndeavorWhy } from '../../bots/endeavor/explain';
import { gameTable, tableKit, type BotAnswer, type BotInput, type PlayedMove, type Seat, type StartPoint, type TableContext, type TableEvent, type TableRules } from '../table-flow';

export { movesOf } from '../table-flow';

/** A round and phase heading of the log. */
export interface Heading {
  readonly round: number;
  readonly phase: Phase;
}

/** What the log keeps beside each move: the mover's buildings then (so a view can name slots), and the heading that followed it, if any. */
export interface EndeavorNote {
  readonly slots: readonly BuildingId[];
  readonly heading: Heading | null;
}

export interface EndeavorTableTypes {
  state: GameState;
  move: Move;
  error: MoveError;
  options: { readonly players: PlayerCount };
  seed: number | string;
  level: EndeavorBotLevel;
  explanation: EndeavorWhy;
  note: EndeavorNote;
}

export type EndeavorSeat = Seat<EndeavorBotLevel>;
export type EndeavorStart = StartPoint<EndeavorTableTypes>;
export type EndeavorPlayed = PlayedMove<EndeavorTableTypes>;
export type EndeavorBotInput = BotInput<EndeavorTableTypes>;
export type EndeavorBotAnswer = BotAnswer<EndeavorTableTypes>;
export type EndeavorTableContext = TableContext<EndeavorTableTypes>;
export type EndeavorTableEvent = TableEvent<EndeavorTableTypes>;

/** How a seat chooser names a seat: a person, or one of the bot levels. */
export type SeatWord = 'human' | EndeavorBotLevel;

/** Every seat word, in the order a chooser offers them. */
export const SEAT_WORDS: readonly SeatWord[] = ['human', ...ENDEAVOR_BOT_LEVELS];

/** The seat a word names ('human', 'random', 'heuristic', the values of the old seat kinds), or null for anything else. */
export function seatFromWord(word: unknown): EndeavorSeat | null {
  if (word === 'human') return { kind: 'human' };
  return ENDEAVOR_BOT_LEVELS.find((level) => level === word) ? { kind: 'bot', level: word as EndeavorBotLevel } : null;
}

export const seatWord = (seat: EndeavorSeat): SeatWord => (seat.kind === 'human' ? 'human' : seat.level);

/** Seats from words, or null when any word is not a seat. */
export function seatsFromWords(words: readonly unknown[]): EndeavorSeat[] | null {
  const seats = words.map(seatFromWord);
  return seats.every((s): s is EndeavorSeat => s !== null) ? seats : null;
}

/**
 * One log line, as data: a heading when the round or phase changes (the island words it), or a
 * move with the seat that made it and the mover's buildings at that moment.
 */
export type LogEntry =
  | ({ readonly kind: 'heading' } & Heading)
  | { readonly kind: 'move'; readonly seat: number; readonly move: Move; readonly slots: readonly BuildingId[]; readonly why: EndeavorWhy | null };

/** Where the game on the table came from: a seed (a game from its start) or a loaded position. */
export type TableOrigin = { readonly kind: 'seed'; readonly seed: number | string } | { readonly kind: 'position' };

export const originOf = (start: EndeavorStart | null): TableOrigin | null => (start === null ? null : start.kind === 'new' ? { kind: 'seed', seed: start.seed } : { kind: 'position' });

/** The heading of a game's round and phase. */
export const headingOf = (game: GameState): LogEntry => ({ kind: 'heading', round: game.round, phase: game.phase });

/** The log of a table: the starting heading, then each move and the headings that followed. */
export function logOf(first: GameState, played: readonly EndeavorPlayed[]): LogEntry[] {
  const out: LogEntry[] = [headingOf(first)];
  for (const p of played) {
    out.push({ kind: 'move', seat: p.seat, move: p.move, slots: p.note.slots, why: p.explanation });
    if (p.note.heading) out.push({ kind: 'heading', ...p.note.heading });
  }
  return out;
}

/**
 * The bots' seed base for a loaded position: the position's own random state, which the link
 * carries, so everyone who opens the same link with the same seats sees the same bot moves.
 */
export const positionBotSeed = (game: GameState): string => `position:${game.rng.join('.')}`;

export const ENDEAVOR_TABLE: TableRules<EndeavorTableTypes> = {
  id: 'endeavorTable',
  levels: ENDEAVOR_BOT_LEVELS,
  newGame: (options, seed) => {
    if (options.players !== 3 && options.players !== 4 && options.players !== 5) return err('Endeavor is played by 3 to 5 players.');
    try {
      return ok(newGame({ players: options.players }, seed));
    } catch (e) {
      return err(e instanceof Error ? e.message : String(e));
    }
  },
  gate: (state) => {
    const r = fromSetup(state);
    return r.ok ? ok(r.value) : err(r.error.map((e) => e.message).join(' '));
  },
  applyMove,
  toAct: (state) => state.toAct,
  isOver: isGameOver,
  players: (state) => state.players.length,
  note: (before, after, seat) => ({
    slots: before.players[seat]!.buildings.map((b) => b.building),
    heading: before.phase !== after.phase || before.round !== after.round ? { round: after.round, phase: after.phase } : null,
  }),
  handover: false,
  botSeed: (start, seat, moveIndex) => `${start.kind === 'new' ? String(start.seed) : positionBotSeed(start.state)}:bot${seat}:${moveIndex}`,
};

const kit = tableKit(ENDEAVOR_TABLE);

/** The game at `start`, before any move, or null when the engine refuses the start. */
export function startOf(start: EndeavorStart): GameState | null {
  const r = kit.startState(start);
  return r.ok ? r.value : null;
}

export const endeavorTableMachine = gameTable(ENDEAVOR_TABLE);
