/**
 * The game review page: reads a replay link (the hash) and the review's budget and seats (the
 * query), runs the review in a Web Worker with a progress bar and a cancel button, and shows the
 * chart of the game, the list of costly decisions and, for the decision chosen, the board before
 * it with the move played and the best move found side by side, each with the bot's reason. The
 * reviewed players' mistakes and blunders are exercises on the spot: find a better move, judged
 * by the same search. Every rule question goes to the engine or the review worker; a link is
 * untrusted and only ever shown as text.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ChancePoint, DecisionReview, Mark } from '../../bots/puerto-rico/review';
import { MARKS, REVIEW_THRESHOLDS, type ReviewBudget } from '../../bots/puerto-rico/review-budget';
import { parseReviewQuery, reviewQuery, type ReviewQueryNotice } from '../../bots/puerto-rico/review-link';
import type { ReviewRequest } from '../../bots/puerto-rico/review-protocol';
import type { Lang } from '../../content/schemas';
import { applyMove, legalMoves, newGame, sameMove, type GameState, type Move } from '../../engine/puerto-rico';
import { fill } from '../../i18n/define';
import { formatNumber } from '../../i18n/grammar';
import type { reviewText as ReviewTextTable } from '../../i18n/strings/review';
import type { shareText as ShareTextTable } from '../../i18n/strings/share';
import { wordsOf } from '../../i18n/words';
import { codeFromHash, decodeLink, pageOfOtherGame, positionLink, reviewPath } from '../../notation';
import { utcDay } from '../../puzzles/daily';
import { addMyPuzzle, loadMyPuzzles, saveMyPuzzles } from '../../puzzles/my-puzzles';
import { type ReviewPuzzle, reviewPuzzleId } from '../../puzzles/review-puzzle';
import { browserStorage } from '../../storage/guarded';
import { BoardScreen, type BoardAnswer } from '../board-screen/BoardScreen';
import { ReasonWords } from '../play/reason-words';
import { GameBoard } from '../puerto-rico/board/GameBoard';
import { buildingsOnBoard } from '../puerto-rico/board/on-board';
import { moveLabel, tx } from '../puerto-rico/board/text';
import { goalWords } from '../puzzles/words';
import ShareLink from '../share/ShareLink';
import { CHARTED, ReviewChart } from './ReviewChart';
import { type ReviewRunner, type RunnerRequest, type RunnerResponse, startRunner } from './review-runner';
import './review.css';

const reviewText = wordsOf<typeof ReviewTextTable>('review');
const shareText = wordsOf<typeof ShareTextTable>('share');
type Key = Parameters<typeof reviewText>[1];

type Replay = Extract<ReviewRequest, { type: 'review' }>['replay'];

interface Loaded {
  code: string;
  replay: Replay;
  positions: GameState[];
  names: string[];
  budget: ReviewBudget;
  seats: number[] | null;
}

type Run = { status: 'running' | 'done' | 'cancelled' | 'failed'; done: number; total: number; message?: string };

const makeWorker = (): Worker => new Worker(new URL('../bots/review-worker.ts', import.meta.url), { type: 'module' });

/** The link of the page, read once: the replay, or the notice that says why there is none. */
function load(lang: Lang): { loaded: Loaded | null; notices: string[] } {
  const say = (k: Key, v: Record<string, string | number> = {}) => fill(reviewText(lang, k), v, lang);
  const code = codeFromHash(location.hash);
  if (code === '') return { loaded: null, notices: [say('notice.noLink')] };
  const d = decodeLink(code);
  if (!d.ok) {
    const other = pageOfOtherGame(d.error);
    return { loaded: null, notices: [other === 'play/endeavor' ? say('intro.endeavor') : say('notice.link', { message: shareText(lang, d.error.code) })] };
  }
  const sc = d.value.envelope.scenario;
  if (sc.kind !== 'replay') return { loaded: null, notices: [say('notice.position')] };
  const positions = [newGame(sc.options, sc.seed)];
  for (const m of sc.moves) {
    const next = applyMove(positions[positions.length - 1]!, m);
    if (!next.ok) return { loaded: null, notices: [say('notice.link', { message: shareText(lang, 'notation/illegal-move') })] };
    positions.push(next.value);
  }
  const n = positions[0]!.players.length;
  const query = parseReviewQuery(location.search, n);
  const noticeOf = (q: ReviewQueryNotice) => (q.code === 'review/bad-seats' ? say('notice.seats') : say('notice.budget', { param: q.param }));
  const names = positions[0]!.players.map((_, i) => d.value.envelope.view.names?.[i] || tx(lang, 'player', { n: i + 1 }));
  return {
    loaded: { code, replay: { options: sc.options, seed: sc.seed, moves: [...sc.moves] }, positions, names, budget: query.budget, seats: query.seats },
    notices: query.notices.map(noticeOf),
  };
}

