/**
 * What the lesson board lets the learner try. A board that offered only legal moves could never
 * show a refusal, and "a wrong action is answered with the rule it breaks" is the point of a
 * lesson. So besides the engine's legal moves, the board offers the other moves of the same kinds
 * on the things in front of the player (every ship for each good he holds, every role card,
 * every building in the bank...), plus the step's listed tempting mistakes. Nothing here says
 * which of them is legal: the lesson machine asks the engine when one is played.
 */
import { sameMove, type Move } from '../../engine/puerto-rico/moves';
import type { GameState } from '../../engine/puerto-rico/state';
import { BUILDINGS, GOODS } from '../../engine/puerto-rico/vocabulary';

function push(out: Move[], m: Move): void {
  if (!out.some((o) => sameMove(o, m))) out.push(m);
}

/** The moves the board offers: `legal` first, then same-kind alternatives, then the tempting ones. */
export function candidateMoves(s: GameState, legal: readonly Move[], tempting: readonly Move[]): Move[] {
  const out: Move[] = [...legal];
  const p = s.players[s.toAct];
  const kinds = new Set(legal.map((m) => m.type));
  if (p !== undefined) {
    if (kinds.has('load')) for (const good of GOODS) if (p.goods[good] > 0) s.ships.forEach((_, ship) => push(out, { type: 'load', good, ship }));
    if (kinds.has('sell')) for (const good of GOODS) if (p.goods[good] > 0) push(out, { type: 'sell', good });
    if (kinds.has('craft')) for (const good of GOODS) push(out, { type: 'craft', good });
    if (kinds.has('build')) for (const building of BUILDINGS) if (s.buildings[building] > 0) push(out, { type: 'build', building });
    if (kinds.has('plant')) {
      for (const tile of s.faceUp) push(out, { type: 'plant', tile });
      if (s.quarries > 0) push(out, { type: 'plant', tile: 'quarry' });
    }
    if (kinds.has('colonist')) {
      for (const t of p.island) if (t.tile !== 'forest') push(out, { type: 'colonist', to: t.tile });
      for (const c of p.city) push(out, { type: 'colonist', to: c.building });
    }
  }
  if (kinds.has('role')) for (const c of s.roles) push(out, { type: 'role', role: c.role });
  for (const m of tempting) push(out, m);
  return out;
}
