/** The strong Endeavor bot's reasons: read from the engine's results, worded in three languages. */
import { describe, expect, it } from 'vitest';
import { scores } from '../../engine/endeavor/scoring';
import type { GameState } from '../../engine/endeavor/state';
import { endeavorReasonWords } from './endeavor-reason-words';
import { endeavorReason } from '../../bots/endeavor/explain';
import { strongDecision } from '../../bots/endeavor/strong';
import { positionAfter } from '../../bots/endeavor/test-games';

/** A position some way into a game, reached by random moves (the bot seeded like the game). */
const midGame = (seed: number, plies: number): GameState => positionAfter(seed, plies, seed);

describe('the strong Endeavor bot’s reasons', () => {
  it('an unchanged position gives only the glory lead, as the scores say', () => {
    const s = midGame(3, 40);
    const seat = s.toAct ?? 0;
    const totals = scores(s).map((x) => x.total);
    const others = Math.max(...totals.filter((_, i) => i !== seat));
    expect(endeavorReason(s, s, seat).parts).toEqual([{ key: 'lead', n: (totals[seat] ?? 0) - others }]);
  });

  it('the glory part is the score difference between the two positions', () => {
    const before = midGame(5, 10);
    const after = midGame(5, 60);
    const seat = before.toAct ?? 0;
    const glory = (scores(after)[seat]?.total ?? 0) - (scores(before)[seat]?.total ?? 0);
    const part = endeavorReason(before, after, seat).parts.find((p) => p.key === 'glory');
    expect(part === undefined ? 0 : part.n).toBe(glory);
  });

  it('every option the strong bot weighs has a reason, worded in en, hu and nl', () => {
    const s = midGame(7, 30);
    const report = strongDecision(s, 1, { candidates: 3, depth: 6 });
    expect(report.options.length).toBeGreaterThan(0);
    for (const o of report.options) {
      expect(o.reason.parts.at(-1)?.key).toBe('lead');
      const en = endeavorReasonWords('en', o.reason, report.depth);
      expect(en).toMatch(/^Looking 6 decisions ahead: .*glory/);
      expect(endeavorReasonWords('hu', o.reason, report.depth)).toMatch(/^6 döntéssel előre nézve/);
      expect(endeavorReasonWords('nl', o.reason, report.depth)).toMatch(/^6 beslissingen vooruit gekeken/);
    }
  });
});
