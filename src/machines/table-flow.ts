/**
 * The flow of a game table, for either game: setup → turns (a person's, or a bot thinking) →
 * game over. One factory makes each game's machine (puerto-rico/table.ts for Puerto Rico,
 * endeavor/table.ts for Endeavor): the game hands in its engine calls (TableRules), and every rule
 * question goes to the engine through them. The machine only knows whose turn mode we are in,
 * the moves played (for undo, the log and the share link) and the last refusal; it holds no
 * words. The bot is an actor the host provides (`pickBot`): the pages run it in a Web Worker
 * (src/islands/bots), tests run the bots directly.
 *
 * Seats have one shape in both games: a person at this device, or a bot of one of the game's
 * levels. With several people at one device, a game with hidden information covers the board
 * between their turns (`handover`), so what one may see is never shown to the next.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Result } from '../engine/result';

/** Who sits in a seat: a person at this device, or a bot of some strength. */
export type Seat<L extends string> = { readonly kind: 'human' } | { readonly kind: 'bot'; readonly level: L };

/** The types of one game at the table. */
export interface TableTypes {
  state: unknown;
  move: unknown;
  error: { readonly message: string };
  options: unknown;
  /** The seed a new game starts from. */
  seed: number | string;
  level: string;
  /** A bot's reasons for its move (null for bots that give none). */
  explanation: unknown;
  /** What the game's log keeps about each move beside the move itself (e.g. the mover's buildings). */
  note: unknown;
}

/** Where a game starts: a fresh setup from options and seed, or a position (from a link). */
export type StartPoint<T extends TableTypes> = { readonly kind: 'new'; readonly options: T['options']; readonly seed: T['seed'] } | { readonly kind: 'position'; readonly state: T['state'] };

/** One move played at this table: who, what, the bot's reasons when a bot played it, and the game's note. The log as data. */
export interface PlayedMove<T extends TableTypes> {
  readonly seat: number;
  readonly move: T['move'];
  readonly explanation: T['explanation'] | null;
  readonly note: T['note'];
}

/** What a game hands the table: its engine's answers, and how it plays at one device. */
export interface TableRules<T extends TableTypes> {
  readonly id: string;
  /** The bot levels the game's seats may have. */
  readonly levels: readonly T['level'][];
  /** A new game from options and a seed; an error value when the engine refuses the options. */
  newGame(options: T['options'], seed: T['seed']): Result<T['state'], string>;
  /** The engine's one validating gate for a position from outside; the table keeps the gate's copy. */
  gate(state: unknown): Result<T['state'], string>;
  applyMove(state: T['state'], move: T['move']): Result<T['state'], T['error']>;
  /** The seat to act, or null when nobody is. */
  toAct(state: T['state']): number | null;
  isOver(state: T['state']): boolean;
  players(state: T['state']): number;
  /** The log's note on a move, from the states before and after it. */
  note(before: T['state'], after: T['state'], seat: number, move: T['move']): T['note'];
  /** Hidden information: with several people at one device, the board is covered between their turns. */
  readonly handover: boolean;
  /**
   * The seed of a bot's decision, from where the game started, the seat and how many moves were
   * played; undefined leaves the seed to the bot client (a fresh one per request).
   */
  botSeed?(start: StartPoint<T>, seat: number, moveIndex: number): number | string | undefined;
}

export interface TableContext<T extends TableTypes> {
  start: StartPoint<T> | null;
  seats: Seat<T['level']>[];
  names: string[];
  /** Moves played since `start`, oldest first; `game` is always start + these moves. */
  played: PlayedMove<T>[];
  game: T['state'] | null;
  /** The engine's last refusal of a person's move, cleared by the next legal move. */
  refusal: T['error'] | null;
  /** Why the last start or bot request failed, in English detail; null when fine. */
  failure: string | null;
  /** Pause before a bot's move is shown, so people can follow (0 in tests). */
  botDelayMs: number;
  /**
   * The person whose hidden information is on screen: set when a person's turn begins. With
   * several people at one device (and a game with hidden information), a turn of another person
   * first passes through `handover`.
   */
  viewer: number | null;
}

export type TableEvent<T extends TableTypes> =
  | { type: 'table.start'; start: StartPoint<T>; seats: Seat<T['level']>[]; names: string[]; moves?: readonly T['move'][] }
  | { type: 'table.move'; move: T['move'] }
  | { type: 'table.undo' }
  | { type: 'table.retry' }
  | { type: 'table.reveal' }
  | { type: 'table.seats'; seats: Seat<T['level']>[]; names: string[] }
  | { type: 'table.restart' };

