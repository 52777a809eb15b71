/**
 * Endeavor rules engine: pure TypeScript, no DOM or framework imports. State and moves are plain
 * JSON. See RULE-MAP.md for how the Dutch rule text maps to rules and tests.
 */
export * from './vocabulary';
export * from './components';
export { RULES, rule, DUTCH_FILE, REFERENCE_FILE, type Rule, type RuleId, type RuleSource } from './rules';
export type { GameState, PlayerState, BoardState, BuildingSlot, ShipSpace, ShipTrackState, CityState, Counts } from './state';
export { levelOf, trackAmount, presence, isOpen, handLimit, countedCards, derivedTracks } from './state';
export { type Move, type MoveType, type Step, type MoveError, isMove, describeMove } from './moves';
export { newGame, fromSetup, setupDefaults, type NewGameOptions, type PlayerCount, type SetupError, type PartialSetup, type PartialSeat } from './setup';
export { legalMoves, applyMove, isLegal, isGameOver, outcome, playGame, type Outcome, type Picker } from './game';
export { scores, winners, trackGlory, type ScoreBreakdown } from './scoring';
export { playerView, type PlayerView, type DeckView } from './view';
export { invariantProblems } from './invariants';
export { runEndeavorSelfplay, type EndeavorSelfplayOptions, type EndeavorSelfplayReport } from './selfplay';
export { olderRulesMoves } from './older-rules';
