/**
 * The puzzle trainer: the board, the question's goal, and the learner answering by acting on the
 * board. The flow lives in the puzzle machine; judging, hints and the answer sheet come from
 * src/puzzles (the same solver the checker proves the file with); rules come from the engine.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { legalMoves, type GameState, type Move } from '../../engine/puerto-rico';
import { puzzleMachine, type PuzzleMode } from '../../machines/puzzle';
import type { Goal } from '../../puzzles/goals';
import { hintFor } from '../../puzzles/hints';
import { answerSheet } from '../../puzzles/judge';
import { readPosition } from '../../puzzles/position';
import { loadProgress, recordAttempt, saveProgress, type Progress } from '../../puzzles/progress';
import { attemptCode, challengeCode, readSharedHash, type ChallengeResult, type SharedFragment } from '../../puzzles/share';
import { Solver } from '../../puzzles/solve';
import { GameBoard } from '../puerto-rico/board/GameBoard';
import type { BoardLang } from '../puerto-rico/board/names';
import { moveLabel } from '../puerto-rico/board/text';
import { AnswerSheet } from './AnswerSheet';
import { diffWords, goalWords, playedWords, pt, valueWords } from './words';
import './trainer.css';

export interface PuzzleTrainerProps {
  /** Puzzle id, e.g. 'captain-rulebook' (progress and links are keyed by it). */
  id: string;
  lang: BoardLang;
  /** Title in the page language, the board's accessible name. */
  title: string;
  /** The position as written in the file (engine partial setup + names). */
  position: Record<string, unknown>;
  goal: Goal;
  explanation: { text: string; lang: string };
  /** Address of the next puzzle, or null for the last one. */
  nextUrl: string | null;
  /** The rules page, e.g. '/en/rules/'; a refusal links to `${rulesUrl}#${rule}`. */
  rulesUrl: string;
}

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

export default function PuzzleTrainer(props: PuzzleTrainerProps) {
  const { lang } = props;
  const pos = useMemo(() => readPosition(props.position), [props.position]);
  // The shared fragment is read after hydration (the server has no hash); the trainer restarts with it.
  const [fragment, setFragment] = useState<{ value: SharedFragment; error: string | null }>({ value: { kind: 'none' }, error: null });
  useEffect(() => {
    const r = readSharedHash(window.location.hash, props.id);
    if (!r.ok) setFragment({ value: { kind: 'none' }, error: r.error.message });
    else if (r.value.kind !== 'none') setFragment({ value: r.value, error: null });
  }, []);
  if (!pos.result.ok) {
    return (
      <div class="card" role="alert">
        <p>{pt(lang, 'board.error')}</p>
        <ul>{pos.result.error.map((e) => <li>{e.message}</li>)}</ul>
      </div>
    );
  }
  const key = fragment.value.kind === 'attempt' ? 'attempt' : fragment.value.kind === 'challenge' ? 'challenge' : 'fresh';
  return <Trainer key={key} {...props} start={pos.result.value} names={pos.names} fragment={fragment.value} fragmentError={fragment.error} />;
}

type TrainerProps = PuzzleTrainerProps & { start: GameState; names: string[]; fragment: SharedFragment; fragmentError: string | null };