/** What the bot actor receives. */
export interface BotInput<T extends TableTypes> {
  readonly state: T['state'];
  readonly seat: number;
  readonly level: T['level'];
  readonly names: readonly string[];
  readonly delayMs: number;
  /** The decision's seed, when the game seeds its bots (see TableRules.botSeed). */
  readonly seed?: number | string;
}

/** What the bot actor answers. */
export interface BotAnswer<T extends TableTypes> {
  readonly move: T['move'];
  readonly explanation: T['explanation'] | null;
}

/** Index of the last move a person made, or -1: undo goes back to just before it. */
export function lastHumanMove(played: readonly { seat: number }[], seats: readonly Seat<string>[]): number {
  for (let i = played.length - 1; i >= 0; i--) if (seats[played[i]!.seat]?.kind === 'human') return i;
  return -1;
}

/** How many seats people play at this device. */
export const humanCount = (seats: readonly Seat<string>[]): number => seats.filter((s) => s.kind === 'human').length;

/** The moves of a log, in order. */
export const movesOf = <M>(played: readonly { move: M }[]): M[] => played.map((p) => p.move);

/** The start, replay and seat checks of one game, bound to its rules. */
export function tableKit<T extends TableTypes>(rules: TableRules<T>) {
  /** The game at `start`, before any move: the engine's new game, or the gate's copy of a position. */
  const startState = (start: StartPoint<T>): Result<T['state'], string> => (start.kind === 'new' ? rules.newGame(start.options, start.seed) : rules.gate(start.state));

  /**
   * Replays `moves` from `start` through the engine, naming the acting seat of each; a refusal
   * comes back as an error value with the index of the bad move (-1: the start itself).
   */
  function replay(
    start: StartPoint<T>,
    moves: readonly PlayedMove<T>[] | readonly T['move'][],
  ): { ok: true; first: T['state']; game: T['state']; played: PlayedMove<T>[] } | { ok: false; index: number; message: string } {
    const first = startState(start);
    if (!first.ok) return { ok: false, index: -1, message: first.error };
    let game = first.value;
    const played: PlayedMove<T>[] = [];
    for (let i = 0; i < moves.length; i++) {
      const item = moves[i] as PlayedMove<T> | T['move'];
      const given = isPlayed(item) ? item : null;
      const move = given ? given.move : (item as T['move']);
      const seat = rules.toAct(game);
      const r = rules.applyMove(game, move);
      if (!r.ok || seat === null) return { ok: false, index: i, message: r.ok ? 'Nobody is to act.' : r.error.message };
      played.push({ seat, move, explanation: given?.explanation ?? null, note: rules.note(game, r.value, seat, move) });
      game = r.value;
    }
    return { ok: true, first: first.value, game, played };
  }

  const isSeat = (s: unknown): s is Seat<T['level']> => {
    if (typeof s !== 'object' || s === null) return false;
    const seat = s as { kind?: unknown; level?: unknown };
    return seat.kind === 'human' || (seat.kind === 'bot' && (rules.levels as readonly unknown[]).includes(seat.level));
  };
  /** Seats from outside fit a game: one valid seat per player. */
  const seatsFit = (seats: unknown, players: number): boolean => Array.isArray(seats) && seats.length === players && seats.every(isSeat);

  return { startState, replay, seatsFit };
}

const isPlayed = (x: unknown): x is PlayedMove<TableTypes> => typeof x === 'object' && x !== null && 'move' in x && 'seat' in x && 'note' in x;

