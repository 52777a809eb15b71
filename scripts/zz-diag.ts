import { heuristicDecision } from '../src/bots/puerto-rico';
import { applyLegalMove, legalMoves, newGame, moveToString } from '../src/engine/puerto-rico';
import { candidatesAt, positionOf } from '../src/puzzles/mine';
import { readPosition } from '../src/puzzles/position';
import { Solver, searchSafely } from '../src/puzzles/solve';
for (let g = 0; g < 2; g++) {
  let s = newGame({ players: 3 + (g % 3), ...(g % 2 ? { buildings: { kind: 'all' } } : {}) } as any, `101-${g}`);
  let last = '';
  while (s.phase !== 'over') {
    const legal = legalMoves(s);
    if (legal.length > 1 && (s.phase === 'builder' || s.phase === 'mayor') && last !== `${s.phase}${s.toAct}`) {
      for (const c of candidatesAt(s, true)) {
        const s2 = readPosition(positionOf(s, ['a','b','c','d','e'])).result;
        if (!s2.ok) continue;
        const solver = new Solver(s2.value, c.goal, 20000, 20000);
        const r = searchSafely(() => {
          const opts = solver.options(solver.root);
          const ends = solver.bestTurnEnds(solver.root, 6);
          return `ph${c.goal.phases} opts ${opts.slice(0,6).map(o=>`${moveToString(o.move)}=${o.value}`).join(' | ')}  ends ${ends.length} ${ends.slice(0,3).map(e=>e.line.map(moveToString).join(',')).join(' / ')} visited ${solver.visited}`;
        });
        console.log(g, s.round, s.phase, r.ok ? r.value : 'too large');
      }
    }
    last = `${s.phase}${s.toAct}`;
    s = applyLegalMove(s, legal.length === 1 ? legal[0]! : heuristicDecision(s, s.toAct, { seed: 1 }).move);
  }
}
