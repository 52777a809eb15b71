/**
 * A drafted 3-player game near its end, built with the engine for the browser test of the draft
 * (issue #24.1): the draft is played by the first legal picks (small buildings first) until it is
 * seat 0's turn with at most three slots left; seat 0 already has 11 of its 12 city spaces
 * filled with production buildings and drafted small violet ones, and 10 doubloons, so that one
 * build fills the city and the game ends after the round. The person drafts on the page first.
 */
import { BUILDING, PRODUCTION_BUILDINGS, applyMove, legalMoves, newGame, type GameState, type Move } from '../src/engine/puerto-rico';

export function nearEndDraft(seed = 5): GameState {
  let s = newGame({ players: 3, buildings: { kind: 'draft' } }, seed);
  const left = (x: GameState) => x.draft!.free.reduce((a, b) => a + b, 0);
  while (!(s.toAct === 0 && left(s) <= 3)) {
    const moves = legalMoves(s).filter((m): m is Extract<Move, { type: 'draft' }> => m.type === 'draft');
    // Small buildings first, so that seat 0 has drafted small violet buildings to own.
    const pick = moves.find((m) => BUILDING[m.building].size === 1) ?? moves[0]!;
    const r = applyMove(s, pick);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  const p = s.players[0]!;
  const own = [...PRODUCTION_BUILDINGS, ...s.draft!.picked.filter((b) => BUILDING[b].size === 1).slice(0, 5)];
  if (own.length !== 11) throw new Error(`only ${own.length} buildings to place`);
  p.city = own.map((building) => ({ building, colonists: 0 }));
  for (const b of own) s.buildings[b]--;
  s.bank -= 10 - p.doubloons;
  p.doubloons = 10;
  return s;
}
