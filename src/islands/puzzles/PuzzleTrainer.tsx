/**
 * The Puerto Rico puzzle trainer: the board, and the learner answering by acting on it. The flow
 * lives in the puzzle machine; judging, hints and the answer sheet come from src/puzzles (the same
 * solver the checker proves the file with); rules come from the engine. Everything around the
 * board is the shared TrainerShell: this file holds only the board and its words.
 */
import { useMachine } from '@xstate/react';
import { useMemo } from 'preact/hooks';
import { legalMoves, type GameState, type Move, type MoveError } from '../../engine/puerto-rico';
import { puzzleMachine, type PuzzleMode } from '../../machines/puerto-rico/puzzle';
import { type Goal, goalHorizon, othersOf } from '../../puzzles/puerto-rico/goals';
import { hintFor } from '../../puzzles/puerto-rico/hints';
import { readPosition } from '../../puzzles/puerto-rico/position';
import { attemptCode, challengeCode, readSharedHash } from '../../puzzles/puerto-rico/share';
import { Solver, type Node } from '../../puzzles/puerto-rico/solve';
import { GameBoard } from '../puerto-rico/board/GameBoard';
import type { BoardLang } from '../puerto-rico/board/names';
import { moveLabel } from '../puerto-rico/board/text';
import { elsewhereOf, shareErrorWords } from './link-words';
import { PositionProblem } from './PositionProblem';
import { useSharedFragment, type SharedRead } from './shared-fragment';
import { TrainerShell } from './TrainerShell';
import { unpackPool } from '../../puzzles/pool';
import { refusalText, ruleLinkWords } from '../puerto-rico/refusal-words';
import type { Say } from './trainer-words';
import { diffWords, goalWords, hintWords, playedWords, pt, valueWords } from './words';

export interface PuzzleTrainerProps {
  /** Puzzle id, e.g. 'captain-rulebook' (progress and links are keyed by it). */
  id: string;
  lang: BoardLang;
  /** The question in the page's language (or English), first in the panel beside the board. */
  question?: { text: string; lang: string } | undefined;
  /** Title in the page language, the board's accessible name. */
  title: string;
  /** The position as written in the file (engine partial setup + names). */
  position: Record<string, unknown>;
  goal: Goal;
  explanation: { text: string; lang: string };
  /** Address of the next puzzle, or null for the last one. */
  nextUrl: string | null;
  /** This puzzle's build-time rating and the rated pool (src/content/puzzle-pool.ts); null for a puzzle from a game review, which is not rated. */
  rating: number | null;
  /** The rated pool, packed (packPool): one line a puzzle; '' for an unrated puzzle. */
  pool: string;
  /** The rules page, e.g. '/en/rules/'; a refusal links to `${rulesUrl}#${rule}`. */
  rulesUrl: string;
}

export default function PuzzleTrainer(props: PuzzleTrainerProps) {
  const { lang } = props;
  const pos = useMemo(() => readPosition(props.position), [props.position]);
  const link = useSharedFragment(
    pos.result.ok,
    (hash) => readSharedHash(hash, props.id),
    (e) => shareErrorWords(e, lang),
    (e) => elsewhereOf(e, lang),
  );
  if (!pos.result.ok) return <PositionProblem heading={pt(lang, 'board.error')} errors={pos.result.error} />;
  return <Trainer key={link.n} {...props} start={pos.result.value} names={pos.names} link={link} />;
}

type TrainerProps = PuzzleTrainerProps & { start: GameState; names: string[]; link: SharedRead<Move> };

function Trainer({ id, lang, title, question, goal, explanation, nextUrl, rating, pool, rulesUrl, start, names, link }: TrainerProps) {
  const solver = useMemo(() => new Solver(start, goal), [start, goal]);
  const entries = useMemo(() => unpackPool(pool), [pool]);
  const shared = link.value.kind === 'attempt' ? link.value.moves : undefined;
  const [snap, send] = useMachine(puzzleMachine, { input: { solver, shared } });
  const c = snap.context;
  const mode = snap.value as PuzzleMode;
  const s = c.node.state;
  const caps = s.ships.map((x) => x.capacity);
  const startCaps = solver.start.ships.map((x) => x.capacity);
  // After a refused move the board is back at the same decision: the learner moves again.
  const deciding = (mode === 'play' || mode === 'try' || mode === 'fail') && solver.isDecision(c.node);
  const bestHere = deciding ? solver.bestMoves(c.node)[0] : undefined;
  const hint = c.hintLevel > 0 && bestHere ? hintFor(c.hintLevel as 1 | 2 | 3, bestHere, s) : null;
  const greedy = othersOf(goal) === 'greedy';
  // With the others' replies declared, the answer sheet says so instead of "against you".
  const say: Say = (key, values) => pt(lang, greedy && key === 'sheet.intro' ? 'sheet.introGreedy' : key, values);
  const who = names[goal.player] ?? `Player ${goal.player + 1}`;

  return (
    <TrainerShell<Move, Node, MoveError>
      id={id}
      lang={lang}
      say={say}
      question={question}
      goal={goalWords(goal, names, lang, goalHorizon(goal, start))}
      others={pt(lang, greedy ? 'goal.othersGreedy' : 'goal.others', { name: who })}
      link={link}
      run={{ context: c, mode, send }}
      board={(move) => <GameBoard state={s} names={names} label={title} lang={lang} legal={deciding ? legalMoves(s) : []} onMove={move} highlight={hint?.places as never} />}
      hint={hint && hintWords(hint, lang, caps)}
      reason={(e) => refusalText(lang, e).main.text}
      rule={(e) => (
        <p>
          {lang !== 'en' && (
            <>
              <span class="muted refusal-detail" lang="en">
                ({e.message})
              </span>{' '}
            </>
          )}
          {pt(lang, 'verdict.rule')}{' '}
          <a href={`${rulesUrl}#${e.rule}`} lang={ruleLinkWords(lang, e.rule).lang === lang ? undefined : 'en'}>
            {ruleLinkWords(lang, e.rule).text}
          </a>
        </p>
      )}
      inferiorText={(v) => pt(lang, 'verdict.inferior', { value: valueWords(goal, v.value, lang) })}
      sheetMoveText={(m) => moveLabel(m, lang, startCaps)}
      logLine={(p) => playedWords(p.seat, p.move, names, lang, caps)}
      valueText={(v) => valueWords(goal, v, lang)}
      marginText={(margin) =>
        margin === null ? pt(lang, 'sheet.allEqual') : Number.isFinite(margin) ? pt(lang, 'sheet.margin', { diff: diffWords(goal, margin, lang) }) : pt(lang, 'sheet.marginMiss')
      }
      explanation={explanation}
      nextUrl={nextUrl}
      rating={rating}
      pool={entries}
      attemptCode={(moves) => attemptCode(id, start, moves)}
      challengeCode={(r) => challengeCode(id, start, r)}
    />
  );
}
