/**
 * The Endeavor puzzle trainer: the Endeavor board, and the learner answering by acting on it. The
 * flow lives in the Endeavor puzzle machine; judging and the answer sheet come from
 * src/puzzles/endeavor (the same solver the checker proves the file with); rules come from the
 * engine. Everything around the board is the shared TrainerShell: this file holds only the board,
 * the file's hints and the Endeavor words.
 */
import { useMachine } from '@xstate/react';
import { useMemo } from 'preact/hooks';
import { rule, type GameState, type Move } from '../../engine/endeavor';
import type { Lang } from '../../content/schemas';
import { fill } from '../../i18n/define';
import type { endeavorPuzzleText as EndeavorPuzzleTextTable, EndeavorPuzzleKey } from '../../i18n/strings/endeavor-puzzles';
import { endeavorPuzzleMachine, type EndeavorPuzzleMode } from '../../machines/endeavor/puzzle';
import type { EndeavorGoal } from '../../puzzles/endeavor/goals';
import { offeredMoves } from '../../puzzles/endeavor/offer';
import { readEndeavorPosition } from '../../puzzles/endeavor/position';
import { endeavorAttemptCode, endeavorChallengeCode, readEndeavorSharedHash } from '../../puzzles/endeavor/share';
import type { EndeavorRefusal } from '../../puzzles/endeavor/judge';
import { EndeavorSolver, type EndeavorNode } from '../../puzzles/endeavor/solve';
import type { endeavorText as EndeavorTextTable } from '../../i18n/strings/endeavor';
import EndeavorBoard from '../endeavor/EndeavorBoard';
import { moveWords } from '../endeavor/words';
import { elsewhereOf, shareErrorWords } from './link-words';
import { PositionProblem } from './PositionProblem';
import { useSharedFragment, type SharedRead } from './shared-fragment';
import { TrainerShell } from './TrainerShell';
import { unpackPool } from '../../puzzles/pool';
import { wordsOf } from '../../i18n/words';
import { endeavorGoalWords, endeavorOthersWords } from './endeavor-goal-words';

export { endeavorGoalWords };

const endeavorPuzzleText = wordsOf<typeof EndeavorPuzzleTextTable>('endeavor-puzzles');
const endeavorText = wordsOf<typeof EndeavorTextTable>('endeavor');

export interface EndeavorPuzzleTrainerProps {
  id: string;
  lang: Lang;
  title: string;
  /** The question in the page's language (or English), first in the panel beside the board. */
  question?: { text: string; lang: string } | undefined;
  /** The position as written in the file (engine partial setup + names), or an engine state with its seat names (a puzzle from a game review's link). */
  position: Record<string, unknown> | { state: GameState; names: string[] };
  goal: EndeavorGoal;
  /** The file's hints in the page language (the last rung, the move, comes from the solver). */
  hints: { text: string; lang: string }[];
  explanation: { text: string; lang: string };
  nextUrl: string | null;
  /** This puzzle's build-time rating and the rated pool (src/content/puzzle-pool.ts); null for a puzzle from a game review, which is not rated. */
  rating: number | null;
  /** The rated pool, packed (packPool): one line a puzzle; '' for an unrated puzzle. */
  pool: string;
}

const et = (lang: Lang, key: EndeavorPuzzleKey, values: Record<string, string | number> = {}): string => fill(endeavorPuzzleText(lang, key), values, lang);

export default function EndeavorPuzzleTrainer(props: EndeavorPuzzleTrainerProps) {
  const { lang } = props;
  const pos = useMemo(() => {
    const p = props.position;
    // A link's state has already been through the notation's decoder and the engine's gate; a file has no `state` field.
    if ('state' in p) return { result: { ok: true as const, value: p.state as GameState }, names: p.names as string[] };
    return readEndeavorPosition(p as Record<string, unknown>);
  }, [props.position]);
  const link = useSharedFragment(
    pos.result.ok,
    (hash) => (pos.result.ok ? readEndeavorSharedHash(hash, props.id, pos.result.value) : { ok: true, value: { kind: 'none' } }),
    (e) => shareErrorWords(e, lang),
    (e) => elsewhereOf(e, lang),
  );
  if (!pos.result.ok) return <PositionProblem heading={et(lang, 'board.error')} errors={pos.result.error} />;
  return <Trainer key={link.n} {...props} start={pos.result.value} names={pos.names} link={link} />;
}

