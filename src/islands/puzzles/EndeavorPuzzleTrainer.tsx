/**
 * The Endeavor puzzle trainer: the Endeavor board, the goal, and the learner answering by acting
 * on the board. The flow lives in the Endeavor puzzle machine; judging and the answer sheet come
 * from src/puzzles/endeavor (the same solver the checker proves the file with); rules come from
 * the engine. Attempt and challenge links are scenario links read and made by
 * src/puzzles/endeavor/share.ts.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { REGION_DATA, rule, type GameState, type Move } from '../../engine/endeavor';
import type { Lang } from '../../content/schemas';
import { fill } from '../../i18n/define';
import { endeavorPuzzleText, type EndeavorPuzzleKey } from '../../i18n/strings/endeavor-puzzles';
import { shareText } from '../../i18n/strings/share';
import { endeavorPuzzleMachine, type EndeavorPuzzleMode } from '../../machines/endeavor-puzzle';
import type { EndeavorGoal } from '../../puzzles/endeavor/goals';
import { endeavorAnswerSheet } from '../../puzzles/endeavor/judge';
import { offeredMoves } from '../../puzzles/endeavor/offer';
import { readEndeavorPosition } from '../../puzzles/endeavor/position';
import {
  endeavorAttemptCode,
  endeavorChallengeCode,
  readEndeavorSharedHash,
  type EndeavorChallengeResult,
  type EndeavorShareError,
  type EndeavorSharedFragment,
} from '../../puzzles/endeavor/share';
import { EndeavorSolver } from '../../puzzles/endeavor/solve';
import { loadProgress, recordAttempt, saveProgress, type Progress } from '../../puzzles/progress';
import EndeavorBoard from '../endeavor/EndeavorBoard';
import { TOKEN_WORDS, moveWords } from '../endeavor/words';
import { pt } from './words';
import './trainer.css';

export interface EndeavorPuzzleTrainerProps {
  id: string;
  lang: Lang;
  title: string;
  /** The position as written in the file (engine partial setup + names). */
  position: Record<string, unknown>;
  goal: EndeavorGoal;
  /** The file's hints in the page language (the last rung, the move, comes from the solver). */
  hints: { text: string; lang: string }[];
  explanation: { text: string; lang: string };
  nextUrl: string | null;
}

const et = (lang: Lang, key: EndeavorPuzzleKey, values: Record<string, string | number> = {}): string => fill(endeavorPuzzleText(lang, key), values);

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** Why a shared link could not be used, in the page language. */
function shareErrorWords(e: EndeavorShareError, lang: Lang): string {
  switch (e.code) {
    case 'share/notation':
      return shareText(lang, e.error.code);
    case 'share/other-game':
      return pt(lang, 'share.otherGame');
    case 'share/shape':
      return pt(lang, 'share.notPuzzle');
    case 'share/other-puzzle':
      return pt(lang, 'share.otherPuzzle', { id: e.id });
    case 'share/changed':
      return pt(lang, 'share.changed');
  }
}

interface Fragment {
  readonly value: EndeavorSharedFragment;
  readonly error: string | null;
  /** Counts the links read, so that a new one pasted into the address bar restarts the trainer. */
  readonly n: number;
}

