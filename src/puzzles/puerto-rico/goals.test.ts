import { readFileSync, readdirSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { puertoRicoPuzzleSchema } from '../../content/schemas';
import { newGame } from '../../engine/puerto-rico';
import { type Goal, goalHorizon, goalPhases } from './goals';
import { readPosition } from './position';
import { type Node, Solver } from './solve';

const four = newGame({ players: 4 }, 1);
const most = (phases: number): Goal => ({ kind: 'most-vp', player: 0, phases, others: 'greedy' });

describe('where a goal line ends, in the words a learner is told', () => {
  it('is the phase in progress, or the chosen role’s phase, for one phase', () => {
    expect(goalHorizon(most(1), { ...four, phase: 'builder', rolesChosen: 2 })).toEqual({ kind: 'phase' });
    expect(goalHorizon(most(1), { ...four, phase: 'role', rolesChosen: 2 })).toEqual({ kind: 'role' });
  });

  it('is the round when the last phase of the line is the round’s last (4 players choose 4 roles)', () => {
    expect(goalHorizon(most(3), { ...four, phase: 'role', rolesChosen: 1 })).toEqual({ kind: 'round' });
    expect(goalHorizon(most(3), { ...four, phase: 'builder', rolesChosen: 2 })).toEqual({ kind: 'round' });
  });

  it('counts the next round’s phases when the line runs past the round', () => {
    expect(goalHorizon(most(3), { ...four, phase: 'role', rolesChosen: 3 })).toEqual({ kind: 'next-round', phases: 2 });
    expect(goalHorizon(most(2), { ...four, phase: 'captain', rolesChosen: 4 })).toEqual({ kind: 'next-round', phases: 1 });
  });

  it('counts the roles still to come inside the round otherwise', () => {
    expect(goalHorizon(most(2), { ...four, phase: 'role', rolesChosen: 0 })).toEqual({ kind: 'next-roles', roles: 2 });
    expect(goalHorizon(most(2), { ...four, phase: 'settler', rolesChosen: 1 })).toEqual({ kind: 'next-roles', roles: 1 });
  });

  // Every puzzle whose line runs over more than one phase, walked as the solver counts phases: the
  // role choice where its last phase is over is the one the horizon names.
  const files = readdirSync('puzzles').filter((f) => f.endsWith('.yaml'));
  const long = files
    .map((f) => ({ file: f, data: parse(readFileSync(`puzzles/${f}`, 'utf8')) as Record<string, unknown> }))
    .filter(({ data }) => data.game !== 'endeavor' && goalPhases(data.goal as Goal) > 1);

  it('matches where the solver ends the line in every puzzle over several phases', () => {
    expect(long.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const { file, data } of long) {
      const p = puertoRicoPuzzleSchema.parse({ game: 'puerto-rico', ...data });
      const pos = readPosition(p.position);
      if (!pos.result.ok) throw new Error(`${file}: no position`);
      const start = pos.result.value;
      const solver = new Solver(start, p.goal);
      let node: Node = solver.root;
      while (node.phasesLeft > 0 && node.state.phase !== 'over') node = solver.child(node, solver.legal(node.state)[0]!);
      if (node.state.phase === 'over') continue;
      const h = goalHorizon(p.goal, start);
      const said =
        h.kind === 'round'
          ? { round: start.round + 1, chosen: 0 }
          : h.kind === 'next-round'
            ? { round: start.round + 1, chosen: h.phases }
            : h.kind === 'next-roles'
              ? { round: start.round, chosen: start.rolesChosen + h.roles }
              : { round: start.round, chosen: start.rolesChosen + 1 };
      const seen = { round: node.state.round, chosen: node.state.rolesChosen };
      if (seen.round !== said.round || seen.chosen !== said.chosen) wrong.push(`${file}: ${h.kind} says ${JSON.stringify(said)}, the line ends at ${JSON.stringify(seen)}`);
    }
    expect(wrong).toEqual([]);
  });
});
