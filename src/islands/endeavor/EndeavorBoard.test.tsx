import { render as renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { setupDefaults } from '../../engine/endeavor';
import EndeavorBoard from './EndeavorBoard';

/** The labels of the seats' boards, in seat order. */
const boardLabels = (html: string): string[] => [...html.matchAll(/<section class="e-player[^"]*" aria-label="([^"]*)"/g)].map((m) => m[1]!);

const game = (() => {
  const r = setupDefaults({ phase: 'build', toAct: 1 });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
})();

describe('whose board is "Your board"', () => {
  it('the seat given as the learner’s, whatever the seats are called', () => {
    // A seat named "You" that is not the learner's must not be taken for it.
    const html = renderToString(<EndeavorBoard game={game} seatNames={['Ann', 'You', 'Cy']} you={0} lang="en" />);
    expect(boardLabels(html)).toEqual(['Your board', "You's board", "Cy's board"]);
  });

  it('without a learner, the seat named "You" in the page’s language (the game table)', () => {
    const html = renderToString(<EndeavorBoard game={game} seatNames={['Ann', 'You', 'Cy']} lang="en" />);
    expect(boardLabels(html)).toEqual(["Ann's board", 'Your board', "Cy's board"]);
  });
});

describe('a card offered only to be refused', () => {
  // The Action-phase lesson's position: before passing, a discard is offered so the learner can try it.
  const acting = (() => {
    const r = setupDefaults({ phase: 'action', toAct: 0, passed: [false, true, true], seats: [{ harbour: 2, buildings: ['shipyard'], cards: ['europe-0', 'southAmerica-1'] }] });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value;
  })();
  const cardButtons = (html: string): string[] => [...html.matchAll(/<button type="button" class="(e-tile e-btile e-hot[^"]*)"[^>]*>/g)].map((m) => m[0]);
  const noop = () => {};

  it('is dashed and announced as not allowed, the other cards are no buttons', () => {
    const html = renderToString(
      <EndeavorBoard game={acting} seatNames={['A', 'B', 'C']} you={0} legal={[{ type: 'pass' }]} refusals={[{ type: 'discard', card: 'southAmerica-1' }]} onMove={noop} lang="en" />,
    );
    const buttons = cardButtons(html);
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toContain('e-try');
    // The label says what trying it does.
    expect(buttons[0]).toMatch(/aria-label="Discard South America card 1[^"]*\(not allowed here — try it to see why\)"/);
  });

  it('a gift (no move of the game) is offered only to a host that takes offers, and says so', () => {
    const give = { type: 'give', card: 'europe-0', to: 1 } as const;
    const offered = cardButtons(
      renderToString(<EndeavorBoard game={acting} seatNames={['A', 'B', 'C']} you={0} legal={[{ type: 'pass' }]} refusals={[give]} onMove={noop} onOffer={noop} lang="en" />),
    );
    expect(offered).toHaveLength(1);
    expect(offered[0]).toContain('e-try');
    expect(offered[0]).toMatch(/aria-label="Give Europe [^"]* card 0 \([^)]*\) to Player 2 \(not allowed here — try it to see why\)"/);
    expect(cardButtons(renderToString(<EndeavorBoard game={acting} seatNames={['A', 'B', 'C']} you={0} legal={[{ type: 'pass' }]} refusals={[give]} onMove={noop} lang="en" />))).toHaveLength(0);
  });

  it('a legal discard stays a plain button', () => {
    const html = renderToString(<EndeavorBoard game={acting} seatNames={['A', 'B', 'C']} you={0} legal={[{ type: 'discard', card: 'southAmerica-1' }]} onMove={noop} lang="en" />);
    const buttons = cardButtons(html);
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).not.toContain('e-try');
    expect(buttons[0]).not.toContain('aria-label');
  });
});
