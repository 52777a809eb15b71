/**
 * The flow of a game: whose move it is, the legal moves, applying a move, and the automatic
 * steps between decisions (Growth, Salary without a choice, end of round, end of game).
 */
import { note, noting, withRuleNotes } from '../rule-notes';
import { err, ok, type Result } from '../result';
import { activationRefusal, applyDiscard, choicesFor, discardCounts, applyStep, keepsTogether, overLimit, placeActivationMarker, spendToken, stepOptions, stepRefusal } from './actions';
import { applyBuild, buildOptions, buildRefusal } from './build';
import { ROUNDS } from './components';
import type { RuleId } from './rules';
import { applyGrowth } from './growth';
import { isMove, moveError, type Move, type MoveError, type Step } from './moves';
import { applySalary, salaryOptions, salaryRefusal, startSalary } from './salary';
import { winners } from './scoring';
import { buildingData, cardData, cloneState, syncTracks, type GameState } from './state';
import { ACTION_TOKENS, TOKEN_ACTIONS } from './vocabulary';

// ---------------------------------------------------------------------------------------------
// Flow between decisions (mutating a fresh copy)
// ---------------------------------------------------------------------------------------------

/**
 * Thrown when the automatic steps between decisions do not come to a decision within a seat
 * count's worth of steps: the state can never go on (one the gate should not have let in, e.g.
 * a Salary step far below zero). applyMove turns it into a MoveError; it is never a hang.
 */
export class StepGuardError extends Error {
  readonly code = 'engine/endless-loop';
  constructor(what: string, steps: number) {
    super(`the automatic steps of ${what} did not reach a decision after ${steps} steps`);
    this.name = 'StepGuardError';
  }
}

/** Runs Salary from `state.step` on, stopping at the first player who must choose. */
function runSalary(state: GameState): void {
  const n = state.players.length;
  // Each seat is visited once: more steps than seats means the step count itself is broken.
  for (let steps = 0; state.step < n; steps++) {
    if (steps > n) throw new StepGuardError('the Salary phase', steps);
    const seat = (state.firstPlayer + state.step) % n;
    if (startSalary(state, seat)) {
      state.toAct = seat;
      return;
    }
    state.step += 1;
  }
  startActionPhase(state);
}

function startActionPhase(state: GameState): void {
  state.phase = 'action';
  state.step = 0;
  state.salaryLeft = 0;
  state.passed = state.players.map(() => false);
  state.discarding = false;
  state.toAct = state.firstPlayer;
}

/** After the Build phase: Growth (no decisions), then Salary (build.phase-end, growth.phase-end). */
function afterBuild(state: GameState): void {
  state.phase = 'growth';
  applyGrowth(state);
  state.phase = 'salary';
  state.step = 0;
  runSalary(state);
}

/** End of a round: tracks checked, first player passes clockwise, seven rounds in all. */
function endRound(state: GameState): void {
  note('action.phase-end');
  note('round.check-tracks');
  for (const p of state.players) syncTracks(p); // round.check-tracks
  state.passed = state.players.map(() => false);
  state.discarding = false;
  if (state.round >= ROUNDS.value) {
    if (noting()) noteScoring(state);
    state.phase = 'gameOver';
    state.toAct = null;
    return;
  }
  note('round.first-player');
  note('round.phase-order');
  state.firstPlayer = (state.firstPlayer + 1) % state.players.length;
  state.round += 1;
  state.phase = 'build';
  state.step = 0;
  state.toAct = state.firstPlayer;
}

/** The next player who has not passed, clockwise after `seat`; ends the round if none. */
function nextInAction(state: GameState, seat: number): void {
  const n = state.players.length;
  for (let i = 1; i <= n; i++) {
    const s = (seat + i) % n;
    if (!state.passed[s]) {
      state.toAct = s;
      return;
    }
  }
  endRound(state);
}

// ---------------------------------------------------------------------------------------------
// Legal moves
// ---------------------------------------------------------------------------------------------

/**
 * All step sequences for activating building `slot`: for each of its choices, every prefix of its
 * actions (action.compound), the second step kept to the first's region or deck where the choice
 * says so (action.same-region, action.same-deck). Two choices may give the same sequence (the
 * Docks' either order): it is listed once.
 */
