/** Where the mark of an answer goes: the clicked part's box, relative to the board it is drawn on. */
export interface MarkBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A small part (an SVG circle on the Endeavor map) still gets a mark big enough to see: at least 28 px, centred on it. */
export function markBox(part: Rect, board: Rect, min = 28): MarkBox {
  const width = Math.max(min, part.width);
  const height = Math.max(min, part.height);
  return {
    left: Math.round(part.left - board.left - (width - part.width) / 2),
    top: Math.round(part.top - board.top - (height - part.height) / 2),
    width: Math.round(width),
    height: Math.round(height),
  };
}
