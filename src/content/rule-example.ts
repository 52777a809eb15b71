/**
 * The board example under a Puerto Rico rule of the rules reference (issue #19.5): the board of the
 * first lesson step that teaches the rule (one that offers the forbidden move first, as the rule's
 * links list them), cut to the part of the board the rule concerns, so the page stays light: a
 * whole board is ~80 kB of markup, and the page shows a hundred rules.
 */
import { ruleGroup } from '../engine/contract';
import type { GameState } from '../engine/puerto-rico/state';
import { stepStart } from '../machines/lesson/puerto-rico-positions';
import { planOf } from './lesson-steps/puerto-rico/index';
import { stepsTeaching, type StepPlace } from './rules-taught';

/** Which part of the board a rule's example shows. */
export type ExamplePart = 'ships' | 'trading-house' | 'roles' | 'player';

export interface RuleExample {
  readonly place: StepPlace;
  readonly state: GameState;
  readonly part: ExamplePart;
  /** The seat whose board is shown (the one to act; the first once the game is over). */
  readonly seat: number;
  readonly names: readonly string[];
  /** The step's highlighted places (the board's `highlight` takes any place name as a set). */
  readonly highlight: ReadonlySet<string>;
}

/** The part by the rule's group: the ships for the Captain, the trading house for the Trader, the role cards for the round; else the acting player's board. */
export function examplePart(rule: string): ExamplePart {
  const group = ruleGroup(rule);
  if (group === 'captain') return 'ships';
  if (group === 'trader') return 'trading-house';
  if (group === 'round' || group === 'prospector') return 'roles';
  return 'player';
}

/** The example of a rule, or null when no lesson step teaches it (an engine guard). */
export function ruleExample(rule: string): RuleExample | null {
  const { refusal, doing } = stepsTeaching('puerto-rico', rule);
  const place = refusal[0] ?? doing[0];
  const plan = place && planOf(place.lesson);
  if (!place || !plan) return null;
  const start = stepStart(plan.steps, place.index);
  if (!start.ok || start.value === null) return null;
  const state = start.value;
  return {
    place,
    state,
    part: examplePart(rule),
    seat: state.toAct >= 0 ? state.toAct : 0,
    names: plan.names ?? [],
    highlight: new Set(plan.steps[place.index]!.highlight ?? []),
  };
}