function activationSequences(state: GameState, seat: number, slot: number): Step[][] {
  const b = state.players[seat]?.buildings[slot];
  if (!b || activationRefusal(state, seat, slot, 1) !== null) return [];
  const choices = buildingData(b.building).choices;
  const out: Step[][] = [];
  const seen = new Set<string>();
  const push = (seq: Step[]): void => {
    let key = '';
    for (const st of seq) key += `${stepKey(st)};`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(seq);
  };
  // The first step is checked with the activation marker placed in place and then undone:
  // cloning the whole state for every building is the bots' hot path.
  const player = state.players[seat] as GameState['players'][number];
  const firsts: { choice: (typeof choices)[number]; step: Step }[] = [];
  b.marker = true;
  player.harbour -= 1;
  try {
    for (const choice of choices) {
      const action = choice.steps[0];
      if (action === undefined) continue;
      for (const step of stepOptions(state, seat, action, slot)) firsts.push({ choice, step });
    }
  } finally {
    b.marker = false;
    player.harbour += 1;
  }
  for (const { choice, step } of firsts) {
    push([step]);
    const second = choice.steps[1];
    if (second === undefined) continue;
    const next = cloneState(state);
    placeActivationMarker(next, seat, slot);
    applyStep(next, seat, step);
    for (const then of stepOptions(next, seat, second, slot)) if (keepsTogether(choice, step, then)) push([step, then]);
  }
  return out;
}

/** A step as a short string, unique among steps (for de-duplication). */
function stepKey(step: Step): string {
  switch (step.action) {
    case 'ship':
      return `s${step.region}`;
    case 'occupy':
      return `o${step.city}`;
    case 'attack':
      return `a${step.city}`;
    case 'payment':
      return `p${step.slot}`;
    case 'draw':
      return `d${step.deck}`;
  }
}

