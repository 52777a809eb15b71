/**
 * The Puerto Rico table: the shared table flow (./table-flow.ts) bound to the Puerto Rico engine.
 * VP chips are hidden, so several people at one device hand over between turns; the bots give
 * their reasons (Explanation) and pick their own seeds (the strong bot searches by time anyway).
 */
import { err, ok } from '../../engine/result';
import { applyMove, fromSetup, isGameOver, newGame, type GameOptions, type GameState, type Move, type MoveError } from '../../engine/puerto-rico';
// The table plays every move through applyMove, on the compact engine its bots load anyway (issue #18.3).
import '../../engine/puerto-rico/compact/page-path';
import type { Explanation } from '../../bots/puerto-rico/explain';
import { BOT_LEVELS, type BotLevel } from '../../bots/puerto-rico/ladder';
import {
  gameTable,
  tableKit,
  type BotAnswer as AnyBotAnswer,
  type BotInput as AnyBotInput,
  type PlayedMove as AnyPlayedMove,
  type Seat,
  type StartPoint as AnyStartPoint,
  type TableContext,
  type TableRules,
} from '../table-flow';

export { lastHumanMove, humanCount } from '../table-flow';

export interface PuertoRicoTable {
  state: GameState;
  move: Move;
  error: MoveError;
  options: GameOptions;
  seed: number;
  level: BotLevel;
  explanation: Explanation;
  note: null;
}

/** Who sits in a seat: a person at this device, or a bot of one of the ladder's levels. */
export type SeatKind = Seat<BotLevel>;
export type StartPoint = AnyStartPoint<PuertoRicoTable>;
export type PlayedMove = AnyPlayedMove<PuertoRicoTable>;
export type BotInput = AnyBotInput<PuertoRicoTable>;
export type BotAnswer = AnyBotAnswer<PuertoRicoTable>;
export type GameTableContext = TableContext<PuertoRicoTable>;

export const PUERTO_RICO_TABLE: TableRules<PuertoRicoTable> = {
  id: 'gameTable',
  levels: BOT_LEVELS,
  newGame: (options, seed) => {
    try {
      return ok(newGame(options, seed));
    } catch (e) {
      return err(e instanceof Error ? e.message : String(e));
    }
  },
  gate: (state) => {
    const r = fromSetup(state);
    return r.ok ? ok(r.value) : err(r.error.map((e) => e.message).join(' '));
  },
  applyMove,
  toAct: (state) => (isGameOver(state) ? null : state.toAct),
  isOver: isGameOver,
  players: (state) => state.players.length,
  note: () => null,
  handover: true,
};

const kit = tableKit(PUERTO_RICO_TABLE);

/** The game at `start`, before any move (the gate's copy of a position). Throws on a start the engine refuses. */
export function startState(start: StartPoint): GameState {
  const r = kit.startState(start);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** Replays moves from `start` through the engine; a refusal comes back with the index of the bad move. */
export const replay = kit.replay;

export const gameTableMachine = gameTable(PUERTO_RICO_TABLE);
