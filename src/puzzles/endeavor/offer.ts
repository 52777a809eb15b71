/**
 * The moves a puzzle board offers: the engine's legal moves plus the plausible moves it would
 * refuse (a ship, draw, occupy or attack with any building or token the player holds), so the
 * learner can try a wrong idea on the board and hear the engine's reason. This decides nothing:
 * it only lists move shapes; applyMove judges each one.
 */
import {
  ACTION_TOKENS,
  BUILDING_DATA,
  CITY_DATA,
  DECKS,
  SHIPPING_REGIONS,
  STARTING_BUILDING_DATA,
  TOKEN_ACTIONS,
  legalMoves,
  type Action,
  type GameState,
  type Move,
  type Step,
} from '../../engine/endeavor';
import { stableJson } from './solve';

function stepsOf(state: GameState, seat: number, action: Action): Step[] {
  switch (action) {
    case 'ship':
      return SHIPPING_REGIONS.map((region) => ({ action, region }));
    case 'draw':
      return DECKS.map((deck) => ({ action, deck }));
    case 'occupy':
      return CITY_DATA.filter((c) => state.board.cities[c.id]?.owner !== seat).map((c) => ({ action, city: c.id }));
    case 'attack':
      return CITY_DATA.filter((c) => state.board.cities[c.id]?.owner !== null).map((c) => ({ action, city: c.id }));
    case 'payment':
      return state.players[seat]!.buildings.map((_, slot) => ({ action, slot }));
  }
}

/** Every move to offer for the player to act, in board order (buildings, then tokens, then the rest), so the list does not give away which are legal. */
export function offeredMoves(state: GameState): Move[] {
  const seat = state.toAct;
  if (seat === null || state.phase !== 'action') return legalMoves(state);
  const legal = legalMoves(state);
  if (state.discarding) return legal;
  const player = state.players[seat]!;
  const out: Move[] = [];
  const seen = new Set<string>();
  const add = (m: Move) => {
    const k = stableJson(m);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(m);
    }
  };
  player.buildings.forEach((b, slot) => {
    const choices = b.building === 'startingBuilding' ? STARTING_BUILDING_DATA.choices : BUILDING_DATA[b.building].choices;
    // Compound buildings: the engine's legal sequences, plus every single first step.
    for (const m of legal) if (m.type === 'activate' && m.slot === slot) add(m);
    for (const choice of choices) {
      const first = choice.steps[0];
      if (first !== undefined) for (const step of stepsOf(state, seat, first)) add({ type: 'activate', slot, steps: [step] });
    }
  });
  for (const token of ACTION_TOKENS) if (player.tokens[token] > 0) for (const action of TOKEN_ACTIONS[token]) for (const step of stepsOf(state, seat, action)) add({ type: 'spendToken', token, step });
  for (const m of legal) add(m);
  return out;
}
