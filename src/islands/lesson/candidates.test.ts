import { describe, expect, it } from 'vitest';
import { applyMove, isLegal, legalMoves } from '../../engine/puerto-rico/game';
import { sameMove } from '../../engine/puerto-rico/moves';
import { CAPTAIN_EXAMPLE } from '../../machines/puerto-rico/examples';
import { position } from '../../machines/puerto-rico/position';
import { RULES, RULE_IDS } from '../../engine/puerto-rico/rules';
import { LESSON_PLANS } from '../../content/lesson-steps/puerto-rico/index';
import { PUERTO_RICO_DRILLS } from '../../content/lesson-steps/puerto-rico/practice/index';
import { stepStart } from '../../machines/lesson/puerto-rico-positions';
import { candidateMoves } from './candidates';

describe('what the lesson board offers to try', () => {
  const s0 = position(CAPTAIN_EXAMPLE);
  const captain = applyMove(s0, { type: 'role', role: 'captain' });
  if (!captain.ok) throw new Error(captain.error.message);
  const s = captain.value;

  it('offers every legal move, and also the wrong ships for each good the player holds', () => {
    const legal = legalMoves(s);
    const offered = candidateMoves(s, legal, []);
    for (const m of legal) expect(offered.some((o) => sameMove(o, m))).toBe(true);
    expect(offered.some((m) => m.type === 'load' && m.good === 'sugar' && m.ship === 0)).toBe(true);
    expect(isLegal(s, { type: 'load', good: 'sugar', ship: 0 })).toBe(false);
    // Anna holds no coffee: nothing to try with it.
    expect(offered.some((m) => m.type === 'load' && m.good === 'coffee')).toBe(false);
  });

  it('adds the step’s tempting mistakes once, and offers every role card at a role choice', () => {
    const offered = candidateMoves(s, legalMoves(s), [{ type: 'pass' }, { type: 'pass' }]);
    expect(offered.filter((m) => m.type === 'pass')).toHaveLength(1);
    // (Declining the Mayor's privilege colonist is a second Mayor move; one per card is counted.)
    const roles = candidateMoves(s0, legalMoves(s0), []).filter((m) => m.type === 'role' && m.colonists === undefined);
    expect(roles).toHaveLength(s0.roles.length);
  });
});

// move.illegal and move.malformed are engine guards, not game rules (their `guard` in the rules
// registry): a learner never meets them, because every wrong move a lesson board offers is refused
// by a named rule. This tries them all, on each step's board and after each move of its solution.
describe('the refusals a lesson board can give', () => {
  it('always name a game rule, never an engine guard', () => {
    const guards = new Set(RULE_IDS.filter((id) => RULES[id].guard !== undefined));
    expect([...guards].sort()).toEqual(['move.illegal', 'move.malformed']);
    let tried = 0;
    for (const plan of [...LESSON_PLANS, ...PUERTO_RICO_DRILLS]) {
      plan.steps.forEach((step, i) => {
        const start = stepStart(plan.steps, i);
        if (!start.ok || start.value === null) return;
        const boards = [start.value];
        for (const m of step.solution) {
          const r = applyMove(boards.at(-1)!, m);
          if (r.ok) boards.push(r.value);
        }
        for (const s of boards) {
          const tempting = s === start.value ? step.refusals.map((r) => r.move) : [];
          for (const m of candidateMoves(s, legalMoves(s), tempting)) {
            const r = applyMove(s, m);
            if (r.ok) continue;
            tried++;
            expect(guards.has(r.error.rule), `${plan.lesson} step ${i + 1}: ${JSON.stringify(m)} → ${r.error.rule}`).toBe(false);
          }
        }
      });
    }
    // Enough wrong moves were tried for the answer to mean something.
    expect(tried).toBeGreaterThan(500);
  });
});