/** Every legal move for the player to act (state.toAct); empty only when the game is over. */
export function legalMoves(state: GameState): Move[] {
  const seat = state.toAct;
  if (seat === null || state.phase === 'gameOver') return [];
  const player = state.players[seat];
  if (!player) return [];
  switch (state.phase) {
    case 'build': {
      const options = buildOptions(state, seat);
      return options.length === 0 ? [{ type: 'buildNothing' }] : options.map((building) => ({ type: 'build', building }));
    }
    case 'salary':
      return salaryOptions(state, seat).map((slot) => ({ type: 'salary', slot }));
    case 'action': {
      // Only discards that bring the player nearer the limit: never the free governor.
      if (state.discarding) return player.cards.filter((card) => discardCounts(player, card)).map((card) => ({ type: 'discard', card }));
      const moves: Move[] = [];
      player.buildings.forEach((_, slot) => {
        for (const steps of activationSequences(state, seat, slot)) moves.push({ type: 'activate', slot, steps });
      });
      for (const token of ACTION_TOKENS) {
        if (player.tokens[token] < 1) continue;
        for (const action of TOKEN_ACTIONS[token]) for (const step of stepOptions(state, seat, action, null)) moves.push({ type: 'spendToken', token, step });
      }
      moves.push({ type: 'pass' });
      return moves;
    }
    default:
      return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Applying a move
// ---------------------------------------------------------------------------------------------

const wrongPhase = (state: GameState, move: Move): MoveError => moveError('move/wrong-phase', 'round.phase-order', `A "${move.type}" move cannot be made in the ${state.phase} phase.`);

/**
 * Applies a move for the player to act. Returns the new state (the input is not changed) or a
 * MoveError naming the rule broken. Never throws on bad input.
 */
export function applyMove(state: GameState, move: unknown): Result<GameState, MoveError> {
  try {
    return applyChecked(state, move);
  } catch (e) {
    if (e instanceof StepGuardError) return err(moveError('engine/endless-loop', 'round.phase-order', `The game cannot go on from this position: ${e.message}.`));
    throw e;
  }
}

function applyChecked(state: GameState, move: unknown, inPlace = false): Result<GameState, MoveError> {
  if (state.phase === 'gameOver' || state.toAct === null) {
    return err(moveError('game/over', 'round.seven-rounds', 'The game is over: seven rounds have been played.'));
  }
  if (!isMove(move)) {
    const type = typeof move === 'object' && move !== null ? (move as { type?: unknown }).type : undefined;
    if (type === 'give' || type === 'trade') return err(moveError('action/no-trading', 'action.no-trading'));
    return err(moveError('move/malformed', 'round.phase-order', 'That is not a move of this game.'));
  }
  const seat = state.toAct;
  const s = inPlace ? state : cloneState(state);
  switch (move.type) {
    case 'build': {
      if (s.phase !== 'build') return err(wrongPhase(s, move));
      const refusal = buildRefusal(s, seat, move.building);
      if (refusal) return err(refusal);
      applyBuild(s, seat, move.building);
      s.step += 1;
      if (s.step >= s.players.length) afterBuild(s);
      else s.toAct = (s.firstPlayer + s.step) % s.players.length;
      return ok(s);
    }
    case 'buildNothing': {
      if (s.phase !== 'build') return err(wrongPhase(s, move));
      if (buildOptions(s, seat).length > 0) return err(moveError('build/must-build', 'build.must-build', 'You must take a building: at least one fits your Industry level.'));
      s.step += 1;
      if (s.step >= s.players.length) afterBuild(s);
      else s.toAct = (s.firstPlayer + s.step) % s.players.length;
      return ok(s);
    }
    case 'salary': {
      if (s.phase !== 'salary') return err(wrongPhase(s, move));
      const refusal = salaryRefusal(s, seat, move.slot);
      if (refusal) return err(refusal);
      applySalary(s, seat, move.slot);
      if (s.salaryLeft <= 0) {
        s.step += 1;
        runSalary(s);
      }
      return ok(s);
    }
    case 'activate':
    case 'spendToken': {
      if (s.phase !== 'action') return err(wrongPhase(s, move));
      if (s.discarding) return err(moveError('pass/must-discard', 'pass.discard-excess', 'You have passed; discard down to your Politics limit.'));
      if (move.type === 'activate') {
        const refusal = activationRefusal(s, seat, move.slot, move.steps.length);
        if (refusal) return err(refusal);
        const b = s.players[seat]?.buildings[move.slot];
        const data = b ? buildingData(b.building) : null;
        const choices = data
          ? choicesFor(
              data.choices,
              move.steps.map((st) => st.action),
            )
          : [];
        if (!data || choices.length === 0) {
          const ways = data?.choices.map((c) => c.steps.join(' then ')).join(' or ') ?? 'none';
          return err(moveError('action/wrong-action', 'action.activate-building', `The ${data?.name ?? 'building'} does ${ways}, not ${move.steps.map((st) => st.action).join(' then ')}.`));
        }
        const [first, second] = move.steps;
        if (first && second && !choices.some((c) => keepsTogether(c, first, second))) {
          const rule = choices[0]?.same === 'deck' ? 'action.same-deck' : 'action.same-region';
          return err(
            moveError('action/not-together', rule, rule === 'action.same-deck' ? `The ${data.name} draws twice from the same deck.` : `The ${data.name} does both its actions in one region.`),
          );
        }
        if (noting()) {
          if (move.steps.length > 1) note('action.compound');
          if (second) note(choices[0]?.same === 'deck' ? 'action.same-deck' : 'action.same-region');
          note('action.icons-at-once');
        }
        placeActivationMarker(s, seat, move.slot);
        for (const step of move.steps) {
          const stepRefused = stepRefusal(s, seat, step, move.slot);
          if (stepRefused) return err(stepRefused);
          applyStep(s, seat, step);
        }
      } else {
        if ((s.players[seat]?.tokens[move.token] ?? 0) < 1) {
          return err(moveError('action/no-token', 'action.spend-token', `You hold no ${move.token} token.`));
        }
        if (!TOKEN_ACTIONS[move.token].includes(move.step.action)) {
          return err(moveError('action/token-action', 'action.spend-token', `That token does ${TOKEN_ACTIONS[move.token].join(' or ')}, not ${move.step.action}.`));
        }
        const stepRefused = stepRefusal(s, seat, move.step, null);
        if (stepRefused) return err(stepRefused);
        note('action.icons-at-once');
        spendToken(s, seat, move.token);
        applyStep(s, seat, move.step);
      }
      nextInAction(s, seat);
      return ok(s);
    }
    case 'pass': {
      if (s.phase !== 'action') return err(wrongPhase(s, move));
      if (s.discarding) return err(moveError('pass/must-discard', 'pass.discard-excess', 'You have passed; discard down to your Politics limit.'));
      note('action.passed-is-out');
      s.passed[seat] = true;
      const player = s.players[seat];
      if (player && overLimit(player)) s.discarding = true;
      else nextInAction(s, seat);
      return ok(s);
    }
    case 'discard': {
      if (s.phase !== 'action') return err(wrongPhase(s, move));
      if (!s.discarding) return err(moveError('action/no-voluntary-discard', 'action.no-voluntary-discard'));
      const player = s.players[seat];
      if (!player?.cards.includes(move.card)) return err(moveError('pass/not-in-hand', 'pass.choose-discard', 'You do not hold that card.'));
      if (!discardCounts(player, move.card)) {
        return cardData(move.card)?.kind === 'slavery'
          ? err(moveError('pass/slavery-slot', 'pass.slavery-slot', 'Your one Slavery card sits in the Slavery slot and does not count toward the limit: discarding it would not bring you under it.'))
          : err(moveError('pass/free-governor', 'pass.governor-free', 'Your one governor card does not count toward the limit: discarding it would not bring you under it.'));
      }
      applyDiscard(s, seat, move.card);
      if (!overLimit(player)) {
        s.discarding = false;
        nextInAction(s, seat);
      }
      return ok(s);
    }
  }
}

/**
 * applyMove, and the ids of the rules the move applied when it is legal (issue #19.1): the move's
 * own rules and those of the automatic phases it sets off, up to the next decision. Only lessons
 * and tools ask; on the bots' path nothing is recorded.
 */
export function applyMoveWithRules(state: GameState, move: unknown): Result<{ readonly state: GameState; readonly rules: readonly RuleId[] }, MoveError> {
  const { value, rules } = withRuleNotes(() => applyMove(state, move));
  return value.ok ? ok({ state: value.value, rules: rules as RuleId[] }) : value;
}

/** Notes the scoring rules of a game that is ending (rule-notes.ts). */
function noteScoring(state: GameState): void {
  note('round.seven-rounds');
  for (const r of ['score.cities', 'score.connections', 'score.tracks', 'score.cards', 'score.harbour', 'score.winner'] as const) note(r);
  if (state.players.some((p) => p.buildings.some((b) => b.building === 'university'))) note('score.university');
  if (state.players.some((p) => p.setAside.length > 0)) note('score.slavery');
  if (state.players.some((p) => p.cards.some((c) => cardData(c)?.kind === 'governor'))) note('score.free-governor-space');
}

/** True if applyMove would accept the move. */
export function isLegal(state: GameState, move: unknown): boolean {
  return applyMove(state, move).ok;
}

/** True after the seventh round (round.seven-rounds). */
export function isGameOver(state: GameState): boolean {
  return state.phase === 'gameOver';
}

/** The seat whose move it is, or null once the game is over. */
export function seatToAct(state: GameState): number | null {
  return state.phase === 'gameOver' ? null : state.toAct;
}

export type Outcome = { readonly over: false } | { readonly over: true; readonly winners: number[] };

/** Who won (a tie shares the win: score.winner), once the game is over. */
export function outcome(state: GameState): Outcome {
  return isGameOver(state) ? { over: true, winners: winners(state) } : { over: false };
}

/** Chooses one of the legal moves; used by bots and tests. */
export type Picker = (state: GameState, moves: readonly Move[]) => Move;

/**
 * Plays from `state` to the end, asking `pick` for every move. Returns the final state and the
 * moves made. Stops early (with the error) if `pick` returns an illegal move.
 */
export function playGame(state: GameState, pick: Picker, maxMoves = 100_000): { state: GameState; moves: Move[]; error?: MoveError } {
  let s = state;
  const moves: Move[] = [];
  while (!isGameOver(s) && moves.length < maxMoves) {
    const legal = legalMoves(s);
    const move = pick(s, legal);
    // A move from the legal list is applied in place on a private copy (no copy per move); one
    // from elsewhere goes through applyMove, which refuses it without touching the state.
    const listed = legal.includes(move);
    if (listed && s === state) s = cloneState(state);
    const r = listed ? applyLegalInPlace(s, move) : applyMove(s, move);
    if (!r.ok) return { state: s, moves, error: r.error };
    s = r.value;
    moves.push(move);
  }
  return { state: s, moves };
}

/**
 * Applies a move that legalMoves(state) listed, changing `state` itself: the self-play, bench and
 * search path (no copy per move). The same checks and effects as applyMove (game.test.ts plays
 * many random games both ways and compares every move list and state). A move not from the list
 * may leave the state half changed: use applyMove for anything from outside.
 */
export function applyLegalInPlace(state: GameState, move: Move): Result<GameState, MoveError> {
  try {
    return applyChecked(state, move, true);
  } catch (e) {
    if (e instanceof StepGuardError) return err(moveError('engine/endless-loop', 'round.phase-order', `The game cannot go on from this position: ${e.message}.`));
    throw e;
  }
}
