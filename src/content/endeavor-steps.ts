/**
 * Lesson board steps: a position (completed by the engine's setupDefaults), the phase machine
 * that runs the step, and what completes it. Kept as data so a test can check that every step's
 * position is valid and can be completed by legal moves through its machine.
 */
import type { Move, MoveType, PartialSetup, Step } from '../engine/endeavor';
import type { EndeavorMachineName } from '../machines/endeavor/index';

/**
 * The action a goal asks for: the action always, its target (region, city, slot, deck) only when
 * the lesson asks for that one, e.g. `{ action: 'occupy', city: 'kingston' }` or `{ action: 'ship' }`.
 */
export type StepGoal = { [A in Step['action']]: { readonly action: A } & Partial<Omit<Extract<Step, { action: A }>, 'action'>> }[Step['action']];

/**
 * What completes a step:
 * - move: one legal move of this type (the engine judges whether the move itself is legal), and,
 *   when given, from this building slot and doing this action (on this target);
 * - done: the phase machine reaches its final state (the phase, or the round, is played out).
 */
export type BoardGoal =
  | { readonly kind: 'move'; readonly type: MoveType; readonly slot?: number; readonly step?: StepGoal }
  | { readonly kind: 'done' };

/** Whether a step's action is the one the goal names (every field the goal gives is equal). */
function stepMatches(want: StepGoal, step: Step): boolean {
  return Object.entries(want).every(([k, v]) => (step as Record<string, unknown>)[k] === v);
}

/**
 * Whether a move is what a 'move' goal asks for. Only the shape is compared: whether the move is
 * legal is the engine's question, asked separately. A 'done' goal is met by no single move.
 */
export function meetsGoal(goal: BoardGoal, move: Move): boolean {
  if (goal.kind !== 'move' || move.type !== goal.type) return false;
  if (goal.slot !== undefined && (!('slot' in move) || move.slot !== goal.slot)) return false;
  if (!goal.step) return true;
  const want = goal.step;
  if (move.type === 'activate') return move.steps.some((s) => stepMatches(want, s));
  if (move.type === 'spendToken') return stepMatches(want, move.step);
  return false;
}

export interface BoardStep {
  readonly setup: PartialSetup;
  /** The phase machine that receives the learner's moves and lights up its statechart. */
  readonly machine: EndeavorMachineName;
  readonly goal: BoardGoal;
  /** A move the learner may well try first that the engine refuses here, with the refusal's code (checked by steps.test.ts). */
  readonly refusal?: { readonly move: Move; readonly code: string };
}

