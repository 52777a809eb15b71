/**
 * Where a board screen scrolls the page as it opens (BoardScreen's `scrollOnOpen`), as plain
 * geometry so it can be tested without a browser. The page moves as little as it must: a puzzle
 * that already fits below the site header at 1280×800 keeps its title in view (it used to be
 * scrolled under the sticky header, #16); on a phone, where the board is taller than the screen,
 * the legal targets are brought between the header and the panel's bar, so the part the player
 * taps and the panel's feedback are on one screen.
 */

/** A vertical span in the viewport's coordinates (px from its top). */
export interface Span {
  top: number;
  bottom: number;
}

/**
 * How far to scroll (px, positive is down) so that `box` shows inside `band` (the part of the
 * viewport the board is seen in: below the header and any bar pinned under it, above a phone's
 * panel): nothing when it already shows; when it is below, just far enough for its bottom to
 * show, never so far that its top goes under the band's top; when it is above, up to its top.
 */
export function scrollToShow(box: Span, band: Span): number {
  if (box.top < band.top) return box.top - band.top;
  if (box.bottom > band.bottom) return Math.min(box.bottom - band.bottom, box.top - band.top);
  return 0;
}

/** The smallest span holding every rect (null when there is none): the legal targets as one box. */
export function spanOf(rects: readonly Span[]): Span | null {
  if (rects.length === 0) return null;
  return { top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)) };
}
