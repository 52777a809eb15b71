/**
 * Headless Puerto Rico bot tournament.
 *
 *   npx tsx scripts/tournament.ts --bots strong,heuristic,heuristic,random --games 400 --setup base
 *   npm run tournament -- --ladder expert --games 200 --record
 *
 * Options: --bots (comma list of bots, its length the player count, 2-5: the bots random,
 * heuristic and strong, the last with the bounds below, or the ladder's levels beginner, casual,
 * skilled, expert and master, each with its own budget from src/bots/puerto-rico/ladder.ts),
 * --ladder L (one bot of level L against three of the level below: the ladder's measurement),
 * --record (with --ladder: write the result into src/bots/puerto-rico/ladder-figures.json, which
 * the play page shows), --minutes M (start no game after M minutes: the CPU a search level's
 * games cost is the limit; the summary counts the games played),
 * --games N, --setup base|all|draft, --seed S (first game seed), --iterations K and/or
 * --time-ms T (strong bot bound; default 300 iterations), --exploration C (strong bot UCB constant),
 * --expand all|one (strong bot node expansion), --prior-visits V (strong bot: virtual visits of the
 * heuristic's judgement at the root; 0 = none), --leaf lead|softmax|fitted (strong bot: how a leaf
 * is judged, see MctsOptions.leaf),
 * --json (print the summary as JSON).
 * Seats rotate every game so each bot plays every seat equally often. Prints each entry's win rate
 * with a 95% Wilson interval, average score and the average game length; progress goes to stderr.
 */
import { parseArgs as parseFlags } from 'node:util';
import { newGame, outcome, playGame } from '../src/engine/puerto-rico/index';
import type { GameOptions } from '../src/engine/puerto-rico/index';
import { BOT_KINDS, BOT_LEVELS, botPicker, heuristicBot, isBotLevel, levelBelow, mctsBot, randomBot } from '../src/bots/puerto-rico/index';
import type { BotKind, BotLevel } from '../src/bots/puerto-rico/index';
import { LEAF_KINDS, type LeafKind } from '../src/bots/puerto-rico/leaf';
import { recordLadderFigure } from './ladder-record';
import { entryFigures, pct, tableHeading, tableRow } from './tournament-stats';

/** A seat's bot: a bot by kind (tuned by the strong-bot flags) or a ladder level (its own budget). */
type Contender = BotKind | BotLevel;
const isContender = (x: string): x is Contender => isBotLevel(x) || (BOT_KINDS as readonly string[]).includes(x);

/** Where --record writes a ladder measurement. */
const FIGURES_FILE = new URL('../src/bots/puerto-rico/ladder-figures.json', import.meta.url);

interface Args {
  bots: Contender[];
  /** --ladder: the level measured against the level below (entry 1 is it). */
  ladder: BotLevel | null;
  record: boolean;
  /** Start no game after this many minutes. */
  minutes: number | undefined;
  games: number;
  setup: 'base' | 'all' | 'draft';
  seed: number;
  iterations: number | undefined;
  timeMs: number | undefined;
  json: boolean;
  /** Strong bot UCB constant (tuning). */
  exploration: number | undefined;
  /** Strong bot expansion: 'one' (default, classic) or 'all'. */
  expand: 'one' | 'all' | undefined;
  /** Strong bot: virtual visits of the heuristic's judgement at the root (tuning). */
  priorVisits: number | undefined;
  /** Strong bot: how a leaf is judged (tuning). */
  leaf: LeafKind | undefined;
}

