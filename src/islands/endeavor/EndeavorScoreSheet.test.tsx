/** The score sheet on the server: its numbers are the engine's, a tie names every winner, and it is a real table. */
import { render as renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { applyMove, scores, TRACKS, winners, type GameState, type Move } from '../../engine/endeavor';
import EndeavorScoreSheet, { SCORE_ITEMS, points } from './EndeavorScoreSheet';
import { boardStep } from '../../content/lesson-steps/endeavor/index';
import { resolvedBoardStep } from '../../machines/lesson/endeavor-positions';

const NAMES = ['You', 'Player 2', 'Player 3'];

/** The 'final' lesson position, played on by the given moves (the learner's pass and discard). */
function finalAfter(moves: readonly Move[]): GameState {
  let s = resolvedBoardStep(boardStep('final')!.step).start;
  for (const m of moves) {
    const next = applyMove(s, m);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  return s;
}

/** data-value of every cell, by "item seat", read back from the markup. */
function cellValues(html: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of html.matchAll(/<td data-seat="(\d+)" data-item="([\w.]+)" data-value="(-?\d+)"/g)) out.set(`${m[2]} ${m[1]}`, Number(m[3]));
  return out;
}

const winnerLine = (html: string) => /data-testid="score-winner"[^>]*>([^<]*)</.exec(html)?.[1] ?? '';

describe('EndeavorScoreSheet', () => {
  it('shows exactly the numbers of scores(), item by item, track by track, and the totals', () => {
    for (const card of ['europe-3', 'caribbean-5', 'africa-1']) {
      const first = finalAfter([{ type: 'pass' }, { type: 'discard', card }]);
      // A discard that lowers the Politics limit asks for more: then the first card each time, as a learner could.
      const game = finalAfter([{ type: 'pass' }, { type: 'discard', card }, ...restDiscards(first)]);
      expect(game.phase).toBe('gameOver');
      const html = renderToString(<EndeavorScoreSheet game={game} seatNames={NAMES} lang="en" />);
      const cells = cellValues(html);
      const want = scores(game);
      expect(cells.size).toBe(want.length * (SCORE_ITEMS.length + TRACKS.length + 1));
      want.forEach((s, seat) => {
        for (const item of SCORE_ITEMS) expect(cells.get(`${item} ${seat}`), `${card}: ${item} of seat ${seat}`).toBe(s[item] + 0);
        for (const track of TRACKS) expect(cells.get(`track.${track} ${seat}`)).toBe(s.byTrack[track]);
        expect(cells.get(`total ${seat}`)).toBe(s.total);
      });
      expect(html).toContain(`data-winners="${winners(game).join(' ')}"`);
    }
  });

  it('a tie names both winners and shares the win', () => {
    // Africa 1 away: You and Player 3 both end on 28.
    const game = finalAfter([{ type: 'pass' }, { type: 'discard', card: 'africa-1' }]);
    expect(game.phase).toBe('gameOver');
    expect(winners(game)).toEqual([0, 2]);
    const html = renderToString(<EndeavorScoreSheet game={game} seatNames={NAMES} lang="en" />);
    expect(winnerLine(html)).toBe('Shared win: You and Player 3, with 28 points each.');
    expect(html.match(/class="e-ss-badge"/g)).toHaveLength(2);
    expect(renderToString(<EndeavorScoreSheet game={game} seatNames={NAMES} lang="nl" />)).toContain('Gedeelde winst: You en Player 3, met elk 28 punten.');
  });

  it('a single winner is named alone', () => {
    // Caribbean 5 away: Player 3 wins alone.
    const game = finalAfter([{ type: 'pass' }, { type: 'discard', card: 'caribbean-5' }]);
    const html = renderToString(<EndeavorScoreSheet game={game} seatNames={NAMES} lang="en" />);
    expect(winnerLine(html)).toBe(`Winner: Player 3, with ${scores(game)[2]!.total} points.`);
    expect(html.match(/class="e-ss-badge"/g)).toHaveLength(1);
  });

  it('before the end it reads "so far" and names the leader, not a winner', () => {
    const game = finalAfter([]);
    const html = renderToString(<EndeavorScoreSheet game={game} seatNames={NAMES} lang="en" />);
    expect(html).toContain('Score sheet so far');
    expect(winnerLine(html)).toMatch(/^Level in the lead: You and Player 3, with \d+ points each\.$/);
    expect(html).not.toContain('e-ss-badge');
  });

  it('is a table with a caption and scoped headers, in a focusable scroll box named by the caption', () => {
    const html = renderToString(<EndeavorScoreSheet game={finalAfter([])} seatNames={NAMES} lang="hu" />);
    const caption = /<caption id="([^"]+)">([^<]+)<\/caption>/.exec(html);
    expect(caption?.[2]).toContain('Pontozólap');
    expect(html).toContain(`role="region" aria-labelledby="${caption?.[1]}" tabindex="0"`);
    expect(html.match(/<th scope="col"/g)).toHaveLength(NAMES.length + 1);
    expect(html.match(/<th scope="row"/g)).toHaveLength(SCORE_ITEMS.length + TRACKS.length + 1);
  });

  it('prints minus points with a minus sign and never "-0"; seat names stay text', () => {
    expect([points(-2), points(-0), points(0), points(7)]).toEqual(['\u22122', '0', '0', '7']);
    const html = renderToString(<EndeavorScoreSheet game={finalAfter([])} seatNames={['<b>x</b>', 'B', 'C']} lang="en" />);
    expect(html).not.toContain('<b>x');
    expect(html).toContain('&lt;b>x&lt;/b>');
  });
});

/** The discards still due after the first one: always the first card in hand. */
function restDiscards(game: GameState): Move[] {
  const moves: Move[] = [];
  let s = game;
  while (s.phase !== 'gameOver') {
    const m: Move = { type: 'discard', card: s.players[s.toAct ?? 0]!.cards[0]! };
    const next = applyMove(s, m);
    if (!next.ok) throw new Error(next.error.message);
    moves.push(m);
    s = next.value;
  }
  return moves;
}
