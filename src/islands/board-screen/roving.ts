/**
 * Keyboard play (issue #16.5), on both games' boards: each group of board parts (Puerto Rico's
 * roles, goods, ships, buildings, plantations, island, city, other moves; Endeavor's map, stock,
 * buildings and cards) is one Tab stop, and the arrow keys move between its playable parts (Home
 * and End go to the ends); Enter or Space plays. A roving tabindex: the part focused last (or the first) has tabindex 0, the others -1,
 * so Tab crosses the board group by group instead of part by part.
 *
 *   const roving = useRoving<HTMLDivElement>();
 *   <div class="pr-role-list" {...roving}>…</div>
 *   const onMap = useRoving<SVGSVGElement>('.e-hot');
 */
import type { RefObject, TargetedFocusEvent, TargetedKeyboardEvent } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

/** The playable parts of a Puerto Rico group (Target's buttons), not the follow-up menu's entries. */
const PR_PARTS = 'button.pr-part';

/** Where focus goes from part `i` of `n` on `key`, or -1 when the key is not a move between parts. */
export function nextPart(key: string, i: number, n: number): number {
  if (n === 0 || i < 0) return -1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (i + 1) % n;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (i - 1 + n) % n;
    case 'Home':
      return 0;
    case 'End':
      return n - 1;
    default:
      return -1;
  }
}

type Part = HTMLElement | SVGElement;

/** A part's stable name across drawings: its place, or (Endeavor) its words. */
const placeOf = (el: Part): string | null => el.closest('[data-place]')?.getAttribute('data-place') ?? el.getAttribute('aria-label') ?? el.textContent;

export interface Roving<T extends Element> {
  ref: RefObject<T>;
  'data-roving': '';
  onKeyDown: (e: TargetedKeyboardEvent<T>) => void;
  onFocusIn: (e: TargetedFocusEvent<T>) => void;
}

/** `parts`: a selector of the group's playable parts (each focusable: a button, or an element with a tabindex). */
export function useRoving<T extends Element>(parts_ = PR_PARTS): Roving<T> {
  const ref = useRef<T>(null);
  // The part focused last, by its place (the buttons are new elements after each move).
  const last = useRef<string | null>(null);
  const parts = (): Part[] => {
    const root = ref.current;
    if (!root) return [];
    return [...root.querySelectorAll<Part>(parts_)].filter((b) => b.closest('[data-roving]') === root);
  };
  const settle = (list: Part[], keep: Part | undefined) => {
    for (const b of list) b.tabIndex = b === keep ? 0 : -1;
  };
  // After every drawing: one part of the group in the Tab order.
  useLayoutEffect(() => {
    const list = parts();
    settle(list, list.find((b) => placeOf(b) === last.current) ?? list[0]);
  });
  return {
    ref,
    'data-roving': '',
    onFocusIn: (e) => {
      const list = parts();
      const b = e.target as Part;
      if (!list.includes(b)) return;
      last.current = placeOf(b);
      settle(list, b);
    },
    onKeyDown: (e) => {
      const list = parts();
      const to = list[nextPart(e.key, list.indexOf(e.target as Part), list.length)];
      if (!to) return;
      e.preventDefault();
      to.focus();
    },
  };
}