const pct = (lang: Lang, x: number) => formatNumber(lang, Math.round(x * 1000) / 10);
const vp = (lang: Lang, x: number) => formatNumber(lang, Math.round(x * 10) / 10);

export default function GameReview({ lang }: { lang: Lang }) {
  const say = (k: Key, v: Record<string, string | number> = {}) => fill(reviewText(lang, k), v, lang);
  const [{ loaded, notices }, setLoad] = useState<{ loaded: Loaded | null; notices: string[] }>({ loaded: null, notices: [] });
  const [ready, setReady] = useState(false);
  const [run, setRun] = useState<Run | null>(null);
  const [chart, setChart] = useState<ChancePoint[]>([]);
  const [decisions, setDecisions] = useState<DecisionReview[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const runner = useRef<ReviewRunner | null>(null);
  const [onPage, setOnPage] = useState(false);
  /** Whether each exercise's position is also a proved puzzle: 'checking' while the solver works. */
  const [proofs, setProofs] = useState<Record<number, ReviewPuzzle | null | 'checking'>>({});
  const [saved, setSaved] = useState<{ ids: string[]; blocked: boolean }>({ ids: [], blocked: false });
  const [tryResult, setTryResult] = useState<{ judging: boolean; decision: DecisionReview | null; answer: boolean }>({ judging: false, decision: null, answer: false });
  const detailRef = useRef<HTMLHeadingElement>(null);

  const stop = () => runner.current?.stop();

  const onMessage = (data: RunnerResponse) => {
    if (data.type === 'proved') {
      setProofs((p) => ({ ...p, [data.index]: data.puzzle }));
    } else if (data.type === 'started') {
      setChart(data.chart);
      setRun({ status: data.todo.length === 0 ? 'done' : 'running', done: 0, total: data.todo.length });
    } else if (data.type === 'decision') {
      setDecisions((ds) => [...ds, data.decision]);
      setRun({ status: 'running', done: data.done, total: data.total });
    } else if (data.type === 'done') {
      // The page's own measure of a whole review (scripts/bench-review-browser.ts reads it).
      if (performance.getEntriesByName('review-start', 'mark').length > 0) performance.measure('review-run', 'review-start');
      setRun((r) => (r ? { ...r, status: 'done' } : r));
    } else if (data.type === 'judged') {
      setTryResult({ judging: false, decision: data.decision, answer: false });
    } else if (data.type === 'error') {
      setRun((r) => ({ done: r?.done ?? 0, total: r?.total ?? 0, status: 'failed', message: data.error.message }));
      setTryResult((t) => ({ ...t, judging: false }));
    }
  };

  /** Asks the worker, or the page itself when the browser has no worker for it (review-runner.ts). */
  const ask = (req: RunnerRequest) => {
    runner.current ??= startRunner(makeWorker, {
      answer: onMessage,
      onPage: () => setOnPage(true),
      failed: () => setRun((r) => ({ done: r?.done ?? 0, total: r?.total ?? 0, status: 'failed', message: 'worker' })),
    });
    runner.current.ask(req);
  };

  const start = (l: Loaded) => {
    stop();
    setDecisions([]);
    setSelected(null);
    setRun({ status: 'running', done: 0, total: 0 });
    performance.clearMarks('review-start');
    performance.mark('review-start');
    ask({ type: 'review', replay: l.replay, budget: l.budget, seats: l.seats });
  };

  useEffect(() => {
    const l = load(lang);
    setLoad(l);
    setReady(true);
    if (l.loaded) start(l.loaded);
    const mine = loadMyPuzzles(browserStorage());
    setSaved({ ids: mine.list.puzzles.map((p) => p.id), blocked: mine.notices.some((n) => n.code === 'my-puzzles/blocked') });
    return stop;
  }, []);

  // An exercise shown is also checked as a puzzle, once, by the exhaustive solver (src/puzzles/review-puzzle.ts).
  useEffect(() => {
    if (!loaded || current === undefined || proofs[current.index] !== undefined) return;
    const reviewed = loaded.seats ?? loaded.names.map((_, i) => i);
    if (!reviewed.includes(current.seat) || (current.mark !== 'mistake' && current.mark !== 'blunder')) return;
    setProofs((p) => ({ ...p, [current.index]: 'checking' }));
    ask({ type: 'prove', replay: loaded.replay, index: current.index, best: current.best.move });
  }, [selected, decisions.length]);

  const words = useMemo(() => new ReasonWords(lang, loaded?.names ?? []), [lang, loaded]);
  const byIndex = useMemo(() => new Map(decisions.map((d) => [d.index, d])), [decisions]);
  const current = selected === null ? undefined : byIndex.get(selected);
  const choose = (index: number) => {
    setSelected(index);
    setTryResult({ judging: false, decision: null, answer: false });
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
          <a class="button" href={`/${lang}/play/`}>
            {say('toPlay')}
          </a>
        </p>
      </div>
    );
  }

  const seatsText = loaded.seats === null ? say('seats.all') : loaded.seats.map((s) => loaded.names[s]).join(', ');
  const costly = decisions.filter((d) => CHARTED.includes(d.mark));
  const reviewedSeats = loaded.seats ?? loaded.names.map((_, i) => i);
  const markName = (m: Mark) => say(`mark.${m}` as Key);
  const pointLabel = (d: DecisionReview) => say('chart.point', { n: d.index + 1, name: loaded.names[d.seat] ?? '', mark: markName(d.mark) });
  const link = reviewPath(lang, loaded.code, reviewQuery(loaded.budget, loaded.seats));
  const isExercise = (d: DecisionReview) => reviewedSeats.includes(d.seat) && (d.mark === 'mistake' || d.mark === 'blunder');
  const puzzleOf = (d: DecisionReview): PuzzleOffer | 'checking' | null => {
    const p = proofs[d.index];
    if (p === undefined) return 'checking';
    if (p === 'checking' || p === null) return p;
    const state = loaded.positions[d.index]!;
    const id = reviewPuzzleId(p.goal, positionLink(state));
    const code = positionLink(state, { puzzle: { id, attempt: [] }, names: loaded.names });
    return { puzzle: p, id, code, path: `/${lang}/puzzles/yours/#${code}`, saved: saved.ids.includes(id) };
  };
  const savePuzzle = (o: PuzzleOffer, move: number) => {
    const storage = browserStorage();
    const mine = loadMyPuzzles(storage);
    const r = saveMyPuzzles(storage, addMyPuzzle(mine.list, { id: o.id, code: o.code, added: utcDay(new Date()), move }));
    setSaved((s) => (r === 'saved' ? { ids: [...s.ids, o.id], blocked: false } : { ...s, blocked: true }));
  };

  return (
    <div class="review">
      {notices.map((n) => (
        <p class="card review-notice" role="status" data-testid="review-notice">
          {n}
        </p>
      ))}
      <section class="card review-terms" aria-label={say('progress.label')}>
        <p>{say('budget', { playouts: loaded.budget.playouts, samples: loaded.budget.samples, seed: loaded.budget.seed })}</p>
        <p data-testid="review-thresholds">
          {say('thresholds', { inaccuracy: pct(lang, REVIEW_THRESHOLDS.inaccuracy), mistake: pct(lang, REVIEW_THRESHOLDS.mistake), blunder: pct(lang, REVIEW_THRESHOLDS.blunder) })}
        </p>
        <p>{say('seats', { names: seatsText })}</p>
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
                <button type="button" class="button secondary" onClick={() => (stop(), setRun({ ...run, status: 'cancelled' }))} data-testid="review-cancel">
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
              <button type="button" class="button" onClick={() => start(loaded)}>
                {say('restart')}
              </button>
            )}
          </div>
        )}
        <ShareLink lang={lang} path={link} label={say('link.label')} />
      </section>

      {chart.length > 0 && (
        <ReviewChart
          chart={chart}
          decisions={decisions}
          names={loaded.names}
          selected={selected}
          onSelect={choose}
          title={say('chart.title')}
          desc={say('chart.desc')}
          pointLabel={pointLabel}
          axisLabel={say('chart.move')}
        />
      )}

      {decisions.length > 0 && (
        <div class="review-lists">
          <section class="card">
            <h2>{say('summary.title')}</h2>
            <table class="review-summary">
              <thead>
                <tr>
                  <th scope="col" />
                  {MARKS.map((m) => (
                    <th scope="col">{markName(m)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {reviewedSeats.map((s) => (
                  <tr>
                    <th scope="row">{loaded.names[s]}</th>
                    {MARKS.map((m) => (
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
                    <span class={`review-mark rm-${d.mark}`}>{markName(d.mark)}</span> {pointLabel(d)} — {moveLabel(d.played.move, lang)}{' '}
                    <button type="button" class="button secondary" onClick={() => choose(d.index)} aria-label={`${say('list.show')}: ${pointLabel(d)}`}>
                      {say('list.show')}
                    </button>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}

      {current && (
        <Decision
          key={current.index}
          lang={lang}
          say={say}
          d={current}
          state={loaded.positions[current.index]!}
          names={loaded.names}
          words={words}
          headingRef={detailRef}
          exercise={isExercise(current)}
          puzzle={isExercise(current) ? puzzleOf(current) : null}
          saveBlocked={saved.blocked}
          onSave={(o) => savePuzzle(o, current.index + 1)}
          tried={tryResult}
          onTry={(move) => {
            setTryResult({ judging: true, decision: null, answer: false });
            ask({ type: 'judge', replay: loaded.replay, budget: loaded.budget, index: current.index, move });
          }}
          onRetry={() => setTryResult({ judging: false, decision: null, answer: false })}
          onAnswer={() => setTryResult((t) => ({ ...t, answer: true }))}
          prev={decisions.filter((d) => d.index < current.index).pop()?.index ?? null}
          next={decisions.find((d) => d.index > current.index)?.index ?? null}
          onGo={choose}
        />
      )}
    </div>
  );
}

/** A mistake the solver proved as a puzzle: its id, its link code and page, and whether it is in the learner's list. */
interface PuzzleOffer {
  puzzle: ReviewPuzzle;
  id: string;
  code: string;
  path: string;
  saved: boolean;
}

interface DecisionProps {
  lang: Lang;
  say: (k: Key, v?: Record<string, string | number>) => string;
  d: DecisionReview;
  state: GameState;
  names: readonly string[];
  words: ReasonWords;
  headingRef: { current: HTMLHeadingElement | null };
  exercise: boolean;
  /** The exercise as a proved puzzle, 'checking' while the solver works, null when it stays an exercise. */
  puzzle: PuzzleOffer | 'checking' | null;
  saveBlocked: boolean;
  onSave: (o: PuzzleOffer) => void;
  tried: { judging: boolean; decision: DecisionReview | null; answer: boolean };
  onTry: (m: Move) => void;
  onRetry: () => void;
  onAnswer: () => void;
  prev: number | null;
  next: number | null;
  onGo: (index: number) => void;
}

/** One decision: the board before it, the move played and the best move found, and the exercise. */
function Decision({ lang, say, d, state, names, words, headingRef, exercise, puzzle, saveBlocked, onSave, tried, onTry, onRetry, onAnswer, prev, next, onGo }: DecisionProps) {
  const value = (c: number, l: number) => say('value', { chance: pct(lang, c), lead: vp(lang, l) });
  const same = d.mark === 'best';
  const t = tried.decision;
  const solved = t !== null && (t.mark === 'best' || t.mark === 'good');
  // The board takes a try while the exercise is open and no try is being judged or shown.
  const playing = exercise && !tried.judging && t === null && !tried.answer;
  const legal = playing ? legalMoves(state) : [];
  const answer: BoardAnswer | null = t ? { kind: solved ? 'good' : 'bad', key: t } : null;
  const triedText = () => {
    if (!t) return '';
    const move = moveLabel(t.played.move, lang);
    if (solved) return say('exercise.right', { move });
    if (t.played.chance > d.played.chance + 1e-9 && !sameMove(t.played.move, d.played.move)) return say('exercise.better', { move, chance: pct(lang, t.lossChance) });
    return say('exercise.wrong', { move });
  };
  return (
    <section class="review-decision" aria-labelledby="review-at-title" data-testid="review-decision" data-index={d.index}>
      <h2 id="review-at-title" ref={headingRef} tabIndex={-1}>
        {say('at.title', { n: d.index + 1, round: d.round, name: names[d.seat] ?? '' })} · <span class={`review-mark rm-${d.mark}`}>{say(`mark.${d.mark}` as Key)}</span>
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
        board={<GameBoard state={state} inGame={buildingsOnBoard(state)} legal={legal} onMove={onTry} names={names} vpVisibleTo="all" statusShownByHost label={say('board')} lang={lang} />}
        panel={
          <>
            <div class="review-compare">
              <div class="card review-move" data-testid="review-played">
                <h3>{say('played')}</h3>
                <p class="review-move-name">{moveLabel(d.played.move, lang)}</p>
                <p>{words.optionOrLabel(d.played.move, d.played.reason)}</p>
                <p class="muted">{value(d.played.chance, d.played.lead)}</p>
              </div>
              <div class="card review-move" data-testid="review-best">
                <h3>{say('best')}</h3>
                {same ? (
                  <p>{say('same')}</p>
                ) : (
                  <>
                    <p class="review-move-name">{moveLabel(d.best.move, lang)}</p>
                    <p>{words.optionOrLabel(d.best.move, d.best.reason)}</p>
                    <p class="muted">{value(d.best.chance, d.best.lead)}</p>
                  </>
                )}
              </div>
            </div>
            {!same && <p>{say('loss', { chance: pct(lang, d.lossChance), lead: vp(lang, d.lossLead) })}</p>}
            {exercise && (
              <div class="card review-exercise" data-testid="review-exercise">
                <h3>{say('exercise.title')}</h3>
                <p>{say('exercise.task', { mark: say(`mark.${d.mark}` as Key) })}</p>
                <div role="status" aria-live="polite" data-feedback data-result={t ? (solved ? 'right' : 'wrong') : undefined}>
                  {tried.judging && <p>{say('exercise.judging')}</p>}
                  {t && <p>{triedText()}</p>}
                  {tried.answer && <p>{say('exercise.answerIs', { move: moveLabel(d.best.move, lang) })}</p>}
                </div>
                <PuzzleOfferBox lang={lang} say={say} offer={puzzle} names={names} saveBlocked={saveBlocked} onSave={onSave} />
                <p class="review-nav">
                  {t && !solved && (
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

/** Under an exercise: whether the puzzle solver proved it as a puzzle, and if so, open, save and share it. */
function PuzzleOfferBox({
  lang,
  say,
  offer,
  names,
  saveBlocked,
  onSave,
}: {
  lang: Lang;
  say: DecisionProps['say'];
  offer: PuzzleOffer | 'checking' | null;
  names: readonly string[];
  saveBlocked: boolean;
  onSave: (o: PuzzleOffer) => void;
}) {
  return (
    <div class="review-puzzle" data-testid="review-puzzle" data-state={offer === null ? 'none' : offer === 'checking' ? 'checking' : 'proved'} aria-live="polite">
      {offer === 'checking' && <p class="muted">{say('puzzle.checking')}</p>}
      {offer === null && <p class="muted">{say('puzzle.none')}</p>}
      {offer !== null && offer !== 'checking' && (
        <>
          <p>{say('puzzle.proved', { goal: goalWords(offer.puzzle.goal, names, lang) })}</p>
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