export default function EndeavorPuzzleTrainer(props: EndeavorPuzzleTrainerProps) {
  const pos = useMemo(() => readEndeavorPosition(props.position), [props.position]);
  // The shared fragment is read after hydration (the server has no hash); the trainer restarts with it.
  const [fragment, setFragment] = useState<Fragment>({ value: { kind: 'none' }, error: null, n: 0 });
  useEffect(() => {
    if (!pos.result.ok) return;
    const start = pos.result.value;
    const read = () => {
      const r = readEndeavorSharedHash(window.location.hash, props.id, start);
      if (!r.ok) setFragment((f) => ({ value: { kind: 'none' }, error: shareErrorWords(r.error, props.lang), n: f.n + 1 }));
      else if (r.value.kind !== 'none') setFragment((f) => ({ value: r.value, error: null, n: f.n + 1 }));
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [pos]);
  if (!pos.result.ok) {
    return (
      <div class="card" role="alert">
        <p>{et(props.lang, 'board.error')}</p>
        <ul>{pos.result.error.map((e) => <li>{e.message}</li>)}</ul>
      </div>
    );
  }
  return <Trainer key={fragment.n} {...props} start={pos.result.value} names={pos.names} fragment={fragment.value} fragmentError={fragment.error} />;
}

function valueWords(goal: EndeavorGoal, v: number, lang: Lang): string {
  if (!Number.isFinite(v)) return et(lang, 'value.miss');
  const n = v > 0 ? `+${v}` : String(v);
  return et(lang, `value.${goal.kind}`, { n });
}

/** "You" inside a goal sentence (Hungarian has no goal words yet: they show in English). */
const YOU: Record<Lang, string> = { en: 'you', hu: 'you', nl: 'jou' };

/** A seat's name inside a sentence: the files call the learner "You". */
const seatInSentence = (names: readonly string[], seat: number, lang: Lang): string => {
  const name = names[seat] ?? `Player ${seat + 1}`;
  return name === 'You' ? YOU[lang] : name;
};

function goalWords(goal: EndeavorGoal, names: readonly string[], lang: Lang): string {
  const name = seatInSentence(names, goal.player, lang);
  const until = et(lang, goal.until === 'phase' ? 'until.phase' : 'until.action');
  if (goal.kind === 'track') return et(lang, 'goal.track', { name, until, track: TOKEN_WORDS[goal.track].word });
  if (goal.kind === 'governor') return et(lang, 'goal.governor', { name, until, region: REGION_DATA[goal.region].name });
  return et(lang, 'goal.glory', { name, until });
}

type TrainerProps = EndeavorPuzzleTrainerProps & { start: GameState; names: string[]; fragment: EndeavorSharedFragment; fragmentError: string | null };

function Trainer({ id, lang, title, goal, hints, explanation, nextUrl, start, names, fragment, fragmentError }: TrainerProps) {
  const solver = useMemo(() => new EndeavorSolver(start, goal), [start, goal]);
  const shared = fragment.kind === 'attempt' ? fragment.moves : undefined;
  const [snap, send] = useMachine(endeavorPuzzleMachine, { input: { solver, fileHints: hints.length, shared } });
  const c = snap.context;
  const mode = snap.value as EndeavorPuzzleMode;
  const s = c.node.state;
  const deciding = (mode === 'play' || mode === 'try') && solver.isDecision(c.node);
  const offered = useMemo(() => (deciding ? offeredMoves(s) : []), [deciding, s]);
  const canPass = deciding && solver.legal(s).some((m) => m.type === 'pass');
  const slots = (seat: number) => c.node.state.players[seat]?.buildings ?? [];
  const who = seatInSentence(names, goal.player, lang);
  const verdict = c.verdict;
  // A shared attempt does not give the answer away: the sheet waits for a solved run or the solution.
  const showSheet = mode === 'win' || (mode === 'view' && !c.sharedView);
  const sheet = useMemo(() => (showSheet ? endeavorAnswerSheet(solver, c.start) : null), [showSheet, solver, c.start]);
  const bestHere = deciding && c.hintLevel > hints.length ? solver.bestMoves(c.node)[0] : undefined;
  const statusRef = useRef<HTMLDivElement>(null);

  const [progress, setProgress] = useState<Progress | null>(null);
  useEffect(() => setProgress(loadProgress(storage()).progress), []);
  const recorded = useRef('');
  useEffect(() => {
    if (progress === null || !c.played || (mode !== 'win' && mode !== 'fail')) return;
    const run = `${c.attempts}:${mode}`;
    if (recorded.current === run) return;
    recorded.current = run;
    const next = recordAttempt(progress, id, { solved: mode === 'win', clean: mode === 'win' && c.credit, hints: c.hints });
    setProgress(next);
    saveProgress(storage(), next);
  }, [mode, c.attempts, progress === null]);

  const [link, setLink] = useState<{ url: string; copied: boolean } | null>(null);
  const makeLink = async (code: string) => {
    const url = `${window.location.origin}${window.location.pathname}#${code}`;
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
  const myResult: EndeavorChallengeResult = { moves: c.attempt, solved: mode === 'win', clean: mode === 'win' && c.credit, hints: c.hints, value: c.reached };
  const showVerdict = mode === 'fail' || c.sharedView;

  const move = (m: Move) => {
    send({ type: 'puzzle.move', move: m });
    // Bring the verdict into view on small screens: the board is long.
    requestAnimationFrame(() => statusRef.current?.scrollIntoView?.({ block: 'nearest' }));
  };

  return (
    <div class="pz-trainer" data-mode={mode}>
      <p class="pz-goal">
        <strong>{goalWords(goal, names, lang)}</strong> <span class="muted">{et(lang, 'goal.others', { name: who })}</span>
      </p>
      {fragmentError && <p class="pz-notice" role="alert">{pt(lang, 'share.bad', { reason: fragmentError })}</p>}
      {fragment.kind === 'challenge' && <p class="pz-notice">{pt(lang, 'challenge.intro')}</p>}

      <div class="pz-status card" data-status ref={statusRef}>
        <p role="status" aria-live="polite">
          <strong>{c.sharedView ? pt(lang, 'mode.shared') : et(lang, `mode.${mode}`)}</strong>{' '}
          {mode === 'win' && <span>{c.credit ? et(lang, 'status.clean') : et(lang, 'status.helped')}</span>}
          {(mode === 'play' || mode === 'try') && verdict?.kind === 'good' && <span>{et(lang, 'verdict.good')}</span>}
          {c.sharedView && verdict?.kind === 'good' && <span>{pt(lang, verdict.done ? 'shared.solved' : 'shared.unfinished')}</span>}
        </p>
        {verdict?.kind === 'illegal' && showVerdict && (
          <div data-verdict="illegal">
            <p class="pz-bad">{et(lang, 'verdict.illegal', { reason: verdict.error.message })}</p>
            <p class="muted">{et(lang, 'verdict.rule', { rule: rule(verdict.error.rule).text })}</p>
          </div>
        )}
        {verdict?.kind === 'inferior' && showVerdict && (
          <div data-verdict="inferior">
            <p class="pz-bad">{et(lang, 'verdict.inferior', { value: valueWords(goal, verdict.value, lang), best: valueWords(goal, verdict.best, lang) })}</p>
            <p>{et(lang, 'verdict.bestLine')}</p>
            <ol>{verdict.bestLine.map((m) => <li>{moveWords(m, slots(goal.player))}</li>)}</ol>
          </div>
        )}
        {deciding && c.hintLevel > 0 && (
          <p class="pz-hint" data-hint={c.hintLevel}>
            {c.hintLevel <= hints.length ? <span lang={hints[c.hintLevel - 1]!.lang}>{hints[c.hintLevel - 1]!.text}</span> : bestHere && et(lang, 'hint.move', { move: moveWords(bestHere, slots(goal.player)) })}
          </p>
        )}
        {c.hints > 0 && <p class="muted">{et(lang, 'hint.taken', { n: c.hints })}</p>}
        <div class="pz-controls">
          {canPass && <button type="button" class="button secondary" onClick={() => move({ type: 'pass' })}>{et(lang, 'action.pass')}</button>}
          {(mode === 'play' || mode === 'try') && c.hintLevel < c.maxHint && (
            <button type="button" class="button secondary" onClick={() => send({ type: 'puzzle.hint' })}>{et(lang, 'hint.button')}</button>
          )}
          {mode !== 'play' && (
            <button type="button" class="button" onClick={() => send({ type: 'puzzle.retry' })}>{mode === 'view' && !c.played ? pt(lang, 'action.start') : et(lang, 'action.retry')}</button>
          )}
          {(mode !== 'view' || c.sharedView) && <button type="button" class="button secondary" onClick={() => send({ type: 'puzzle.solution' })}>{et(lang, 'action.solution')}</button>}
          {nextUrl && <a class="button secondary" href={nextUrl}>{et(lang, 'action.next')}</a>}
        </div>
      </div>

      <section aria-label={title}>
        <EndeavorBoard game={s} seatNames={names} legal={offered} onMove={deciding ? move : undefined} />
      </section>

      {c.log.length > 0 && (
        <section class="pz-log" aria-labelledby="pz-log-title">
          <h2 id="pz-log-title">{et(lang, 'log.title')}</h2>
          <ol>{c.log.map((p) => <li>{names[p.seat] ?? `Player ${p.seat + 1}`}: {moveWords(p.move, slots(p.seat))}</li>)}</ol>
        </section>
      )}

      {sheet && (
        <>
          <section class="pz-sheet card" aria-labelledby="pz-sheet-title">
            <h2 id="pz-sheet-title">{et(lang, 'sheet.title')}</h2>
            <p class="muted">{et(lang, 'sheet.intro')}</p>
            <table>
              <thead>
                <tr><th scope="col">{et(lang, 'sheet.move')}</th><th scope="col">{et(lang, 'sheet.value')}</th></tr>
              </thead>
              <tbody>
                {sheet.options.map((o) => (
                  <tr class={o.value === sheet.best ? 'pz-best' : undefined}>
                    <td>{moveWords(o.move, start.players[goal.player]!.buildings)}{o.value === sheet.best && <span class="tag pz-best-tag">{et(lang, 'sheet.best')}</span>}</td>
                    <td>{valueWords(goal, o.value, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {sheet.margin !== null && <p data-margin>{Number.isFinite(sheet.margin) ? et(lang, 'sheet.margin', { n: sheet.margin }) : et(lang, 'sheet.marginMiss')}</p>}
          </section>
          <section class="pz-why card" aria-labelledby="pz-why-title">
            <h2 id="pz-why-title">{et(lang, 'explanation')}</h2>
            <p lang={explanation.lang}>{explanation.text}</p>
          </section>
        </>
      )}

      {fragment.kind === 'challenge' && (
        <section class="pz-challenge card" aria-labelledby="pz-challenge-title">
          <h2 id="pz-challenge-title">{pt(lang, 'challenge.title')}</h2>
          <table>
            <thead>
              <tr><td></td><th scope="col">{pt(lang, 'challenge.friend')}</th><th scope="col">{pt(lang, 'challenge.you')}</th></tr>
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
          {c.attempt.length > 0 && <button type="button" class="button secondary" onClick={() => makeLink(endeavorAttemptCode(id, start, c.attempt))}>{pt(lang, 'share.attempt')}</button>}
          {finished && <button type="button" class="button secondary" onClick={() => makeLink(endeavorChallengeCode(id, start, myResult))}>{pt(lang, 'share.challenge')}</button>}
        </div>
        {link && (
          <p class="pz-link">
            <label>
              {link.copied ? pt(lang, 'share.copied') : pt(lang, 'share.copyFailed')}{' '}
              <input type="text" readonly value={link.url} data-share-link onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
            </label>
          </p>
        )}
        {progress && <p class="muted" data-streak>{et(lang, 'progress.streak', { n: progress.streak.current, best: progress.streak.best })}</p>}
      </section>
    </div>
  );
}
