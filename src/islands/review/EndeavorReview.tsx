/**
 * The review page for an Endeavor replay link: the strong Endeavor bot's review in the review
 * worker (progress, Cancel), the chart of the game, the marks by player and the costly decisions;
 * for the decision chosen, the Endeavor board before it, the move played and the best move found
 * side by side, each with the bot's reason (explain.ts, worded by endeavor-reason-words.ts). The
 * reviewed players' mistakes and blunders are exercises on the spot, judged by the same search;
 * one the Endeavor puzzle solver proves (src/puzzles/endeavor/review-puzzle.ts) can be opened,
 * saved to the learner's puzzles and shared as a puzzle link.
 * The terms, progress, lists and chart are the game-independent parts (ReviewParts, ReviewChart).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { EndeavorDecisionReview, EndeavorReplay } from '../../bots/endeavor/review';
import { ENDEAVOR_BUDGET_SPEC, type EndeavorReviewBudget } from '../../bots/endeavor/review-budget';
import type { Mark } from '../../bots/review/marks';
import { makeQuery, parseQuery, type ReviewQueryNotice } from '../../bots/review/link';
import type { Lang } from '../../content/schemas';
import { applyMove, legalMoves, newGame, type GameState, type Move } from '../../engine/endeavor';
import { fill } from '../../i18n/define';
import type { reviewText as ReviewTextTable } from '../../i18n/strings/review';
import type { shareText as ShareTextTable } from '../../i18n/strings/share';
import { wordsOf } from '../../i18n/words';
import { decodeEndeavorLink, endeavorPositionLink } from '../../notation/endeavor/link';
import { codeFromHash, reviewPath } from '../../notation/url';
import { utcDay } from '../../puzzles/daily';
import { type EndeavorReviewPuzzle, endeavorReviewPuzzleId } from '../../puzzles/endeavor/review-puzzle';
import { endeavorGoalWords, endeavorOthersWords } from '../puzzles/endeavor-goal-words';
import EndeavorBoard from '../endeavor/EndeavorBoard';
import { moveWords } from '../endeavor/words';
import { tx } from '../puerto-rico/board/text';
import { endeavorReasonWords } from './endeavor-reason-words';
import { ReviewChart } from './ReviewChart';
import {
  DecisionView,
  ReviewNotLoaded,
  lead,
  NO_TRY,
  pct,
  ReviewLists,
  type ReviewKey,
  ReviewTerms,
  showDecision,
  type PuzzleOffer,
  PuzzleOfferBox,
  type Say,
  useReviewRun,
  useSavedPuzzles,
} from './review-parts';
import type { RunnerResponse } from './review-runner';

const reviewText = wordsOf<typeof ReviewTextTable>('review');
const shareText = wordsOf<typeof ShareTextTable>('share');

interface Loaded {
  code: string;
  replay: EndeavorReplay;
  positions: GameState[];
  names: string[];
  budget: EndeavorReviewBudget;
  seats: number[] | null;
}

/** The link of the page, read once: the replay, or the notice that says why there is none. */
function load(lang: Lang, say: Say): { loaded: Loaded | null; notices: string[] } {
  const code = codeFromHash(location.hash);
  const d = decodeEndeavorLink(code);
  if (!d.ok) return { loaded: null, notices: [say('notice.link', { message: shareText(lang, d.error.code) })] };
  const sc = d.value.envelope.scenario;
  if (sc.kind !== 'replay') return { loaded: null, notices: [say('notice.position')] };
  const positions = [newGame(sc.options, sc.seed)];
  for (const m of sc.moves) {
    const next = applyMove(positions[positions.length - 1]!, m);
    if (!next.ok) return { loaded: null, notices: [say('notice.link', { message: shareText(lang, 'notation/illegal-move') })] };
    positions.push(next.value);
  }
  const n = sc.options.players;
  const query = parseQuery(ENDEAVOR_BUDGET_SPEC, location.search, n);
  const noticeOf = (q: ReviewQueryNotice) => (q.code === 'review/bad-seats' ? say('notice.seats') : say('notice.budget', { param: q.param }));
  const names = Array.from({ length: n }, (_, i) => d.value.envelope.view.names?.[i] || tx(lang, 'player', { n: i + 1 }));
  return {
    loaded: { code, replay: { options: { players: n }, seed: sc.seed, moves: [...sc.moves] }, positions, names, budget: query.budget, seats: query.seats },
    notices: query.notices.map(noticeOf),
  };
}

