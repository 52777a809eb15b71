/**
 * Endeavor rules engine: pure TypeScript, no DOM or framework imports. State and moves are plain
 * JSON. See RULE-MAP.md for how the Dutch rule text maps to rules and tests.
 */
export * from './vocabulary';
export * from './components';
export { RULES, RULE_REGISTRY, rule, DUTCH_FILE, REFERENCE_FILE, type Rule, type RuleId, type RuleSource } from './rules';
export type { GameState, PlayerState, BoardState, BuildingSlot, ShipSpace, ShipTrackState, CityState, Counts } from './state';
export { levelOf, trackAmount, presence, isOpen, handLimit, countedCards, derivedTracks } from './state';
export { type Move, type MoveType, type Offer, type Attempt, type Step, type MoveError, type MoveCode, MOVE_CODES, isMove, describeMove } from './moves';
export { newGame, newGameWithRules, fromSetup, setupDefaults, type NewGameOptions, type PlayerCount, type SetupError, type PartialSetup, type PartialSeat } from './setup';
export { legalMoves, applyMove, applyMoveWithRules, isLegal, isGameOver, seatToAct, outcome, playGame, StepGuardError, type Outcome, type Picker } from './game';
export { scores, winners, trackGlory, type ScoreBreakdown } from './scoring';
export { playerView, type PlayerView, type DeckView } from './view';
export { invariantProblems } from './invariants';

import type { GameContract } from '../contract';
import { applyMove, applyMoveWithRules, isGameOver, isLegal, legalMoves, outcome, seatToAct, type Outcome } from './game';
import type { Move, MoveError } from './moves';
import { RULE_REGISTRY, type RuleId } from './rules';
import { scores, type ScoreBreakdown } from './scoring';
import { fromSetup, newGame, setupDefaults, type NewGameOptions, type PartialSetup, type SetupError } from './setup';
import type { GameState } from './state';
import { playerView, type PlayerView } from './view';

/** Endeavor as the game contract (src/engine/contract.ts) describes every game. */
export interface EndeavorTypes {
  readonly state: GameState;
  readonly move: Move;
  readonly options: NewGameOptions;
  readonly partial: PartialSetup;
  readonly view: PlayerView;
  readonly score: ScoreBreakdown;
  readonly outcome: Outcome;
  readonly ruleId: RuleId;
  readonly moveError: MoveError;
  readonly setupError: SetupError;
}

export const endeavor = {
  id: 'endeavor',
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
} as const satisfies GameContract<EndeavorTypes>;