/** Makes the table machine of one game. */
export function gameTable<T extends TableTypes>(rules: TableRules<T>) {
  type Ctx = TableContext<T>;
  type Ev = TableEvent<T>;
  type Start = Extract<Ev, { type: 'table.start' }>;
  const { replay, seatsFit } = tableKit(rules);

  const startCheck = (e: Start): { ok: true; first: T['state']; game: T['state']; played: PlayedMove<T>[] } | { ok: false; failure: string } => {
    const r = replay(e.start, e.moves ?? []);
    if (!r.ok) return { ok: false, failure: r.index < 0 ? r.message : `Move ${r.index + 1}: ${r.message}` };
    if (!seatsFit(e.seats, rules.players(r.game))) return { ok: false, failure: 'The number of seats does not match the game.' };
    return r;
  };
  const seatOf = (c: Ctx): number | null => (c.game === null ? null : rules.toAct(c.game));
  const humanAt = (c: Ctx, seat: number | null): boolean => seat !== null && c.seats[seat]?.kind === 'human';
  const undoTransition = { guard: 'canUndo', target: 'deciding', actions: 'undo' } as const;

  return setup({
    types: { context: {} as Ctx, events: {} as Ev, input: {} as { botDelayMs?: number } | undefined },
    actors: {
      // The host replaces this with a real bot (machine.provide); the default refuses loudly.
      pickBot: fromPromise<BotAnswer<T>, BotInput<T>>(async () => {
        throw new Error('No bot was provided to the game table.');
      }),
    },
    guards: {
      startable: ({ event }) => event.type === 'table.start' && startCheck(event).ok,
      over: ({ context }) => context.game !== null && rules.isOver(context.game),
      humanToAct: ({ context }) => humanAt(context, seatOf(context)),
      // Several people share the screen and the one to act is not the one who last saw it.
      handoverNeeded: ({ context }) => rules.handover && humanAt(context, seatOf(context)) && humanCount(context.seats) > 1 && context.viewer !== seatOf(context),
      seatsFitGame: ({ context, event }) => event.type === 'table.seats' && context.game !== null && seatsFit(event.seats, rules.players(context.game)),
      moveIsLegal: ({ context, event }) => event.type === 'table.move' && context.game !== null && rules.applyMove(context.game, event.move).ok,
      canUndo: ({ context }) => lastHumanMove(context.played, context.seats) >= 0,
    },
    actions: {
      startGame: assign(({ event }) => {
        if (event.type !== 'table.start') return {};
        const r = startCheck(event);
        if (!r.ok) return { failure: r.failure };
        // A position starts from the gate's copy, so a hand-made state never reaches the table.
        const start: StartPoint<T> = event.start.kind === 'position' ? { kind: 'position', state: r.first } : event.start;
        return { start, seats: [...event.seats], names: [...event.names], played: r.played, game: r.game, refusal: null, failure: null, viewer: null };
      }),
      refuseStart: assign(({ event }) => {
        if (event.type !== 'table.start') return {};
        const r = startCheck(event);
        return { failure: r.ok ? null : r.failure };
      }),
      applyHuman: assign(({ context, event }) => {
        const seat = seatOf(context);
        if (event.type !== 'table.move' || context.game === null || seat === null) return {};
        const r = rules.applyMove(context.game, event.move);
        if (!r.ok) return { refusal: r.error };
        return { game: r.value, refusal: null, played: [...context.played, { seat, move: event.move, explanation: null, note: rules.note(context.game, r.value, seat, event.move) }] };
      }),
      refuse: assign(({ context, event }) => {
        if (event.type !== 'table.move' || context.game === null) return {};
        const r = rules.applyMove(context.game, event.move);
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
      showToActor: assign(({ context }) => ({ viewer: seatOf(context) })),
    },
  }).createMachine({
    id: rules.id,
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
        always: [{ guard: 'over', target: 'gameOver' }, { guard: 'handoverNeeded', target: 'handover' }, { guard: 'humanToAct', target: 'humanTurn' }, { target: 'botThinking' }],
      },
      /** Hot seat: the board is covered until the person to act says they hold the device. */
      handover: {
        on: { 'table.reveal': { target: 'humanTurn' }, 'table.undo': undoTransition },
      },
      humanTurn: {
        entry: 'showToActor',
        on: {
          'table.move': [{ guard: 'moveIsLegal', target: 'deciding', actions: 'applyHuman' }, { actions: 'refuse' }],
          'table.undo': undoTransition,
        },
      },
      botThinking: {
        invoke: {
          src: 'pickBot',
          input: ({ context }): BotInput<T> => {
            const seat = seatOf(context) ?? 0;
            const s = context.seats[seat];
            const seed = context.start === null ? undefined : rules.botSeed?.(context.start, seat, context.played.length);
            return { state: context.game, seat, level: s?.kind === 'bot' ? s.level : rules.levels[0]!, names: context.names, delayMs: context.botDelayMs, ...(seed === undefined ? {} : { seed }) };
          },
          onDone: {
            target: 'deciding',
            actions: assign(({ context, event }) => {
              const game = context.game;
              const seat = seatOf(context);
              if (game === null || seat === null) return {};
              const r = rules.applyMove(game, event.output.move);
              // A bot picks from the legal moves, so a refusal is a bug: show it rather than loop.
              if (!r.ok) return { failure: r.error.message };
              const played: PlayedMove<T> = { seat, move: event.output.move, explanation: event.output.explanation, note: rules.note(game, r.value, seat, event.output.move) };
              return { game: r.value, failure: null, played: [...context.played, played] };
            }),
          },
          onError: {
            target: 'botFailed',
            actions: assign(({ event }) => ({ failure: event.error instanceof Error ? event.error.message : String(event.error) })),
          },
        },
        on: { 'table.undo': undoTransition },
      },
      /** The bot could not answer (e.g. the worker failed): the person may try again or undo. */
      botFailed: {
        on: { 'table.retry': { target: 'deciding', actions: assign({ failure: null }) }, 'table.undo': undoTransition },
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
}
