/**
 * Everything a puzzle trainer shows around its board, for either game: the goal, notices, the
 * status card (mode, verdict, hint, controls), the moves played, the answer sheet and why, a
 * friend's challenge, and the share links. The game's trainer (PuzzleTrainer.tsx,
 * EndeavorPuzzleTrainer.tsx) runs the machine and hands in its board and its words for moves and
 * values; the shell holds no rules and no game words of its own.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Lang } from '../../content/schemas';
import type { PuzzleEvent, PuzzleFlowContext, PuzzleMode } from '../../machines/puzzle-flow';
import type { AnyNode, AnySearch } from '../../puzzles/attempt';
import { answerSheetAt, type Graded, type Played } from '../../puzzles/grade';
import type { ChallengeResult } from '../../puzzles/puzzle-link';
import { nearRating, streakNext, streakOf, streakOrder, type PoolEntry } from '../../puzzles/pool';
import { provisional } from '../../puzzles/rating';
import { BoardScreen, type BoardAnswer } from '../board-screen/BoardScreen';
import { AnswerSheet } from './AnswerSheet';
import { ChallengeTable } from './ChallengeTable';
import { useRunRecord } from './run-record';
import { ShareBlock } from './ShareBlock';
import type { SharedRead } from './shared-fragment';
import type { Say } from './trainer-words';
import { pt } from './words';
import './trainer.css';

export interface TrainerShellProps<M, N extends AnyNode, E extends { message: string }> {
  /** Puzzle id (the record and links are keyed by it). */
  id: string;
  lang: Lang;
  /** The game's trainer words. */
  say: Say;
  /** The puzzle's question, shown first in the panel beside the board. */
  question?: { text: string; lang: string } | undefined;
  /** The goal in words, and who the others play against. */
  goal: string;
  others: string;
  /** What the page's link shares, and why it could not be used. */
  link: SharedRead<M>;
  /** The machine's context, mode and send. */
  run: { context: PuzzleFlowContext<AnySearch<M, N>, M, N, E>; mode: PuzzleMode; send: (e: PuzzleEvent) => void };
  /** The board: `move` sends a move and brings the verdict into view. */
  board: (move: (m: M) => void) => ComponentChildren;
  /** Game buttons beside the hint button (Endeavor's Pass), or nothing. */
  extraControls?: (move: (m: M) => void) => ComponentChildren;
  /** The hint at the current rung, or null. */
  hint: ComponentChildren | null;
  /** What follows the engine's refusal: the rule it breaks. */
  rule: (error: E) => ComponentChildren;
  /** The refusal's reason in the page's language; the engine's message when absent. */
  reason?: (error: E) => string;
  /** A weaker move's verdict in words: what the move gives, never what the best gives (the answer waits for the solution). */
  inferiorText: (v: Extract<Graded<M, N>, { kind: 'inferior' }>) => string;
  /** A move of the answer sheet, at the puzzle's first decision. */
  sheetMoveText: (m: M) => string;
  logLine: (p: Played<M>) => string;
  valueText: (v: number) => string;
  marginText: (margin: number | null) => string | null;
  explanation: { text: string; lang: string };
  nextUrl: string | null;
  /** This puzzle's build-time rating (null: an unrated puzzle from a game review), and the rated pool (for the next puzzle and a streak). */
  rating: number | null;
  pool: readonly PoolEntry[];
  attemptCode: (moves: readonly M[]) => string;
  challengeCode: (r: ChallengeResult<M>) => string;
}

