import { describe, expect, it } from 'vitest';
import { RULE_IDS, RULES } from '../engine/puerto-rico/rules';
import { examplePart, ruleExample } from './rule-example';
import { stepsTeaching } from './rules-taught';

describe('the board example of a rule', () => {
  it('exists for every game rule, and for no engine guard', () => {
    for (const id of RULE_IDS) expect(ruleExample(id) !== null, id).toBe(RULES[id].guard === undefined);
  });

  it('is the board of the first step that offers the forbidden move, when one does', () => {
    const ex = ruleExample('captain.must-load')!;
    expect(ex.place).toEqual(stepsTeaching('puerto-rico', 'captain.must-load').refusal[0]);
    expect(ex.state.phase).toBe('captain');
    expect(ex.part).toBe('ships');
  });

  it('shows the part of the board the rule concerns', () => {
    expect(examplePart('trader.one-of-each')).toBe('trading-house');
    expect(examplePart('round.role-taken')).toBe('roles');
    expect(examplePart('mayor.fill-circles')).toBe('player');
  });

  it('after the final scoring shows the first seat', () => {
    const ex = ruleExample('end.over')!;
    expect(ex.state.phase).toBe('over');
    expect(ex.seat).toBe(0);
  });
});