/** Parses argv into Args, or returns the words to print when something is wrong. */
export function parseArgs(argv: readonly string[]): Args | string {
  const s = { type: 'string' } as const;
  const b = { type: 'boolean' } as const;
  const flags = { bots: s, ladder: s, minutes: s, games: s, setup: s, seed: s, iterations: s, 'time-ms': s, exploration: s, expand: s, 'prior-visits': s, leaf: s, json: b, record: b } as const;
  let values: ReturnType<typeof parseFlags<{ args: string[]; options: typeof flags }>>['values'];
  try {
    ({ values } = parseFlags({ args: [...argv], options: flags, strict: true, allowPositionals: false }));
  } catch (e) {
    return (e as Error).message;
  }
  type Named = Exclude<keyof typeof flags, 'json' | 'record'>;
  const get = (name: Named): string | undefined => values[name];
  const ladder = get('ladder') ?? null;
  if (ladder !== null && !isBotLevel(ladder)) return `--ladder is one of the levels ${BOT_LEVELS.join(', ')}; got "${ladder}".`;
  const below = ladder === null ? null : levelBelow(ladder);
  if (ladder !== null && below === null) return `${ladder} is the lowest level: there is no level below to measure it against.`;
  if (ladder !== null && get('bots') !== undefined) return 'Give --ladder or --bots, not both.';
  if (values.record === true && ladder === null) return '--record writes a ladder measurement: give --ladder too.';
  const bots = ladder !== null && below !== null ? [ladder, below, below, below] : (get('bots') ?? 'heuristic,random').split(',').map((x) => x.trim());
  const bad = bots.filter((x) => !isContender(x));
  if (bad.length > 0) return `Unknown bot(s): ${bad.join(', ')}. Use ${[...BOT_KINDS, ...BOT_LEVELS].join(', ')}.`;
  if (bots.length < 2 || bots.length > 5) return `Give 2 to 5 bots (one per player); got ${bots.length}.`;
  const int = (name: Named, dflt: number | undefined): number | undefined | string => {
    const v = get(name);
    if (v === undefined) return dflt;
    const n = Number(v);
    return Number.isInteger(n) && n >= 0 ? n : `--${name} needs a whole number, got "${v}".`;
  };
  const games = int('games', 100);
  const minutes = int('minutes', undefined);
  const seed = int('seed', 1);
  const iterations = int('iterations', undefined);
  const timeMs = int('time-ms', undefined);
  const priorVisits = int('prior-visits', undefined);
  for (const v of [games, minutes, seed, iterations, timeMs, priorVisits]) if (typeof v === 'string') return v;
  const leaf = get('leaf');
  if (leaf !== undefined && !(LEAF_KINDS as readonly string[]).includes(leaf)) return `--leaf is one of ${LEAF_KINDS.join(', ')}; got "${leaf}".`;
  const setup = get('setup') ?? 'base';
  if (setup !== 'base' && setup !== 'all' && setup !== 'draft') return `--setup is base, all or draft; got "${setup}".`;
  return {
    bots: bots as Contender[],
    ladder: ladder as BotLevel | null,
    record: values.record === true,
    games: games as number,
    minutes: minutes as number | undefined,
    setup,
    seed: seed as number,
    iterations: (iterations as number | undefined) ?? (timeMs === undefined ? 300 : undefined),
    timeMs: timeMs as number | undefined,
    json: values.json === true,
    exploration: get('exploration') === undefined ? undefined : Number(get('exploration')),
    expand: get('expand') === 'one' ? 'one' : get('expand') === 'all' ? 'all' : undefined,
    priorVisits: priorVisits as number | undefined,
    leaf: leaf as LeafKind | undefined,
  };
}

interface Entry {
  name: string;
  level: Contender;
  wins: number;
  score: number;
  moveMs: number;
  moves: number;
  /** Every decision's time (ms), for the median and the maximum. */
  times: number[];
  /** Every decision's CPU time (ms): what the move would take on an idle core of this machine. */
  cpu: number[];
}

