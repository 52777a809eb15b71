/**
 * The one layout of every page with a board, in both games: the board, and beside it (at the
 * bottom of the screen on a phone) one panel with the task, the feedback and the controls, so the
 * whole decision is on one screen. It holds no rules and no words: the host hands in its board,
 * its panel, and the kind of its latest answer, and the screen marks the part the learner clicked
 * with that answer for a moment. On a phone, where the whole board cannot fit, the panel says
 * where the legal moves are when none is on the screen, and one tap brings them into view.
 *
 *   <BoardScreen board={<GameBoard … />} panel={<Task … />} answer={{ kind: 'bad', key: feedback }} />
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type { boardScreenText as BoardScreenTable } from '../../i18n/strings/board-screen';
import { LANGS, type Lang } from '../../i18n/lang';
import { wordsOf } from '../../i18n/words';
import { scrollToShow, spanOf, type Span } from './open-view';
import './board-screen.css';

const screenText = wordsOf<typeof BoardScreenTable>('board-screen');

/** The board's playable parts, in both games (the same the browser test counts as legal targets). */
export const TARGETS = 'button.pr-part, .pr-chip-button, .e-hot';
/** Below this width the panel is a bar at the bottom of the screen (board-screen.css). */
const PHONE = '(max-width: 55.99rem)';

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
  /**
   * On a phone, hold the opening view until the player has something to play (a game that opens on
   * the bots' turns); a lesson step with nothing to play (one to read, or finished) opens at once.
   */
  waitForMoves?: boolean | undefined;
  /** e.g. 'lesson', 'puzzle', 'play': only for styles and tests (data-screen). */
  kind?: string | undefined;
}

/** How long the mark stays on the part clicked: long enough to see, short enough not to linger. */
const MARK_MS = 1400;

