/** Small SVG pieces the board is drawn from: barrels, colonists, doubloons, tiles. Decorative: the
 * part that holds them carries the words (aria-label), so every picture here is aria-hidden. */
import type { Good, IslandTile } from '../../../engine/puerto-rico';

/** One decimal is plenty for a drawing (and keeps the HTML small). */
const d = (n: number): number => Math.round(n * 10) / 10;

/**
 * Each good's mark, so that no good is told by colour alone (two browns, tobacco and coffee, look
 * alike to many): drawn in a 10 x 10 box centred on (0, 0), over the good's colour, on barrels and
 * plantations alike. Corn: kernels; indigo: a wave (the dye); sugar: a cube; tobacco: a leaf;
 * coffee: a bean with its cleft.
 */
export const GOOD_MARKS: Record<Good, string> = {
  corn: 'M-2.5-3h0M2.5-3h0M0 0h0M-2.5 3h0M2.5 3h0',
  indigo: 'M-4.5-1.5q2.25-3 4.5 0t4.5 0M-4.5 2.5q2.25-3 4.5 0t4.5 0',
  sugar: 'M-3.5-3.5h7v7h-7z',
  tobacco: 'M0-4.5C4 -2 4 2 0 4.5C-4 2 -4 -2 0 -4.5zM0-4.5V4.5',
  coffee: 'M0-4.5a3.2 4.5 0 1 0 .01 0zM0-4C-1.5-1.5 1.5 1.5 0 4',
};

/** A good's mark centred at (cx, cy), `size` across. */
export function GoodMark({ good, cx, cy, size }: { good: Good; cx: number; cy: number; size: number }) {
  return <path class={`pr-mark pr-mark-${good}`} d={GOOD_MARKS[good]} transform={`translate(${d(cx)} ${d(cy)}) scale(${d(size / 10)})`} />;
}

/** A barrel of `good` centred in a w x h box at (x, y); `good` null draws an empty slot. `name` becomes its <title> (shown on hover). */
export function BarrelShape({ good, x, y, w = 16, h = 20, name }: { good: Good | null; x: number; y: number; w?: number; h?: number; name?: string }) {
  if (good === null) return <rect class="pr-slot" x={x + 1} y={y + 1} width={w - 2} height={h - 2} rx={3} />;
  return (
    <g class={`pr-barrel pr-good-${good}`}>
      {name && <title>{name}</title>}
      <rect x={x + 1} y={y + 1} width={w - 2} height={h - 2} rx={d(w / 3)} />
      <line x1={x + 2} x2={x + w - 2} y1={d(y + h * 0.18)} y2={d(y + h * 0.18)} />
      <line x1={x + 2} x2={x + w - 2} y1={d(y + h * 0.82)} y2={d(y + h * 0.82)} />
      <GoodMark good={good} cx={x + w / 2} cy={y + h / 2} size={Math.min(w, h) * 0.6} />
    </g>
  );
}

/** One barrel as its own little picture (goods rows, trading house), named in its <title>. */
export function Barrel({ good, size = 22, name }: { good: Good | null; size?: number; name?: string }) {
  return (
    <svg class="pr-icon" viewBox="0 0 18 22" width={d(size * (18 / 22))} height={size} aria-hidden="true" focusable="false">
      <BarrelShape good={good} x={0} y={0} w={18} h={22} name={name} />
    </svg>
  );
}

/** A row of colonist circles: `filled` of `total` taken. */
export function Circles({ filled, total, size = 14 }: { filled: number; total: number; size?: number }) {
  if (total === 0) return null;
  const step = 16;
  return (
    <svg class="pr-circles" viewBox={`0 0 ${total * step} 16`} width={(total * step * size) / 16} height={size} aria-hidden="true" focusable="false">
      {Array.from({ length: total }, (_, i) => (
        <circle class={i < filled ? 'pr-colonist' : 'pr-circle-empty'} cx={i * step + 8} cy={8} r={6} />
      ))}
    </svg>
  );
}

export function Colonist({ size = 16 }: { size?: number }) {
  return (
    <svg class="pr-icon" viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false">
      <circle class="pr-colonist" cx={8} cy={8} r={6} />
    </svg>
  );
}

export function Doubloon({ size = 18 }: { size?: number }) {
  return (
    <svg class="pr-icon" viewBox="0 0 18 18" width={size} height={size} aria-hidden="true" focusable="false">
      <circle class="pr-doubloon" cx={9} cy={9} r={7.5} />
      <text x={9} y={12.5} text-anchor="middle" class="pr-doubloon-mark">
        $
      </text>
    </svg>
  );
}

export function VpChip({ size = 18 }: { size?: number }) {
  return (
    <svg class="pr-icon" viewBox="0 0 18 18" width={size} height={size} aria-hidden="true" focusable="false">
      <path class="pr-vp" d="M9 1.5l7 4v7l-7 4-7-4v-7z" />
    </svg>
  );
}

/** The governor's marker: a small crown. */
export function Crown({ size = 18 }: { size?: number }) {
  return (
    <svg class="pr-icon" viewBox="0 0 20 16" width={size * 1.25} height={size} aria-hidden="true" focusable="false">
      <path class="pr-crown" d="M2 13h16l1-9-5 4-4-6-4 6-5-4z" />
    </svg>
  );
}

/**
 * An island tile: a plantation of its good's colour with the good's mark in a corner, a quarry or
 * a forest, with its circle; `name` becomes its <title> (shown on hover).
 */
export function TileShape({ tile, occupied, name }: { tile: IslandTile | null; occupied: boolean; name?: string }) {
  return (
    <svg class="pr-tile-svg" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      {name && <title>{name}</title>}
      {tile === null ? (
        <rect class="pr-tile-empty" x={2} y={2} width={36} height={36} rx={5} />
      ) : (
        <>
          <rect class={`pr-tile pr-tile-${tile}`} x={2} y={2} width={36} height={36} rx={5} />
          {tile !== 'quarry' && tile !== 'forest' && <GoodMark good={tile} cx={9} cy={9} size={9} />}
          {tile === 'quarry' && <path class="pr-quarry-marks" d="M8 30l6-9 5 6 5-8 8 11z" />}
          {tile === 'forest' && <path class="pr-forest-marks" d="M12 30l6-14 6 14zM22 30l5-11 5 11z" />}
          {tile !== 'forest' && <circle class={occupied ? 'pr-colonist' : 'pr-circle-empty'} cx={20} cy={tile === 'quarry' ? 13 : 20} r={7} />}
        </>
      )}
    </svg>
  );
}
