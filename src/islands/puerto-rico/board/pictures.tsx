/** Small SVG pieces the board is drawn from: barrels, colonists, doubloons, tiles. Decorative: the
 * part that holds them carries the words (aria-label), so every picture here is aria-hidden. */
import type { Good, IslandTile } from '../../../engine/puerto-rico';

/** A barrel of `good` centred in a w x h box at (x, y); `good` null draws an empty slot. */
/** One decimal is plenty for a drawing (and keeps the HTML small). */
const d = (n: number): number => Math.round(n * 10) / 10;

export function BarrelShape({ good, x, y, w = 16, h = 20 }: { good: Good | null; x: number; y: number; w?: number; h?: number }) {
  if (good === null) return <rect class="pr-slot" x={x + 1} y={y + 1} width={w - 2} height={h - 2} rx={3} />;
  return (
    <g class={`pr-barrel pr-good-${good}`}>
      <rect x={x + 1} y={y + 1} width={w - 2} height={h - 2} rx={d(w / 3)} />
      <line x1={x + 2} x2={x + w - 2} y1={d(y + h * 0.3)} y2={d(y + h * 0.3)} />
      <line x1={x + 2} x2={x + w - 2} y1={d(y + h * 0.7)} y2={d(y + h * 0.7)} />
    </g>
  );
}

/** One barrel as its own little picture (goods rows, trading house). */
export function Barrel({ good, size = 22 }: { good: Good | null; size?: number }) {
  return (
    <svg class="pr-icon" viewBox="0 0 18 22" width={d(size * (18 / 22))} height={size} aria-hidden="true" focusable="false">
      <BarrelShape good={good} x={0} y={0} w={18} h={22} />
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

/** An island tile: a plantation of its good's colour, a quarry or a forest, with its circle. */
export function TileShape({ tile, occupied }: { tile: IslandTile | null; occupied: boolean }) {
  return (
    <svg class="pr-tile-svg" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      {tile === null ? (
        <rect class="pr-tile-empty" x={2} y={2} width={36} height={36} rx={5} />
      ) : (
        <>
          <rect class={`pr-tile pr-tile-${tile}`} x={2} y={2} width={36} height={36} rx={5} />
          {tile === 'quarry' && <path class="pr-quarry-marks" d="M8 30l6-9 5 6 5-8 8 11z" />}
          {tile === 'forest' && <path class="pr-forest-marks" d="M12 30l6-14 6 14zM22 30l5-11 5 11z" />}
          {tile !== 'forest' && <circle class={occupied ? 'pr-colonist' : 'pr-circle-empty'} cx={20} cy={tile === 'quarry' ? 13 : 20} r={7} />}
        </>
      )}
    </svg>
  );
}
