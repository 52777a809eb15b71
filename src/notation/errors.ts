/**
 * Why a link or a scenario file could not be opened. Every decoder returns one of these instead
 * of throwing; `code` is stable and the page looks up its words by code (src/i18n/strings/share.ts).
 * `message` is English detail for logs and tests.
 */
import type { MoveError, SetupError } from '../engine/puerto-rico';
import type { MoveError as EndeavorMoveError, SetupError as EndeavorSetupError } from '../engine/endeavor';

export type NotationError =
  /** Nothing after the '#'. */
  | { readonly code: 'notation/empty'; readonly message: string }
  /** Longer than any real scenario: refused before any work. */
  | { readonly code: 'notation/too-long'; readonly message: string }
  /** Characters that a link code never contains (e.g. cut off mid-way by a chat app). */
  | { readonly code: 'notation/not-a-code'; readonly message: string }
  /** The check digits do not match: a character was lost or changed. */
  | { readonly code: 'notation/damaged'; readonly message: string }
  /** Made by a newer version of the site than this one. */
  | { readonly code: 'notation/too-new'; readonly version: number; readonly message: string }
  /** Made by a version of the site too old for this one to read. */
  | { readonly code: 'notation/too-old'; readonly version: number; readonly message: string }
  /** An Endeavor link made with the earlier practice components (before notation 7): it cannot be read on the real ones. */
  | { readonly code: 'notation/practice-components'; readonly version: number; readonly message: string }
  /** A game this site does not know, or cannot link to yet. */
  | { readonly code: 'notation/unknown-game'; readonly game: string; readonly message: string }
  /** Intact check digits but a layout this version cannot read (or a file that is not the JSON form). */
  | { readonly code: 'notation/malformed'; readonly message: string }
  /** The position breaks the rules; the engine's setup gate lists why. */
  | { readonly code: 'notation/illegal-position'; readonly errors: readonly (SetupError | EndeavorSetupError)[]; readonly message: string }
  /** Move `index` (0-based) of a replay is not legal in the position it reaches. */
  | { readonly code: 'notation/illegal-move'; readonly index: number; readonly error: MoveError | EndeavorMoveError; readonly message: string }
  /** A bug in this site, never the link's fault; the fuzz test proves it does not happen. */
  | { readonly code: 'notation/internal'; readonly message: string };

export type NotationErrorCode = NotationError['code'];

/** Codes of errors that carry nothing but a message. */
type Plain = 'notation/empty' | 'notation/too-long' | 'notation/not-a-code' | 'notation/damaged' | 'notation/malformed' | 'notation/internal';

export const notationError = (code: Plain, message: string): NotationError => ({ code, message }) as NotationError;
