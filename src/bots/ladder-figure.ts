/**
 * One level's measured strength against the level below, as a tournament's `--ladder <level>
 * --record` writes it into a game's ladder-figures.json: one bot of the level against bots of the
 * level below in every other seat, seats rotated. The play pages word these figures; nobody types
 * them. Both games' ladders share this shape.
 */
export interface LadderFigure<Level extends string = string> {
  /** The level played against (every other seat). */
  readonly below: Level;
  readonly games: number;
  /** Games won (a shared win counts as a share). */
  readonly wins: number;
  readonly winRate: number;
  /** 95% Wilson interval of the win rate. */
  readonly ci95: readonly [number, number];
  /** Milliseconds of CPU per decision of the measured level (median, maximum). */
  readonly cpuMsMedian: number;
  readonly cpuMsMax: number;
  /** First game seed; the games used the seeds from it on. */
  readonly seed: number;
}

/** The level just below `level` in a ladder listed weakest first (what it is measured against), or null for the weakest. */
export function levelBelowIn<Level extends string>(ladder: readonly Level[], level: Level): Level | null {
  const i = ladder.indexOf(level);
  return i > 0 ? ladder[i - 1]! : null;
}
