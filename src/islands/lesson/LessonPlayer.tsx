/**
 * An interactive lesson: one step at a time, each on a live board run by the rules engine. The
 * learner acts on the board; the lesson machine asks the engine, and a refusal is shown with the
 * engine's reason and a link to the rule. Every step has its own address (#step-N), and finished
 * steps are remembered in the browser.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { legalMoves } from '../../engine/puerto-rico/game';
import type { Move } from '../../engine/puerto-rico/moves';
import type { PuertoRicoStepText } from '../../content/lesson-words';
import { fill } from '../../i18n/define';
import type { LessonTextKey } from '../../i18n/strings/lessons';
import { puertoRicoLesson } from '../../machines/lesson/puerto-rico';
import { stepLine, stepStart } from '../../machines/lesson/puerto-rico-replay';
import { lessonBuildings } from './board-buildings';
import { trackMachine, type NamedMachine } from '../../machines/puerto-rico/track-machine';
import type { LessonStep } from '../../machines/lesson/puerto-rico-steps';
import { GameBoard } from '../puerto-rico/board/GameBoard';
import { RefusalWithRule } from '../puerto-rico/RefusalWithRule';
import type { BoardLang } from '../puerto-rico/board/names';
import type { BoardPlace } from '../puerto-rico/board/types';
import { readStepLink, stepHash } from '../step-hash';
import { BoardScreen, type BoardAnswer } from '../board-screen/BoardScreen';
import { movePath, pathMoves } from './move-path';
import ShareLink from '../share/ShareLink';
import { lessonUrl } from '../../content/lessons';
import { candidateMoves } from './candidates';
import { ScoreTable } from './ScoreTable';
import { useStatechartLights } from './statechart-lights';
import { useLesson } from './use-lesson';
import './lesson.css';
import { browserStorage, loadProgress, recordSteps, type ProgressError, type ProgressErrorCode } from './progress';

/** The words for each progress notice: dropped entry, newer data kept, storage unusable, or reset. */
function noticeLabel(code: ProgressErrorCode): keyof PlayerLabels {
  if (code === 'progress/lesson') return 'player.progressDropped';
  if (code === 'progress/newer') return 'player.progressNewer';
  if (code === 'progress/blocked') return 'player.progressBlocked';
  return 'progress.reset';
}

const BLOCKED_NOTICE: ProgressError = { code: 'progress/blocked', message: 'Progress cannot be saved in this browser.' };

export type PlayerLabels = Record<Extract<LessonTextKey, `player.${string}` | 'progress.reset'>, string>;

export interface LessonPlayerProps {
  /** The lesson's content id, the key of its saved progress, e.g. "en/puerto-rico/07-captain". */
  lesson: string;
  steps: readonly LessonStep[];
  /** The words of each step in the page's language (English where not translated), resolved at build time. */
  texts: readonly PuertoRicoStepText[];
  /** Seat names for the board, e.g. ['Anna', 'Róbert', 'Krisztina', 'Dávid']. */
  names?: readonly string[];
  labels: PlayerLabels;
  lang: BoardLang;
  /** Address of the rules reference, e.g. "/en/rules/"; a refusal links to its #rule-id. */
  rulesHref: string;
  /**
   * Only these steps (0-based, inclusive, of the whole plan), for a player embedded beside the
   * paragraph of a source text it illustrates: several may share a page, so the player leaves the
   * address alone, and past its last step it links on to the lesson instead of going on.
   */
  excerpt?: LessonExcerpt | undefined;
  /** The lesson's address in the page's language, for an excerpt's links into it (default: the English lesson's, from `lesson`). */
  lessonHref?: string | undefined;
  /** The language of the steps' own words when it differs from the page's (English plans on a Hungarian page). */
  textLang?: string | undefined;
}

/**
 * The player with the phase machine whose statechart is on the page: its current state is lit up
 * as the learner plays. Only the entries in ./charts/ pass it, one machine each, so a lesson page
 * ships the one machine it shows.
 */
