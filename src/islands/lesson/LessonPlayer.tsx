/**
 * The interactive lesson of either game: one step at a time, each on a live board run by the rules
 * engine. The learner acts on the board; the lesson machine asks the engine, and a refusal is
 * shown with the engine's reason and a link to the rule. Every step has its own address (#step-N),
 * and finished steps are remembered in the browser. The game comes in as a small adapter
 * (./lesson-game.ts: its machine, board, answer words, statechart, link codec); the navigation,
 * progress, feedback placement, share link and address are written here once. Each game's island
 * entry binds its adapter: ./PuertoRicoLesson.tsx (and ./charts/), ./EndeavorLesson.tsx.
 *
 * Three shapes: the whole lesson (Puerto Rico's lesson page), an excerpt (a window of steps beside
 * the source paragraph they illustrate, linking on to the lesson) and a placed step (one step the
 * page puts in its own text, as an Endeavor lesson does with <BoardStep>).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Lang } from '../../content/schemas';
import { lessonUrl } from '../../content/lessons';
import { fill } from '../../i18n/define';
import type { PlayerLabels } from '../../i18n/strings/lessons';
import type { StepShape } from '../../machines/lesson';
import { BoardScreen, type BoardAnswer } from '../board-screen/BoardScreen';
import ShareLink from '../share/ShareLink';
import { readStepLink, stepHash } from '../step-hash';
import type { LessonGame, LessonSend, LessonSnapshot, StepText } from './lesson-game';
import { BLOCKED, browserStorage, loadProgress, recordSteps, type ProgressError, type ProgressErrorCode } from './progress';
import { useStatechartLights } from './statechart-lights';
import { useLesson } from './use-lesson';
import './lesson.css';

export type { PlayerLabels } from '../../i18n/strings/lessons';

/** The words for each progress notice: dropped entry, newer data kept, storage unusable, or reset. */
function noticeLabel(code: ProgressErrorCode): keyof PlayerLabels {
  if (code === 'progress/lesson') return 'player.progressDropped';
  if (code === 'progress/newer') return 'player.progressNewer';
  if (code === 'progress/blocked') return 'player.progressBlocked';
  return 'progress.reset';
}

/** A window of a lesson's steps, and the words of the link that continues in the lesson. */
export interface LessonExcerpt {
  first: number;
  last: number;
  /** e.g. "Continue in the lesson"; the link goes to the lesson page at the step after `last`. */
  more: string;
}

/** One step the page places in its own text: `steps` holds that step only. */
export interface PlacedStep {
  /** Its place in the lesson's plan (0-based), for progress and its number. */
  index: number;
  /** How many steps the plan has. */
  total: number;
}

export interface LessonPlayerProps<Step, Text extends StepText = StepText> {
  /** The lesson's content id, the key of its saved progress, e.g. "en/puerto-rico/07-captain". */
  lesson: string;
  steps: readonly Step[];
  /** The words of each step in the page's language (English where not translated), resolved at build time. */
  texts: readonly Text[];
  /** Seat names for the board, e.g. ['Anna', 'Róbert', 'Krisztina', 'Dávid'] (none: the game names the seats). */
  names?: readonly string[] | undefined;
  labels: PlayerLabels;
  lang: Lang;
  /**
   * Only these steps (0-based, inclusive, of the whole plan), for a player embedded beside the
   * paragraph of a source text it illustrates: several may share a page, so the player leaves the
   * address alone, and past its last step it links on to the lesson instead of going on.
   */
  excerpt?: LessonExcerpt | undefined;
  /** A step placed in the page's text: no navigation of its own, and the address left alone. */
  placed?: PlacedStep | undefined;
  /** The lesson's address in the page's language, for an excerpt's links into it (default: the English lesson's, from `lesson`). */
  lessonHref?: string | undefined;
  /** The language of the steps' own words when it differs from the page's (English plans on a Hungarian page). */
  textLang?: string | undefined;
  /** The name of the player's region, when not "Lesson steps" (a placed step's "Try it on the board"). */
  label?: string | undefined;
}

const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const NO_NAMES: readonly string[] = [];

