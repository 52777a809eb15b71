import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, newGame, type GameState, type Move } from '../../engine/puerto-rico';
import { lessonBuildings } from './board-buildings';

const play = (s: GameState, ...moves: Move[]): GameState =>
  moves.reduce((x, m) => {
    const r = applyMove(x, m);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, s);

describe('the buildings a lesson board draws', () => {
  it('in the draft: the violet candidates the bank does not hold yet, and a refused pick', () => {
    const s = play(newGame({ players: 3, buildings: { kind: 'draft' } }, 1), { type: 'draft', building: 'hacienda' });
    const shown = lessonBuildings(s, [...legalMoves(s), { type: 'draft', building: 'forestHouse' }]);
    expect(s.buildings.blackMarket).toBe(0);
    expect([shown('blackMarket'), shown('forestHouse'), shown('hacienda'), shown('smallIndigoPlant')]).toEqual([true, true, true, true]);
    expect(shown('constructionHut')).toBe(true);
    expect(shown('cloister')).toBe(true);
  });

  it('a sold-out building only when the step offers it', () => {
    const s = play(newGame({ players: 3, buildings: { kind: 'all' } }, 1), { type: 'role', role: 'builder' }, { type: 'build', building: 'smallMarket' });
    expect(lessonBuildings(s, legalMoves(s))('smallMarket')).toBe(false);
    expect(lessonBuildings(s, [...legalMoves(s), { type: 'build', building: 'smallMarket' }])('smallMarket')).toBe(true);
  });
});
