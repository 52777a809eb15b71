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
