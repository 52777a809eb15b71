/**
 * Moves are plain JSON objects, a discriminated union on `type`. Refusals are values: a stable
 * code, the id of the rule broken, and words for the player.
 */
import type { MoveError as MoveErrorOf } from '../contract';
import { rule, type RuleId } from './rules';
import { ACTIONS, ACTION_TOKENS, DECKS, REGIONS, BUILDINGS, isOneOf, type ActionToken, type Deck, type Region, type StockBuilding } from './vocabulary';

/** One action done by an activated building or a spent token. */
export type Step =
  | { readonly action: 'ship'; readonly region: Region }
  | { readonly action: 'occupy'; readonly city: string }
  | { readonly action: 'attack'; readonly city: string }
  | { readonly action: 'payment'; readonly slot: number }
  | { readonly action: 'draw'; readonly deck: Deck };

export type Move =
  /** Fase 1: take a building from the stock. */
  | { readonly type: 'build'; readonly building: StockBuilding }
  /** Fase 1: only when no building can be taken (build.none-fits). */
  | { readonly type: 'buildNothing' }
  /** Fase 3: take the marker back from this building slot (salary.choose). */
  | { readonly type: 'salary'; readonly slot: number }
  /** Fase 4: put a harbour marker on building `slot` and do its action(s), in order. */
  | { readonly type: 'activate'; readonly slot: number; readonly steps: readonly Step[] }
  /** Fase 4: spend a light-blue token of kind `token` and do one of its actions. */
  | { readonly type: 'spendToken'; readonly token: ActionToken; readonly step: Step }
  /** Fase 4: stop for this round. */
  | { readonly type: 'pass' }
  /** Fase 4, after passing over the Politics limit: discard this card. */
  | { readonly type: 'discard'; readonly card: string };

export type MoveType = Move['type'];

/**
 * What a player may try that no move of the game expresses, because the rules forbid it outright:
 * giving a card or a token to another player (action.no-trading). applyMove refuses it by that
 * rule; a lesson offers it so the learner can try it and read why.
 */
export type Offer = { readonly type: 'give'; readonly card: string; readonly to: number };

/** Anything a player can put to the engine: a move of the game, or an offer the rules forbid. */
export type Attempt = Move | Offer;

/** Every code a refused move can carry (stable, namespaced: the words and the tests key on them). */
export const MOVE_CODES = [
  'action/building-in-use',
  'action/no-action',
  'action/no-marker',
  'action/no-such-building',
  'action/no-token',
  'action/no-trading',
  'action/no-voluntary-discard',
  'action/not-together',
  'action/step-count',
  'action/token-action',
  'action/wrong-action',
  'attack/no-ship-presence',
  'attack/no-such-city',
  'attack/not-enough-markers',
  'attack/not-opponent-city',
  'attack/region-closed',
  'build/board-full',
  'build/level-too-high',
  'build/must-build',
  'build/not-in-stock',
  'build/second-level-five',
  'draw/empty-deck',
  'draw/region-closed',
  'draw/requirement-not-met',
  'draw/slavery-abolished',
  'engine/endless-loop',
  'game/over',
  'move/malformed',
  'move/wrong-phase',
  'occupy/city-taken',
  'occupy/docks-europe',
  'occupy/no-marker',
  'occupy/no-ship-presence',
  'occupy/no-such-city',
  'occupy/region-closed',
  'pass/free-governor',
  'pass/must-discard',
  'pass/not-in-hand',
  'pass/slavery-slot',
  'payment/level-five',
  'payment/no-marker',
  'payment/no-such-building',
  'payment/payment-building',
  'salary/no-marker',
  'salary/no-such-building',
  'ship/no-marker',
  'ship/no-track',
  'ship/track-full',
  'turn/no-such-seat',
] as const;
export type MoveCode = (typeof MOVE_CODES)[number];

/** A refused move: the code, the rule broken (rules.ts) and plain English for a player. */
export type MoveError = MoveErrorOf<MoveCode, RuleId>;

export function moveError(code: MoveCode, ruleId: RuleId, message?: string): MoveError {
  return { code, rule: ruleId, message: message ?? rule(ruleId).text };
}

function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

/** Checks the shape of a step (not its legality). */
export function isStep(v: unknown): v is Step {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  if (!isOneOf(ACTIONS, s.action)) return false;
  switch (s.action) {
    case 'ship':
      return isOneOf(REGIONS, s.region);
    case 'occupy':
    case 'attack':
      return typeof s.city === 'string';
    case 'payment':
      return isInt(s.slot);
    case 'draw':
      return isOneOf(DECKS, s.deck);
  }
  return false;
}

/** Checks the shape of a move (not its legality); unknown input is refused, never thrown on. */
export function isMove(v: unknown): v is Move {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  switch (m.type) {
    case 'build':
      return isOneOf(BUILDINGS, m.building);
    case 'buildNothing':
    case 'pass':
      return true;
    case 'salary':
      return isInt(m.slot);
    case 'activate':
      return isInt(m.slot) && Array.isArray(m.steps) && m.steps.every(isStep);
    case 'spendToken':
      return isOneOf(ACTION_TOKENS, m.token) && isStep(m.step);
    case 'discard':
      return typeof m.card === 'string';
    default:
      return false;
  }
}

/** A short English description of a move, for logs and bots. */
export function describeMove(move: Move): string {
  const step = (s: Step): string => {
    switch (s.action) {
      case 'ship':
        return `ship to ${s.region}`;
      case 'occupy':
        return `occupy ${s.city}`;
      case 'attack':
        return `attack ${s.city}`;
      case 'payment':
        return `pay back slot ${s.slot}`;
      case 'draw':
        return `draw from ${s.deck}`;
    }
  };
  switch (move.type) {
    case 'build':
      return `build ${move.building}`;
    case 'buildNothing':
      return 'build nothing';
    case 'salary':
      return `salary: take back slot ${move.slot}`;
    case 'activate':
      return `activate slot ${move.slot}: ${move.steps.map(step).join(', then ')}`;
    case 'spendToken':
      return `spend ${move.token} token: ${step(move.step)}`;
    case 'pass':
      return 'pass';
    case 'discard':
      return `discard ${move.card}`;
  }
}