export default function EndeavorReview({ lang }: { lang: Lang }) {
  const say: Say = (k, v = {}) => fill(reviewText(lang, k), v, lang);
  const [{ loaded, notices }, setLoad] = useState<{ loaded: Loaded | null; notices: string[] }>({ loaded: null, notices: [] });
  const [ready, setReady] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  /** Whether each exercise's position is also a proved puzzle: 'checking' while the solver works. */
  const [proofs, setProofs] = useState<Record<number, EndeavorReviewPuzzle | null | 'checking'>>({});
  const { saved, save } = useSavedPuzzles();
  const review = useReviewRun<EndeavorDecisionReview>((data: RunnerResponse) => {
    if (data.type === 'proved' && 'game' in data) setProofs((p) => ({ ...p, [data.index]: data.puzzle }));
  });
  const detailRef = useRef<HTMLHeadingElement>(null);

  const start = (l: Loaded) => {
    setSelected(null);
    review.start({ type: 'review', game: 'endeavor', replay: l.replay, budget: l.budget, seats: l.seats });
  };

  useEffect(() => {
    const l = load(lang, say);
    setLoad(l);
    setReady(true);
    if (l.loaded) start(l.loaded);
    return review.stop;
  }, []);

  // An exercise shown is also checked as a puzzle, once, by the exhaustive Endeavor solver.
  useEffect(() => {
    if (!loaded || current === undefined || proofs[current.index] !== undefined || !isExercise(current)) return;
    setProofs((p) => ({ ...p, [current.index]: 'checking' }));
    review.ask({ type: 'prove', game: 'endeavor', replay: loaded.replay, index: current.index, best: current.best.move });
  }, [selected, review.decisions.length]);

  const byIndex = useMemo(() => new Map(review.decisions.map((d) => [d.index, d])), [review.decisions]);
  const current = selected === null ? undefined : byIndex.get(selected);
  const choose = (index: number) => {
    setSelected(index);
    review.setTried(NO_TRY);
    showDecision(detailRef);
  };

  function isExercise(d: EndeavorDecisionReview): boolean {
    const reviewed = loaded?.seats ?? loaded?.names.map((_, i) => i) ?? [];
    return reviewed.includes(d.seat) && (d.mark === 'mistake' || d.mark === 'blunder');
  }

  if (!ready) return null;
  if (!loaded) return <ReviewNotLoaded say={say} notices={notices} playPath={`/${lang}/play/endeavor/`} />;

  const seatsText = loaded.seats === null ? say('seats.all') : loaded.seats.map((s) => loaded.names[s]).join(', ');
  const markName = (m: Mark) => say(`mark.${m}` as ReviewKey);
  const pointLabel = (d: EndeavorDecisionReview) => say('chart.point', { n: d.index + 1, name: loaded.names[d.seat] ?? '', mark: markName(d.mark) });
  const moveOf = (d: EndeavorDecisionReview, m: Move) => moveWords(m, loaded.positions[d.index]!.players[d.seat]?.buildings, lang);
  const reviewedSeats = loaded.seats ?? loaded.names.map((_, i) => i);
  const { candidates, depth, seed } = loaded.budget;
  const puzzleOf = (d: EndeavorDecisionReview): PuzzleOffer | 'checking' | null => {
    const p = proofs[d.index];
    if (p === undefined) return 'checking';
    if (p === 'checking' || p === null) return p;
    const state = loaded.positions[d.index]!;
    const id = endeavorReviewPuzzleId(p.goal, endeavorPositionLink(state));
    const code = endeavorPositionLink(state, { puzzle: { id, attempt: [] }, names: loaded.names });
    // A round goal assumes the others pass: the offer says so. The offer's sentence adds the last full stop.
    const words = p.goal.others === 'pass' ? `${endeavorGoalWords(p.goal, loaded.names, lang)} ${endeavorOthersWords(p.goal, loaded.names, lang)}` : endeavorGoalWords(p.goal, loaded.names, lang);
    return { goal: words.replace(/\.$/, ''), id, code, path: `/${lang}/puzzles/yours/#${code}`, saved: saved.ids.includes(id) };
  };
  const tryMove = (move: Move) => {
    if (!current) return;
    review.setTried({ judging: true, decision: null, answer: false });
    review.ask({ type: 'judge', game: 'endeavor', replay: loaded.replay, budget: loaded.budget, index: current.index, move });
  };

  return (
    <div class="review" data-game="endeavor">
      {notices.map((n) => (
        <p class="card review-notice" role="status" data-testid="review-notice">
          {n}
        </p>
      ))}
      <ReviewTerms
        lang={lang}
        say={say}
        budget={say('e.budget', { candidates, depth, seed })}
        seats={seatsText}
        onPage={review.onPage}
        run={review.run}
        onCancel={review.cancel}
        onRestart={() => start(loaded)}
        link={reviewPath(lang, loaded.code, makeQuery(ENDEAVOR_BUDGET_SPEC, loaded.budget, loaded.seats))}
      />
      {review.chart.length > 0 && (
        <ReviewChart
          chart={review.chart}
          decisions={review.decisions}
          names={loaded.names}
          selected={selected}
          onSelect={choose}
          title={say('chart.title')}
          desc={say('e.chart.desc')}
          pointLabel={pointLabel}
          axisLabel={say('chart.move')}
        />
      )}
      {review.decisions.length > 0 && (
        <ReviewLists say={say} decisions={review.decisions} names={loaded.names} seats={reviewedSeats} pointLabel={pointLabel} moveText={(d) => moveOf(d, d.played.move)} onShow={choose} />
      )}
      {current && (
        <DecisionView
          key={current.index}
          lang={lang}
          say={say}
          d={current}
          names={loaded.names}
          headingRef={detailRef}
          exercise={isExercise(current)}
          tried={review.tried}
          board={(playing) => {
            const state = loaded.positions[current.index]!;
            return <EndeavorBoard lang={lang} game={state} seatNames={loaded.names} legal={playing ? legalMoves(state) : []} onMove={playing ? tryMove : undefined} tryBuild={playing} />;
          }}
          moveText={(m) => moveOf(current, m)}
          reason={(j) => endeavorReasonWords(lang, j.reason, current.depth)}
          value={(c, l) => say('e.value', { chance: pct(lang, c), lead: lead(lang, l) })}
          loss={say('e.loss', { chance: pct(lang, current.lossChance), lead: lead(lang, current.lossLead) })}
          extra={(playing) => (
            <>
              {playing && (
                <details class="review-moves" data-testid="review-moves">
                  <summary>{say('e.moves')}</summary>
                  <ul>
                    {legalMoves(loaded.positions[current.index]!).map((m) => (
                      <li>
                        <button type="button" class="button secondary" onClick={() => tryMove(m)}>
                          {moveOf(current, m)}
                        </button>
                      </li>
                    ))}
                  </ul>
                </details>
              )}
              <PuzzleOfferBox
                lang={lang}
                say={say}
                offer={isExercise(current) ? puzzleOf(current) : null}
                saveBlocked={saved.blocked}
                onSave={(o) => save({ game: 'endeavor', id: o.id, code: o.code, added: utcDay(new Date()), move: current.index + 1 })}
              />
            </>
          )}
          onRetry={() => review.setTried(NO_TRY)}
          onAnswer={() => review.setTried((t) => ({ ...t, answer: true }))}
          prev={review.decisions.filter((d) => d.index < current.index).pop()?.index ?? null}
          next={review.decisions.find((d) => d.index > current.index)?.index ?? null}
          onGo={choose}
        />
      )}
    </div>
  );
}
