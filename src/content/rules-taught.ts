/**
 * Which lesson steps teach which rule (issue #19): every lesson plan of both games is replayed
 * through the engine; a step teaches a rule by doing when its solution applies it
 * (applyMoveWithRules), by refusal when it offers a wrong move the engine refuses with it.
 * `npm run lessons:coverage` counts these; the rules references link each rule to its steps.
 */
import * as endeavor from '../engine/endeavor/index';
import * as puertoRico from '../engine/puerto-rico/index';
import { goalReached, meetsGoal } from '../machines/lesson/endeavor';
import { stepStartState } from '../machines/lesson/endeavor-positions';
import { stepStart, triedSetup } from '../machines/lesson/puerto-rico-positions';
import type { LessonStep } from '../machines/lesson/puerto-rico-steps';
import type { GameOptions } from '../engine/puerto-rico/options';
import type { RuleRegistry } from '../engine/contract';
import { ENDEAVOR_PLANS } from './lesson-steps/endeavor/index';
import { ENDEAVOR_DRILLS } from './lesson-steps/endeavor/practice/index';
import { LESSON_PLANS } from './lesson-steps/puerto-rico/index';
import { PUERTO_RICO_DRILLS } from './lesson-steps/puerto-rico/practice/index';

/** A step of a lesson: the English lesson's id ("en/puerto-rico/07-captain") and the step's place in it. */
export interface StepPlace {
  readonly lesson: string;
  /** 0-based, as in the plan (the page's anchor is #step-<index + 1>). */
  readonly index: number;
  /** The Endeavor board step's id ("occupy"); Puerto Rico steps have none. */
  readonly id?: string;
}

export interface Taught {
  /** The game rules: the registry's ids without its engine guards. */
  readonly ids: readonly string[];
  /** The engine guards (RuleEntry.guard), not game rules, with why no board can meet them: counted apart. */
  readonly guards: ReadonlyMap<string, string>;
  /** Rules a lesson step teaches by doing and by refusal (the rules references link these steps). */
  readonly doing: Map<string, StepPlace[]>;
  readonly refusal: Map<string, StepPlace[]>;
  /** Rules a practice drill teaches, by doing or refusal (its lesson id ends in "/practice"). */
  readonly drill: Map<string, StepPlace[]>;
  /** Steps that could not be replayed, in words: they teach nothing. */
  readonly problems: string[];
}

export type TaughtGame = 'puerto-rico' | 'endeavor';

/** The game rules of a registry and its engine guards apart. */
function rulesOf(registry: RuleRegistry): Pick<Taught, 'ids' | 'guards'> {
  const guards = new Map(registry.ids.flatMap((id) => (registry.rule(id).guard === undefined ? [] : [[id, registry.rule(id).guard!] as const])));
  return { ids: registry.ids.filter((id) => !guards.has(id)), guards };
}

/** Lessons teach by doing and refusal; a drill's step, either way, is a drill's. */
const isDrill = (where: StepPlace) => where.lesson.endsWith('/practice');
const doingIn = (t: Taught, where: StepPlace) => (isDrill(where) ? t.drill : t.doing);
const refusalIn = (t: Taught, where: StepPlace) => (isDrill(where) ? t.drill : t.refusal);

const samePlace = (a: StepPlace, b: StepPlace) => a.lesson === b.lesson && a.index === b.index;
const add = (m: Map<string, StepPlace[]>, rule: string, where: StepPlace) => {
  const list = m.get(rule) ?? [];
  if (!list.some((p) => samePlace(p, where))) list.push(where);
  m.set(rule, list);
};

/** "07-captain step 3", "11-setup drill 2" or "occupy": how the coverage report names a step. */
export const placeName = (p: StepPlace): string => p.id ?? (isDrill(p) ? `${p.lesson.split('/').at(-2)} drill ${p.index + 1}` : `${p.lesson.split('/').at(-1)} step ${p.index + 1}`);

/**
 * The options and seed of a step that starts from a new game: its own setup names nothing but
 * options and a seed, which is exactly the game newGame deals (setupFromPartial fills the rest from it).
 */
export function newGameOf(step: LessonStep): { options: Partial<GameOptions>; seed: number | string } | null {
  if (step.start === undefined || !('setup' in step.start)) return null;
  const { options = {}, seed = 0, ...rest } = step.start.setup;
  return Object.keys(rest).length === 0 ? { options, seed } : null;
}

