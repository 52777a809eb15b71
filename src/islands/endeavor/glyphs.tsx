/**
 * The pictures of Endeavor's pieces: one glyph per trade token and track, the glory star, the
 * governor's seal. Each glyph has its own shape as well as its colour, so the board reads without
 * colour; the legend (MapLegend in EndeavorMap.tsx) names each one. Glyphs are drawn in a 20 × 20
 * box around (0, 0) and scaled where they are used.
 */
import type { Token } from '../../engine/endeavor';

export type Glyph = Token | 'glory' | 'governor' | 'draw';

/** Track colours stay apart under deuteranopia, protanopia and tritanopia thanks to lightness as well as hue. */
const FILL: Record<Glyph, string> = {
  industry: '#8d8d8d',
  culture: '#6d4aa8',
  finance: '#d9a520',
  politics: '#c0392b',
  shipOrDraw: '#2d6fb5',
  occupyOrDraw: '#2e8b57',
  attack: '#222',
  payment: '#b87333',
  glory: '#e8b923',
  governor: '#e8b923',
  draw: '#f4f1ea',
};

const STROKE = '#1b1b1b';

/** Points of a regular star or gear outline: `n` spikes between radii `outer` and `inner`. */
function spikes(n: number, outer: number, inner: number, turn = -Math.PI / 2): string {
  const pts: string[] = [];
  for (let i = 0; i < 2 * n; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = turn + (i * Math.PI) / n;
    pts.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
}

const GEAR = spikes(8, 9, 6.3);
const STAR = spikes(5, 9.5, 4);

function shape(kind: Glyph) {
  const fill = FILL[kind];
  switch (kind) {
    case 'industry':
      return (
        <>
          <polygon points={GEAR} fill={fill} stroke={STROKE} stroke-width="1.2" />
          <circle r="2.6" fill="#fff" stroke={STROKE} stroke-width="1" />
        </>
      );
    case 'culture':
      // An open book.
      return <path d="M-9,-5 L0,-2.5 L9,-5 L9,6.5 L0,9 L-9,6.5 Z M0,-2.5 L0,9" fill={fill} stroke={STROKE} stroke-width="1.2" stroke-linejoin="round" />;
    case 'finance':
      // A stack of coins.
      return (
        <g fill={fill} stroke={STROKE} stroke-width="1.1">
          <ellipse cy="5" rx="7.5" ry="3.2" />
          <ellipse cy="0.5" rx="7.5" ry="3.2" />
          <ellipse cy="-4" rx="7.5" ry="3.2" />
        </g>
      );
    case 'politics':
      // A crown.
      return <path d="M-9,7 L-9,-5 L-4.5,0.5 L0,-8 L4.5,0.5 L9,-5 L9,7 Z" fill={fill} stroke={STROKE} stroke-width="1.2" stroke-linejoin="round" />;
    case 'shipOrDraw':
      return (
        <g stroke={STROKE} stroke-width="1.2" stroke-linejoin="round">
          <path d="M-9,2.5 L9,2.5 L5.5,8 L-5.5,8 Z" fill={fill} />
          <path d="M0,2.5 L0,-9" fill="none" />
          <path d="M1,-8.5 L7.5,0.5 L1,0.5 Z" fill="#fff" />
        </g>
      );
    case 'occupyOrDraw':
      return (
        <g stroke={STROKE} stroke-width="1.2" stroke-linejoin="round">
          <path d="M-5,9 L-5,-9" fill="none" stroke-width="1.8" />
          <path d="M-5,-9 L8,-4.5 L-5,0 Z" fill={fill} />
        </g>
      );
    case 'attack':
      // Two crossed swords.
      return (
        <g stroke={fill} stroke-width="2.2" stroke-linecap="round">
          <path d="M-7,-7 L7,7 M7,-7 L-7,7" />
          <path d="M-8,2.5 L-2.5,8 M8,2.5 L2.5,8" stroke-width="2" />
        </g>
      );
    case 'payment':
      // A coin with an arrow back round it: a marker goes home.
      return (
        <g stroke={STROKE} stroke-width="1.2">
          <circle r="6.5" fill={fill} />
          <path d="M-8.5,-3 A9,9 0 0 1 6,-7" fill="none" stroke-width="1.6" />
          <path d="M6,-7 L2,-8.5 M6,-7 L5.5,-3" fill="none" stroke-width="1.6" stroke-linecap="round" />
        </g>
      );
    case 'draw':
      // Two cards, one drawn off the other.
      return (
        <g stroke={STROKE} stroke-width="1.2" stroke-linejoin="round">
          <rect x="-8" y="-6" width="10" height="14" rx="1.5" fill="#cfc8b8" />
          <rect x="-2" y="-9" width="10" height="14" rx="1.5" fill={fill} transform="rotate(12 3 -2)" />
        </g>
      );
    case 'glory':
      return <polygon points={STAR} fill={fill} stroke={STROKE} stroke-width="1.1" stroke-linejoin="round" />;
    case 'governor':
      // The governor's seal: a round seal with a crown on it.
      return (
        <g stroke={STROKE} stroke-width="1.1" stroke-linejoin="round">
          <circle r="9" fill={fill} />
          <path d="M-5.5,4 L-5.5,-3 L-2.8,0 L0,-5 L2.8,0 L5.5,-3 L5.5,4 Z" fill="#fff" />
        </g>
      );
  }
}

/** A glyph centred on (x, y), `size` px across; decorative (the part it sits on carries the words). */
export function GlyphAt({ kind, x, y, size = 14 }: { kind: Glyph; x: number; y: number; size?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size / 20})`} aria-hidden="true" class="e-glyph">
      {shape(kind)}
    </g>
  );
}

/** A glyph as an inline picture for HTML text (legends, player boards, the stock). */
export function GlyphIcon({ kind, size = 16 }: { kind: Glyph; size?: number }) {
  return (
    <svg class="e-glyph-icon" width={size} height={size} viewBox="-10 -10 20 20" aria-hidden="true" focusable="false">
      {shape(kind)}
    </svg>
  );
}
