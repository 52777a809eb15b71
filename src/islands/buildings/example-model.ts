/**
 * The example island's modes as data: a position that could not be built ('invalid') or one
 * being played ('ready'), and the feedback of the last click (closed unions). The reducer only
 * records what the engine answered; it decides nothing about the rules.
 */
import type { MoveError } from '../../engine/puerto-rico/errors';
import { sameMove, type Move } from '../../engine/puerto-rico/moves';
import type { GameState } from '../../engine/puerto-rico/state';
import type { BuildingId } from '../../engine/puerto-rico/vocabulary';
import type { BuildingExample } from '../../content/puerto-rico/building-guide-examples';
import { examplePosition, measure, type Variant } from '../../content/puerto-rico/building-guide-replay';

export type Feedback = { readonly kind: 'none' } | { readonly kind: 'moved'; readonly move: Move } | { readonly kind: 'refused'; readonly move: Move; readonly error: MoveError };

export type ExampleModel =
  | { readonly kind: 'invalid'; readonly variant: Variant; readonly errors: readonly string[] }
  | {
      readonly kind: 'ready';
      readonly variant: Variant;
      /** The position as it started, and now. */
      readonly start: GameState;
      readonly state: GameState;
      /** The measure at the start. */
      readonly before: number;
      /** Moves the engine accepted so far. */
      readonly steps: number;
      readonly feedback: Feedback;
    };

export type ExampleEvent =
  | { readonly type: 'example.variant'; readonly model: ExampleModel }
  | { readonly type: 'example.moved'; readonly move: Move; readonly next: GameState }
  | { readonly type: 'example.refused'; readonly move: Move; readonly error: MoveError };

/** The example's position in one variant, through the engine's gate. */
export function initialExample(ex: BuildingExample, building: BuildingId, variant: Variant): ExampleModel {
  const pos = examplePosition(ex, building, variant);
  if (!pos.ok) return { kind: 'invalid', variant, errors: pos.error.map((e) => `${e.path || '(position)'}: ${e.message}`) };
  return { kind: 'ready', variant, start: pos.value, state: pos.value, before: measure(pos.value, ex.seat, ex.measure), steps: 0, feedback: { kind: 'none' } };
}

export function exampleReducer(model: ExampleModel, event: ExampleEvent): ExampleModel {
  if (event.type === 'example.variant') return event.model;
  if (model.kind !== 'ready') return model;
  if (event.type === 'example.moved') return { ...model, state: event.next, steps: model.steps + 1, feedback: { kind: 'moved', move: event.move } };
  return { ...model, feedback: { kind: 'refused', move: event.move, error: event.error } };
}

/** The buttons: the script's moves and the alternatives, each once, in order. */
export function offeredMoves(ex: BuildingExample): Move[] {
  const out: Move[] = [];
  for (const m of [...ex.script, ...ex.alternatives]) if (!out.some((o) => sameMove(o, m))) out.push(m);
  return out;
}

/** The learner's turn in the example is over: the script's length played, or the engine moved on to someone else. */
export function isDone(model: Extract<ExampleModel, { kind: 'ready' }>, ex: BuildingExample): boolean {
  if (model.steps === 0) return false;
  return model.steps >= ex.script.length || model.state.toAct !== ex.seat;
}
