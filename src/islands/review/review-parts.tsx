/**
 * The parts of the review page that are the same for every game: the stated terms with the
 * progress bar, Cancel and the review's link; the marks by player and the list of costly
 * decisions; and the run of a review through the worker (useReviewRun). A game's review island
 * (GameReview for Puerto Rico, EndeavorReview) adds its board and its words for moves. No rules.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { addMyPuzzle, loadMyPuzzles, type MyPuzzle, saveMyPuzzles } from '../../puzzles/my-puzzles';
import { browserStorage } from '../../storage/guarded';
import { MARKS, type Mark, REVIEW_THRESHOLDS } from '../../bots/review/marks';
import type { ChancePoint, DecisionCore } from '../../bots/review/reviewer';
import type { Lang } from '../../content/schemas';
import { formatNumber } from '../../i18n/grammar';
import type { reviewText as ReviewTextTable } from '../../i18n/strings/review';
import { type BoardAnswer, BoardScreen } from '../board-screen/BoardScreen';
import ShareLink from '../share/ShareLink';
import { CHARTED } from './ReviewChart';
import { type ReviewRunner, type RunnerRequest, type RunnerResponse, startRunner } from './review-runner';

export type ReviewKey = Parameters<typeof ReviewTextTable>[1];
export type Say = (k: ReviewKey, v?: Record<string, string | number>) => string;

export type Run = { status: 'running' | 'done' | 'cancelled' | 'failed'; done: number; total: number; message?: string };

export const pct = (lang: Lang, x: number) => formatNumber(lang, Math.round(x * 1000) / 10);
export const lead = (lang: Lang, x: number) => formatNumber(lang, Math.round(x * 10) / 10);

const makeWorker = (): Worker => new Worker(new URL('../bots/review-worker.ts', import.meta.url), { type: 'module' });

/** A try at an exercise: being judged, its judgement, and whether the answer is shown. */
export interface Tried<D> {
  judging: boolean;
  decision: D | null;
  answer: boolean;
}
/** The page when its link holds no reviewable game: why (one notice each), and the way back to playing. */
export function ReviewNotLoaded({ say, notices, playPath }: { say: Say; notices: readonly string[]; playPath: string }) {
  return (
    <div class="review">
      {notices.map((n) => (
        <p class="card review-notice" role="alert" data-testid="review-notice">
          {n}
        </p>
      ))}
      <p>
        <a class="button" href={playPath}>
          {say('toPlay')}
        </a>
      </p>
    </div>
  );
}

/** The learner's saved puzzles as the review page needs them: which ids are saved, whether storage is blocked, and saving one. */
export function useSavedPuzzles() {
  const [saved, setSaved] = useState<{ ids: string[]; blocked: boolean }>({ ids: [], blocked: false });
  useEffect(() => {
    const mine = loadMyPuzzles(browserStorage());
    setSaved({ ids: mine.list.puzzles.map((p) => p.id), blocked: mine.notices.some((n) => n.code === 'my-puzzles/blocked') });
  }, []);
  const save = (p: MyPuzzle) => {
    const storage = browserStorage();
    const r = saveMyPuzzles(storage, addMyPuzzle(loadMyPuzzles(storage).list, p));
    setSaved((s) => (r === 'saved' ? { ids: [...s.ids, p.id], blocked: false } : { ...s, blocked: true }));
  };
  return { saved, save };
}

export const NO_TRY = { judging: false, decision: null, answer: false } as const;

/**
 * A review run through the worker (or the page without one): its progress, the chart and the
 * decisions as they come, and an exercise's try. `other` hears the answers that are not the
 * review's own (a puzzle proof).
 */