export function LessonPlayer<S, M, E extends { rule: string }, Step extends StepShape<M, unknown>>({
  game,
  lesson,
  steps,
  texts,
  names = NO_NAMES,
  labels,
  lang,
  excerpt,
  placed,
  lessonHref: pageLessonHref,
  textLang,
  label,
}: LessonPlayerProps<Step> & { game: LessonGame<S, M, E, Step> }) {
  // The one place the machine's generic snapshot is read as this game's (the adapter built the machine from its rules).
  const [snapshot, send, latest] = useLesson(game.machine, excerpt ? { steps, start: excerpt.first } : { steps }) as unknown as [
    LessonSnapshot<S, M, E, Step>,
    LessonSend<M>,
    () => LessonSnapshot<S, M, E, Step>,
  ];
  const { step, start, state, feedback, completed, broken, played, missed } = snapshot.context;
  const finished = snapshot.matches('finished');
  // Indices into the plan: a placed step is one step of it.
  const offset = placed?.index ?? 0;
  const total = placed?.total ?? steps.length;
  const here = steps[step]!;
  const words = texts[step] ?? {};
  const [stored, setStored] = useState<number[]>([]);
  const [notice, setNotice] = useState<ProgressError | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  const moved = useRef(false);
  // Each time a step opens by the learner's navigation or a link (never by a move), the board screen
  // opens anew and brings the step's decision into view, as a puzzle's does as its page opens.
  const [opened, setOpened] = useState(0);
  // Several players share the page (excerpts, placed steps): the address belongs to none of them.
  const ownsAddress = !excerpt && !placed;

  // Saved progress and the deep link are read once the island is live (the server knows neither).
  useEffect(() => {
    const { progress, notice } = loadProgress(browserStorage());
    setStored(progress.lessons[lesson]?.done ?? []);
    setNotice(notice);
    if (!ownsAddress) return;
    const open = (hash: string): boolean => {
      const link = readStepLink(hash);
      if (link === null) return false;
      send({ type: 'lesson.goto', step: link.step });
      setOpened((n) => n + 1);
      // The moves of the link, played on the step's own start: the board the friend saw.
      const board = latest().context.start;
      const moves = board === null || game.path === undefined ? [] : (game.path.decode(board, link.moves) ?? []);
      for (const m of moves) send({ type: 'lesson.move', move: m });
      return true;
    };
    // A link to a step lands on the step's board (the board screen's opening view), not on the
    // lesson's introduction; a step without a board is brought up here.
    if (open(window.location.hash))
      requestAnimationFrame(() => {
        if (!section.current?.querySelector('.board-screen')) section.current?.querySelector('.lesson-step')?.scrollIntoView({ block: 'start' });
      });
    const onHash = () => open(window.location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  // The address follows the step without flooding the history; focus follows the learner's moves.
  useEffect(() => {
    if (moved.current) heading.current?.focus({ preventScroll: true });
  }, [step, finished]);
  const playedPath = useMemo(() => (start === null || game.path === undefined ? [] : (game.path.encode(start, played) ?? [])), [start, played]);
  useEffect(() => {
    const hash = stepHash(step, playedPath);
    if (ownsAddress && window.location.hash !== hash) history.replaceState(null, '', hash);
  }, [step, playedPath.join('.')]);

  // Newly finished steps are saved.
  const doneNow = completed.flatMap((d, i) => (d ? [i + offset] : []));
  useEffect(() => {
    if (doneNow.length === 0 || doneNow.every((i) => stored.includes(i))) return;
    const { progress, saved } = recordSteps({ lesson, total }, doneNow);
    if (saved === 'blocked') setNotice(BLOCKED);
    setStored(progress.lessons[lesson]?.done ?? []);
  }, [doneNow.join(',')]);

  // The phase machine, fed the step's moves from its own position, lights up its state on the statechart.
  useStatechartLights(() => game.lights?.(steps, step, start, played) ?? null, [step, played.length, finished, start]);

  const isDone = (i: number) => completed[i] === true || stored.includes(i + offset);
  const doneCount = steps.filter((_, i) => isDone(i)).length;
  const read = game.isRead?.(here) ?? false;
  const reached = feedback.kind === 'done';
  const play = (move: M) => send({ type: 'lesson.move', move });
  // The answer to the latest move, marked on the part clicked: a refusal, a move not asked for, or one played.
  const answer: BoardAnswer | null =
    feedback.kind === 'refused' || feedback.kind === 'not-asked' ? { kind: 'bad', key: feedback } : feedback.kind === 'done' || played.length > 0 ? { kind: 'good', key: feedback } : null;
  const go = (event: Parameters<typeof send>[0]) => {
    moved.current = true;
    send(event);
    setOpened((n) => n + 1);
  };
  const canGoOn = read || reached || isDone(step);
  const shown = texts.map((s, i) => ({ s, i })).filter(({ i }) => !excerpt || (i >= excerpt.first && i <= excerpt.last));
  const atFirst = excerpt ? step <= excerpt.first : step === 0;
  const atEnd = excerpt !== undefined && step >= excerpt.last;
  const Heading = excerpt ? 'h3' : 'h2';
  const lessonHref = pageLessonHref ?? lessonUrl({ id: lesson });
  const title = finished ? labels['player.lessonDone'] : words.title;
  const task = words.task ?? '';
  const tryOut = (index: number) => send({ type: 'lesson.try', index });
  const boardProps = state === null ? null : { state, step: here, names, lang, labels, reached, onMove: play, text: words, onTry: tryOut };

  const stepWords = (
    <div class="lesson-step">
      {title && (
        <Heading ref={heading} tabIndex={-1} lang={finished ? undefined : textLang}>
          {title}
        </Heading>
      )}
      {/* The one announcement of an answer: the board itself stays quiet. */}
      <div class="feedback" role="alert" aria-atomic="true" data-feedback>
        {broken && <p class="bad">{fill(labels['player.broken'], { reason: broken })}</p>}
        {!finished && state !== null && start !== null && (
          <game.Answer feedback={feedback} step={here} start={start} state={state} played={played} names={names} task={task} lang={lang} labels={labels} missed={missed} />
        )}
      </div>
      {!finished && task && !reached && (
        <p class="task" data-task>
          <strong>{labels['player.yourMove']}:</strong> <span lang={textLang}>{task}</span>
        </p>
      )}
      {!finished && read && <p class="muted">{labels['player.readOn']}</p>}
    </div>
  );
  const body = !finished && words.body && (
    <div class="lesson-body">
      {paragraphs(words.body).map((p) => (
        <p lang={textLang}>{p}</p>
      ))}
    </div>
  );
  const moves = !finished && boardProps !== null && game.Moves && <game.Moves {...boardProps} />;
  const controls = (
    <div class="controls" data-keep>
      {!placed && (
        <button type="button" class="button secondary" onClick={() => go({ type: 'lesson.back' })} disabled={atFirst && !finished}>
          ← {labels['player.prev']}
        </button>
      )}
      {!finished && !read && (
        <>
          {here.solution !== undefined && (
            <button type="button" class="button secondary" onClick={() => send({ type: 'lesson.show' })} disabled={reached}>
              {labels['player.show']}
            </button>
          )}
          <button type="button" class="button secondary" onClick={() => send({ type: 'lesson.retry' })}>
            {labels['player.retry']}
          </button>
        </>
      )}
      {placed ? null : atEnd && !finished ? (
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
  const share = !placed && <ShareLink lang={lang} path={finished ? lessonHref : `${lessonHref}${stepHash(step, playedPath)}`} />;

  return (
    <section
      ref={section}
      class={`lesson-player${excerpt ? ' excerpt' : ''}${placed ? ' placed' : ''}`}
      aria-label={label ?? (excerpt ? `${labels['player.label']}: ${texts[excerpt.first]?.title ?? ''}` : labels['player.label'])}
      data-step={step + offset + 1}
      data-step-id={game.stepId?.(here)}
      data-state={finished ? 'finished' : 'learning'}
    >
      {notice && (
        <p class="lesson-notice" role="status">
          {labels[noticeLabel(notice.code)]}
        </p>
      )}
      {!placed && (
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
                          setOpened((n) => n + 1);
                        }
                      }}
                    >
                      <span aria-hidden="true">{isDone(i) ? '✓' : i + 1}</span>
                      <span class="visually-hidden">
                        {fill(labels['player.stepLink'], { n: i + 1, title: s.title ?? '' })}
                        {isDone(i) ? ` (${labels['player.finishedMark']})` : ''}
                      </span>
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
        </div>
      )}

      {/* The step's words, the task and the feedback beside the board (below it, held at the bottom of a phone's screen). */}
      {!finished && boardProps !== null ? (
        <BoardScreen
          key={opened}
          scrollOnOpen={opened > 0 || game.opensInView === true}
          waitForMoves={false}
          kind="lesson"
          answer={answer}
          board={<game.Board {...boardProps} />}
          panel={
            <>
              {stepWords}
              {moves}
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
