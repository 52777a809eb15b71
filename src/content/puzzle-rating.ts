/**
 * A puzzle file's rating, computed at build time: the file's position goes through the engine's
 * gate, the same exact search the checker proves it with measures its features
 * (src/puzzles/features.ts), and src/puzzles/difficulty.ts turns them into a rating and a label.
 * A file's own `difficulty` field is ignored.
 */
import type { PuzzleData } from './schemas';
import { puzzleRating, levelOf, type PuzzleLevel } from '../puzzles/difficulty';
import { measureFeatures, type PuzzleFeatures } from '../puzzles/features';
import { readPosition } from '../puzzles/puerto-rico/position';
import { Solver } from '../puzzles/puerto-rico/solve';
import { readEndeavorPosition } from '../puzzles/endeavor/position';
import { EndeavorSolver } from '../puzzles/endeavor/solve';
import { rulesOf, themesOf, type Theme } from '../puzzles/themes';
import type { Goal } from '../puzzles/puerto-rico/goals';

export interface RatedPuzzle {
  readonly rating: number;
  readonly level: PuzzleLevel;
  readonly themes: Theme[];
  readonly features: PuzzleFeatures;
}

/** Rates one puzzle file (already through the schema); null when its position does not pass the gate (the checker names why). */
export function ratePuzzleFile(p: PuzzleData): RatedPuzzle | null {
  const rules = rulesOf(p.tags);
  let features: PuzzleFeatures;
  if (p.game === 'endeavor') {
    const pos = readEndeavorPosition(p.position);
    if (!pos.result.ok) return null;
    features = measureFeatures(new EndeavorSolver(pos.result.value, p.goal), rules);
  } else {
    const pos = readPosition(p.position);
    if (!pos.result.ok) return null;
    features = measureFeatures(new Solver(pos.result.value, p.goal as Goal), rules);
  }
  const rating = puzzleRating(features);
  return { rating, level: levelOf(rating), themes: themesOf(p.type, p.tags), features };
}
