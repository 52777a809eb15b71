/**
 * The board example under a rule of a rules reference (issue #19.5), for both games: the board of
 * the first lesson step that teaches the rule (one that offers the forbidden move first, as the
 * rule's links list them), cut to the part of the board the rule concerns. Many rules share a
 * step, so an example has a key: the page fetches each board once (see ../pages/[lang]/rules/examples/).
 */
import { ruleGroup } from '../engine/contract';
import type { GameState as EndeavorState } from '../engine/endeavor';
import type { GameState as PuertoRicoState } from '../engine/puerto-rico/state';
import { stepStartState } from '../machines/lesson/endeavor-positions';
import { stepStart } from '../machines/lesson/puerto-rico-positions';
import { ENDEAVOR_PLANS } from './lesson-steps/endeavor/index';
import { planOf } from './lesson-steps/puerto-rico/index';
import { stepsTeaching, type StepPlace, type TaughtGame } from './rules-taught';

/** Which part of the board a Puerto Rico rule's example shows. */
export type PuertoRicoPart = 'ships' | 'trading-house' | 'roles' | 'player';
/** Which part of the board an Endeavor rule's example shows: the map, the building stock, or one player's board (tracks, buildings, cards). */
export type EndeavorPart = 'map' | 'stock' | 'seat';

interface ExampleBase {
  readonly place: StepPlace;
  /** The seat whose board is shown (Puerto Rico: the one to act, the first once the game is over; Endeavor: the learner's). */
  readonly seat: number;
}
export interface PuertoRicoExample extends ExampleBase {
  readonly game: 'puerto-rico';
  readonly state: PuertoRicoState;
  readonly part: PuertoRicoPart;
  readonly names: readonly string[];
  /** The step's highlighted places (the board's `highlight` takes any place name as a set). */
  readonly highlight: ReadonlySet<string>;
}
export interface EndeavorExample extends ExampleBase {
  readonly game: 'endeavor';
  readonly state: EndeavorState;
  readonly part: EndeavorPart;
}
export type RuleExample = PuertoRicoExample | EndeavorExample;

/** The Puerto Rico part by the rule's group: the ships for the Captain, the trading house for the Trader, the role cards for the round; else the acting player's board. */
export function examplePart(rule: string): PuertoRicoPart {
  const group = ruleGroup(rule);
  if (group === 'captain') return 'ships';
  if (group === 'trader') return 'trading-house';
  if (group === 'round' || group === 'prospector') return 'roles';
  return 'player';
}

const MAP_GROUPS = new Set(['ship', 'occupy', 'attack', 'draw']);

/** The Endeavor part by the rule's group: the map for the actions played on it, the stock while building (the board shows it only then); else the learner's board. */
export function endeavorPart(rule: string, state: EndeavorState): EndeavorPart {
  const group = ruleGroup(rule);
  if (MAP_GROUPS.has(group)) return 'map';
  if (group === 'build' && state.phase === 'build') return 'stock';
  return 'seat';
}

/** The step a rule's example comes from: the first that offers its forbidden move, else the first that applies it. */
function exampleStep(game: TaughtGame, rule: string): StepPlace | undefined {
  const { refusal, doing } = stepsTeaching(game, rule);
  return refusal[0] ?? doing[0];
}

function puertoRicoExample(rule: string, place: StepPlace): PuertoRicoExample | null {
  const plan = planOf(place.lesson);
  const start = plan && stepStart(plan.steps, place.index);
  if (!plan || !start?.ok || start.value === null) return null;
  const state = start.value;
  return {
    game: 'puerto-rico',
    place,
    state,
    part: examplePart(rule),
    seat: state.toAct >= 0 ? state.toAct : 0,
    names: plan.names ?? [],
    highlight: new Set(plan.steps[place.index]!.highlight ?? []),
  };
}

function endeavorExample(rule: string, place: StepPlace): EndeavorExample | null {
  const step = ENDEAVOR_PLANS.find((p) => p.lesson === place.lesson)?.steps[place.index];
  const start = step && stepStartState(step.setup);
  if (!step || !start?.ok) return null;
  const state = start.value.state;
  return { game: 'endeavor', place, state, part: endeavorPart(rule, state), seat: step.learner ?? 0 };
}

/** The example of a rule, or null when no lesson step teaches it (an engine guard). */
export function ruleExample(game: TaughtGame, rule: string): RuleExample | null {
  const place = exampleStep(game, rule);
  if (!place) return null;
  return game === 'puerto-rico' ? puertoRicoExample(rule, place) : endeavorExample(rule, place);
}

/** The example's key among a page's boards ("07-captain-3-ships-0"): rules taught by the same step on the same part share one board. */
export const exampleKey = (ex: RuleExample): string => `${ex.place.lesson.split('/').at(-1)}-${ex.place.index + 1}-${ex.part}-${ex.seat}`;