function Trainer({ id, lang, title, goal, explanation, nextUrl, rulesUrl, start, names, fragment, fragmentError }: TrainerProps) {
  const solver = useMemo(() => new Solver(start, goal), [start, goal]);
  const shared = fragment.kind === 'attempt' ? fragment.moves : undefined;
  const [snap, send] = useMachine(puzzleMachine, { input: { solver, shared } });
  const c = snap.context;
  const mode = snap.value as PuzzleMode | 'init';
  const s = c.node.state;
  const caps = s.ships.map((x) => x.capacity);
  const deciding = (mode === 'play' || mode === 'try') && solver.isDecision(c.node);
  const legal = deciding ? legalMoves(s) : [];
  const bestHere = deciding ? solver.bestMoves(c.node)[0] : undefined;
  const hint = c.hintLevel > 0 && bestHere ? hintFor(c.hintLevel as 1 | 2 | 3, bestHere, s) : null;
  const sheet = useMemo(() => answerSheet(solver, c.start), [solver, c.start]);
  const verdict = c.verdict;
  const who = names[goal.player] ?? `Player ${goal.player + 1}`;

  // The learner's record: loaded once, written when a run ends (win, mistake or shown solution).
  const [progress, setProgress] = useState<Progress | null>(null);
  const [notice, setNotice] = useState(false);
  useEffect(() => {
    const r = loadProgress(storage());
    setProgress(r.progress);
    setNotice(r.notices.length > 0);
  }, []);
  const recorded = useRef<string>('');
  useEffect(() => {
    if (progress === null || !c.played && mode !== 'view') return;
    if (mode !== 'win' && mode !== 'fail' && !(mode === 'view' && c.log.length > 0 && c.attempt.length === 0)) return;
    const run = `${c.attempts}:${mode}`;
    if (recorded.current === run) return;
    recorded.current = run;
    const next = recordAttempt(progress, id, { solved: mode === 'win', clean: mode === 'win' && c.credit, hints: c.hints });
    setProgress(next);
    saveProgress(storage(), next);
  }, [mode, c.attempts, progress === null]);

  const [link, setLink] = useState<{ url: string; copied: boolean } | null>(null);
  const makeLink = async (fragmentText: string) => {
    const url = `${window.location.origin}${window.location.pathname}#${fragmentText}`;
    let copied = false;
    try {
      await navigator.clipboard.writeText(url);
      copied = true;
    } catch {
      copied = false;
    }
    setLink({ url, copied });
  };
  const finished = mode === 'win' || mode === 'fail' || (mode === 'view' && c.played);
  const myResult: ChallengeResult = { moves: c.attempt, solved: mode === 'win', clean: mode === 'win' && c.credit, hints: c.hints, value: c.reached };

  const status =
    mode === 'view' && shared && !c.played ? pt(lang, 'mode.shared') : mode === 'init' ? '' : pt(lang, `mode.${mode}`);
  return (
    <div class="pz-trainer" data-mode={mode}>
      <p class="pz-goal">
        <strong>{goalWords(goal, names, lang)}</strong> <span class="muted">{pt(lang, 'goal.others', { name: who })}</span>
      </p>
      {fragmentError && <p class="pz-notice" role="alert">{pt(lang, 'share.bad', { reason: fragmentError })}</p>}
      {notice && <p class="pz-notice" role="status">{pt(lang, 'progress.reset')}</p>}
      {fragment.kind === 'challenge' && <p class="pz-notice">{pt(lang, 'challenge.intro')}</p>}

      <div class="pz-status card" data-status>
        <p role="status" aria-live="polite">
          <strong>{status}</strong>{' '}
          {mode === 'win' && <span>{c.credit ? pt(lang, 'status.clean') : pt(lang, 'status.helped')}</span>}
          {(mode === 'play' || mode === 'try') && verdict?.kind === 'good' && <span>{pt(lang, 'verdict.good')}</span>}
        </p>
        {verdict?.kind === 'illegal' && (mode === 'fail' || mode === 'view') && (
          <p class="pz-bad" data-verdict="illegal">
            {pt(lang, 'verdict.illegal', { reason: verdict.error.message })} <a href={`${rulesUrl}#${verdict.error.rule}`}>{pt(lang, 'verdict.rule')}</a>
          </p>
        )}
        {verdict?.kind === 'inferior' && (mode === 'fail' || mode === 'view') && (
          <div data-verdict="inferior">
            <p class="pz-bad">
              {pt(lang, 'verdict.inferior', { value: valueWords(goal, verdict.value, lang), best: valueWords(goal, verdict.best, lang), diff: diffWords(goal, verdict.best - verdict.value, lang) })}
            </p>
            <p>{pt(lang, 'verdict.bestLine')}</p>
            <ol>{verdict.bestLine.map((m) => <li>{moveLabel(m, lang, caps)}</li>)}</ol>
          </div>
        )}
        {hint && (
          <p class="pz-hint" data-hint={hint.level}>
            {hint.level === 1 ? pt(lang, 'hint.1', { area: pt(lang, `area.${hint.area}`) }) : hint.level === 2 ? pt(lang, 'hint.2') : pt(lang, 'hint.3', { move: moveLabel(hint.move!, lang, caps) })}
          </p>
        )}
        {c.hints > 0 && <p class="muted">{pt(lang, 'hint.taken', { n: c.hints })}</p>}
        <div class="pz-controls">
          {(mode === 'play' || mode === 'try') && c.hintLevel < 3 && (
            <button type="button" class="button secondary" onClick={() => send({ type: 'puzzle.hint' })}>{pt(lang, 'hint.button')}</button>
          )}
          {(mode === 'try' || mode === 'fail' || mode === 'win' || mode === 'view') && (
            <button type="button" class="button" onClick={() => send({ type: 'puzzle.retry' })}>{mode === 'view' && !c.played ? pt(lang, 'action.start') : pt(lang, 'action.retry')}</button>
          )}
          {mode !== 'view' && mode !== 'init' && (
            <button type="button" class="button secondary" onClick={() => send({ type: 'puzzle.solution' })}>{pt(lang, 'action.solution')}</button>
          )}
          {nextUrl && <a class="button secondary" href={nextUrl}>{pt(lang, 'action.next')}</a>}
        </div>
      </div>

      <GameBoard
        state={s}
        names={names}
        label={title}
        lang={lang}
        legal={legal}
        onMove={(m: Move) => send({ type: 'puzzle.move', move: m })}
        highlight={hint?.places as never}
        lastRefusal={verdict?.kind === 'illegal' ? verdict.error.message : null}
      />

      {c.log.length > 0 && (
        <section class="pz-log" aria-labelledby="pz-log-title">
          <h2 id="pz-log-title">{pt(lang, 'log.title')}</h2>
          <ol>{c.log.map((p) => <li>{playedWords(p.seat, p.move, names, lang, caps)}</li>)}</ol>
        </section>
      )}

      {(mode === 'win' || mode === 'view') && (
        <>
          <AnswerSheet sheet={sheet} goal={goal} lang={lang} caps={solver.start.ships.map((x) => x.capacity)} />
          <section class="pz-why card" aria-labelledby="pz-why-title">
            <h2 id="pz-why-title">{pt(lang, 'explanation')}</h2>
            <p lang={explanation.lang}>{explanation.text}</p>
          </section>
        </>
      )}

      {fragment.kind === 'challenge' && (
        <section class="pz-challenge card" aria-labelledby="pz-challenge-title">
          <h2 id="pz-challenge-title">{pt(lang, 'challenge.title')}</h2>
          <table>
            <thead>
              <tr><th scope="col"></th><th scope="col">{pt(lang, 'challenge.friend')}</th><th scope="col">{pt(lang, 'challenge.you')}</th></tr>
            </thead>
            <tbody>
              <tr><th scope="row">{pt(lang, 'challenge.result')}</th><td>{pt(lang, fragment.result.solved ? 'challenge.solved' : 'challenge.notSolved')}</td><td>{finished ? pt(lang, myResult.solved ? 'challenge.solved' : 'challenge.notSolved') : pt(lang, 'challenge.waiting')}</td></tr>
              <tr><th scope="row">{pt(lang, 'challenge.firstTry')}</th><td>{pt(lang, fragment.result.clean ? 'yes' : 'no')}</td><td>{finished ? pt(lang, myResult.clean ? 'yes' : 'no') : '…'}</td></tr>
              <tr><th scope="row">{pt(lang, 'challenge.hints')}</th><td>{fragment.result.hints}</td><td>{finished ? myResult.hints : '…'}</td></tr>
              <tr><th scope="row">{pt(lang, 'challenge.value')}</th><td>{fragment.result.value === null ? '—' : valueWords(goal, fragment.result.value, lang)}</td><td>{finished && myResult.value !== null ? valueWords(goal, myResult.value, lang) : '—'}</td></tr>
            </tbody>
          </table>
        </section>
      )}

      <section class="pz-share" aria-labelledby="pz-share-title">
        <h2 id="pz-share-title">{pt(lang, 'share.title')}</h2>
        <div class="pz-controls">
          {c.attempt.length > 0 && <button type="button" class="button secondary" onClick={() => makeLink(attemptCode(id, start, c.attempt))}>{pt(lang, 'share.attempt')}</button>}
          {finished && <button type="button" class="button secondary" onClick={() => makeLink(challengeCode(id, start, myResult))}>{pt(lang, 'share.challenge')}</button>}
        </div>
        {link && (
          <p class="pz-link">
            <label>
              {link.copied ? pt(lang, 'share.copied') : pt(lang, 'share.copyFailed')}{' '}
              <input type="text" readonly value={link.url} data-share-link onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
            </label>
          </p>
        )}
        {progress && <p class="muted" data-streak>{pt(lang, 'progress.streak', { n: progress.streak.current, best: progress.streak.best })}</p>}
      </section>
    </div>
  );
}
