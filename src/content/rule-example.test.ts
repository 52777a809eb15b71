import { describe, expect, it } from 'vitest';
import { RULE_IDS, RULES } from '../engine/puerto-rico/rules';
import { RULES as ENDEAVOR_RULES } from '../engine/endeavor/rules';
import { endeavorPart, examplePart, exampleKey, ruleExample } from './rule-example';
import { rulesTaught, stepsTeaching } from './rules-taught';

describe('the board example of a rule', () => {
  it('exists for every Puerto Rico game rule, and for no engine guard', () => {
    for (const id of RULE_IDS) expect(ruleExample('puerto-rico', id) !== null, id).toBe(RULES[id].guard === undefined);
  });

  it('exists for every Endeavor rule a lesson teaches, and for no engine guard', () => {
    const t = rulesTaught('endeavor');
    for (const { id } of ENDEAVOR_RULES) {
      const taught = t.doing.has(id) || t.refusal.has(id);
      expect(ruleExample('endeavor', id) !== null, id).toBe(taught && !t.guards.has(id));
    }
  });

  it('is the board of the first step that offers the forbidden move, when one does', () => {
    const ex = ruleExample('puerto-rico', 'captain.must-load')!;
    expect(ex.place).toEqual(stepsTeaching('puerto-rico', 'captain.must-load').refusal[0]);
    expect(ex.state.phase).toBe('captain');
    expect(ex.part).toBe('ships');
    const occupy = ruleExample('endeavor', 'occupy.open-region')!;
    expect(occupy.place).toEqual(stepsTeaching('endeavor', 'occupy.open-region').refusal[0]);
    expect(occupy.part).toBe('map');
  });

  it('shows the part of the board the rule concerns', () => {
    expect(examplePart('trader.one-of-each')).toBe('trading-house');
    expect(examplePart('round.role-taken')).toBe('roles');
    expect(examplePart('mayor.fill-circles')).toBe('player');
    const build = ruleExample('endeavor', 'build.level-limit')!;
    if (build.game !== 'endeavor') throw new Error('an Endeavor example');
    expect(build.state.phase).toBe('build');
    expect(build.part).toBe('stock');
    // The stock is on the board only while building: another phase shows the learner's board.
    expect(endeavorPart('build.level-limit', { ...build.state, phase: 'action' })).toBe('seat');
    expect(ruleExample('endeavor', 'salary.choose')!.part).toBe('seat');
  });

  it('after the final scoring shows the first seat', () => {
    const ex = ruleExample('puerto-rico', 'end.over')!;
    expect(ex.state.phase).toBe('over');
    expect(ex.seat).toBe(0);
  });

  it('is shared by rules that the same step teaches on the same part, and only by them', () => {
    for (const game of ['puerto-rico', 'endeavor'] as const) {
      const byKey = new Map<string, string>();
      for (const id of rulesTaught(game).ids) {
        const ex = ruleExample(game, id);
        if (!ex) continue;
        const same = `${ex.place.lesson}#${ex.place.index}:${ex.part}:${ex.seat}`;
        expect(byKey.get(exampleKey(ex)) ?? same, id).toBe(same);
        byKey.set(exampleKey(ex), same);
      }
    }
  });
});
