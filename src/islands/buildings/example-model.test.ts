/** The example island's model: it only records what the engine answered. */
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../engine/puerto-rico/game';
import { BUILDING_EXAMPLES } from '../../content/puerto-rico/building-guide-examples';
import { exampleReducer, initialExample, isDone, offeredMoves } from './example-model';
import { comparisonLine, changeWords } from './example-words';
import { compare } from '../../content/puerto-rico/building-guide-replay';

describe('example model', () => {
  it('offers each move once, script first', () => {
    const ex = BUILDING_EXAMPLES.smallWharf;
    const offered = offeredMoves(ex);
    expect(offered[0]).toEqual(ex.script[0]);
    expect(offered.filter((m) => m.type === 'small-wharf')).toHaveLength(1);
  });

  it('counts accepted moves and is done after the script', () => {
    const ex = BUILDING_EXAMPLES.smallMarket;
    let m = initialExample(ex, 'smallMarket', 'with');
    if (m.kind !== 'ready') throw new Error('position refused');
    expect(isDone(m, ex)).toBe(false);
    const r = applyMove(m.state, ex.script[0]);
    if (!r.ok) throw new Error(r.error.message);
    m = exampleReducer(m, { type: 'example.moved', move: ex.script[0]!, next: r.value });
    if (m.kind !== 'ready') throw new Error('unexpected');
    expect(m.steps).toBe(1);
    expect(isDone(m, ex)).toBe(true);
  });

  it('keeps the position when the engine refuses, and shows the refusal', () => {
    const ex = BUILDING_EXAMPLES.office;
    const m = initialExample(ex, 'office', 'without');
    if (m.kind !== 'ready') throw new Error('position refused');
    const r = applyMove(m.state, ex.script[0]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const next = exampleReducer(m, { type: 'example.refused', move: ex.script[0]!, error: r.error });
    expect(next.kind === 'ready' && next.state).toBe(m.state);
    expect(next.kind === 'ready' && next.feedback.kind).toBe('refused');
  });
});

describe('example words', () => {
  it("tells the engine's comparison in a sentence", () => {
    const ex = BUILDING_EXAMPLES.smallMarket;
    const c = compare(ex, 'smallMarket');
    if (!c.with.ok || !c.without?.ok) throw new Error('refused');
    const line = comparisonLine('en', 'smallMarket', ex, c);
    expect(line?.text).toBe(`Without the Small Market you would gain ${c.without.value} doubloons; with it, ${c.with.value} doubloons.`);
  });

  it('quotes the engine when it refuses the move without the building', () => {
    const ex = BUILDING_EXAMPLES.tradingPost;
    const c = compare(ex, 'tradingPost');
    if (c.without === null || c.without.ok) throw new Error('expected a refusal');
    expect(comparisonLine('hu', 'tradingPost', ex, c)?.text).toContain(c.without.error.message);
  });

  it('signs the change', () => {
    expect(changeWords('en', BUILDING_EXAMPLES.smallWarehouse, 6, 4).text).toBe('Your barrels: 6 → 4 (−2)');
    expect(changeWords('en', BUILDING_EXAMPLES.smallMarket, 2, 5).text).toBe('Your doubloons: 2 → 5 (+3)');
  });
});
