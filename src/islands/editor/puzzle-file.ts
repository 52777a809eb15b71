/**
 * A puzzle file from the editor's position: the fields of puzzleSchema (src/content/schemas.ts),
 * as YAML for the puzzles folder. The position is the whole state, so the puzzle opens exactly
 * as it was set up; the answer is one of the engine's legal moves.
 */
import { stringify } from 'yaml';
import type { GameState, Move } from '../../engine/puerto-rico';
import { PUZZLE_TYPES } from '../../content/schemas';

export type PuzzleType = (typeof PUZZLE_TYPES)[number];

/**
 * What the user fills in; everything else comes from the position. No difficulty: the build
 * computes it from the puzzle's measured features (src/puzzles/difficulty.ts).
 */
export interface PuzzleFields {
  id: string;
  number: number;
  title: string;
  question: string;
  type: PuzzleType;
  /** Seat whose victory points the goal counts. */
  player: number;
  answer: Move;
  explanation: string;
}

export const PUZZLE_ID = /^[a-z0-9-]+$/;

/** The fields still missing or malformed, by name (empty when the file can be written). */
export function missingFields(f: Omit<PuzzleFields, 'answer'> & { answer: Move | null }): Array<keyof PuzzleFields> {
  const out: Array<keyof PuzzleFields> = [];
  if (!PUZZLE_ID.test(f.id)) out.push('id');
  if (!Number.isInteger(f.number) || f.number < 1) out.push('number');
  if (f.title.trim() === '') out.push('title');
  if (f.question.trim() === '') out.push('question');
  if (f.answer === null) out.push('answer');
  if (f.explanation.trim() === '') out.push('explanation');
  return out;
}

/** The puzzle as data, in the order of the puzzle files. */
export function puzzleData(state: GameState, f: PuzzleFields, names: readonly string[] | null = null): Record<string, unknown> {
  return {
    id: f.id,
    number: f.number,
    game: 'puerto-rico',
    title: { en: f.title.trim() },
    type: f.type,
    tags: [f.type],
    source: 'position editor',
    question: { en: f.question.trim() },
    // Seat names ride along in the position, as the puzzle files write them (the engine never sees them).
    position: { ...(names ? { names: [...names] } : {}), ...(JSON.parse(JSON.stringify(state)) as Record<string, unknown>) },
    goal: { kind: 'most-vp', player: f.player },
    answer: [JSON.parse(JSON.stringify(f.answer)) as Record<string, unknown>],
    explanation: { en: f.explanation.trim() },
  };
}

/** The YAML text of the puzzle file. */
export function puzzleYaml(state: GameState, f: PuzzleFields, names: readonly string[] | null = null): string {
  return `# Made with the position editor. Check it with npm run puzzles:check before adding it.\n${stringify(puzzleData(state, f, names), { lineWidth: 0, flowCollectionPadding: true })}`;
}
