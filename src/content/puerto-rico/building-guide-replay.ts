/**
 * Runs a building example through the engine: builds its position (with or without the
 * building) through the engine's one gate, replays moves with applyMove, and reads the watched
 * measure off the learner's board. Holds no rules of its own: every question goes to the engine.
 * Used by the building pages (the before/after line, computed at build time), by the example
 * island, and by the test that proves every example.
 */
import { applyMove } from '../../engine/puerto-rico/game';
import type { MoveError as MoveErrorOf } from '../../engine/contract';
import type { MoveError, SetupError } from '../../engine/puerto-rico/errors';
import type { RuleId } from '../../engine/puerto-rico/rules';
import type { Move } from '../../engine/puerto-rico/moves';
import { productionCapacity } from '../../engine/puerto-rico/craftsman';
import { scores } from '../../engine/puerto-rico/scoring';
import { fromSetup, setupFromPartial, type PartialSetup } from '../../engine/puerto-rico/setup';
import type { GameState } from '../../engine/puerto-rico/state';
import type { BuildingId } from '../../engine/puerto-rico/vocabulary';
import { GOODS } from '../../engine/puerto-rico/vocabulary';
import type { Result } from '../../engine/result';
import { err, ok } from '../../engine/result';
import type { BuildingExample, ExampleSetup, Measure } from './building-guide-examples';

/** Which version of the position: as written, or with the building taken out of the learner's city. */
export type Variant = 'with' | 'without';

/**
 * The example's setup without the building: it leaves the learner's city and its colonists wait
 * in San Juan, so every other piece stays where it was.
 */
export function setupWithout(setup: ExampleSetup, seat: number, building: BuildingId): ExampleSetup {
  return {
    ...setup,
    players: setup.players.map((p, i) => {
      if (i !== seat) return p;
      const gone = (p.city ?? []).filter((c) => c.building === building).reduce((n, c) => n + c.colonists, 0);
      return { ...p, city: (p.city ?? []).filter((c) => c.building !== building), sanJuan: (p.sanJuan ?? 0) + gone };
    }),
  };
}

/** The example's position as a game state, through setupFromPartial and fromSetup (the engine's gate). */
export function examplePosition(ex: BuildingExample, building: BuildingId, variant: Variant): Result<GameState, SetupError[]> {
  const setup = variant === 'with' ? ex.setup : setupWithout(ex.setup, ex.seat, building);
  return fromSetup(setupFromPartial(setup as unknown as PartialSetup));
}

/** The measure on `seat`'s board. Reads the state; the score and production come from the engine. */
export function measure(s: GameState, seat: number, m: Measure): number {
  const p = s.players[seat];
  if (p === undefined) return 0;
  switch (m.kind) {
    case 'doubloons':
      return p.doubloons;
    case 'vp':
      return p.vp;
    case 'score':
      return scores(s)[seat]?.total ?? 0;
    case 'barrels':
      return m.good === undefined ? GOODS.reduce((n, g) => n + p.goods[g], 0) : p.goods[m.good];
    case 'tiles':
      return m.tile === undefined ? p.island.length : p.island.filter((t) => t.tile === m.tile).length;
    case 'working':
      return p.island.reduce((n, t) => n + t.colonists, 0) + p.city.reduce((n, c) => n + c.colonists, 0);
    case 'buildings':
      return p.city.length;
    case 'production':
      return productionCapacity(p)[m.good];
  }
}

/** Applies moves in order; stops at the first the engine refuses, saying which. */
export function replay(s: GameState, moves: readonly Move[]): Result<GameState, { at: number; error: MoveError }> {
  let state = s;
  for (let i = 0; i < moves.length; i++) {
    const r = applyMove(state, moves[i]);
    if (!r.ok) return err({ at: i, error: r.error });
    state = r.value;
  }
  return ok(state);
}

/** What the measure shows for a finished script: the gain, or the value at the end. */
export function reported(ex: BuildingExample, before: GameState, after: GameState): number {
  const end = measure(after, ex.seat, ex.measure);
  return ex.report === 'gain' ? end - measure(before, ex.seat, ex.measure) : end;
}

/** One side of the comparison: the engine's number, or why it refused. */
/** A refused move, or the example's position refused by the gate (its setup code then stands in). */
export type ExampleRefusal = MoveError | MoveErrorOf<SetupError['code'], RuleId>;

export type Outcome = { readonly ok: true; readonly value: number; readonly before: number; readonly after: number } | { readonly ok: false; readonly error: ExampleRefusal };

export interface Comparison {
  readonly with: Outcome;
  /** null when the example offers no "without" version (e.g. it builds the building itself). */
  readonly without: Outcome | null;
}

function run(ex: BuildingExample, building: BuildingId, variant: Variant): Outcome {
  const pos = examplePosition(ex, building, variant);
  if (!pos.ok) {
    const first = pos.error[0];
    return { ok: false, error: { code: first?.code ?? 'setup/invalid', rule: first?.rule ?? 'setup.valid', message: pos.error.map((e) => e.message).join(' ') } };
  }
  const script = variant === 'without' && ex.withoutScript ? ex.withoutScript : ex.script;
  const r = replay(pos.value, script);
  if (!r.ok) return { ok: false, error: r.error.error };
  return { ok: true, value: reported(ex, pos.value, r.value), before: measure(pos.value, ex.seat, ex.measure), after: measure(r.value, ex.seat, ex.measure) };
}

/** The example played with the building and without it, as the engine computes it. */
export function compare(ex: BuildingExample, building: BuildingId): Comparison {
  return { with: run(ex, building, 'with'), without: ex.toggle ? run(ex, building, 'without') : null };
}
