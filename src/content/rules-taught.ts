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
import { stepStart } from '../machines/lesson/puerto-rico-positions';
import type { LessonStep } from '../machines/lesson/puerto-rico-steps';
import type { GameOptions } from '../engine/puerto-rico/options';
import { ENDEAVOR_PLANS } from './lesson-steps/endeavor/index';
import { LESSON_PLANS } from './lesson-steps/puerto-rico/index';

/** A step of a lesson: the English lesson's id ("en/puerto-rico/07-captain") and the step's place in it. */
export interface StepPlace {
  readonly lesson: string;
  /** 0-based, as in the plan (the page's anchor is #step-<index + 1>). */
  readonly index: number;
  /** The Endeavor board step's id ("occupy"); Puerto Rico steps have none. */
  readonly id?: string;
}

export interface Taught {
  readonly ids: readonly string[];
  readonly doing: Map<string, StepPlace[]>;
  readonly refusal: Map<string, StepPlace[]>;
  /** Steps that could not be replayed, in words: they teach nothing. */
  readonly problems: string[];
}

export type TaughtGame = 'puerto-rico' | 'endeavor';

const samePlace = (a: StepPlace, b: StepPlace) => a.lesson === b.lesson && a.index === b.index;
const add = (m: Map<string, StepPlace[]>, rule: string, where: StepPlace) => {
  const list = m.get(rule) ?? [];
  if (!list.some((p) => samePlace(p, where))) list.push(where);
  m.set(rule, list);
};

/** "07-captain step 3" or "occupy": how the coverage report names a step. */
export const placeName = (p: StepPlace): string => p.id ?? `${p.lesson.split('/').at(-1)} step ${p.index + 1}`;

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
  const t: Taught = { ids: puertoRico.RULE_IDS, doing: new Map(), refusal: new Map(), problems: [] };
  for (const plan of LESSON_PLANS) {
    plan.steps.forEach((step, index) => {
      const where: StepPlace = { lesson: plan.lesson, index };
      // A step whose board is a new game shows the setup rules for its player count, read step or not.
      const fresh = newGameOf(step);
      if (fresh) for (const rule of puertoRico.newGameWithRules(fresh.options, fresh.seed).rules) add(t.doing, rule, where);
      if (step.goal.kind === 'read') return;
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
        for (const rule of r.value.rules) add(t.doing, rule, where);
        s = r.value.state;
      }
      for (const { move } of step.refusals) {
        const r = puertoRico.applyMove(start.value, move);
        if (r.ok) t.problems.push(`${placeName(where)}: a refusal is accepted`);
        else add(t.refusal, r.error.rule, where);
      }
    });
  }
  return t;
}

/** Moves a replay may take to complete one Endeavor step (a whole round from a new game takes a few dozen). */
export const MAX_STEP_MOVES = 60;

function endeavorTaught(): Taught {
  const t: Taught = { ids: endeavor.RULE_REGISTRY.ids, doing: new Map(), refusal: new Map(), problems: [] };
  for (const plan of ENDEAVOR_PLANS) {
    plan.steps.forEach((step, index) => {
      const where: StepPlace = { lesson: plan.lesson, index, id: step.id };
      const start = stepStartState(step.setup);
      if (!start.ok) {
        t.problems.push(`${placeName(where)}: the board does not build`);
        return;
      }
      // A step from a new game teaches the setup rules by doing: the learner starts from what they deal.
      for (const rule of start.value.rules) add(t.doing, rule, where);
      if (step.refusal) {
        const r = endeavor.applyMove(start.value.state, step.refusal.move);
        if (r.ok) t.problems.push(`${placeName(where)}: the refusal is accepted`);
        else add(t.refusal, r.error.rule, where);
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
        for (const rule of r.value.rules) add(t.doing, rule, where);
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
