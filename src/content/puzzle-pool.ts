/**
 * The rated pool, built once per build: every puzzle of the collection with its rating, label and
 * themes (./puzzle-rating.ts). A puzzle whose position does not pass the engine's gate fails the
 * build here, naming the file (the checker says why in detail).
 */
import { getCollection } from 'astro:content';
import type { PoolEntry } from '../puzzles/pool';
import { byNumber, type Puzzle } from './puzzles';
import { ratePuzzleFile, type RatedPuzzle } from './puzzle-rating';

export interface PoolPuzzle {
  readonly puzzle: Puzzle;
  readonly rated: RatedPuzzle;
  readonly entry: PoolEntry;
}

let built: Promise<PoolPuzzle[]> | null = null;

async function build(): Promise<PoolPuzzle[]> {
  const puzzles = (await getCollection('puzzles')).sort(byNumber);
  return puzzles.map((puzzle) => {
    const rated = ratePuzzleFile(puzzle.data);
    if (rated === null) throw new Error(`puzzles/${puzzle.id}: the position does not pass the engine's gate, so the puzzle cannot be rated (npm run puzzles:check says why).`);
    const p = puzzle.data;
    return { puzzle, rated, entry: { id: p.id, number: p.number, game: p.game, rating: rated.rating, themes: rated.themes } };
  });
}

/** Every puzzle with its rating, in number order (computed once per build). */
export const puzzlePool = (): Promise<PoolPuzzle[]> => (built ??= build());