export const LESSON_STEPS = {
  build: { setup: { phase: 'build', toAct: 0 }, machine: 'build', goal: { kind: 'move', type: 'build' } },
  // Round 1, nobody has built yet: the learner builds for all three seats; the last build sets Growth off.
  growth: { setup: { phase: 'build', toAct: 0 }, machine: 'growth', goal: { kind: 'done' } },
  salary: { setup: { phase: 'salary', toAct: 0, salaryLeft: 1, seats: [{ buildings: ['shipyard', 'market'], markers: [1, 2] }] }, machine: 'salary', goal: { kind: 'move', type: 'salary' } },
  // The Caribbean track is full and the learner's one extra marker already lies past its end, so a
  // second one there is refused; any other region takes a ship. The starting building's Occupy is
  // legal too (Europe is always open) but is not what the step teaches.
  ship: {
    setup: { phase: 'action', toAct: 0, seats: [{ harbour: 3, buildings: ['shipyard'] }], shipTracks: { caribbean: [1, 0, 2, 1, 0, 2, 0] } },
    machine: 'action',
    goal: { kind: 'move', type: 'activate', step: { action: 'ship' } },
    refusal: { move: { type: 'activate', slot: 1, steps: [{ action: 'ship', region: 'caribbean' }] }, code: 'ship/track-full' },
  },
  // Caribbean is open and the learner holds Havana: occupying Kingston also takes the Havana–Kingston connection token.
  // North America is still closed, so occupying Quebec is refused; Cartagena or a European city is legal but not Kingston.
  occupy: {
    setup: { phase: 'action', toAct: 0, seats: [{ harbour: 2 }], shipTracks: { caribbean: [0, 1, 0, 2, 0, 1] }, cities: { havana: 0 } },
    machine: 'action',
    goal: { kind: 'move', type: 'activate', step: { action: 'occupy', city: 'kingston' } },
    refusal: { move: { type: 'activate', slot: 0, steps: [{ action: 'occupy', city: 'quebec' }] }, code: 'occupy/region-closed' },
  },
  // Player 2 holds Havana and Bombay; the learner has ships only in the Caribbean, so Bombay is refused.
  // The starting building already carries a marker, so the Barracks is the one action at hand.
  attack: {
    setup: {
      phase: 'action',
      toAct: 0,
      seats: [{ harbour: 3, buildings: ['barracks'], markers: [0] }],
      shipTracks: { caribbean: [0, 1, 0, 2, 0, 1], india: [1, 2, 1, 2, 1, 2, 1] },
      cities: { havana: 1, bombay: 1 },
    },
    machine: 'action',
    goal: { kind: 'move', type: 'activate', step: { action: 'attack', city: 'havana' } },
    refusal: { move: { type: 'activate', slot: 1, steps: [{ action: 'attack', city: 'bombay' }] }, code: 'attack/no-ship-presence' },
  },
  // Markers on the starting building, the Shipyard and the Bank: a Payment may free any of them
  // (the Bank too, seed 004), never the Workshop that pays.
  payment: {
    setup: { phase: 'action', toAct: 0, seats: [{ harbour: 1, buildings: ['workshop', 'shipyard', 'bank'], markers: [0, 2, 3] }] },
    machine: 'action',
    goal: { kind: 'move', type: 'activate', slot: 1, step: { action: 'payment' } },
    refusal: { move: { type: 'activate', slot: 1, steps: [{ action: 'payment', slot: 1 }] }, code: 'payment/payment-building' },
  },
  // Player 2 holds the first two Europe cards, so its top card needs 2 markers in Europe and the learner has none;
  // in the open Caribbean he has one ship marker, enough for its top card (value 1).
  draw: {
    setup: {
      phase: 'action',
      toAct: 0,
      seats: [{ harbour: 1, buildings: ['market'], markers: [0] }, { cards: ['europe-0', 'europe-1'] }],
      shipTracks: { caribbean: [1, 1, 2, 2, 1, 0] },
    },
    machine: 'action',
    goal: { kind: 'move', type: 'activate', step: { action: 'draw', deck: 'caribbean' } },
    refusal: { move: { type: 'activate', slot: 1, steps: [{ action: 'draw', deck: 'europe' }] }, code: 'draw/requirement-not-met' },
  },
  // The others have passed; the learner acts until he passes, over his Politics limit with two cards, so he discards one.
  action: {
    setup: { phase: 'action', toAct: 0, passed: [false, true, true], seats: [{ harbour: 2, buildings: ['shipyard'], cards: ['europe-0', 'europe-2'] }] },
    machine: 'action',
    goal: { kind: 'done' },
  },
  // Round 7, everybody else has passed, so the learner's pass ends the game. All eight building spaces are full
  // and every scoring line is non-zero for somebody (London a 2-point city, Havana–Kingston a connection, cubes
  // past logos, cards with glory, two Universities, harbour markers, a slavery card set aside by Player 2).
  // Every building carries a marker and the tokens held are track tokens, so passing is the one move; four
  // cards against a Politics limit of 3 make him discard, and the choice decides the game: Europe 3 wins
  // 28–26, Africa 3 or the slavery card ties 26–26 (the win is shared), Caribbean 5 loses.
  final: {
    setup: {
      round: 7,
      phase: 'action',
      firstPlayer: 1,
      toAct: 0,
      passed: [false, true, true],
      seats: [
        {
          harbour: 4,
          buildings: ['market', 'shipyard', 'workshop', 'guildHall', 'docks', 'university', 'barracks'],
          markers: [0, 1, 2, 3, 4, 5, 6, 7],
          cards: ['europe-3', 'caribbean-5', 'africa-3', 'slavery-1'],
          tokens: { industry: 1, culture: 1 },
        },
        { harbour: 2, buildings: ['market', 'shipyard', 'bank', 'barracks', 'fortress', 'guildHall', 'workshop'], markers: [1, 2, 5], cards: ['europe-5', 'caribbean-4'], setAside: ['slavery-0'] },
        { harbour: 5, buildings: ['workshop', 'shipyard', 'guildHall', 'theatre', 'tradeOffice', 'university', 'docks'], markers: [0, 3, 4], cards: ['africa-4', 'caribbean-3'], tokens: { industry: 3 } },
      ],
      shipTracks: { caribbean: [0, 1, 0, 2, 0, 1, 2], africa: [2, 1, 2, 0, 1, 2, 0, 1] },
      cities: { london: 0, amsterdam: 0, havana: 0, kingston: 0, constantinople: 1, alexandria: 1, luanda: 1, paris: 2, madrid: 2, rome: 2, capeTown: 2 },
    },
    machine: 'action',
    goal: { kind: 'done' },
  },
  // Round 6, Player 2 started it and the others have passed; the learner has no markers left, so he passes.
  // The round ends: the first-player marker moves clockwise to Player 3, and round 7 (the last) begins with
  // one building space still free on every board.
  roundEnd: {
    setup: {
      round: 6,
      phase: 'action',
      firstPlayer: 1,
      toAct: 0,
      passed: [false, true, true],
      seats: [
        { harbour: 0, buildings: ['market', 'shipyard', 'workshop', 'guildHall', 'docks', 'bank'], markers: [0, 1, 2, 3, 4, 5, 6] },
        { harbour: 1, buildings: ['market', 'shipyard', 'bank', 'barracks', 'workshop', 'guildHall'], markers: [0, 2, 4] },
        { harbour: 2, buildings: ['workshop', 'shipyard', 'guildHall', 'theatre', 'docks', 'market'], markers: [1, 3] },
      ],
    },
    machine: 'action',
    goal: { kind: 'done' },
  },
} as const satisfies Record<string, BoardStep>;

export type LessonStepId = keyof typeof LESSON_STEPS;
