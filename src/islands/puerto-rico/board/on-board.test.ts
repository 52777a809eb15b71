import { describe, expect, it } from 'vitest';
import { BUILDING, BUILDINGS, applyMove, legalMoves, newGame } from '../../../engine/puerto-rico';
import type { GameState } from '../../../engine/puerto-rico';
import { buildingsOnBoard } from './on-board';

const violet = BUILDINGS.filter((b) => BUILDING[b].kind === 'violet');
const draftGame = () => newGame({ players: 3, buildings: { kind: 'draft' } }, 7);

describe('the bank board of a drafted game', () => {
  it('shows every violet building while the draft runs, though the bank holds none yet', () => {
    const s = draftGame();
    const shown = buildingsOnBoard(s);
    expect(violet.filter((b) => s.buildings[b] > 0)).toEqual([]);
    expect(violet.filter((b) => !shown(b))).toEqual([]);
    // Every building a draft move names has a place to click.
    for (const m of legalMoves(s)) if (m.type === 'draft') expect(shown(m.building)).toBe(true);
  });

  it('after the draft, shows the drafted buildings (even sold out) and hides the others', () => {
    let s: GameState = draftGame();
    while (s.phase === 'draft') {
      const r = applyMove(s, legalMoves(s)[0]!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    const picked = s.draft!.picked;
    const soldOut = picked[0]!;
    s.buildings[soldOut] = 0;
    const shown = buildingsOnBoard(s);
    for (const b of picked) expect(shown(b)).toBe(true);
    expect(violet.filter((b) => shown(b) && !picked.includes(b))).toEqual([]);
  });

  it('a base game shows its violet buildings sold out or not, and no expansion building', () => {
    const s = newGame({ players: 3 }, 1);
    s.buildings.harbor = 0;
    const shown = buildingsOnBoard(s);
    expect(shown('harbor')).toBe(true);
    expect(violet.filter((b) => shown(b) && BUILDING[b].edition !== 'base')).toEqual([]);
  });
});