function puertoRicoTaught(): Taught {
  const t: Taught = { ...rulesOf(puertoRico.RULE_REGISTRY), doing: new Map(), refusal: new Map(), drill: new Map(), problems: [] };
  for (const plan of [...LESSON_PLANS, ...PUERTO_RICO_DRILLS]) {
    plan.steps.forEach((step, index) => {
      const where: StepPlace = { lesson: plan.lesson, index };
      // A step whose board is a new game shows the setup rules for its player count, read step or not.
      const fresh = newGameOf(step);
      if (fresh) for (const rule of puertoRico.newGameWithRules(fresh.options, fresh.seed).rules) add(doingIn(t, where), rule, where);
      // A setup tried beside the board is refused by the setup gate: a refusal the learner met.
      for (const tried of step.tries ?? []) {
        const r = triedSetup(tried);
        if (!r.ok) t.problems.push(`${placeName(where)}: ${r.error}`);
        else if ('refused' in r.value) add(refusalIn(t, where), r.value.refused.rule, where);
      }
      const read = step.goal.kind === 'read';
      if (read && step.refusals.length === 0) return;
      const start = stepStart(plan.steps, index);
      if (!start.ok || start.value === null) {
        t.problems.push(`${placeName(where)}: no board`);
        return;
      }
      let s = start.value;
      for (const m of step.solution) {
        const r = puertoRico.applyMoveWithRules(s, m);
        if (!r.ok) {
          t.problems.push(`${placeName(where)}: the solution is refused (${r.error.rule})`);
          return;
        }
        for (const rule of r.value.rules) add(doingIn(t, where), rule, where);
        s = r.value.state;
      }
      for (const { move } of step.refusals) {
        const r = puertoRico.applyMove(start.value, move);
        if (r.ok) t.problems.push(`${placeName(where)}: a refusal is accepted`);
        else add(refusalIn(t, where), r.error.rule, where);
      }
    });
  }
  return t;
}

/** Moves a replay may take to complete one Endeavor step (a whole round from a new game takes a few dozen). */
export const MAX_STEP_MOVES = 60;

function endeavorTaught(): Taught {
  const t: Taught = { ...rulesOf(endeavor.RULE_REGISTRY), doing: new Map(), refusal: new Map(), drill: new Map(), problems: [] };
  for (const plan of [...ENDEAVOR_PLANS, ...ENDEAVOR_DRILLS]) {
    plan.steps.forEach((step, index) => {
      const where: StepPlace = { lesson: plan.lesson, index, id: step.id };
      const start = stepStartState(step.setup);
      if (!start.ok) {
        t.problems.push(`${placeName(where)}: the board does not build`);
        return;
      }
      // A step from a new game teaches the setup rules by doing: the learner starts from what they deal.
      for (const rule of start.value.rules) add(doingIn(t, where), rule, where);
      if (step.refusal) {
        const r = endeavor.applyMove(start.value.state, step.refusal.move);
        if (r.ok) t.problems.push(`${placeName(where)}: the refusal is accepted`);
        else add(refusalIn(t, where), r.error.rule, where);
      }
      // The same moves as the lesson-step test: the first legal move of the asked kind (for a
      // 'done' or 'round' goal the first that is not a pass), until the step is complete.
      let s = start.value.state;
      let done = false;
      for (let n = 0; n < MAX_STEP_MOVES && !done; n++) {
        const moves = endeavor.legalMoves(s);
        const move = step.goal.kind === 'move' ? moves.find((m) => meetsGoal(step.goal, m)) : (moves.find((m) => m.type !== 'pass') ?? moves[0]);
        if (move === undefined) break;
        const r = endeavor.applyMoveWithRules(s, move);
        if (!r.ok) break;
        for (const rule of r.value.rules) add(doingIn(t, where), rule, where);
        s = r.value.state;
        done = goalReached(step.goal, start.value.state, s);
      }
      if (!done) t.problems.push(`${placeName(where)}: not completed by its moves`);
    });
  }
  return t;
}

const cache = new Map<TaughtGame, Taught>();

/** What the lessons of a game teach, replayed once per process. */
export function rulesTaught(game: TaughtGame): Taught {
  let t = cache.get(game);
  if (!t) {
    t = game === 'puerto-rico' ? puertoRicoTaught() : endeavorTaught();
    cache.set(game, t);
  }
  return t;
}

/** The steps that teach a rule: those that offer it as a refusal first (the learner can try it), then by doing. */
export function stepsTeaching(game: TaughtGame, rule: string): { refusal: readonly StepPlace[]; doing: readonly StepPlace[] } {
  const t = rulesTaught(game);
  return { refusal: t.refusal.get(rule) ?? [], doing: t.doing.get(rule) ?? [] };
}
