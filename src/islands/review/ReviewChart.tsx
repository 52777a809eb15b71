/**
 * The picture of a reviewed game: each player's share of the win chance after every move (one
 * line per player), and a mark on the mover's line at every reviewed decision that lost win
 * chance. A mark is a button (click, Enter or Space) that shows that decision; the page's list of
 * decisions is the same thing as text. Draws what it is given; no rules.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Mark } from '../../bots/review/marks';
import type { ChancePoint, DecisionCore } from '../../bots/review/reviewer';

export interface ReviewChartProps<D extends DecisionCore = DecisionCore> {
  chart: readonly ChancePoint[];
  decisions: readonly D[];
  names: readonly string[];
  /** The move index shown, or null. */
  selected: number | null;
  onSelect: (index: number) => void;
  title: string;
  desc: string;
  /** e.g. "Move 12, Ana: mistake". */
  pointLabel: (d: D) => string;
  axisLabel: string;
}

/** The drawing's width before the page is measured; then its width in CSS pixels (see useWidth). */
const W0 = 720;
const W_MIN = 280;
const H = 220;
const PAD = { left: 34, right: 8, top: 10, bottom: 26 };
/** Marks drawn on the chart: the ones that cost something. */
export const CHARTED: readonly Mark[] = ['inaccuracy', 'mistake', 'blunder'];
const RADIUS: Record<Mark, number> = { best: 3, good: 3, inaccuracy: 5, mistake: 6.5, blunder: 8 };

/**
 * The figure's width in CSS pixels, followed as it changes. The drawing is as wide as its box, one
 * unit a pixel: scaled down from a fixed width, a phone showed 5 px labels and 5 px marks.
 */
function useWidth(ref: { current: HTMLElement | null }): number {
  const [width, setWidth] = useState(W0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(Math.max(W_MIN, Math.round(el.clientWidth)));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return width;
}

export function ReviewChart<D extends DecisionCore>({ chart, decisions, names, selected, onSelect, title, desc, pointLabel, axisLabel }: ReviewChartProps<D>) {
  const figure = useRef<HTMLElement>(null);
  const W = useWidth(figure);
  const last = Math.max(1, chart.length - 1);
  const x = (i: number) => PAD.left + (i / last) * (W - PAD.left - PAD.right);
  const y = (c: number) => PAD.top + (1 - c) * (H - PAD.top - PAD.bottom);
  const lines = names.map((_, seat) => chart.map((p) => `${x(p.index).toFixed(1)},${y(p.chances[seat] ?? 0).toFixed(1)}`).join(' '));
  const marked = decisions.filter((d) => CHARTED.includes(d.mark));
  const key = (e: KeyboardEvent, i: number) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(i);
    }
  };
  return (
    <figure class="review-chart" ref={figure}>
      <svg viewBox={`0 0 ${W} ${H}`} role="group" aria-labelledby="review-chart-title review-chart-desc" data-testid="review-chart">
        <title id="review-chart-title">{title}</title>
        <desc id="review-chart-desc">{desc}</desc>
        {[0, 0.25, 0.5, 0.75, 1].map((c) => (
          <g class="rc-grid">
            <line x1={PAD.left} x2={W - PAD.right} y1={y(c)} y2={y(c)} />
            <text x={PAD.left - 4} y={y(c) + 4} text-anchor="end">
              {Math.round(c * 100)}%
            </text>
          </g>
        ))}
        <text class="rc-axis" x={W - PAD.right} y={H - 6} text-anchor="end">
          {axisLabel} {chart.length - 1}
        </text>
        {selected !== null && <line class="rc-selected" x1={x(selected)} x2={x(selected)} y1={PAD.top} y2={H - PAD.bottom} />}
        {lines.map((points, seat) => (
          <polyline class={`rc-line rc-seat-${seat}`} points={points} />
        ))}
        {marked.map((d) => (
          <g
            class={`rc-mark rc-${d.mark}${selected === d.index ? ' rc-current' : ''}`}
            role="button"
            tabindex={0}
            aria-label={pointLabel(d)}
            data-index={d.index}
            data-mark={d.mark}
            onClick={() => onSelect(d.index)}
            onKeyDown={(e) => key(e as unknown as KeyboardEvent, d.index)}
          >
            {/* A finger's target around the dot, on touch screens only (review.css): marks lie close together. */}
            <circle class="rc-hit" cx={x(d.index)} cy={y(chart[d.index]?.chances[d.seat] ?? 0)} r={RADIUS[d.mark]} />
            <circle class="rc-dot" cx={x(d.index)} cy={y(chart[d.index]?.chances[d.seat] ?? 0)} r={RADIUS[d.mark]} />
          </g>
        ))}
      </svg>
      <figcaption class="rc-legend">
        {names.map((n, seat) => (
          <span class={`rc-key rc-seat-${seat}`}>{n}</span>
        ))}
      </figcaption>
    </figure>
  );
}