export function BoardScreen({ board, panel, answer, scrollOnOpen = false, waitForMoves = true, kind }: BoardScreenProps) {
  const root = useRef<HTMLDivElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const clicked = useRef<Element | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // On a phone: where the legal moves are when none of them is on the screen.
  const [away, setAway] = useState<'above' | 'below' | null>(null);
  // On a phone the panel opens folded to its prompt and feedback (board-screen.css), so the bar
  // leaves the board in sight; the learner unfolds it for the rest (hints, the log, the links).
  const [unfolded, setUnfolded] = useState(false);
  const bodyId = useId();
  // The fold's words are the page's, known only in the browser: the button comes with hydration.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  useEffect(() => {
    const look = () => setAway(movesAway(boardRef.current, panelRef.current));
    look();
    window.addEventListener('scroll', look, { passive: true });
    window.addEventListener('resize', look);
    return () => {
      window.removeEventListener('scroll', look);
      window.removeEventListener('resize', look);
    };
  });

  // A game that opens on the bots' turns has nothing to play yet: on a phone its opening view waits
  // for the player's first targets (once, before any move of theirs, so it is not a jump after one).
  const openPending = useRef(scrollOnOpen);
  const openedOnce = useRef(false);
  useEffect(() => {
    if (!openPending.current) return;
    // After the first frame: the fold button and the pinned bar come with hydration and change what fits.
    const frame = requestAnimationFrame(() => {
      if (!root.current || !openPending.current) return;
      const waiting = waitForMoves && isPhone() && targetsOf(boardRef.current, true).length === 0;
      if (!waiting || !openedOnce.current) openView(root.current, boardRef.current, panelRef.current);
      openedOnce.current = true;
      openPending.current = waiting;
      // Said on the screen once the opening view is final, so a test (or a script) can wait for it.
      if (!waiting) root.current.dataset.opened = '';
    });
    return () => cancelAnimationFrame(frame);
  });

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
      <div class="bs-panel" data-panel data-folded={unfolded ? undefined : ''} ref={panelRef}>
        <div class="bs-panel-body" id={bodyId}>
          {away && (
            <button
              type="button"
              class="bs-to-moves"
              data-keep
              data-to-moves={away}
              onClick={() => {
                // All of them into view when they fit between the top and the bar (open-view.ts), else from the first.
                const targets = spanOf(targetSpans(boardRef.current, true));
                if (targets) window.scrollBy({ top: scrollToShow(targets, band(boardRef.current, panelRef.current, true)), behavior: 'instant' });
                targetsOf(boardRef.current, true)[0]?.focus({ preventScroll: true });
              }}
            >
              {screenText(pageLang(), away === 'below' ? 'toMoves.below' : 'toMoves.above')}
            </button>
          )}
          {panel}
        </div>
        {live && (
          <button type="button" class="bs-fold" aria-expanded={unfolded} aria-controls={bodyId} onClick={() => setUnfolded(!unfolded)}>
            {screenText(pageLang(), unfolded ? 'fold.less' : 'fold.more')}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * The part of the viewport the board is seen in: below the sticky site header (a desktop's) or the
 * bar the board pins at the top of a phone's screen (`data-pin`, Puerto Rico's status line with
 * its Pass button), and above the phone's panel, which is held at the bottom of the screen.
 */
function band(board: HTMLElement | null, panel: HTMLElement | null, phone: boolean): Span {
  // On a phone the header scrolls away with the page (board-screen.css) and the pinned bar takes the top.
  const site = document.querySelector('.site-header');
  const header = site && getComputedStyle(site).position === 'sticky' ? site.getBoundingClientRect().bottom : 0;
  return { top: header + pinnedHeight(board, phone), bottom: window.innerHeight - (phone ? (panel?.offsetHeight ?? 0) : 0) };
}

/** The height of the bar the board pins under the header on a phone (0 when none is pinned). */
function pinnedHeight(board: HTMLElement | null, phone: boolean): number {
  const pin = board?.querySelector<HTMLElement>('[data-pin]');
  return phone && pin && getComputedStyle(pin).position === 'sticky' ? pin.offsetHeight : 0;
}

const isPhone = (): boolean => window.matchMedia?.(PHONE).matches ?? false;
/** The legal targets drawn on the board; those on the pinned bar are always in sight and do not count. */
function targetsOf(board: HTMLElement | null, phone: boolean): HTMLElement[] {
  const pin = phone && pinnedHeight(board, phone) > 0 ? board?.querySelector('[data-pin]') : null;
  return [...(board?.querySelectorAll<HTMLElement>(TARGETS) ?? [])].filter((el) => !pin?.contains(el) && el.getClientRects().length > 0);
}
const targetSpans = (board: HTMLElement | null, phone: boolean): Span[] => targetsOf(board, phone).map((el) => el.getBoundingClientRect());

/**
 * Scrolls the page as the screen opens, as little as it must (open-view.ts): on a desktop until
 * the whole screen shows below the header (a page that already fits keeps its title in view), or,
 * when the screen is taller than the window, its legal targets; on a phone until the legal targets
 * show above the panel's bar, or else the board's top.
 */
function openView(root: HTMLElement, board: HTMLElement | null, panel: HTMLElement | null): void {
  const phone = isPhone();
  const r = root.getBoundingClientRect();
  const view = band(board, panel, phone);
  // A desktop screen taller than the window (a lesson's whole table) is shown from where its moves are.
  const tall = r.bottom - r.top > view.bottom - view.top;
  const all = phone || tall ? targetsOf(board, phone) : [];
  // When they cannot all show at once, those in a box that pans itself (Endeavor's enlarged map,
  // `data-pan`, which turns to its own) give way to the others.
  const fixed = all.filter((el) => !el.closest('[data-pan]'));
  const span = (els: HTMLElement[]) => spanOf(els.map((el) => el.getBoundingClientRect()));
  const whole = span(all);
  const fits = (s: Span | null) => s !== null && s.bottom - s.top <= view.bottom - view.top;
  const targets = fits(whole) || fixed.length === 0 ? whole : span(fixed);
  // A phone's board with nothing to play opens at its top, as before.
  const by = targets && (phone || fits(targets)) ? scrollToShow(targets, view) : phone ? r.top - (view.top - pinnedHeight(board, phone)) : scrollToShow(r, view);
  if (by !== 0) window.scrollBy({ top: by, behavior: 'instant' });
}

/**
 * On a phone, whether the board's legal moves are all off the screen (under the site header or
 * the panel's bar), and on which side: null when one is in view, when there is none, or on a desktop.
 */
function movesAway(board: HTMLElement | null, panel: HTMLElement | null): 'above' | 'below' | null {
  if (!board || !isPhone()) return null;
  const targets = targetSpans(board, true);
  if (targets.length === 0) return null;
  const { top, bottom } = band(board, panel, true);
  let above = false;
  for (const r of targets) {
    const mid = r.top + (r.bottom - r.top) / 2;
    if (mid >= top && mid <= bottom) return null;
    if (mid < top) above = true;
  }
  return above ? 'above' : 'below';
}

/** The page's language, for the panel's one sentence (the board hosts pass theirs to the boards). */
const pageLang = (): Lang => {
  const l = document.documentElement.lang;
  return (LANGS as readonly string[]).includes(l) ? (l as Lang) : 'en';
};

/** The board part a click landed on: the named place (both boards give their parts a data-place; a menu's entry belongs to its part), or the button. */
const partOf = (target: Element): Element => target.closest('[data-place]') ?? target.closest('button') ?? target;