export function TrainerShell<M, N extends AnyNode, E extends { message: string }>(p: TrainerShellProps<M, N, E>) {
  const { lang, say } = p;
  const { context: c, mode, send } = p.run;
  const fragment = p.link.value;
  // A Puzzle Streak is carried in the address (?streak=N), read after hydration like the list's ?game.
  const [streak, setStreak] = useState<number | null>(null);
  useEffect(() => setStreak(streakOf(window.location.search)), []);
  const { progress, notice, moved } = useRunRecord(p.id, { attempts: c.attempts, hints: c.hints, result: c.result }, p.rating, streak);
  const urlOf = (e: PoolEntry) => `/${lang}/puzzles/${e.id}/`;
  // After a decided run: the next puzzle near the learner's rating (outside a streak), or the streak's next step.
  const near = c.result !== null && progress && streak === null ? nearRating(p.pool, progress.rating.rating, p.id, progress.puzzles) : null;
  const streakGoesOn = streak !== null && c.result === 'clean';
  const streakAfter = streakGoesOn ? streakNext(p.pool, p.id) : null;
  const streakStart = streakOrder(p.pool)[0];
  const statusRef = useRef<HTMLDivElement>(null);
  const verdict = c.verdict;
  // A shared attempt does not give the answer away: the sheet waits for a solved run or the solution.
  const showSheet = mode === 'win' || (mode === 'view' && !c.sharedView);
  const sheet = useMemo(() => (showSheet ? answerSheetAt(c.solver, c.start) : null), [showSheet, c.solver, c.start]);
  const sheetRef = useRef<HTMLDivElement>(null);
  // The sheet opens in place, in the panel beside the board: the panel scrolls to it, the page stays.
  useEffect(() => {
    if (sheet) sheetRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [sheet !== null]);
  const showVerdict = mode === 'fail' || c.sharedView;
  // A run is over for a challenge once the machine has decided how it counts (a mistake fails it).
  const finished = c.result !== null && !c.sharedView;
  // The attempt a link shares: the moves kept, and the refused one the board went back from.
  const shared: readonly M[] = mode === 'fail' && verdict?.kind === 'inferior' ? [...c.attempt, verdict.move] : c.attempt;
  const deciding = mode === 'play' || mode === 'try' || mode === 'fail';
  // Starting again only means something once the run has moves in it, or is over.
  const canRestart = mode === 'win' || mode === 'view' || c.attempt.length > 0;
  const mine: ChallengeResult<M> = { moves: shared, solved: c.result === 'clean' || c.result === 'helped', clean: c.result === 'clean', hints: c.hints, value: c.reached };

  // The verdict is in the panel beside the board, in view: the page does not move after a move.
  const move = (m: M) => send({ type: 'puzzle.move', move: m });
  const answer: BoardAnswer | null = verdict === null || verdict === undefined ? null : { kind: verdict.kind === 'good' ? 'good' : 'bad', key: verdict };

  return (
    <div class="pz-trainer" data-mode={mode}>
      {p.link.error && (
        <p class="pz-notice" role="alert">
          {pt(lang, 'share.bad', { reason: p.link.error })}
          {p.link.elsewhere && (
            <>
              {' '}
              <a href={p.link.elsewhere}>{pt(lang, 'share.openElsewhere')}</a>
            </>
          )}
        </p>
      )}
      {notice && (
        <p class="pz-notice" role="status">
          {pt(lang, `progress.${notice}`)}
        </p>
      )}
      {fragment.kind === 'challenge' && <p class="pz-notice">{pt(lang, 'challenge.intro')}</p>}

      <BoardScreen
        kind="puzzle"
        scrollOnOpen
        answer={answer}
        board={p.board(move)}
        panel={
          <div class="pz-side" data-sheet={sheet ? 'open' : 'closed'}>
            {p.question && (
              <p class="pz-question" lang={p.question.lang}>
                {p.question.text}
              </p>
            )}
            {/* The goal under the question; on a phone the folded bar shows only the goal (data-task),
                whole in two lines, where the question's first two lines stopped short of it. */}
            <p class="pz-goal">
              <strong data-task>{p.goal}</strong> <span class="muted">{p.others}</span>
            </p>
            <div class="pz-status card" data-status ref={statusRef}>
              {/* The one announcement of a verdict (the board itself stays quiet): the mode, and why a move was refused. */}
              <div role="status" aria-live="polite" aria-atomic="true" data-feedback>
                <p>
                  <strong>{c.sharedView ? pt(lang, 'mode.shared') : say(`mode.${mode}`)}</strong> {mode === 'win' && <span>{c.credit ? say('status.clean') : say('status.helped')}</span>}
                  {(mode === 'play' || mode === 'try') && verdict?.kind === 'good' && <span>{say('verdict.good')}</span>}
                  {c.sharedView && verdict?.kind === 'good' && <span>{pt(lang, verdict.done ? 'shared.solved' : 'shared.unfinished')}</span>}
                </p>
                {/* A refusal says why, never which move is best: the answer waits for "Show solution". */}
                {verdict?.kind === 'illegal' && showVerdict && (
                  <div data-verdict="illegal">
                    <p class="pz-bad">{say('verdict.illegal', { reason: p.reason ? p.reason(verdict.error) : verdict.error.message })}</p>
                    {p.rule(verdict.error)}
                    {mode === 'fail' && <p>{say('verdict.again')}</p>}
                  </div>
                )}
                {verdict?.kind === 'inferior' && showVerdict && (
                  <div data-verdict="inferior">
                    <p class="pz-bad">{p.inferiorText(verdict)}</p>
                    {mode === 'fail' && <p>{say('verdict.again')}</p>}
                  </div>
                )}
              </div>
              {p.hint && (
                <p class="pz-hint" data-hint={c.hintLevel}>
                  {p.hint}
                </p>
              )}
              {c.hints > 0 && <p class="muted">{say('hint.taken', { n: c.hints })}</p>}
              <div class="pz-controls" data-keep>
                {p.extraControls?.(move)}
                {deciding && c.hintLevel < c.maxHint && (
                  <button type="button" class="button secondary" onClick={() => send({ type: 'puzzle.hint' })}>
                    {say('hint.button')}
                  </button>
                )}
                {canRestart && (
                  <button type="button" class="button" onClick={() => send({ type: 'puzzle.retry' })}>
                    {mode === 'view' && !c.played ? pt(lang, 'action.start') : say('action.retry')}
                  </button>
                )}
                {(mode !== 'view' || c.sharedView) && (
                  <button type="button" class="button secondary" onClick={() => send({ type: 'puzzle.solution' })}>
                    {say('action.solution')}
                  </button>
                )}
                {streak === null && near && (
                  <a class="button" href={urlOf(near)} data-near={near.id}>
                    {pt(lang, 'action.nearRating')}
                  </a>
                )}
                {streak === null && !near && p.nextUrl && (
                  <a class="button secondary" href={p.nextUrl}>
                    {say('action.next')}
                  </a>
                )}
                {streakAfter && (
                  <a class="button" href={`${urlOf(streakAfter)}?streak=${streak! + 1}`} data-streak-next={streakAfter.id}>
                    {pt(lang, 'streak.next')}
                  </a>
                )}
              </div>
              {/* The learner's rating, or the streak: how this run counted. */}
              {streak !== null && (
                <div class="pz-streak" data-streak-run={c.result === null ? 'on' : streakGoesOn ? 'won' : 'over'}>
                  {c.result === null && <p>{pt(lang, 'streak.now', { n: streak })}</p>}
                  {streakGoesOn && <p>{streakAfter ? pt(lang, 'streak.now', { n: streak + 1 }) : pt(lang, 'streak.done')}</p>}
                  {c.result !== null && !streakGoesOn && (
                    <p>
                      <strong>{pt(lang, 'streak.over', { n: streak })}</strong> {streakStart && <a href={`${urlOf(streakStart)}?streak=0`}>{pt(lang, 'streak.again')}</a>}
                    </p>
                  )}
                  {progress && c.result !== null && <p class="muted">{pt(lang, 'streak.best', { n: progress.puzzleStreak.best })}</p>}
                </div>
              )}
              {streak === null && moved && moved !== 'once' && (
                <p data-rating-moved={moved.to}>
                  {pt(lang, 'rating.change', { from: moved.from, to: moved.to })} {progress && provisional(progress.rating) && <span class="muted">{pt(lang, 'rating.provisional')}</span>}
                </p>
              )}
              {streak === null && moved === 'once' && <p class="muted">{pt(lang, 'rating.once')}</p>}
            </div>

            {/* The answer sheet opens in place, beside the board (above it on a narrow screen). */}
            {sheet && (
              <div class="pz-answer" data-keep ref={sheetRef}>
                <AnswerSheet sheet={sheet} say={say} moveText={p.sheetMoveText} valueText={p.valueText} marginText={p.marginText} />
                <section class="pz-why card" aria-labelledby="pz-why-title">
                  <h2 id="pz-why-title">{say('explanation')}</h2>
                  <p lang={p.explanation.lang}>{p.explanation.text}</p>
                </section>
              </div>
            )}

            {c.log.length > 0 && (
              <section class="pz-log" aria-labelledby="pz-log-title">
                <h2 id="pz-log-title">{say('log.title')}</h2>
                <ol>
                  {c.log.map((x) => (
                    <li>{p.logLine(x)}</li>
                  ))}
                </ol>
              </section>
            )}
            {/* A friend's challenge and the share links sit in the panel too (it scrolls on its own): the page holds little more than the board. */}
            {fragment.kind === 'challenge' && <ChallengeTable lang={lang} friend={fragment.result} mine={mine} finished={finished} valueText={p.valueText} />}

            <ShareBlock
              lang={lang}
              attempt={shared.length > 0 ? () => p.attemptCode(shared) : null}
              challenge={finished ? () => p.challengeCode(mine) : null}
              // Inside a Puzzle Streak its own count is the streak: a second one (clean solves in a row) would read as a contradiction.
              streak={progress && streak === null ? say('progress.streak', { n: progress.streak.current, best: progress.streak.best }) : null}
            />
          </div>
        }
      />
    </div>
  );
}
