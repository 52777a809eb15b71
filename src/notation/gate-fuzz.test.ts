/**
 * Hostile positions: checksummed codes forged by byte edits and by field edits of the decoded
 * state (re-encoded with a valid checksum), at least 5,000 per game per run. Every state the
 * engine's gate lets in is played on to its end with random moves; any exception, dead end,
 * endless game, step-guard error or broken invariant fails the test.
 */
import { describe, expect, it } from 'vitest';
import { fromSetup, type GameState } from '../engine/puerto-rico';
import { playChecked } from '../engine/puerto-rico/checked-play';
import { randomPicker } from '../engine/puerto-rico/checked-play';
import { fromSetup as endeavorFromSetup, type GameState as EndeavorState } from '../engine/endeavor';
import { playChecked as playEndeavor, randomPicker as endeavorPicker } from '../engine/endeavor/checked-play';
import { fuzzGate } from './fuzz-kit';
import { decodeEndeavorLink, decodeLink, endeavorPositionLink, positionLink } from './index';
import { gameStates } from '../bots/puerto-rico/test-games';
import { endeavorGame } from '../bots/endeavor/test-games';

/** Forgeries per game per run (FORGERIES=… widens a run by hand). */
const FORGERIES = Number(process.env.FORGERIES ?? 5000);
// A fixed seed, so a CI run can be replayed exactly; FUZZ_SEED=… widens the search by hand (a
// failure names its seed and forgery).
const RUN = process.env.FUZZ_SEED ?? 'fixed-1';

function puertoRicoBases(): GameState[] {
  const out: GameState[] = [];
  for (const [n, kind, seed] of [
    [2, 'base', 11],
    [3, 'draft', 12],
    [4, 'all', 13],
    [5, 'draft', 14],
    [4, 'base', 15],
  ] as const) {
    const states = gameStates(n, { kind }, seed);
    // Late positions keep the play-on short; the draft's own positions come first in a drafted game.
    for (const at of [0.55, 0.7, 0.8, 0.9, 0.97]) out.push(states[Math.floor(at * (states.length - 1))]!);
    if (kind === 'draft') for (const i of [0, 5, 12]) out.push(states[i]!);
  }
  return out;
}

function endeavorBases(): EndeavorState[] {
  const out: EndeavorState[] = [];
  for (const [n, seed] of [
    [3, 21],
    [4, 22],
    [5, 23],
  ] as const) {
    const g = endeavorGame(n, seed);
    for (const at of [0.1, 0.4, 0.6, 0.8, 0.95]) out.push(g.states[Math.floor(at * (g.states.length - 1))]!);
  }
  return out;
}

describe('forged positions the gate accepts play on to the end', () => {
  it(`Puerto Rico: ${FORGERIES} forgeries, every accepted state played out with every invariant`, () => {
    const t0 = performance.now();
    const tally = fuzzGate<GameState>({
      seed: `pr-gate-${RUN}`,
      bases: puertoRicoBases(),
      byteEdits: FORGERIES / 2,
      fieldEdits: FORGERIES / 2,
      encode: (s) => positionLink(s),
      decode: decodeLink,
      gate: fromSetup,
      playOn: (s, seed) => playChecked(s, randomPicker(seed)).problems,
    });
    console.log(`Puerto Rico gate fuzz (pr-gate-${RUN}): ${tally.forged} forged, ${tally.accepted} accepted and played out, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    expect(tally.unexpected).toBeNull();
    expect(tally.breaks).toEqual([]);
    expect(tally.forged).toBeGreaterThanOrEqual(5000);
    // The edits must reach the engine: a good share of forgeries is accepted and played.
    expect(tally.accepted).toBeGreaterThan(tally.forged / 50);
  });

  it(`Endeavor: ${FORGERIES} forgeries, every accepted state played out with every invariant`, () => {
    const t0 = performance.now();
    const tally = fuzzGate<EndeavorState>({
      seed: `endeavor-gate-${RUN}`,
      bases: endeavorBases(),
      byteEdits: FORGERIES / 2,
      fieldEdits: FORGERIES / 2,
      encode: (s) => endeavorPositionLink(s),
      decode: decodeEndeavorLink,
      gate: endeavorFromSetup,
      playOn: (s, seed) => playEndeavor(s, endeavorPicker(seed)).problems,
    });
    console.log(`Endeavor gate fuzz (endeavor-gate-${RUN}): ${tally.forged} forged, ${tally.accepted} accepted and played out, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    expect(tally.unexpected).toBeNull();
    expect(tally.breaks).toEqual([]);
    expect(tally.forged).toBeGreaterThanOrEqual(5000);
    expect(tally.accepted).toBeGreaterThan(tally.forged / 50);
  });
});
