/**
 * Headless Endeavor bot tournament, run by `npm run tournament -- --game endeavor`.
 *
 *   npm run tournament -- --game endeavor --bots strong,heuristic,heuristic --games 200 [--seed 1]
 *     [--candidates K] [--depth D] [--time-ms T] [--json]
 *   npm run tournament -- --game endeavor --ladder strong --games 200 --record
 *
 * --ladder L plays one bot of level L against two of the level below (the ladder's measurement);
 * --record writes its result into src/bots/endeavor/ladder-figures.json, which the play page words.
 *
 * Seats rotate every game so each entry plays every seat equally often. Prints each entry's win
 * rate (a shared win counts as a share) with a 95% Wilson interval, the average score and the time
 * per decision (wall and CPU); progress goes to stderr.
 */
import { parseArgs as parseFlags } from 'node:util';
import { newGame, playGame, scores, winners, type PlayerCount, type Picker } from '../src/engine/endeavor/index';
import { STRONG_DEFAULTS } from '../src/bots/endeavor/strong';
import { ENDEAVOR_BOT_LEVELS as LEVELS, type EndeavorBotLevel as Level, endeavorLevelBelow, endeavorPicker } from '../src/bots/endeavor/bot-game';
import { ENDEAVOR_LADDER_PLAYERS } from '../src/bots/endeavor/ladder-figures';
import { recordLadderFigure } from './ladder-record';
import { entryFigures, pct, tableHeading, tableRow } from './tournament-stats';

/** Where --record writes a ladder measurement. */
const FIGURES_FILE = new URL('../src/bots/endeavor/ladder-figures.json', import.meta.url);

export interface EndeavorArgs {
  bots: Level[];
  games: number;
  seed: number;
  candidates: number;
  depth: number;
  timeMs: number | undefined;
  json: boolean;
  /** --ladder: the level measured against the level below (entry 1 is it). */
  ladder: Level | null;
  record: boolean;
}

/** Parses the arguments after `--game endeavor`, or returns the words to print. */
export function parseEndeavorArgs(argv: readonly string[]): EndeavorArgs | string {
  const s = { type: 'string' } as const;
  const flags = { game: s, bots: s, ladder: s, games: s, seed: s, candidates: s, depth: s, 'time-ms': s, json: { type: 'boolean' }, record: { type: 'boolean' } } as const;
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseFlags({ args: [...argv], options: flags, strict: true, allowPositionals: false }));
  } catch (e) {
    return (e as Error).message;
  }
  const ladder = values.ladder === undefined ? null : String(values.ladder);
  if (ladder !== null && !(LEVELS as readonly string[]).includes(ladder)) return `--ladder is one of the levels ${LEVELS.join(', ')}; got "${ladder}".`;
  const below = ladder === null ? null : endeavorLevelBelow(ladder as Level);
  if (ladder !== null && below === null) return `${ladder} is the lowest level: there is no level below to measure it against.`;
  if (ladder !== null && values.bots !== undefined) return 'Give --ladder or --bots, not both.';
  if (values.record === true && ladder === null) return '--record writes a ladder measurement: give --ladder too.';
  const bots =
    ladder !== null && below !== null
      ? [ladder, ...Array<string>(ENDEAVOR_LADDER_PLAYERS - 1).fill(below)]
      : String(values.bots ?? 'strong,heuristic,heuristic')
          .split(',')
          .map((b) => b.trim());
  const bad = bots.filter((b) => !(LEVELS as readonly string[]).includes(b));
  if (bad.length > 0) return `Unknown bot(s): ${bad.join(', ')}. Use ${LEVELS.join(', ')}.`;
  if (bots.length < 3 || bots.length > 5) return `Endeavor needs 3 to 5 bots (one per player); got ${bots.length}.`;
  const nums: Record<string, number | undefined> = {};
  for (const [name, dflt] of [
    ['games', 200],
    ['seed', 1],
    ['candidates', STRONG_DEFAULTS.candidates],
    ['depth', STRONG_DEFAULTS.depth],
    ['time-ms', undefined],
  ] as const) {
    const v = values[name];
    if (v === undefined) {
      nums[name] = dflt;
      continue;
    }
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0) return `--${name} needs a whole number, got "${String(v)}".`;
    nums[name] = n;
  }
  return {
    bots: bots as Level[],
    games: nums.games as number,
    seed: nums.seed as number,
    candidates: nums.candidates as number,
    depth: nums.depth as number,
    timeMs: nums['time-ms'],
    json: values.json === true,
    ladder: ladder as Level | null,
    record: values.record === true,
  };
}

