/** Figures shared by the tournaments of both games. */
/** 95% Wilson score interval for `wins` out of `n`. */
export function wilson(wins: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const centre = p + (z * z) / (2 * n);
  const half = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, (centre - half) / d), Math.min(1, (centre + half) / d)];
}

/** The median of some numbers (0 for none). */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** What a tournament counts for one seat's bot while the games run. */
export interface Tally {
  readonly name: string;
  wins: number;
  score: number;
  readonly times: number[];
  readonly cpu: number[];
}

/** One bot's results over the whole tournament, as printed and as written in --json. */
export interface EntryFigures {
  readonly name: string;
  readonly winRate: number;
  readonly ci95: [number, number];
  readonly averageScore: number;
  readonly msMedian: number;
  readonly msMax: number;
  readonly cpuMsMedian: number;
  readonly cpuMsMax: number;
}

export function entryFigures(e: Tally, games: number): EntryFigures {
  return {
    name: e.name,
    winRate: e.wins / games,
    ci95: wilson(e.wins, games),
    averageScore: e.score / games,
    msMedian: median(e.times),
    msMax: e.times.length > 0 ? Math.max(...e.times) : 0,
    cpuMsMedian: median(e.cpu),
    cpuMsMax: e.cpu.length > 0 ? Math.max(...e.cpu) : 0,
  };
}

/** The table's heading; `timing` names the wall-clock columns before the CPU ones. */
export const tableHeading = (timing: string): string => `bot            win rate   95% CI            avg score   ms/decision (${timing}; CPU median, max)`;

/** One row of the results table; `leadingMs` are extra wall-clock columns before the median. */
export function tableRow(e: EntryFigures, leadingMs: readonly number[] = []): string {
  const ms = [...leadingMs, e.msMedian, e.msMax].map((x) => x.toFixed(1).padStart(7)).join(' ');
  return (
    `${e.name.padEnd(14)} ${pct(e.winRate).padStart(8)}   [${pct(e.ci95[0])}, ${pct(e.ci95[1])}]`.padEnd(44) +
    `${e.averageScore.toFixed(1).padStart(9)}   ${ms}; ${e.cpuMsMedian.toFixed(1).padStart(7)} ${e.cpuMsMax.toFixed(1).padStart(7)}`
  );
}
