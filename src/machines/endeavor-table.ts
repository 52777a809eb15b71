/**
 * The flow of an Endeavor table: setup → turns (a person's or a bot's) → game over.
 * Every rule question is asked of the engine (legalMoves, applyMove, isGameOver, fromSetup); this
 * machine only decides whose turn mode we are in and keeps the log and the last refusal. It holds
 * no words: the log records what happened as data, and the island puts it into the page's language.
 */
import { assign, setup } from 'xstate';
import { applyMove, fromSetup, isGameOver, legalMoves, newGame, type BuildingId, type GameState, type Move, type MoveError, type Phase, type Picker, type PlayerCount } from '../engine/endeavor';
import { heuristicBot, randomBot } from '../engine/endeavor/bots';

/** Who sits in a seat. */
export type SeatKind = 'human' | 'random' | 'heuristic';

/** Every seat kind, in the order a chooser offers them. */
export const SEAT_KINDS: readonly SeatKind[] = ['human', 'random', 'heuristic'];

/**
 * One log line, as data: a heading when the round or phase changes (the island words it), or a
 * move with the seat that made it and the mover's buildings at that moment, so a view can name
 * slots in words.
 */
export type LogEntry =
  | { readonly kind: 'heading'; readonly round: number; readonly phase: Phase }
  | { readonly kind: 'move'; readonly seat: number; readonly move: Move; readonly slots: readonly BuildingId[] };

/** Where the game on the table came from: a seed (a game from its start) or a loaded position. */
export type TableOrigin = { readonly kind: 'seed'; readonly seed: number | string } | { readonly kind: 'position' };

export interface EndeavorTableContext {
  game: GameState | null;
  seats: SeatKind[];
  /** Bots keep their own seeded generators, so one picker per seat lives for the whole game. */
  bots: (Picker | null)[];
  log: LogEntry[];
  /** The engine's last refusal of a person's move, cleared by the next legal move. */
  refusal: MoveError | null;
  /** Null until a game is on the table. A replay link needs the seed; a loaded position has none. */
  origin: TableOrigin | null;
}

export type EndeavorTableEvent =
  | { type: 'table.start'; seats: SeatKind[]; seed: number | string }
  /**
   * Starts from a position (e.g. a shared link). The state is judged again by the engine's gate
   * (fromSetup) and the table keeps the gate's copy, so a hand-made state never starts a table.
   */
  | { type: 'table.load'; state: GameState; seats: SeatKind[] }
  | { type: 'table.move'; move: Move }
  | { type: 'table.botStep' }
  | { type: 'table.restart' };

/** The heading logged whenever the round or phase changes. */
export const headingOf = (game: GameState): LogEntry => ({ kind: 'heading', round: game.round, phase: game.phase });

/** The moves played on this table, in order (each move is logged once). */
export const movesOf = (log: readonly LogEntry[]): Move[] => log.flatMap((e) => (e.kind === 'move' ? [e.move] : []));

/** Appends the move, and a heading when the round or phase moved on. */
function logAfter(log: LogEntry[], before: GameState, after: GameState, seat: number, move: Move): LogEntry[] {
  const out: LogEntry[] = [...log, { kind: 'move', seat, move, slots: before.players[seat]!.buildings.map((b) => b.building) }];
  if (before.phase !== after.phase || before.round !== after.round) out.push(headingOf(after));
  return out;
}

const seatOk = (n: number): n is PlayerCount => n === 3 || n === 4 || n === 5;
const isKind = (k: unknown): k is SeatKind => SEAT_KINDS.includes(k as SeatKind);

/** One picker per seat; a bot's generator is seeded from `base`, so the same base plays the same way. */
function botsFor(seats: readonly SeatKind[], base: string): (Picker | null)[] {
  return seats.map((kind, i) => (kind === 'random' ? randomBot(`${base}:bot${i}`) : kind === 'heuristic' ? heuristicBot(`${base}:bot${i}`) : null));
}

/**
 * The bots' seed for a loaded position: the position's own random state, which the link carries,
 * so everyone who opens the same link with the same seats sees the same bot moves.
 */
export const positionBotSeed = (game: GameState): string => `position:${game.rng.join('.')}`;

/** The engine's gate over a position from outside, or null when it refuses it. */
function gate(state: unknown): GameState | null {
  const r = fromSetup(state);
  return r.ok ? r.value : null;
}

export const endeavorTableMachine = setup({
  types: { context: {} as EndeavorTableContext, events: {} as EndeavorTableEvent },
  guards: {
    validSetup: ({ event }) => event.type === 'table.start' && seatOk(event.seats.length) && event.seats.every(isKind),
    validPosition: ({ event }) => {
      if (event.type !== 'table.load' || !Array.isArray(event.seats) || !event.seats.every(isKind)) return false;
      const game = gate(event.state);
      return game !== null && game.players.length === event.seats.length;
    },
    over: ({ context }) => context.game !== null && isGameOver(context.game),
    humanToAct: ({ context }) => context.game?.toAct != null && context.seats[context.game.toAct] === 'human',
    moveIsLegal: ({ context, event }) => event.type === 'table.move' && context.game !== null && applyMove(context.game, event.move).ok,
  },
  actions: {
    startGame: assign(({ event }) => {
      if (event.type !== 'table.start' || !seatOk(event.seats.length)) return {};
      const game = newGame({ players: event.seats.length }, event.seed);
      return { game, seats: [...event.seats], bots: botsFor(event.seats, String(event.seed)), log: [headingOf(game)], refusal: null, origin: { kind: 'seed', seed: event.seed } as const };
    }),
    loadPosition: assign(({ event }) => {
      if (event.type !== 'table.load') return {};
      const game = gate(event.state);
      if (game === null) return {};
      return { game, seats: [...event.seats], bots: botsFor(event.seats, positionBotSeed(game)), log: [headingOf(game)], refusal: null, origin: { kind: 'position' } as const };
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
    clear: assign({ game: null, bots: [], log: [], refusal: null, origin: null }),
  },
}).createMachine({
  id: 'endeavorTable',
  context: { game: null, seats: [], bots: [], log: [], refusal: null, origin: null },
  initial: 'setup',
  states: {
    setup: {
      on: {
        'table.start': { guard: 'validSetup', target: 'deciding', actions: 'startGame' },
        'table.load': { guard: 'validPosition', target: 'deciding', actions: 'loadPosition' },
      },
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