export function runEndeavorTournament(argv: readonly string[]): void {
  const args = parseEndeavorArgs(argv);
  if (typeof args === 'string') {
    process.stderr.write(`${args}\n`);
    process.exitCode = 2;
    return;
  }
  const n = args.bots.length;
  const entries = args.bots.map((level, i) => ({ name: `${level}#${i + 1}`, level, wins: 0, score: 0, times: [] as number[], cpu: [] as number[] }));
  let plies = 0;
  const started = Date.now();
  for (let g = 0; g < args.games; g++) {
    const seed = args.seed + g;
    // Entry i sits at seat (i + g) mod n: every entry plays every seat equally often.
    const entryAt: number[] = [];
    entries.forEach((_, i) => {
      entryAt[(i + g) % n] = i;
    });
    const pickers: Picker[] = entryAt.map((i) => {
      const botSeed = `${seed}:${i}`;
      const level = (entries[i] as (typeof entries)[number]).level;
      // The flags tune the Expert level ('strong'); every other level plays its own budget from the ladder.
      return endeavorPicker(level, botSeed, level === 'strong' ? { candidates: args.candidates, depth: args.depth, timeMs: args.timeMs } : undefined);
    });
    const result = playGame(newGame({ players: n as PlayerCount }, seed), (s, legal) => {
      const seat = s.toAct ?? 0;
      const e = entries[entryAt[seat] as number] as (typeof entries)[number];
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const m = (pickers[seat] as Picker)(s, legal);
      if (legal.length > 1) {
        e.times.push(performance.now() - t0);
        const c = process.cpuUsage(c0);
        e.cpu.push((c.user + c.system) / 1000);
      }
      return m;
    });
    if (result.error || result.state.phase !== 'gameOver') throw new Error(`game ${g} did not end: ${result.error?.code ?? 'move limit'}`);
    plies += result.moves.length;
    const won = winners(result.state);
    for (const w of won) (entries[entryAt[w] as number] as (typeof entries)[number]).wins += 1 / won.length;
    scores(result.state).forEach((sc, seat) => {
      (entries[entryAt[seat] as number] as (typeof entries)[number]).score += sc.total;
    });
    const mins = (Date.now() - started) / 60000;
    process.stderr.write(`game ${g + 1}/${args.games} (${mins.toFixed(1)} min) ${entries.map((e) => `${e.name} ${pct(e.wins / (g + 1))}`).join('  ')}\n`);
  }
  const summary = {
    game: 'endeavor',
    bots: args.bots,
    games: args.games,
    seed: args.seed,
    strong: { candidates: args.candidates, depth: args.depth, timeMs: args.timeMs ?? null },
    averageMoves: plies / args.games,
    entries: entries.map((e) => entryFigures(e, args.games)),
  };
  if (args.record && args.ladder !== null)
    recordLadderFigure(FIGURES_FILE, LEVELS, { level: args.ladder, below: args.bots[1]!, seed: args.seed, games: args.games, wins: entries[0]!.wins, entry: summary.entries[0]! });
  if (args.json) {
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    return;
  }
  const budget = `strong bot: ${args.candidates} candidates, ${args.depth} decisions ahead${args.timeMs !== undefined ? `, at most ${args.timeMs} ms` : ''}`;
  const lines = [
    `Endeavor: ${args.games} games, ${n} players, seeds ${args.seed}..${args.seed + args.games - 1}, seats rotated; ${budget}`,
    `average game: ${summary.averageMoves.toFixed(0)} moves`,
    '',
    tableHeading('median, max'),
    ...summary.entries.map((e) => tableRow(e)),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
