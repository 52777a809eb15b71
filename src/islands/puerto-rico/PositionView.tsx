/**
 * A position from a puzzle file (or a lesson) drawn as a GameBoard. The position is unchecked
 * data: it goes through the engine's one validating gate (setupFromPartial, then fromSetup), and
 * a bad position shows its errors in words instead of a board.
 *
 * Read-only by default; with `interactive` the board offers the legal moves and plays them with
 * the engine (a sandbox for trying a position out).
 */
import { useState } from 'preact/hooks';
import { applyMove, legalMoves } from '../../engine/puerto-rico';
import type { Move } from '../../engine/puerto-rico';
import { fromSetup, setupFromPartial, type PartialSetup } from '../../engine/puerto-rico';
import type { GameState } from '../../engine/puerto-rico';
import type { Result } from '../../engine/result';
import type { SetupError } from '../../engine/puerto-rico';
import { GameBoard } from './board/GameBoard';
import { buildingsOnBoard } from './board/on-board';
import { refusalText } from './refusal-words';
import type { BoardLang } from './board/names';
import type { BoardPlace } from './board/types';

export interface PositionViewProps {
  /** The position as written in a puzzle file: the engine's partial setup, plus optional `names` (seat names, for the board only). */
  position: Record<string, unknown>;
  lang?: BoardLang;
  /** Accessible name of the board, e.g. the puzzle's title. */
  label?: string;
  /** Let the user play the legal moves (default false: a picture of the position). */
  interactive?: boolean;
  highlight?: readonly BoardPlace[];
}

/** Splits the board-only `names` off and runs the rest through the engine's gate. */
export function readPosition(position: Record<string, unknown>): { names: string[]; result: Result<GameState, SetupError[]> } {
  const { names, ...setup } = position;
  const list = Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
  return { names: list, result: fromSetup(setupFromPartial(setup as PartialSetup)) };
}

export default function PositionView({ position, lang = 'en', label, interactive = false, highlight }: PositionViewProps) {
  const [{ names, result }] = useState(() => readPosition(position));
  const [state, setState] = useState<GameState | null>(result.ok ? result.value : null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!result.ok || state === null) {
    const errors = result.ok ? [] : result.error;
    return (
      <div class="pr-position-error card" role="alert">
        <p>This position cannot be shown:</p>
        <ul>
          {errors.map((e) => (
            <li>
              <code>{e.path || '(position)'}</code>: {e.message}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const inGame = buildingsOnBoard(state);
  const onMove = (m: Move) => {
    const r = applyMove(state, m);
    if (r.ok) {
      setState(r.value);
      setRefusal(null);
    } else setRefusal(refusalText(lang, r.error).main.text);
  };
  return (
    <GameBoard
      state={state}
      names={names}
      lang={lang}
      label={label}
      inGame={inGame}
      legal={interactive ? legalMoves(state) : []}
      onMove={interactive ? onMove : undefined}
      lastRefusal={refusal}
      highlight={highlight}
    />
  );
}
