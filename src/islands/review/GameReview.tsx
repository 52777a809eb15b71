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
import type { DecisionReview, Mark } from '../../bots/puerto-rico/review';
import type { ReviewBudget } from '../../bots/puerto-rico/review-budget';
import { parseReviewQuery, reviewQuery, type ReviewQueryNotice } from '../../bots/puerto-rico/review-link';
import type { ReviewRequest } from '../../bots/puerto-rico/review-protocol';
import type { Lang } from '../../content/schemas';
import { applyMove, legalMoves, newGame, sameMove, type GameState } from '../../engine/puerto-rico';
import { fill } from '../../i18n/define';
import type { reviewText as ReviewTextTable } from '../../i18n/strings/review';
import type { shareText as ShareTextTable } from '../../i18n/strings/share';
import { wordsOf } from '../../i18n/words';
import { codeFromHash, decodeLink, pageOfOtherGame, positionLink, reviewPath } from '../../notation';
import { utcDay } from '../../puzzles/daily';
import { type ReviewPuzzle, reviewPuzzleId } from '../../puzzles/puerto-rico/review-puzzle';
import { goalHorizon } from '../../puzzles/puerto-rico/goals';
import { ReasonWords } from '../play/reason-words';
import { GameBoard } from '../puerto-rico/board/GameBoard';
import { buildingsOnBoard } from '../puerto-rico/board/on-board';
import { moveLabel, tx } from '../puerto-rico/board/text';
import { goalWords } from '../puzzles/words';
import EndeavorReview from './EndeavorReview';
import { ReviewChart } from './ReviewChart';
import { DecisionView, type PuzzleOffer, PuzzleOfferBox, ReviewNotLoaded, lead as vp, pct, ReviewLists, ReviewTerms, showDecision, useReviewRun, useSavedPuzzles } from './review-parts';
import type { RunnerResponse } from './review-runner';
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

/** The link of the page, read once: the replay, or the notice that says why there is none; an Endeavor link goes to its own review. */
function load(lang: Lang): { loaded: Loaded | null; notices: string[]; endeavor?: boolean } {
  const say = (k: Key, v: Record<string, string | number> = {}) => fill(reviewText(lang, k), v, lang);
  const code = codeFromHash(location.hash);
  if (code === '') return { loaded: null, notices: [say('notice.noLink')] };
  const d = decodeLink(code);
  if (!d.ok) {
    const other = pageOfOtherGame(d.error);
    if (other === 'play/endeavor') return { loaded: null, notices: [], endeavor: true };
    return { loaded: null, notices: [say('notice.link', { message: shareText(lang, d.error.code) })] };
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

export default function GameReview({ lang }: { lang: Lang }) {
  const say = (k: Key, v: Record<string, string | number> = {}) => fill(reviewText(lang, k), v, lang);
  const [{ loaded, notices, endeavor }, setLoad] = useState<{ loaded: Loaded | null; notices: string[]; endeavor?: boolean }>({ loaded: null, notices: [] });
  const [ready, setReady] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  /** Whether each exercise's position is also a proved puzzle: 'checking' while the solver works. */
  const [proofs, setProofs] = useState<Record<number, ReviewPuzzle | null | 'checking'>>({});
  const { saved, save } = useSavedPuzzles();
  const detailRef = useRef<HTMLHeadingElement>(null);
  const review = useReviewRun<DecisionReview>((data: RunnerResponse) => {
    if (data.type === 'proved' && !('game' in data)) setProofs((p) => ({ ...p, [data.index]: data.puzzle }));
  });
  const { run, chart, decisions, onPage, ask, stop } = review;
  const tryResult = review.tried;
  const setTryResult = review.setTried;

  const start = (l: Loaded) => {
    setSelected(null);
    review.start({ type: 'review', replay: l.replay, budget: l.budget, seats: l.seats });
  };

  useEffect(() => {
    const l = load(lang);
    setLoad(l);
    setReady(true);
    if (l.loaded) start(l.loaded);
    if (l.endeavor) return;
    return stop;
  }, []);

  // An exercise shown is also checked as a puzzle, once, by the exhaustive solver (src/puzzles/puerto-rico/review-puzzle.ts).
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
    showDecision(detailRef);
  };

  if (!ready) return null;
  if (endeavor) return <EndeavorReview lang={lang} />;
  if (!loaded) return <ReviewNotLoaded say={say} notices={notices} playPath={`/${lang}/play/`} />;

  const seatsText = loaded.seats === null ? say('seats.all') : loaded.seats.map((s) => loaded.names[s]).join(', ');
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
    return { goal: goalWords(p.goal, loaded.names, lang, goalHorizon(p.goal, state)), id, code, path: `/${lang}/puzzles/yours/#${code}`, saved: saved.ids.includes(id) };
  };
  const savePuzzle = (o: PuzzleOffer, move: number) => save({ game: 'puerto-rico', id: o.id, code: o.code, added: utcDay(new Date()), move });

  return (
    <div class="review">
      {notices.map((n) => (
        <p class="card review-notice" role="status" data-testid="review-notice">
          {n}
        </p>
      ))}
      <ReviewTerms
        lang={lang}
        say={say}
        budget={say('budget', { playouts: loaded.budget.playouts, samples: loaded.budget.samples, seed: loaded.budget.seed })}
        seats={seatsText}
        onPage={onPage}
        run={run}
        onCancel={review.cancel}
        onRestart={() => start(loaded)}
        link={link}
      />

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
        <ReviewLists say={say} decisions={decisions} names={loaded.names} seats={reviewedSeats} pointLabel={pointLabel} moveText={(d) => moveLabel(d.played.move, lang)} onShow={choose} />
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
          tried={tryResult}
          board={(playing) => {
            const state = loaded.positions[current.index]!;
            return (
              <GameBoard
                state={state}
                inGame={buildingsOnBoard(state)}
                legal={playing ? legalMoves(state) : []}
                onMove={(move) => {
                  setTryResult({ judging: true, decision: null, answer: false });
                  ask({ type: 'judge', replay: loaded.replay, budget: loaded.budget, index: current.index, move });
                }}
                names={loaded.names}
                vpVisibleTo="all"
                statusShownByHost
                label={say('board')}
                lang={lang}
              />
            );
          }}
          moveText={(m) => moveLabel(m, lang)}
          reason={(j) => words.optionOrLabel(j.move, j.reason)}
          value={(c, l) => say('value', { chance: pct(lang, c), lead: vp(lang, l) })}
          loss={say('loss', { chance: pct(lang, current.lossChance), lead: vp(lang, current.lossLead) })}
          sameMove={sameMove}
          extra={() => <PuzzleOfferBox lang={lang} say={say} offer={isExercise(current) ? puzzleOf(current) : null} saveBlocked={saved.blocked} onSave={(o) => savePuzzle(o, current.index + 1)} />}
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
