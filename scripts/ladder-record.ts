/** Writes a ladder measurement into a game's figures file, which its play page words. */
import { readFileSync, writeFileSync } from 'node:fs';
import type { LadderFigure } from '../src/bots/ladder-figure';
import type { EntryFigures } from './tournament-stats';

export interface LadderResult {
  /** The measured level and the level every other seat played. */
  readonly level: string;
  readonly below: string;
  readonly seed: number;
  readonly games: number;
  /** The measured level's wins (a shared win counts as a share) and its figures. */
  readonly wins: number;
  readonly entry: EntryFigures;
}

/** Records `r` in `file`, keeping the other levels' figures, weakest level first as `order` lists them. */
export function recordLadderFigure(file: URL, order: readonly string[], r: LadderResult): void {
  const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, LadderFigure>;
  const round = (x: number, digits: number): number => Number(x.toFixed(digits));
  all[r.level] = {
    below: r.below,
    games: r.games,
    wins: round(r.wins, 4),
    winRate: round(r.entry.winRate, 4),
    ci95: [round(r.entry.ci95[0], 4), round(r.entry.ci95[1], 4)],
    cpuMsMedian: round(r.entry.cpuMsMedian, 1),
    cpuMsMax: round(r.entry.cpuMsMax, 1),
    seed: r.seed,
  };
  const sorted = Object.fromEntries(order.filter((l) => all[l] !== undefined).map((l) => [l, all[l]]));
  // Number pairs on one line, as the repository's formatter (Biome) writes them.
  const text = JSON.stringify(sorted, null, 2).replace(/\[\s+([^[\]{}]*?)\s+\]/g, (_, inner: string) => `[${inner.split(/,\s+/).join(', ')}]`);
  writeFileSync(file, `${text}\n`);
  process.stderr.write(`recorded ${r.level} against ${r.below} in ${file.pathname}\n`);
}
