/**
 * The flow of a Puerto Rico table: setup → turns (a person's, or a bot thinking) → game over.
 * Every rule question goes to the engine (newGame, applyMove, legalMoves, isGameOver); the
 * machine only knows whose turn mode we are in, the move history (for undo and the share link)
 * and the last refusal. The bot itself is an actor the host provides (`pickBot`): the page runs
 * it in a Web Worker, tests run the engine's random bot directly.
 */
import { assign, fromPromise, setup } from 'xstate';
import { applyMove, isGameOver, newGame, type GameOptions, type GameState, type Move, type MoveError } from '../engine/puerto-rico';
import type { BotLevel, Explanation } from '../engine/puerto-rico/bots/explain';

/** Who sits in a seat: a person at this device, or a bot of some strength. */
export type SeatKind = { readonly kind: 'human' } | { readonly kind: 'bot'; readonly level: BotLevel };

/** Where a game starts: a fresh setup from options and seed, or a position (from a link). */
export type StartPoint =
  | { readonly kind: 'new'; readonly options: GameOptions; readonly seed: number }
  | { readonly kind: 'position'; readonly state: GameState };

/** One move played at this table, with the bot's reasons when a bot played it. */
export interface PlayedMove {
  readonly seat: number;
  readonly move: Move;
  readonly explanation: Explanation | null;
}

export interface GameTableContext {
  start: StartPoint | null;
  seats: SeatKind[];
  names: string[];
  /** Moves played since `start`, oldest first; `game` is always start + these moves. */
  played: PlayedMove[];
  game: GameState | null;
  /** The engine's last refusal of a person's move, cleared by the next legal move. */
  refusal: MoveError | null;
  /** Why the last start or bot request failed, in English detail; null when fine. */
  failure: string | null;
  /** Pause before a bot's move is shown, so people can follow (0 in tests). */
  botDelayMs: number;
  /**
   * The person whose hidden information (VP chips) is on screen: set when a person's turn
   * begins. With several people at one device, a turn of another person first passes through
   * `handover`, so the chips of one are never shown to the next.
   */
  viewer: number | null;
}

export type GameTableEvent =
  | { type: 'table.start'; start: StartPoint; seats: SeatKind[]; names: string[]; moves?: readonly Move[] }
  | { type: 'table.move'; move: Move }
  | { type: 'table.undo' }
  | { type: 'table.retry' }
  | { type: 'table.reveal' }
  | { type: 'table.seats'; seats: SeatKind[]; names: string[] }
  | { type: 'table.restart' };

/** What the bot actor receives. */
export interface BotInput {
  readonly state: GameState;
  readonly seat: number;
  readonly level: BotLevel;
  readonly names: readonly string[];
  readonly delayMs: number;
}

/** What the bot actor answers. */
export interface BotAnswer {
  readonly move: Move;
  readonly explanation: Explanation | null;
}

/** The game at `start`, before any move. */
export function startState(start: StartPoint): GameState {
  return start.kind === 'new' ? newGame(start.options, start.seed) : start.state;
}

/**
 * Replays `moves` from `start` through the engine, naming the acting seat of each; a refusal
 * comes back as an error value with the index of the bad move.
 */
export function replay(
  start: StartPoint,
  moves: readonly PlayedMove[] | readonly Move[],
): { ok: true; game: GameState; played: PlayedMove[] } | { ok: false; index: number; error: MoveError } {
  let game = startState(start);
  const played: PlayedMove[] = [];
  for (let i = 0; i < moves.length; i++) {
    const item = moves[i]!;
    const pm: PlayedMove = 'move' in item && 'seat' in item ? item : { seat: game.toAct, move: item as Move, explanation: null };
    const r = applyMove(game, pm.move);
    if (!r.ok) return { ok: false, index: i, error: r.error };
    played.push({ ...pm, seat: game.toAct });
    game = r.value;
  }
  return { ok: true, game, played };
}

/** Index of the last move a person made, or -1: undo goes back to just before it. */
export function lastHumanMove(played: readonly PlayedMove[], seats: readonly SeatKind[]): number {
  for (let i = played.length - 1; i >= 0; i--) if (seats[played[i]!.seat]?.kind === 'human') return i;
  return -1;
}

/** How many seats people play at this device. */
export const humanCount = (seats: readonly SeatKind[]): number => seats.filter((s) => s.kind === 'human').length;

const seatsFit = (e: Extract<GameTableEvent, { type: 'table.start' }>): boolean => {
  const n = startState(e.start).players.length;
  return e.seats.length === n;
};