function main(argv: readonly string[]): void {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    process.stderr.write(`${args}\n`);
    process.exitCode = 2;
    return;
  }
  const n = args.bots.length as GameOptions['players'];
  const entries: Entry[] = args.bots.map((level, i) => ({ name: `${level}#${i + 1}`, level, wins: 0, score: 0, moveMs: 0, moves: 0, times: [], cpu: [] }));
  let rounds = 0;
  let plies = 0;
  const started = Date.now();
  let played = 0;
  /** Each game's seed and winning entries: variants run on the same seeds compare game by game. */
  const results: { seed: number; winners: string[] }[] = [];
  for (let g = 0; g < args.games; g++) {
    if (args.minutes !== undefined && Date.now() - started > args.minutes * 60_000) break;
    played++;
    const seed = args.seed + g;
    // Entry i sits at seat (i + g) mod n: every entry plays every seat equally often.
    const seatOf = entries.map((_, i) => (i + g) % n);
    const entryAt: number[] = [];
    seatOf.forEach((seat, i) => {
      entryAt[seat] = i;
    });
    const pickers = entryAt.map((i) => {
      const botSeed = `${seed}:${i}`;
      const level = entries[i]!.level;
      if (isBotLevel(level)) return botPicker(level, botSeed);
      if (level === 'random') return randomBot(botSeed);
      if (level === 'heuristic') return heuristicBot(botSeed);
      return mctsBot(botSeed, { iterations: args.iterations, timeMs: args.timeMs, exploration: args.exploration, expand: args.expand, priorVisits: args.priorVisits, leaf: args.leaf });
    });
    const state = newGame({ players: n, buildings: { kind: args.setup } }, seed);
    const result = playGame(state, (s, legal) => {
      const e = entries[entryAt[s.toAct]!]!;
      // playGame hands over the engine's reused move array: read its length before the bot runs.
      const choices = legal.length;
      const t0 = performance.now();
      // CPU time as well: on a shared machine the wall clock also counts other people's work.
      const c0 = process.cpuUsage();
      const m = pickers[s.toAct]!(s, legal);
      if (choices > 1) {
        const ms = performance.now() - t0;
        e.moveMs += ms;
        e.moves++;
        e.times.push(ms);
        const c = process.cpuUsage(c0);
        e.cpu.push((c.user + c.system) / 1000);
      }
      return m;
    });
    const o = outcome(result.state);
    if (!o.over) throw new Error('a self-play game did not end');
    rounds += o.rounds;
    plies += result.moves.length;
    // A shared win counts as a share for each winner.
    for (const w of o.winners) entries[entryAt[w]!]!.wins += 1 / o.winners.length;
    const winners = o.winners.map((w) => entries[entryAt[w]!]!.name);
    results.push({ seed, winners });
    for (let seat = 0; seat < n; seat++) entries[entryAt[seat]!]!.score += o.scores[seat]!.total;
    const mins = (Date.now() - started) / 60000;
    process.stderr.write(`game ${g + 1}/${args.games} (${mins.toFixed(1)} min) ${entries.map((e) => `${e.name} ${pct(e.wins / (g + 1))}`).join('  ')}  won: ${winners.join(' ')}\n`);
  }
  const summary = {
    bots: args.bots,
    games: played,
    setup: args.setup,
    seed: args.seed,
    iterations: args.iterations ?? null,
    timeMs: args.timeMs ?? null,
    priorVisits: args.priorVisits ?? null,
    leaf: args.leaf ?? null,
    averageRounds: rounds / played,
    averageMoves: plies / played,
    entries: entries.map((e) => ({ ...entryFigures(e, played), msPerDecision: e.moves > 0 ? e.moveMs / e.moves : 0 })),
    results,
  };
  if (args.record && args.ladder !== null)
    recordLadderFigure(FIGURES_FILE, BOT_LEVELS, { level: args.ladder, below: args.bots[1] as BotLevel, seed: args.seed, games: played, wins: entries[0]!.wins, entry: summary.entries[0]! });
  if (args.json) {
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    return;
  }
  const lines = [
    `${played} games, ${n} players, setup ${args.setup}, seeds ${args.seed}..${args.seed + played - 1}` +
      (args.bots.includes('strong')
        ? `, strong bot ${args.iterations !== undefined ? `${args.iterations} iterations` : ''}${args.iterations !== undefined && args.timeMs !== undefined ? ' or ' : ''}${args.timeMs !== undefined ? `${args.timeMs} ms` : ''} per move`
        : ''),
    `average game: ${summary.averageRounds.toFixed(1)} rounds, ${summary.averageMoves.toFixed(0)} moves`,
    '',
    tableHeading('mean, median, max'),
    ...summary.entries.map((e) => tableRow(e, [e.msPerDecision])),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

// Run only as a script, so tests can import parseArgs.
if (process.argv[1] !== undefined && /tournament\.ts$/.test(process.argv[1])) {
  const argv = process.argv.slice(2);
  const game = argv.find((_a, i) => argv[i - 1] === '--game') ?? argv.find((a) => a.startsWith('--game='))?.slice(7);
  if (game === 'endeavor') {
    // Loaded only for Endeavor, so Puerto Rico runs do not pay for the other engine.
    const { runEndeavorTournament } = await import('./tournament-endeavor');
    runEndeavorTournament(argv);
  } else if (game === undefined || game === 'puerto-rico') main(argv.filter((a, i) => a !== '--game' && argv[i - 1] !== '--game' && !a.startsWith('--game=')));
  else {
    process.stderr.write(`--game is puerto-rico or endeavor; got "${game}".\n`);
    process.exitCode = 2;
  }
}
