/** The words every puzzle trainer says, looked up in the game's own table (the two tables share these keys). */
import type { EndeavorPuzzleKey } from '../../i18n/strings/endeavor-puzzles';
import type { PuzzleKey } from '../../i18n/strings/puzzles';

/** The keys both games' trainer tables hold. */
export type TrainerKey = PuzzleKey & EndeavorPuzzleKey;

/** A game's trainer words in the page language, values filled in. */
export type Say = (key: TrainerKey, values?: Record<string, string | number>) => string;
