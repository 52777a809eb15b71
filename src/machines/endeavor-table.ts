/**
 * The flow of an Endeavor table: setup → turns (a person's or a bot's) → game over.
 * Every rule question is asked of the engine (legalMoves, applyMove, isGameOver); this machine
 * only decides whose turn mode we are in and keeps the log and the last refusal.
 */
import { assign, setup } from 'xstate';
import { applyMove, describeMove, isGameOver, legalMoves, newGame, type GameState, type Move, type MoveError, type PlayerCount, type Picker, type BuildingId } from '../engine/endeavor';
import { heuristicBot, randomBot } from '../engine/endeavor/bots';

/** Who sits in a seat. */
export type SeatKind = 'human' | 'random' | 'heuristic';

/** One log line: plain words plus the seat that acted (null for round/phase headings). */
export interface LogEntry {
  readonly seat: number | null;
  /** Short engine words (describeMove) or a heading. */
  readonly text: string;
  /** The move, and the mover's buildings at that moment, so a view can name slots in words. */
  readonly move?: Move;
  readonly slots?: readonly BuildingId[];
}

export interface EndeavorTableContext {
  game: GameState | null;
  seats: SeatKind[];
  /** Bots keep their own seeded generators, so one picker per seat lives for the whole game. */
  bots: (Picker | null)[];
  log: LogEntry[];
  /** The engine's last refusal of a person's move, cleared by the next legal move. */
  refusal: MoveError | null;
}

export type EndeavorTableEvent =
  | { type: 'table.start'; seats: SeatKind[]; seed: number | string }
  | { type: 'table.move'; move: Move }
  | { type: 'table.botStep' }
  | { type: 'table.restart' };

const PHASE_WORDS: Record<GameState['phase'], string> = {
  build: 'Build phase',
  growth: 'Growth phase',
  salary: 'Salary phase',
  action: 'Action phase',
  gameOver: 'Game over',
};

/** Plain-words heading for a round and phase, used in the log whenever either changes. */
export function phaseHeading(game: GameState): string {
  return game.phase === 'gameOver' ? 'Game over' : `Round ${game.round} · ${PHASE_WORDS[game.phase]}`;
}

/** Appends the move's words, and a heading when the round or phase moved on. */
function logAfter(log: LogEntry[], before: GameState, after: GameState, seat: number, move: Move): LogEntry[] {
  const out: LogEntry[] = [...log, { seat, text: describeMove(move), move, slots: before.players[seat]!.buildings.map((b) => b.building) }];
  if (before.phase !== after.phase || before.round !== after.round) out.push({ seat: null, text: phaseHeading(after) });
  return out;
}

const seatOk = (n: number): n is PlayerCount => n === 3 || n === 4 || n === 5;

export const endeavorTableMachine = setup({
  types: { context: {} as EndeavorTableContext, events: {} as EndeavorTableEvent },
  guards: {
    validSetup: ({ event }) => event.type === 'table.start' && seatOk(event.seats.length),
    over: ({ context }) => context.game !== null && isGameOver(context.game),
    humanToAct: ({ context }) => context.game?.toAct != null && context.seats[context.game.toAct] === 'human',
    moveIsLegal: ({ context, event }) => event.type === 'table.move' && context.game !== null && applyMove(context.game, event.move).ok,
  },
  actions: {
    startGame: assign(({ event }) => {
      if (event.type !== 'table.start' || !seatOk(event.seats.length)) return {};
      const game = newGame({ players: event.seats.length }, event.seed);
      const bots = event.seats.map((kind, i) =>
        kind === 'random' ? randomBot(`${event.seed}:bot${i}`) : kind === 'heuristic' ? heuristicBot(`${event.seed}:bot${i}`) : null,
      );
      return { game, seats: [...event.seats], bots, log: [{ seat: null, text: phaseHeading(game) }], refusal: null };
    }),
    applyHuman: assign(({ context, event }) => {
      if (event.type !== 'table.move' || context.game === null || context.game.toAct === null) return {};
      const r = applyMove(context.game, event.move);
      if (!r.ok) return { refusal: r.error };
      return { game: r.value, refusal: null, log: logAfter(context.log, context.game, r.value, context.game.toAct, event.move) };
    }),
    refuse: assign(({ context, event }) => {
      if (event.type !== 'table.move' || context.game === null) return {};
      const r = applyMove(context.game, event.move);
      return r.ok ? {} : { refusal: r.error };
    }),
    botMove: assign(({ context }) => {
      const game = context.game;
      if (game === null || game.toAct === null) return {};
      const seat = game.toAct;
      const pick = context.bots[seat];
      const moves = legalMoves(game);
      if (!pick || moves.length === 0) return {};
      const move = pick(game, moves);
      const r = applyMove(game, move);
      // A bot picks from legalMoves, so a refusal would be an engine bug: show it rather than loop.
      if (!r.ok) return { refusal: r.error };
      return { game: r.value, log: logAfter(context.log, game, r.value, seat, move) };
    }),
    clear: assign({ game: null, bots: [], log: [], refusal: null }),
  },
}).createMachine({
  id: 'endeavorTable',
  context: { game: null, seats: [], bots: [], log: [], refusal: null },
  initial: 'setup',
  states: {
    setup: {
      on: { 'table.start': { guard: 'validSetup', target: 'deciding', actions: 'startGame' } },
    },
    /** Transient: asks the engine whether the game is over and whose turn it is. */
    deciding: {
      always: [{ guard: 'over', target: 'gameOver' }, { guard: 'humanToAct', target: 'humanTurn' }, { target: 'botTurn' }],
    },
    humanTurn: {
      on: {
        'table.move': [{ guard: 'moveIsLegal', target: 'deciding', actions: 'applyHuman' }, { actions: 'refuse' }],
        'table.restart': { target: 'setup', actions: 'clear' },
      },
    },
    botTurn: {
      on: {
        'table.botStep': { target: 'deciding', actions: 'botMove' },
        'table.restart': { target: 'setup', actions: 'clear' },
      },
    },
    gameOver: {
      on: { 'table.restart': { target: 'setup', actions: 'clear' } },
    },
  },
});
