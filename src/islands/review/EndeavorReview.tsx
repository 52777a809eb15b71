/**
 * The review page for an Endeavor replay link: the strong Endeavor bot's review in the review
 * worker (progress, Cancel), the chart of the game, the marks by player and the costly decisions;
 * for the decision chosen, the Endeavor board before it, the move played and the best move found
 * side by side, each with the bot's reason (explain.ts, worded by endeavor-reason-words.ts). The
 * reviewed players' mistakes and blunders are exercises on the spot, judged by the same search.
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
import { codeFromHash, decodeEndeavorLink, reviewPath } from '../../notation';
import { BoardScreen, type BoardAnswer } from '../board-screen/BoardScreen';
import EndeavorBoard from '../endeavor/EndeavorBoard';
import { moveWords } from '../endeavor/words';
import { tx } from '../puerto-rico/board/text';
import { endeavorReasonWords } from './endeavor-reason-words';
import { ReviewChart } from './ReviewChart';
import { lead, NO_TRY, pct, ReviewLists, type ReviewKey, ReviewTerms, type Say, type Tried, useReviewRun } from './review-parts';

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
  const review = useReviewRun<EndeavorDecisionReview>();
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

  const byIndex = useMemo(() => new Map(review.decisions.map((d) => [d.index, d])), [review.decisions]);
  const current = selected === null ? undefined : byIndex.get(selected);
  const choose = (index: number) => {
    setSelected(index);
    review.setTried(NO_TRY);
    requestAnimationFrame(() => detailRef.current?.focus());
  };

  if (!ready) return null;
  if (!loaded) {
    return (
      <div class="review">
        {notices.map((n) => (
          <p class="card review-notice" role="alert" data-testid="review-notice">
            {n}
          </p>
        ))}
        <p>
          <a class="button" href={`/${lang}/play/endeavor/`}>
            {say('toPlay')}
          </a>
        </p>
      </div>
    );
  }

  const reviewedSeats = loaded.seats ?? loaded.names.map((_, i) => i);
  const seatsText = loaded.seats === null ? say('seats.all') : loaded.seats.map((s) => loaded.names[s]).join(', ');
  const markName = (m: Mark) => say(`mark.${m}` as ReviewKey);
  const pointLabel = (d: EndeavorDecisionReview) => say('chart.point', { n: d.index + 1, name: loaded.names[d.seat] ?? '', mark: markName(d.mark) });
  const moveOf = (d: EndeavorDecisionReview, m: Move) => moveWords(m, loaded.positions[d.index]!.players[d.seat]?.buildings, lang);
  const isExercise = (d: EndeavorDecisionReview) => reviewedSeats.includes(d.seat) && (d.mark === 'mistake' || d.mark === 'blunder');
  const { candidates, depth, seed } = loaded.budget;

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
        <Decision
          key={current.index}
          lang={lang}
          say={say}
          d={current}
          state={loaded.positions[current.index]!}
          names={loaded.names}
          moveOf={(m) => moveOf(current, m)}
          headingRef={detailRef}
          exercise={isExercise(current)}
          tried={review.tried}
          onTry={(move) => {
            review.setTried({ judging: true, decision: null, answer: false });
            review.ask({ type: 'judge', game: 'endeavor', replay: loaded.replay, budget: loaded.budget, index: current.index, move });
          }}
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

interface DecisionProps {
  lang: Lang;
  say: Say;
  d: EndeavorDecisionReview;
  state: GameState;
  names: readonly string[];
  moveOf: (m: Move) => string;
  headingRef: { current: HTMLHeadingElement | null };
  exercise: boolean;
  tried: Tried<EndeavorDecisionReview>;
  onTry: (m: Move) => void;
  onRetry: () => void;
  onAnswer: () => void;
  prev: number | null;
  next: number | null;
  onGo: (index: number) => void;
}

/** One decision: the board before it, the move played and the best move found with their reasons, and the exercise. */
function Decision({ lang, say, d, state, names, moveOf, headingRef, exercise, tried, onTry, onRetry, onAnswer, prev, next, onGo }: DecisionProps) {
  const value = (c: number, l: number) => say('e.value', { chance: pct(lang, c), lead: lead(lang, l) });
  const same = d.mark === 'best';
  const t = tried.decision;
  const solved = t !== null && (t.mark === 'best' || t.mark === 'good');
  // The board takes a try while the exercise is open and no try is being judged or shown.
  const playing = exercise && !tried.judging && t === null && !tried.answer;
  const answer: BoardAnswer | null = t ? { kind: solved ? 'good' : 'bad', key: t } : null;
  const triedText = () => {
    if (!t) return '';
    const move = moveOf(t.played.move);
    if (solved) return say('exercise.right', { move });
    if (t.played.chance > d.played.chance + 1e-9) return say('exercise.better', { move, chance: pct(lang, t.lossChance) });
    return say('exercise.wrong', { move });
  };
  return (
    <section class="review-decision" aria-labelledby="review-at-title" data-testid="review-decision" data-index={d.index}>
      <h2 id="review-at-title" ref={headingRef} tabIndex={-1}>
        {say('at.title', { n: d.index + 1, round: d.round, name: names[d.seat] ?? '' })} · <span class={`review-mark rm-${d.mark}`}>{say(`mark.${d.mark}` as ReviewKey)}</span>
      </h2>
      <p class="review-nav">
        <button type="button" class="button secondary" disabled={prev === null} onClick={() => prev !== null && onGo(prev)}>
          {say('at.prev')}
        </button>
        <button type="button" class="button secondary" disabled={next === null} onClick={() => next !== null && onGo(next)}>
          {say('at.next')}
        </button>
      </p>
      <BoardScreen
        kind="review"
        answer={answer}
        board={<EndeavorBoard lang={lang} game={state} seatNames={names} legal={playing ? legalMoves(state) : []} onMove={playing ? onTry : undefined} tryBuild={playing} />}
        panel={
          <>
            <div class="review-compare">
              <div class="card review-move" data-testid="review-played">
                <h3>{say('played')}</h3>
                <p class="review-move-name">{moveOf(d.played.move)}</p>
                <p>{endeavorReasonWords(lang, d.played.reason, d.depth)}</p>
                <p class="muted">{value(d.played.chance, d.played.lead)}</p>
              </div>
              <div class="card review-move" data-testid="review-best">
                <h3>{say('best')}</h3>
                {same ? (
                  <p>{say('same')}</p>
                ) : (
                  <>
                    <p class="review-move-name">{moveOf(d.best.move)}</p>
                    <p>{endeavorReasonWords(lang, d.best.reason, d.depth)}</p>
                    <p class="muted">{value(d.best.chance, d.best.lead)}</p>
                  </>
                )}
              </div>
            </div>
            {!same && <p>{say('e.loss', { chance: pct(lang, d.lossChance), lead: lead(lang, d.lossLead) })}</p>}
            {exercise && (
              <div class="card review-exercise" data-testid="review-exercise">
                <h3>{say('exercise.title')}</h3>
                <p>{say('exercise.task', { mark: say(`mark.${d.mark}` as ReviewKey) })}</p>
                <div role="status" aria-live="polite" data-feedback data-result={t ? (solved ? 'right' : 'wrong') : undefined}>
                  {tried.judging && <p>{say('exercise.judging')}</p>}
                  {t && <p>{triedText()}</p>}
                  {tried.answer && <p>{say('exercise.answerIs', { move: moveOf(d.best.move) })}</p>}
                </div>
                {playing && (
                  <details class="review-moves" data-testid="review-moves">
                    <summary>{say('e.moves')}</summary>
                    <ul>
                      {legalMoves(state).map((m) => (
                        <li>
                          <button type="button" class="button secondary" onClick={() => onTry(m)}>
                            {moveOf(m)}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
                <p class="muted" data-testid="review-puzzle" data-state="none">
                  {say('e.puzzle.none')}
                </p>
                <p class="review-nav">
                  {((t && !solved) || tried.answer) && (
                    <button type="button" class="button" onClick={onRetry}>
                      {say('exercise.retry')}
                    </button>
                  )}
                  {!tried.answer && !solved && (
                    <button type="button" class="button secondary" onClick={onAnswer}>
                      {say('exercise.answer')}
                    </button>
                  )}
                </p>
              </div>
            )}
          </>
        }
      />
    </section>
  );
}