export function useReviewRun<D extends DecisionCore>(other: (r: RunnerResponse) => void = () => {}) {
  const [run, setRun] = useState<Run | null>(null);
  const [chart, setChart] = useState<ChancePoint[]>([]);
  const [decisions, setDecisions] = useState<D[]>([]);
  const [tried, setTried] = useState<Tried<D>>(NO_TRY);
  const [onPage, setOnPage] = useState(false);
  const runner = useRef<ReviewRunner | null>(null);
  const onMessage = (data: RunnerResponse) => {
    if (data.type === 'started') {
      setChart(data.chart);
      setRun({ status: data.todo.length === 0 ? 'done' : 'running', done: 0, total: data.todo.length });
    } else if (data.type === 'decision') {
      setDecisions((ds) => [...ds, data.decision as unknown as D]);
      setRun({ status: 'running', done: data.done, total: data.total });
    } else if (data.type === 'done') {
      // The page's own measure of a whole review (scripts/bench-review-browser.ts reads it).
      if (performance.getEntriesByName('review-start', 'mark').length > 0) performance.measure('review-run', 'review-start');
      setRun((r) => (r ? { ...r, status: 'done' } : r));
    } else if (data.type === 'judged') {
      setTried({ judging: false, decision: data.decision as unknown as D, answer: false });
    } else if (data.type === 'error') {
      setRun((r) => ({ done: r?.done ?? 0, total: r?.total ?? 0, status: 'failed', message: data.error.message }));
      setTried((t) => ({ ...t, judging: false }));
    } else other(data);
  };
  const ask = (req: RunnerRequest) => {
    runner.current ??= startRunner(makeWorker, {
      answer: onMessage,
      onPage: () => setOnPage(true),
      failed: () => setRun((r) => ({ done: r?.done ?? 0, total: r?.total ?? 0, status: 'failed', message: 'worker' })),
    });
    runner.current.ask(req);
  };
  const stop = () => runner.current?.stop();
  return {
    run,
    chart,
    decisions,
    tried,
    onPage,
    ask,
    stop,
    setTried,
    /** Starts (or restarts) a review. */
    start: (req: RunnerRequest) => {
      stop();
      setDecisions([]);
      setRun({ status: 'running', done: 0, total: 0 });
      performance.clearMarks('review-start');
      performance.mark('review-start');
      ask(req);
    },
    cancel: () => {
      stop();
      setRun((r) => (r ? { ...r, status: 'cancelled' } : r));
    },
  };
}

/** The review's terms (budget, thresholds, seats), its progress with Cancel, and its link. */
export function ReviewTerms({
  lang,
  say,
  budget,
  seats,
  onPage,
  run,
  onCancel,
  onRestart,
  link,
}: {
  lang: Lang;
  say: Say;
  /** The budget in words (each game states its own). */
  budget: string;
  seats: string;
  onPage: boolean;
  run: Run | null;
  onCancel: () => void;
  onRestart: () => void;
  link: string;
}) {
  return (
    <section class="card review-terms" aria-label={say('progress.label')}>
      <p data-testid="review-budget">{budget}</p>
      <p data-testid="review-thresholds">
        {say('thresholds', { inaccuracy: pct(lang, REVIEW_THRESHOLDS.inaccuracy), mistake: pct(lang, REVIEW_THRESHOLDS.mistake), blunder: pct(lang, REVIEW_THRESHOLDS.blunder) })}
      </p>
      <p>{say('seats', { names: seats })}</p>
      {onPage && (
        <p class="review-onpage" data-testid="review-on-page">
          {say('notice.noWorker')}
        </p>
      )}
      {run && (
        <div class="review-progress" data-testid="review-progress" data-status={run.status}>
          {run.status === 'running' && (
            <>
              <label>
                {say('progress', { done: run.done, total: run.total })}
                <progress max={Math.max(1, run.total)} value={run.done} />
              </label>
              <button type="button" class="button secondary" onClick={onCancel} data-testid="review-cancel">
                {say('cancel')}
              </button>
            </>
          )}
          {run.status !== 'running' && (
            <p role="status">
              {run.status === 'done'
                ? run.total === 0
                  ? say('none')
                  : say('done', { total: run.total })
                : run.status === 'cancelled'
                  ? say('cancelled', { done: run.done, total: run.total })
                  : say('notice.failed', { message: run.message ?? '' })}
            </p>
          )}
          {(run.status === 'cancelled' || run.status === 'failed') && (
            <button type="button" class="button" onClick={onRestart}>
              {say('restart')}
            </button>
          )}
        </div>
      )}
      <ShareLink lang={lang} path={link} label={say('link.label')} />
    </section>
  );
}

