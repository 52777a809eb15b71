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
import { useEffect, useRef } from 'preact/hooks';
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

  useEffect(() => {
    if (scrollOnOpen) root.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  // An answer to a click on the board marks what was clicked, for a moment (a class the next
  // drawing of that part may drop early: the mark is only a glance). An answer to the panel's
  // buttons (Show me, Retry) marks nothing; one click, one mark (not the bot's move after it).
  useEffect(() => {
    const part = clicked.current;
    clicked.current = null;
    if (!answer || !part?.isConnected) return;
    const mark = `bs-marked-${answer.kind}`;
    part.classList.add(mark);
    const t = setTimeout(() => part.classList.remove(mark), MARK_MS);
    return () => {
      clearTimeout(t);
      part.classList.remove(mark);
    };
  }, [answer?.key]);

  return (
    <div class="board-screen" ref={root} data-screen={kind} onClickCapture={(e) => (clicked.current = boardRef.current?.contains(e.target as Node) ? partOf(e.target as Element) : null)}>
      <div class="bs-board" ref={boardRef}>
        {board}
      </div>
      <div class="bs-panel" data-panel>
        {panel}
      </div>
    </div>
  );
}

/** The board part a click landed on: the named place (both boards give their parts a data-place; a menu's entry belongs to its part), or the button. */
const partOf = (target: Element): Element => target.closest('[data-place]') ?? target.closest('button') ?? target;