export const gameTableMachine = setup({
  types: { context: {} as GameTableContext, events: {} as GameTableEvent, input: {} as { botDelayMs?: number } | undefined },
  actors: {
    // The host replaces this with a real bot (machine.provide); the default refuses loudly.
    pickBot: fromPromise<BotAnswer, BotInput>(async () => {
      throw new Error('No bot was provided to the game table.');
    }),
  },
  guards: {
    startable: ({ event }) => event.type === 'table.start' && seatsFit(event) && replay(event.start, event.moves ?? []).ok,
    over: ({ context }) => context.game !== null && isGameOver(context.game),
    humanToAct: ({ context }) => context.game !== null && context.seats[context.game.toAct]?.kind === 'human',
    // Several people share the screen and the one to act is not the one who last saw it.
    handoverNeeded: ({ context }) =>
      context.game !== null &&
      context.seats[context.game.toAct]?.kind === 'human' &&
      humanCount(context.seats) > 1 &&
      context.viewer !== context.game.toAct,
    seatsFitGame: ({ context, event }) => event.type === 'table.seats' && context.game !== null && event.seats.length === context.game.players.length,
    moveIsLegal: ({ context, event }) => event.type === 'table.move' && context.game !== null && applyMove(context.game, event.move).ok,
    canUndo: ({ context }) => lastHumanMove(context.played, context.seats) >= 0,
  },
  actions: {
    startGame: assign(({ event }) => {
      if (event.type !== 'table.start') return {};
      const r = replay(event.start, event.moves ?? []);
      if (!r.ok) return { failure: r.error.message };
      return { start: event.start, seats: [...event.seats], names: [...event.names], played: r.played, game: r.game, refusal: null, failure: null, viewer: null };
    }),
    refuseStart: assign(({ event }) => {
      if (event.type !== 'table.start') return {};
      if (!seatsFit(event)) return { failure: 'The number of seats does not match the game.' };
      const r = replay(event.start, event.moves ?? []);
      return { failure: r.ok ? null : `Move ${r.index + 1}: ${r.error.message}` };
    }),
    applyHuman: assign(({ context, event }) => {
      if (event.type !== 'table.move' || context.game === null) return {};
      const r = applyMove(context.game, event.move);
      if (!r.ok) return { refusal: r.error };
      return { game: r.value, refusal: null, played: [...context.played, { seat: context.game.toAct, move: event.move, explanation: null }] };
    }),
    refuse: assign(({ context, event }) => {
      if (event.type !== 'table.move' || context.game === null) return {};
      const r = applyMove(context.game, event.move);
      return r.ok ? {} : { refusal: r.error };
    }),
    undo: assign(({ context }) => {
      const at = lastHumanMove(context.played, context.seats);
      if (at < 0 || context.start === null) return {};
      const r = replay(context.start, context.played.slice(0, at));
      return r.ok ? { game: r.game, played: r.played, refusal: null, failure: null } : {};
    }),
    clear: assign({ start: null, game: null, played: [], refusal: null, failure: null, viewer: null }),
    changeSeats: assign(({ event }) => (event.type === 'table.seats' ? { seats: [...event.seats], names: [...event.names], viewer: null, refusal: null, failure: null } : {})),
    showToActor: assign(({ context }) => ({ viewer: context.game?.toAct ?? null })),
  },
}).createMachine({
  id: 'gameTable',
  context: ({ input }) => ({
    start: null,
    seats: [],
    names: [],
    played: [],
    game: null,
    refusal: null,
    failure: null,
    botDelayMs: input?.botDelayMs ?? 700,
    viewer: null,
  }),
  initial: 'setup',
  states: {
    setup: {
      on: { 'table.start': [{ guard: 'startable', target: 'deciding', actions: 'startGame' }, { actions: 'refuseStart' }] },
    },
    /** Transient: asks the engine whether the game is over and whose turn it is. */
    deciding: {
      always: [
        { guard: 'over', target: 'gameOver' },
        { guard: 'handoverNeeded', target: 'handover' },
        { guard: 'humanToAct', target: 'humanTurn' },
        { target: 'botThinking' },
      ],
    },
    /** Hot seat: the board is covered until the person to act says they hold the device. */
    handover: {
      on: {
        'table.reveal': { target: 'humanTurn' },
        'table.undo': { guard: 'canUndo', target: 'deciding', actions: 'undo' },
      },
    },
    humanTurn: {
      entry: 'showToActor',
      on: {
        'table.move': [{ guard: 'moveIsLegal', target: 'deciding', actions: 'applyHuman' }, { actions: 'refuse' }],
        'table.undo': { guard: 'canUndo', target: 'deciding', actions: 'undo' },
      },
    },
    botThinking: {
      invoke: {
        src: 'pickBot',
        input: ({ context }): BotInput => {
          const game = context.game!;
          const seat = game.toAct;
          const s = context.seats[seat];
          return { state: game, seat, level: s?.kind === 'bot' ? s.level : 'random', names: context.names, delayMs: context.botDelayMs };
        },
        onDone: {
          target: 'deciding',
          actions: assign(({ context, event }) => {
            const game = context.game!;
            const r = applyMove(game, event.output.move);
            // A bot picks from legalMoves, so a refusal is a bug: show it rather than loop.
            if (!r.ok) return { failure: r.error.message };
            return { game: r.value, failure: null, played: [...context.played, { seat: game.toAct, move: event.output.move, explanation: event.output.explanation }] };
          }),
        },
        onError: {
          target: 'botFailed',
          actions: assign(({ event }) => ({ failure: event.error instanceof Error ? event.error.message : String(event.error) })),
        },
      },
      on: { 'table.undo': { guard: 'canUndo', target: 'deciding', actions: 'undo' } },
    },
    /** The bot could not answer (e.g. the worker failed): the person may try again or undo. */
    botFailed: {
      on: {
        'table.retry': { target: 'deciding', actions: assign({ failure: null }) },
        'table.undo': { guard: 'canUndo', target: 'deciding', actions: 'undo' },
      },
    },
    /** Final: the score is counted and no move is taken back (the host offers a new game). */
    gameOver: {},
  },
  on: {
    'table.restart': { target: '.setup', actions: 'clear' },
    // Who plays which seat can change mid-game (e.g. a shared link opened with default seats).
    'table.seats': { guard: 'seatsFitGame', target: '.deciding', actions: 'changeSeats' },
  },
});
