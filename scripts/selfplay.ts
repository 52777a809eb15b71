/**
 * Self-play statistics for the rules engines.
 *
 *   npm run selfplay -- --players 4 --games 1000 --seed 1 --bot random [--setup base|draft|all] [--game puerto-rico|endeavor]
 *
 * Prints games per second, average rounds, average winning score, how games ended and seat win
 * rates (a shared win counts as a fraction for each winner).
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs as parseFlags } from 'node:util';
import { newGame, outcome, playGame } from '../src/engine/puerto-rico/index';
import { randomBot } from '../src/bots/puerto-rico/random';
import type { BuildingSetup } from '../src/engine/puerto-rico/index';

interface Args {
  players: number;
  games: number;
  seed: number;
  bot: string;
  setup: string;
  game: string;
}

function parseArgs(argv: string[]): Args {
  const flags = { players: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string' }, bot: { type: 'string' }, setup: { type: 'string' }, game: { type: 'string' } } as const;
  try {
    const { values: v } = parseFlags({ args: argv, options: flags, strict: true, allowPositionals: false });
    return {
      players: Number(v.players ?? 4),
      games: Number(v.games ?? 1000),
      seed: Number(v.seed ?? 1),
      bot: v.bot ?? 'random',
      setup: v.setup ?? 'base',
      game: v.game ?? 'puerto-rico',
    };
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
}

const BOTS: Record<string, (seed: number) => ReturnType<typeof randomBot>> = { random: (seed) => randomBot(seed) };

function buildingSetup(name: string): BuildingSetup {
  if (name === 'base' || name === 'draft' || name === 'all') return { kind: name };
  console.error(`--setup must be base, draft or all (got ${name})`);
  process.exit(2);
}

async function runEndeavor(args: Args): Promise<void> {
  const here = dirname(fileURLToPath(import.meta.url));
  const file = resolve(here, '../src/bots/endeavor/selfplay.ts');
  if (!existsSync(file)) {
    console.log('Endeavor self-play is not available yet: src/bots/endeavor/selfplay.ts does not exist.');
    return;
  }
  const mod = (await import('../src/bots/endeavor/selfplay' as string)) as { runEndeavorSelfplay?: (a: Args) => unknown };
  if (typeof mod.runEndeavorSelfplay !== 'function') {
    console.log('src/bots/endeavor/selfplay.ts does not export runEndeavorSelfplay.');
    return;
  }
  const result = await mod.runEndeavorSelfplay(args);
  if (result === undefined) return;
  const lines = (result as { lines?: unknown }).lines;
  if (Array.isArray(lines)) for (const line of lines) console.log(String(line));
  else console.log(typeof result === 'string' ? result : JSON.stringify(result, null, 2));
}

function runPuertoRico(args: Args): void {
  if (![2, 3, 4, 5].includes(args.players)) {
    console.error('--players must be 2 to 5');
    process.exit(2);
  }
  const bot = BOTS[args.bot];
  if (bot === undefined) {
    console.error(`unknown bot ${args.bot}; known: ${Object.keys(BOTS).join(', ')}`);
    process.exit(2);
  }
  const options = { players: args.players as 2 | 3 | 4 | 5, buildings: buildingSetup(args.setup) };
  const ends: Record<string, number> = { colonists: 0, buildings: 0, 'vp-chips': 0 };
  const wins = new Array<number>(args.players).fill(0);
  let rounds = 0;
  let winningScore = 0;
  let moves = 0;
  const t0 = performance.now();
  for (let g = 0; g < args.games; g++) {
    const seed = args.seed + g;
    const { state, moves: played } = playGame(newGame(options, seed), bot(seed));
    const o = outcome(state);
    if (!o.over) throw new Error('a self-play game did not end');
    rounds += o.rounds;
    moves += played.length;
    winningScore += o.scores[o.winners[0]!]!.total;
    for (const r of o.reasons) ends[r] = (ends[r] ?? 0) + 1;
    for (const w of o.winners) wins[w]! += 1 / o.winners.length;
  }
  const seconds = (performance.now() - t0) / 1000;
  const n = args.games;
  console.log(`Puerto Rico self-play: ${n} games, ${args.players} players, setup ${args.setup}, bot ${args.bot}, seeds ${args.seed}..${args.seed + n - 1}`);
  console.log(`games per second:      ${(n / seconds).toFixed(0)} (${seconds.toFixed(2)} s)`);
  console.log(`average rounds:        ${(rounds / n).toFixed(2)}`);
  console.log(`average moves:         ${(moves / n).toFixed(1)}`);
  console.log(`average winning score: ${(winningScore / n).toFixed(2)}`);
  console.log(
    `game end (a game may meet several): ${Object.entries(ends)
      .map(([k, v]) => `${k === 'buildings' ? 'buildings (12th city space)' : k} ${v} (${((v / n) * 100).toFixed(1)}%)`)
      .join(', ')}`,
  );
  console.log(`seat win rates:        ${wins.map((w, i) => `seat ${i + 1} ${((w / n) * 100).toFixed(1)}%`).join(', ')}`);
}

const args = parseArgs(process.argv.slice(2));
if (args.game === 'endeavor') await runEndeavor(args);
else if (args.game === 'puerto-rico') runPuertoRico(args);
else {
  console.error(`--game must be puerto-rico or endeavor (got ${args.game})`);
  process.exit(2);
}