export interface ChartedPlayerProps extends LessonPlayerProps {
  chart?: NamedMachine | undefined;
}

/** A window of a lesson's steps, and the words of the link that continues in the lesson. */
export interface LessonExcerpt {
  first: number;
  last: number;
  /** e.g. "Continue in the lesson"; the link goes to the lesson page at the step after `last`. */
  more: string;
}

const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export default function LessonPlayer({ lesson, steps, texts, names = [], labels, lang, rulesHref, chart, excerpt, lessonHref: pageLessonHref, textLang }: ChartedPlayerProps) {
  const [snapshot, send] = useLesson(puertoRicoLesson, excerpt ? { steps, start: excerpt.first } : { steps });
  const { step, state, feedback, completed, broken } = snapshot.context;
  const finished = snapshot.matches('finished');
  const total = steps.length;
  const current = steps[step]!;
  const words = texts[step] ?? { title: '', body: '' };
  const [stored, setStored] = useState<number[]>([]);
  const [notice, setNotice] = useState<ProgressError | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  const moved = useRef(false);

  // Saved progress and the deep link are read once the island is live (the server knows neither).
  useEffect(() => {
    const { progress, notice } = loadProgress(browserStorage());
    setStored(progress.lessons[lesson]?.done ?? []);
    setNotice(notice);
    // An excerpt shares the page with others: the address belongs to none of them.
    if (excerpt) return;
    const open = (hash: string): boolean => {
      const link = readStepLink(hash);
      if (link === null) return false;
      send({ type: 'lesson.goto', step: link.step });
      // The moves of the link, played on the step's own start: the board the friend saw.
      const start = stepStart(steps, Math.min(link.step, total - 1));
      const moves = start.ok && start.value !== null ? (pathMoves(start.value, link.moves) ?? []) : [];
      for (const m of moves) send({ type: 'lesson.move', move: m });
      return true;
    };
    // A link to a step should land on the step's board, not on the lesson's introduction (once, as the page opens).
    if (open(window.location.hash)) requestAnimationFrame(() => section.current?.querySelector('.board-screen, .lesson-step')?.scrollIntoView({ block: 'start' }));
    const onHash = () => open(window.location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  // The address follows the step without flooding the history; focus follows the learner's moves.
  useEffect(() => {
    if (moved.current) heading.current?.focus({ preventScroll: true });
  }, [step, finished]);
  const startOfStep = snapshot.context.start;
  const playedPath = useMemo(() => (startOfStep === null ? [] : (movePath(startOfStep, snapshot.context.played) ?? [])), [startOfStep, snapshot.context.played]);
  useEffect(() => {
    const hash = stepHash(step, playedPath);
    if (!excerpt && window.location.hash !== hash) history.replaceState(null, '', hash);
  }, [step, playedPath.join('.')]);

  // Newly finished steps are saved.
  const doneNow = completed.flatMap((d, i) => (d ? [i] : []));
  useEffect(() => {
    if (doneNow.length === 0 || doneNow.every((i) => stored.includes(i))) return;
    const { progress, saved } = recordSteps({ lesson, total }, doneNow);
    if (saved === 'blocked') setNotice(BLOCKED_NOTICE);
    setStored(progress.lessons[lesson]?.done ?? []);
  }, [doneNow.join(',')]);

  // The phase machine, fed the lesson's moves from the step's own position, lights up its state on the statechart.
  const played = snapshot.context.played;
  useStatechartLights(() => {
    if (chart === undefined) return null;
    const line = stepLine(steps, step);
    const base = stepStart(steps, line.base);
    return { machine: chart.name, paths: base.ok && base.value !== null ? trackMachine(chart, base.value, [...line.moves, ...played]).paths : [] };
  }, [step, played.length, finished]);

  const isDone = (i: number) => completed[i] === true || stored.includes(i);
  const doneCount = steps.filter((_, i) => isDone(i)).length;
  const read = current.goal.kind === 'read';
  const reached = feedback.kind === 'done';
  const legal = useMemo(() => (state === null || read || reached ? [] : legalMoves(state)), [state, read, reached]);
  const offered = useMemo(
    () =>
      state === null || legal.length === 0
        ? []
        : candidateMoves(
            state,
            legal,
            current.refusals.map((r) => r.move),
          ),
    [state, legal, current],
  );
  // The answer to the latest move, marked on the part clicked: a refusal, a move not asked for, or one played.
  const answer: BoardAnswer | null =
    feedback.kind === 'refused' || feedback.kind === 'not-asked' ? { kind: 'bad', key: feedback } : feedback.kind === 'done' || played.length > 0 ? { kind: 'good', key: feedback } : null;
  const go = (event: Parameters<typeof send>[0]) => {
    moved.current = true;
    send(event);
  };
  const canGoOn = read || reached || isDone(step);
  const shown = texts.map((s, i) => ({ s, i })).filter(({ i }) => !excerpt || (i >= excerpt.first && i <= excerpt.last));
  const atFirst = excerpt ? step <= excerpt.first : step === 0;
  const atEnd = excerpt !== undefined && step >= excerpt.last;
  const Heading = excerpt ? 'h3' : 'h2';
  const lessonHref = pageLessonHref ?? lessonUrl({ id: lesson });

  const headingEl = (
    <Heading ref={heading} tabIndex={-1} lang={finished ? undefined : textLang}>
      {finished ? labels['player.lessonDone'] : words.title}
    </Heading>
  );
  const stepWords = (
    <div class="lesson-step">
      {headingEl}
      {!finished && words.task && !reached && (
        <p class="task" data-task>
          <strong>{labels['player.yourMove']}:</strong> <span lang={textLang}>{words.task}</span>
        </p>
      )}
      {!finished && read && <p class="muted">{labels['player.readOn']}</p>}
      {/* The one announcement of an answer: the board itself stays quiet. */}
      <div class="feedback" role="alert" aria-atomic="true" data-feedback>
        {broken && <p class="bad">{fill(labels['player.broken'], { reason: broken })}</p>}
        {feedback.kind === 'refused' && (
          <p class="bad" data-rule={feedback.error.rule}>
            <RefusalWithRule lang={lang} error={feedback.error} href={`${rulesHref}#${feedback.error.rule}`} lead={labels['player.refused']} ruleLead={labels['player.rule']} />
          </p>
        )}
        {feedback.kind === 'not-asked' && <p class="warn">{fill(labels['player.notAsked'], { task: words.task ?? '' })}</p>}
        {feedback.kind === 'done' && <p class="good">{labels['player.done']}</p>}
      </div>
    </div>
  );
  const body = !finished && (
    <div class="lesson-body">
      {paragraphs(words.body).map((p) => (
        <p lang={textLang}>{p}</p>
      ))}
    </div>
  );
  const scores = state !== null && state.phase === 'over' && (
    <ScoreTable
      state={state}
      names={names}
      labels={{
        title: labels['player.scores'],
        player: labels['player.scorePlayer'],
        chips: labels['player.scoreChips'],
        buildings: labels['player.scoreBuildings'],
        bonus: labels['player.scoreBonus'],
        total: labels['player.scoreTotal'],
        tiebreak: labels['player.scoreTiebreak'],
      }}
    />
  );
  const controls = (
    <div class="controls" data-keep>
      <button type="button" class="button secondary" onClick={() => go({ type: 'lesson.back' })} disabled={atFirst && !finished}>
        ← {labels['player.prev']}
      </button>
      {!finished && !read && (
        <>
          <button type="button" class="button secondary" onClick={() => send({ type: 'lesson.show' })} disabled={reached}>
            {labels['player.show']}
          </button>
          <button type="button" class="button secondary" onClick={() => send({ type: 'lesson.retry' })}>
            {labels['player.retry']}
          </button>
        </>
      )}
      {atEnd && !finished ? (
        <a class={`button${canGoOn ? '' : ' secondary'}`} href={step < total - 1 ? `${lessonHref}${stepHash(step + 1)}` : lessonHref}>
          {excerpt?.more} →
        </a>
      ) : finished ? (
        <button type="button" class="button" onClick={() => go({ type: 'lesson.restart' })}>
          {labels['player.restart']}
        </button>
      ) : (
        <button type="button" class={`button${canGoOn ? '' : ' secondary'}`} onClick={() => go({ type: 'lesson.next' })}>
          {step === total - 1 ? labels['player.finish'] : labels['player.next']} →
        </button>
      )}
    </div>
  );
  // The link follows the lesson: the step and the moves played in it, or the lesson itself once finished.
  const share = <ShareLink lang={lang} path={finished ? lessonHref : `${lessonHref}${stepHash(step, playedPath)}`} />;

  return (
    <section
      ref={section}
      class={`lesson-player${excerpt ? ' excerpt' : ''}`}
      aria-label={excerpt ? `${labels['player.label']}: ${texts[excerpt.first]?.title ?? ''}` : labels['player.label']}
      data-step={step + 1}
      data-state={finished ? 'finished' : 'learning'}
    >
      {notice && (
        <p class="lesson-notice" role="status">
          {labels[noticeLabel(notice.code)]}
        </p>
      )}
      <div class="lesson-progress">
        <div class="bar" role="progressbar" aria-label={labels['player.progress']} aria-valuemin={0} aria-valuemax={total} aria-valuenow={doneCount}>
          <span style={{ width: `${Math.round((doneCount / total) * 100)}%` }} />
        </div>
        <p class="count" aria-live="polite">
          {finished ? labels['player.lessonDone'] : fill(labels['player.step'], { n: step + 1, total })}
        </p>
        {shown.length > 1 && (
          <nav aria-label={labels['player.steps']}>
            <ol class="step-links">
              {shown.map(({ s, i }) => (
                <li>
                  <a
                    href={excerpt ? `${lessonHref}${stepHash(i)}` : stepHash(i)}
                    aria-current={i === step && !finished ? 'step' : undefined}
                    class={isDone(i) ? 'done' : undefined}
                    title={s.title}
                    onClick={(e) => {
                      moved.current = true;
                      // In an excerpt the link is for opening the lesson elsewhere; a plain click stays here.
                      if (excerpt && !e.ctrlKey && !e.metaKey && !e.shiftKey) {
                        e.preventDefault();
                        send({ type: 'lesson.goto', step: i });
                      }
                    }}
                  >
                    <span aria-hidden="true">{isDone(i) ? '✓' : i + 1}</span>
                    <span class="visually-hidden">
                      {fill(labels['player.stepLink'], { n: i + 1, title: s.title })}
                      {isDone(i) ? ` (${labels['player.finishedMark']})` : ''}
                    </span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
      </div>

      {/* The step's words, the task and the feedback beside the board (below it, held at the bottom of a phone's screen). */}
      {!finished && state !== null ? (
        <BoardScreen
          kind="lesson"
          answer={answer}
          board={
            <>
              {state.phase === 'over' && scores}
              <GameBoard
                state={state}
                names={names}
                lang={lang}
                label={labels['player.board']}
                legal={offered}
                inGame={state === null ? undefined : lessonBuildings(state, offered)}
                onMove={offered.length > 0 ? (m: Move) => send({ type: 'lesson.move', move: m }) : undefined}
                highlight={(current.highlight ?? []) as readonly BoardPlace[]}
              />
            </>
          }
          panel={
            <>
              {stepWords}
              {controls}
              {body}
              {share}
            </>
          }
        />
      ) : (
        <>
          {stepWords}
          {body}
          {controls}
          {share}
        </>
      )}
    </section>
  );
}
