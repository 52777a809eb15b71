/** Puzzle of the day: the same for everyone on the same UTC date, chosen from the date alone. */

/** 'YYYY-MM-DD' of a moment, in UTC. */
export const utcDay = (d: Date): string => d.toISOString().slice(0, 10);

/** Index into a list of `count` puzzles for a UTC day; consecutive days do not repeat while count > 1. */
export function dailyIndex(day: string, count: number): number {
  if (count <= 0) return -1;
  const ms = Date.parse(`${day}T00:00:00Z`);
  const n = Number.isFinite(ms) ? Math.floor(ms / 86_400_000) : 0;
  // A fixed stride coprime with most list lengths spreads the days over the types and levels.
  return (((n * 37) % count) + count) % count;
}