/** The marks by player and the list of decisions that lost win chance, each one a button to show it. */
export function ReviewLists<D extends DecisionCore>({
  say,
  decisions,
  names,
  seats,
  pointLabel,
  moveText,
  onShow,
}: {
  say: Say;
  decisions: readonly D[];
  names: readonly string[];
  seats: readonly number[];
  pointLabel: (d: D) => string;
  /** The move played, in words. */
  moveText: (d: D) => ComponentChildren;
  onShow: (index: number) => void;
}) {
  const markName = (m: Mark) => say(`mark.${m}` as ReviewKey);
  const costly = decisions.filter((d) => CHARTED.includes(d.mark));
  return (
    <div class="review-lists">
      <section class="card">
        <h2>{say('summary.title')}</h2>
        {/* Marks down the side and players across, as Lichess does: a mark's name never has to break. */}
        <table class="review-summary">
          <thead>
            <tr>
              <td />
              {seats.map((s) => (
                <th scope="col">{names[s]}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {MARKS.map((m) => (
              <tr>
                <th scope="row">
                  <span class={`review-mark rm-${m}`}>{markName(m)}</span>
                </th>
                {seats.map((s) => (
                  <td>{decisions.filter((d) => d.seat === s && d.mark === m).length}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section class="card">
        <h2>{say('list.title')}</h2>
        {costly.length === 0 ? (
          <p class="muted">{say('list.empty')}</p>
        ) : (
          <ol class="review-list" data-testid="review-list">
            {costly.map((d) => (
              <li data-mark={d.mark}>
                <span class={`review-mark rm-${d.mark}`}>{markName(d.mark)}</span> {say('list.point', { n: d.index + 1, name: names[d.seat] ?? '' })} — {moveText(d)}{' '}
                <button type="button" class="button secondary" onClick={() => onShow(d.index)} aria-label={`${say('list.show')}: ${pointLabel(d)}`}>
                  {say('list.show')}
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/**
 * Brings a chosen decision's heading to the top of the window, under the site header, and gives it
 * the focus: its board and the exercise then fill the screen below it (a focus alone scrolled only
 * far enough to show the heading, leaving the board below the fold).
 */
export function showDecision(heading: { current: HTMLHeadingElement | null }): void {
  requestAnimationFrame(() => {
    const h = heading.current;
    if (!h) return;
    h.focus({ preventScroll: true });
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    h.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  });
}

/** What a decision's view needs beyond the decision: the game's board and its words for moves and values. */
export interface DecisionViewProps<D extends DecisionCore & { round: number }> {
  lang: Lang;
  say: Say;
  d: D;
  names: readonly string[];
  headingRef: { current: HTMLHeadingElement | null };
  exercise: boolean;
  tried: Tried<D>;
  /** The board before the decision; `playing` is true while it takes a try at the exercise. */
  board: (playing: boolean) => ComponentChildren;
  moveText: (m: D['played']['move']) => string;
  /** The bot's reason for a judged move, in words. */
  reason: (j: D['played']) => ComponentChildren;
  /** A judged move's value (win chance and expected lead) and the loss, in the game's words. */
  value: (chance: number, lead: number) => string;
  loss: string;
  /** Whether two moves are the same (a try of the played move is not called better than it); never, when left out. */
  sameMove?: (a: D['played']['move'], b: D['played']['move']) => boolean;
  /** Under the exercise's feedback: what the game adds (the puzzle offer, the list of legal moves). */
  extra: (playing: boolean) => ComponentChildren;
  onRetry: () => void;
  onAnswer: () => void;
  prev: number | null;
  next: number | null;
  onGo: (index: number) => void;
}

/** One decision: its heading, previous/next, the board before it, the move played beside the best move found, and the exercise. */
export function DecisionView<D extends DecisionCore & { round: number }>({
  lang,
  say,
  d,
  names,
  headingRef,
  exercise,
  tried,
  board,
  moveText,
  reason,
  value,
  loss,
  sameMove = () => false,
  extra,
  onRetry,
  onAnswer,
  prev,
  next,
  onGo,
}: DecisionViewProps<D>) {
  const same = d.mark === 'best';
  const t = tried.decision;
  const solved = t !== null && (t.mark === 'best' || t.mark === 'good');
  // The board takes a try while the exercise is open and no try is being judged or shown.
  const playing = exercise && !tried.judging && t === null && !tried.answer;
  const answer: BoardAnswer | null = t ? { kind: solved ? 'good' : 'bad', key: t } : null;
  const triedText = () => {
    if (!t) return '';
    const move = moveText(t.played.move);
    if (solved) return say('exercise.right', { move });
    if (t.played.chance > d.played.chance + 1e-9 && !sameMove(t.played.move, d.played.move)) return say('exercise.better', { move, chance: pct(lang, t.lossChance) });
    return say('exercise.wrong', { move });
  };
  const judged = (j: D['played']) => (
    <>
      <p class="review-move-name">{moveText(j.move)}</p>
      <p>{reason(j)}</p>
      <p class="muted">{value(j.chance, j.lead)}</p>
    </>
  );
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
        board={board(playing)}
        panel={
          <>
            <div class="review-compare">
              <div class="card review-move" data-testid="review-played">
                <h3>{say('played')}</h3>
                {judged(d.played)}
              </div>
              <div class="card review-move" data-testid="review-best">
                <h3>{say('best')}</h3>
                {same ? <p>{say('same')}</p> : judged(d.best)}
              </div>
            </div>
            {!same && <p>{loss}</p>}
            {exercise && (
              <div class="card review-exercise" data-testid="review-exercise">
                <h3>{say('exercise.title')}</h3>
                <p>{say('exercise.task', { mark: say(`mark.${d.mark}` as ReviewKey) })}</p>
                <div role="status" aria-live="polite" data-feedback data-result={t ? (solved ? 'right' : 'wrong') : undefined}>
                  {tried.judging && <p>{say('exercise.judging')}</p>}
                  {t && <p>{triedText()}</p>}
                  {tried.answer && <p>{say('exercise.answerIs', { move: moveText(d.best.move) })}</p>}
                </div>
                {extra(playing)}
                <p class="review-nav">
                  {/* After the answer is shown the board is closed, so Retry is the way back to trying. */}
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

/** A mistake the solver proved as a puzzle: its id, its link code and page, and whether it is in the learner's list. */
export interface PuzzleOffer {
  /** The goal in words, e.g. "Most VP for you by the end of this phase". */
  goal: string;
  id: string;
  code: string;
  path: string;
  saved: boolean;
}

/** Under an exercise: whether the puzzle solver proved it as a puzzle, and if so, open, save and share it. */
export function PuzzleOfferBox({ lang, say, offer, saveBlocked, onSave }: { lang: Lang; say: Say; offer: PuzzleOffer | 'checking' | null; saveBlocked: boolean; onSave: (o: PuzzleOffer) => void }) {
  return (
    <div class="review-puzzle" data-testid="review-puzzle" data-state={offer === null ? 'none' : offer === 'checking' ? 'checking' : 'proved'} aria-live="polite">
      {offer === 'checking' && <p class="muted">{say('puzzle.checking')}</p>}
      {offer === null && <p class="muted">{say('puzzle.none')}</p>}
      {offer !== null && offer !== 'checking' && (
        <>
          <p>{say('puzzle.proved', { goal: offer.goal })}</p>
          <p class="review-nav">
            <a class="button" href={offer.path}>
              {say('puzzle.open')}
            </a>
            {offer.saved ? (
              <span role="status">
                {say('puzzle.saved')} <a href={`/${lang}/puzzles/yours/`}>{say('puzzle.list')}</a>
              </span>
            ) : (
              <button type="button" class="button secondary" onClick={() => onSave(offer)}>
                {say('puzzle.save')}
              </button>
            )}
          </p>
          {saveBlocked && !offer.saved && <p role="alert">{say('puzzle.blocked')}</p>}
          <ShareLink lang={lang} path={offer.path} label={say('puzzle.link')} />
        </>
      )}
    </div>
  );
}
