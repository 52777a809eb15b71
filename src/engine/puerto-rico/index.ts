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
export { RULES, RULE_IDS, SEED_BASE, SEED_EXPANSION, REFERENCE } from './rules';
export type { Rule, RuleId, RuleSource } from './rules';
export type { MoveError, SetupError } from './errors';
export { DEFAULT_OPTIONS, COUNT_SETUP, PRICE, GOODS_TOTAL, PLANTATION_TILES } from './options';
export type { GameOptions, BuildingSetup, CountSetup } from './options';
export type { GameState, PlayerState, RoleCard, CargoShip, IslandSpace, CitySpace, TurnState, DraftState } from './state';
export type { Move, MoveType, BlackMarketPayment, ColonistPlace } from './moves';
export { sameMove, moveToString, declinesColonist } from './moves';
export { newGame, fromSetup, setupFromPartial, resolveOptions, componentTotals } from './setup';
export type { PartialSetup } from './setup';
export { legalMoves, applyMove, applyLegalMove, applyLegalMoveInPlace, isLegal, isGameOver, playGame } from './game';
export type { Picker } from './game';
export { scores, outcome, scorePlayer } from './scoring';
export type { ScoreBreakdown, Outcome } from './scoring';
export { playerView } from './view';
export type { GameView, PlayerStateView } from './view';
export { buildPrice } from './builder';
export { shipsFor } from './captain';
export { productionCapacity } from './craftsman';
export { randomBot } from './bots/random';
export { withdrawnMoves, fifthLargeMayDiffer } from './withdrawn';
