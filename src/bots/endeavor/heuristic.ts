/**
 * The heuristic bot: looks one decision ahead. Every legal move is applied and the result is
 * valued for the mover: current score (the scoring list), plus what the tracks will still bring
 * (build level, growth, salary, card limit, weighted by the rounds left), presence on the map,
 * markers and action tokens in hand, minus cards over the Politics limit, minus a share of the
 * best opponent's score.
 */
import { Rng, seedRandom } from '../../engine/random';
import { CITY_DATA, ROUNDS } from '../../engine/endeavor/components';
import { applyMove, type Picker } from '../../engine/endeavor/game';
import { freesPaymentBuilding } from '../../engine/endeavor/older-rules';
import { scores } from '../../engine/endeavor/scoring';
import { countedCards, handLimit, isOpen, presence, shipMarkers, trackAmount, type GameState } from '../../engine/endeavor/state';
import { ACTION_TOKENS, REGIONS, SHIPPING_REGIONS } from '../../engine/endeavor/vocabulary';

/** Weights of the evaluation; exported so tests and tuning can read them. */
export const HEURISTIC_WEIGHTS = {
  score: 1,
  opponent: 0.3,
  buildLevel: 0.6,
  growth: 0.5,
  salary: 0.5,
  cardLimit: 0.4,
  presence: 0.3,
  shipPresence: 0.6,
  shipRace: 0.8,
  harbour: 0.25,
  actionToken: 0.5,
  overLimit: 2,
} as const;

/** How good `state` is for `seat` (higher is better). */
export function evaluate(state: GameState, seat: number): number {
  const w = HEURISTIC_WEIGHTS;
  const player = state.players[seat];
  if (!player) return 0;
  const all = scores(state).map((s) => s.total);
  const own = all[seat] ?? 0;
  const bestOther = Math.max(...all.filter((_, i) => i !== seat));
  if (state.phase === 'gameOver') return own - bestOther;
  const left = (ROUNDS.value - state.round + (state.phase === 'build' ? 1 : 0)) / ROUNDS.value;
  let v = w.score * own - w.opponent * bestOther;
  v += left * (w.buildLevel * trackAmount(player, 'industry') + w.growth * trackAmount(player, 'culture') + w.salary * trackAmount(player, 'finance'));
  v += w.cardLimit * trackAmount(player, 'politics');
  for (const r of REGIONS) {
    // Presence matters most where cards and cities are still to come: shipping regions.
    const weight = r === 'europe' ? w.presence : w.shipPresence;
    v += weight * Math.min(5, presence(state, r, seat));
  }
  for (const r of SHIPPING_REGIONS) {
    if (isOpen(state, r)) continue;
    // The governor goes to the most markers on the track: being ahead in the race is worth something.
    const mine = shipMarkers(state, r, seat);
    const most = Math.max(...state.players.map((_, s) => shipMarkers(state, r, s)));
    if (mine > 0 && mine >= most) v += w.shipRace;
  }
  v += w.harbour * Math.min(player.harbour, 6) * left;
  for (const a of ACTION_TOKENS) v += w.actionToken * player.tokens[a] * left;
  v -= w.overLimit * Math.max(0, countedCards(player) - handLimit(player));
  // Free cities still to take where we have presence: a small pull toward occupying.
  v += 0.05 * CITY_DATA.filter((c) => state.board.cities[c.id]?.owner === seat).length;
  return v;
}

/**
 * A picker taking the move with the best evaluation after one step; ties broken by a seeded draw.
 * Two Payment buildings may free each other (seed 004), a round trip that gains nothing and could
 * go on forever. The table asks a fresh picker for every decision, so the bot cannot rely on
 * memory: it never activates a building to free a Payment building (a spent token is used up, so
 * it cannot loop). Within one picker it also never leads back to a position it already led to in
 * the same phase.
 */
export function heuristicBot(seed: number | string): Picker {
  const rng = new Rng(seedRandom(seed));
  const seen = new Set<string>();
  let phaseKey = '';
  return (state, moves) => {
    const seat = state.toAct ?? 0;
    const key = `${state.round}/${state.phase}`;
    if (key !== phaseKey) {
      seen.clear();
      phaseKey = key;
    }
    let best: (typeof moves)[number][] = [];
    let bestValue = -Infinity;
    const chosen = new Map<(typeof moves)[number], string>();
    const candidates = moves.filter((m) => m.type !== 'activate' || !m.steps.some((st) => freesPaymentBuilding(state, seat, st)));
    for (const m of candidates.length > 0 ? candidates : moves) {
      const r = applyMove(state, m);
      if (!r.ok) continue;
      const after = JSON.stringify(r.value);
      if (seen.has(after)) continue;
      chosen.set(m, after);
      const v = evaluate(r.value, seat);
      if (v > bestValue + 1e-9) {
        bestValue = v;
        best = [m];
      } else if (Math.abs(v - bestValue) <= 1e-9) best.push(m);
    }
    const move = best[rng.int(Math.max(1, best.length))] ?? moves[0];
    if (move === undefined) throw new RangeError('heuristicBot was asked to move with no legal moves');
    const after = chosen.get(move);
    if (after !== undefined) seen.add(after);
    return move;
  };
}
