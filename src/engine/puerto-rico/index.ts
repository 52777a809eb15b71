/**
 * Puerto Rico rules engine: pure TypeScript, plain JSON state, seeded randomness.
 *
 *   const s0 = newGame({ players: 4 }, 42);
 *   const moves = legalMoves(s0);            // for s0.toAct
 *   const r = applyMove(s0, moves[0]);       // Result<GameState, MoveError>
 */
export { GOODS, PLANTATIONS, ISLAND_TILES, ROLES, BUILDINGS, BASE_BUILDINGS, EXPANSION_BUILDINGS, PHASES, END_REASONS, isGood, isRole, isBuildingId, isIslandTile } from './vocabulary';
export type { Good, ByGood, Plantation, IslandTile, Role, ByRole, BuildingId, ByBuilding, Phase, EndReason } from './vocabulary';
export { BUILDING, DRAFT_SLOTS, PRODUCTION_BUILDINGS, VIOLET_BUILDINGS } from './buildings';
export type { BuildingData, BuildingKind, Edition } from './buildings';
export { RULES, RULE_IDS, RULE_REGISTRY, SEED_BASE, SEED_EXPANSION, REFERENCE } from './rules';
export type { Rule, RuleId, RuleSource } from './rules';
export { MOVE_CODES } from './errors';
export type { MoveError, MoveCode, SetupError } from './errors';
export { DEFAULT_OPTIONS, COUNT_SETUP, PRICE, GOODS_TOTAL, PLANTATION_TILES } from './options';
export type { GameOptions, BuildingSetup, CountSetup } from './options';
export type { GameState, PlayerState, RoleCard, CargoShip, IslandSpace, CitySpace, TurnState, DraftState } from './state';
export type { Move, MoveType, BlackMarketPayment, ColonistPlace } from './moves';
export { sameMove, moveToString, declinesBonus, declinesColonist } from './moves';
export { newGame, newGameWithRules, fromSetup, setupFromPartial, setupDefaults, resolveOptions, componentTotals } from './setup';
export type { PartialSetup } from './setup';
export { legalMoves, applyMove, applyMoveWithRules, applyLegalMove, applyLegalMoveInPlace, isLegal, isGameOver, seatToAct, StepGuardError, MAX_AUTOMATIC_STEPS } from './game';
export { playGame, playOut, playOutNew } from './play-game';
export type { Picker } from './game';
export { scores, outcome, scorePlayer } from './scoring';
export type { ScoreBreakdown, Outcome, FinalOutcome } from './scoring';
export { playerView } from './view';
export type { GameView, PlayerStateView } from './view';
export { buildPrice } from './builder';
export { shipsFor } from './captain';
export { productionCapacity } from './craftsman';

import type { GameContract } from '../contract';
import type { MoveError } from './errors';
import { applyMove, applyMoveWithRules, isGameOver, isLegal, legalMoves, seatToAct } from './game';
import type { Move } from './moves';
import type { GameOptions } from './options';
import { RULE_REGISTRY, type RuleId } from './rules';
import { outcome, scores, type Outcome, type ScoreBreakdown } from './scoring';
import { fromSetup, newGame, setupDefaults, type PartialSetup } from './setup';
import type { SetupError } from './errors';
import type { GameState } from './state';
import { playerView, type GameView } from './view';

/** Puerto Rico as the game contract (src/engine/contract.ts) describes every game. */
export interface PuertoRicoTypes {
  readonly state: GameState;
  readonly move: Move;
  readonly options: Partial<GameOptions>;
  readonly partial: PartialSetup;
  readonly view: GameView;
  readonly score: ScoreBreakdown;
  readonly outcome: Outcome;
  readonly ruleId: RuleId;
  readonly moveError: MoveError;
  readonly setupError: SetupError;
}

export const puertoRico = {
  id: 'puerto-rico',
  newGame,
  fromSetup,
  setupDefaults,
  legalMoves,
  isLegal,
  applyMove,
  applyMoveWithRules,
  toAct: seatToAct,
  isGameOver,
  outcome,
  scores,
  playerView,
  rules: RULE_REGISTRY,
} as const satisfies GameContract<PuertoRicoTypes>;
export { withdrawnMoves, fifthLargeMayDiffer } from './withdrawn';
