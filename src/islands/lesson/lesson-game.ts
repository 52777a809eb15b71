/**
 * What the one lesson player (./LessonPlayer.tsx) needs from a game, as puzzleFlow() takes a game
 * for puzzles: the lesson machine bound to the game's rules, the board, the words of an answer,
 * and optionally the moves without a place on the board, the statechart the step lights up and a
 * way to write the moves of a step into a link. Everything else (step navigation, progress, where
 * the feedback goes, the share link, the address) the player does the same way for every game.
 * Adapters: ./games/puerto-rico.tsx, ./games/endeavor.tsx.
 */
import type { ComponentType } from 'preact';
import type { AnyStateMachine } from 'xstate';
import type { Lang } from '../../content/schemas';
import type { PlayerLabels } from '../../i18n/strings/lessons';
import type { Feedback, LessonContext, LessonEvent, StepShape } from '../../machines/lesson';

/** A step's words in the page's language: Puerto Rico steps have a title and a text, every step with a board a task. */
export interface StepText {
  readonly title?: string;
  readonly body?: string;
  readonly task?: string;
  /** The button that tries the step's refused setup (Puerto Rico steps with `tries`). */
  readonly try?: string;
}

/** What the board of a step is drawn from. */
export interface LessonBoardProps<S, M, Step> {
  state: S;
  step: Step;
  /** Seat names, the plan's (Puerto Rico) or none (the game names them). */
  names: readonly string[];
  lang: Lang;
  labels: PlayerLabels;
  /** The step's goal is reached: the board waits for the next step. */
  reached: boolean;
  /** Plays a move through the lesson machine (the engine judges it). */
  onMove: (move: M) => void;
  /** The step's words in the page's language (a button's words beside the board). */
  text: StepText;
  /** Tries the step's `index`-th setup (the lesson machine answers with the engine's refusal). */
  onTry: (index: number) => void;
}

/** The words of the answer to the learner's last move: refused, not what the step asks, played, or the step done. */
export interface LessonAnswerProps<S, M, E, Step> {
  feedback: Feedback<M, E>;
  step: Step;
  start: S;
  state: S;
  /** The moves played in this step so far, from `start`. */
  played: readonly M[];
  names: readonly string[];
  task: string;
  lang: Lang;
  labels: PlayerLabels;
  /** A mistake was made in this visit of the step (a practice drill done so wins no star). */
  missed?: boolean;
}

/** A statechart to light: the machine's id and its active state paths. */
export interface Lights {
  machine: string;
  paths: readonly string[];
}

export interface LessonGame<S, M, E extends { rule: string }, Step extends StepShape<M, unknown>> {
  /** lessonMachine(the game's LessonRules). */
  machine: AnyStateMachine;
  Board: ComponentType<LessonBoardProps<S, M, Step>>;
  Answer: ComponentType<LessonAnswerProps<S, M, E, Step>>;
  /** Moves with no part of the board to click (Endeavor's Pass), offered as buttons beside it. */
  Moves?: ComponentType<LessonBoardProps<S, M, Step>> | undefined;
  /** The statechart the page shows for this step, lit where the phase stands after `played` from the step's start. */
  lights?: ((steps: readonly Step[], index: number, start: S | null, played: readonly M[]) => Lights | null) | undefined;
  /** Moves as places in the engine's legal lists, for a link to the board a learner reached (#step-N/0.3). */
  path?: { encode(start: S, moves: readonly M[]): number[] | null; decode(start: S, path: readonly number[]): M[] | null } | undefined;
  /** Nothing to do on the board: the learner reads and goes on (Puerto Rico's 'read' steps). */
  isRead?: ((step: Step) => boolean) | undefined;
  /** A step's own anchor on the page, when the page places each step itself (Endeavor's #step-occupy). */
  stepId?: ((step: Step) => string) | undefined;
  /** The first step's board comes into view as the page opens (a practice page is exercises first, as a puzzle's is). */
  opensInView?: boolean | undefined;
}

/** A change to a game's adapter, made once as an island starts (a practice page's stars: ./practice-stars.tsx). */
export type WrapGame<S, M, E extends { rule: string }, Step extends StepShape<M, unknown>> = (game: LessonGame<S, M, E, Step>) => LessonGame<S, M, E, Step>;

/** The lesson machine's snapshot as the player reads it. */
export interface LessonSnapshot<S, M, E, Step> {
  context: LessonContext<S, M, E, Step>;
  matches(state: 'learning' | 'finished'): boolean;
}

export type LessonSend<M> = (event: LessonEvent<M>) => void;