function valueWords(goal: EndeavorGoal, v: number, lang: Lang): string {
  if (!Number.isFinite(v)) return et(lang, 'value.miss');
  const n = v > 0 ? `+${v}` : String(v);
  return et(lang, `value.${goal.kind}`, { n });
}

/** "You" inside a goal sentence: Hungarian says "for you" in one word, so its sentences leave "for" to the name. */
type TrainerProps = EndeavorPuzzleTrainerProps & { start: GameState; names: string[]; link: SharedRead<Move> };

function Trainer({ id, lang, title, question, goal, hints, explanation, nextUrl, rating, pool, start, names, link }: TrainerProps) {
  const solver = useMemo(() => new EndeavorSolver(start, goal), [start, goal]);
  const entries = useMemo(() => unpackPool(pool), [pool]);
  const shared = link.value.kind === 'attempt' ? link.value.moves : undefined;
  const [snap, send] = useMachine(endeavorPuzzleMachine, { input: { solver, fileHints: hints.length, shared } });
  const c = snap.context;
  const mode = snap.value as EndeavorPuzzleMode;
  const s = c.node.state;
  // After a refused move the board is back at the same decision: the learner moves again.
  const deciding = (mode === 'play' || mode === 'try' || mode === 'fail') && solver.isDecision(c.node);
  const offered = useMemo(() => (deciding ? offeredMoves(s) : []), [deciding, s]);
  const canPass = deciding && solver.legal(s).some((m) => m.type === 'pass');
  const slots = (seat: number) => c.node.state.players[seat]?.buildings ?? [];
  const bestHere = deciding && c.hintLevel > hints.length ? solver.bestMoves(c.node)[0] : undefined;
  const fileHint = deciding && c.hintLevel > 0 && c.hintLevel <= hints.length ? hints[c.hintLevel - 1]! : null;
  // The files call the learner "You": on the board and in the log that is the page's word for it.
  const shown = names.map((n) => (n === 'You' ? endeavorText(lang, 'you') : n));

  return (
    <TrainerShell<Move, EndeavorNode, EndeavorRefusal>
      id={id}
      lang={lang}
      say={(key, values) => et(lang, key, values)}
      question={question}
      goal={endeavorGoalWords(goal, names, lang)}
      others={endeavorOthersWords(goal, names, lang)}
      link={link}
      run={{ context: c, mode, send }}
      board={(move) => (
        <section aria-label={title}>
          <EndeavorBoard lang={lang} game={s} seatNames={shown} legal={offered} onMove={deciding ? move : undefined} />
        </section>
      )}
      extraControls={(move) =>
        canPass && (
          <button type="button" class="button secondary" onClick={() => move({ type: 'pass' })}>
            {et(lang, 'action.pass')}
          </button>
        )
      }
      hint={fileHint ? <span lang={fileHint.lang}>{fileHint.text}</span> : bestHere ? et(lang, 'hint.move', { move: moveWords(bestHere, slots(goal.player), lang) }) : null}
      rule={(e) => <p class="muted">{et(lang, 'verdict.rule', { rule: rule(e.rule).text })}</p>}
      inferiorText={(v) => (Number.isFinite(v.value) ? et(lang, 'verdict.inferior', { value: valueWords(goal, v.value, lang) }) : et(lang, 'verdict.inferiorMiss'))}
      sheetMoveText={(m) => moveWords(m, start.players[goal.player]!.buildings, lang)}
      logLine={(p) => `${shown[p.seat] ?? `${p.seat + 1}`}: ${moveWords(p.move, slots(p.seat), lang)}`}
      valueText={(v) => valueWords(goal, v, lang)}
      marginText={(margin) => (margin === null ? null : Number.isFinite(margin) ? et(lang, 'sheet.margin', { n: margin }) : et(lang, 'sheet.marginMiss'))}
      explanation={explanation}
      nextUrl={nextUrl}
      rating={rating}
      pool={entries}
      attemptCode={(moves) => endeavorAttemptCode(id, start, moves)}
      challengeCode={(r) => endeavorChallengeCode(id, start, r)}
    />
  );
}
