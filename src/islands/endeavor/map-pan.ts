/**
 * Where the phone's enlarged map pans to (#17.4): the map is twice as wide as its box, so when a
 * move makes parts of it playable and none of them is in the box, the box turns to them: to the
 * middle of them all when they fit in its width, or else to the first of them. Only the box
 * pans; the page itself never moves after a move.
 */

/** A horizontal span, in px from the left edge of the map's content. */
export interface Across {
  left: number;
  right: number;
}

/**
 * The box's new scroll position, or null to leave it: when no part is playable, or one already
 * shows (its middle inside the box), the box stays where the player left it.
 */
export function panTo(parts: readonly Across[], box: { scrollLeft: number; width: number; contentWidth: number }): number | null {
  if (parts.length === 0) return null;
  const shows = (p: Across) => {
    const mid = (p.left + p.right) / 2;
    return mid >= box.scrollLeft && mid <= box.scrollLeft + box.width;
  };
  if (parts.some(shows)) return null;
  const left = Math.min(...parts.map((p) => p.left));
  const right = Math.max(...parts.map((p) => p.right));
  const want = right - left <= box.width ? (left + right - box.width) / 2 : left;
  return Math.round(Math.max(0, Math.min(box.contentWidth - box.width, want)));
}
