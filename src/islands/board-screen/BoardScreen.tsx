/**
 * The one layout of every page with a board, in both games: the board, and beside it (at the
 * bottom of the screen on a phone) one panel with the task, the feedback and the controls, so the
 * whole decision is on one screen. It holds no rules and no words: the host hands in its board,
 * its panel, and the kind of its latest answer, and the screen marks the part the learner clicked
 * with that answer for a moment.
 *
 *   <BoardScreen board={<GameBoard … />} panel={<Task … />} answer={{ kind: 'bad', key: feedback }} />
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { markBox, type MarkBox } from './mark-box';
import './board-screen.css';

/** The latest answer to something played on the board: `key` changes with each answer (the feedback object itself will do). */
export interface BoardAnswer {
  kind: 'good' | 'bad';
  key: unknown;
}

export interface BoardScreenProps {
  board: ComponentChildren;
  panel: ComponentChildren;
  /** The latest answer, or null; a new key marks the part clicked last on the board. */
  answer?: BoardAnswer | null | undefined;
  /**
   * Bring the board into view once, as the island opens (puzzles, the game page, a link to a
   * lesson step): never again after a move, so the screen does not jump while the learner plays.
   */
  scrollOnOpen?: boolean | undefined;
  /** e.g. 'lesson', 'puzzle', 'play': only for styles and tests (data-screen). */
  kind?: string | undefined;
}

/** How long the mark stays on the part clicked: long enough to see, short enough not to linger. */
const MARK_MS = 1400;

export function BoardScreen({ board, panel, answer, scrollOnOpen = false, kind }: BoardScreenProps) {
  const root = useRef<HTMLDivElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const clicked = useRef<Element | null>(null);
  const [mark, setMark] = useState<(MarkBox & { kind: BoardAnswer['kind']; n: number }) | null>(null);

  useLayoutEffect(() => {
    if (scrollOnOpen) root.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  // An answer to a click on the board marks what was clicked; an answer to the panel's buttons
  // (Show me, Retry) marks nothing, so the click is forgotten when the panel is used.
  useEffect(() => {
    const part = clicked.current;
    const box = boardRef.current;
    if (!answer || !part || !box || !part.isConnected) return;
    const at = markBox(part.getBoundingClientRect(), box.getBoundingClientRect());
    // One click, one mark: a later answer (a bot's move after the person's) marks nothing.
    clicked.current = null;
    setMark((m) => ({ ...at, kind: answer.kind, n: (m?.n ?? 0) + 1 }));
    const t = setTimeout(() => setMark(null), MARK_MS);
    return () => clearTimeout(t);
  }, [answer?.key]);

  return (
    <div class="board-screen" ref={root} data-screen={kind} onClickCapture={(e) => (clicked.current = boardRef.current?.contains(e.target as Node) ? partOf(e.target as Element) : null)}>
      <div class="bs-board" ref={boardRef}>
        {board}
        {mark && (
          <span
            key={mark.n}
            class={`bs-mark bs-mark-${mark.kind}`}
            style={{ left: `${mark.left}px`, top: `${mark.top}px`, width: `${mark.width}px`, height: `${mark.height}px` }}
            aria-hidden="true"
            data-mark={mark.kind}
          >
            <span class="bs-mark-sign">{mark.kind === 'good' ? '✓' : '✕'}</span>
          </span>
        )}
      </div>
      <div class="bs-panel" data-panel>
        {panel}
      </div>
    </div>
  );
}

/** The board part a click landed on: the named place (both boards give their parts a data-place), a menu's part, or the button. */
function partOf(target: Element): Element {
  return target.closest('[data-place]') ?? target.closest('button, [role="button"], a') ?? target;
}
