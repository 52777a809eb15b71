/**
 * Engine benchmark: complete random games per second and decisions per second (with the time per
 * decision), each the median of several timed runs after a warm-up, on one core; the machine's
 * load average beside them (a shared machine slows every figure); and the size of a serialized
 * mid-game state.
 *
 *   npm run bench:engine [-- --runs 7 --games 400 --game endeavor]
 *   taskset -c 1 npm run bench:engine    (on one core, as issue #18 measures)
 *
 * npm runs it from a Vite (Rollup) bundle (scripts/run-bundled.mjs), as the site ships the engine: one
 * scope, no module getters between files. Under tsx alone (`npx tsx scripts/bench-engine.ts`) every
 * figure is lower, by the getters tsx's module interop adds to each imported binding.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import * as source from '../src/engine/puerto-rico/index';
import type { GameOptions } from '../src/engine/puerto-rico/index';
import { randomBot } from '../src/bots/puerto-rico/random';
import * as endeavorSource from '../src/engine/endeavor/index';
import { COMPACT_PAGE_PATH } from '../src/engine/puerto-rico/compact/page-path';
import { usePagePath } from '../src/engine/puerto-rico/game';
import { randomBot as endeavorRandomBot } from '../src/bots/endeavor/random';

const { values: flags } = parseArgs({ options: { runs: { type: 'string' }, games: { type: 'string' }, game: { type: 'string' } }, strict: true });
const RUNS = Number(flags.runs ?? 7);
const GAMES = Number(flags.games ?? 400);
const BUNDLED = process.env.EURO_TUTOR_BUNDLED === '1';

/**
 * How a case plays its games, all through the public API only: 'playGame' (the random bot offers
 * pickIndex, so the games run on the compact path, issue #18.1), 'playGame-json' (the same games
 * with a picker that does not, so on the JSON state updated in place, the way the heuristic and
 * strong bots play), or 'applyMove' (legalMoves, then applyMove returning a new checked state for
 * every move, the way the game table plays: in compact form, ../src/engine/puerto-rico/compact/page-path.ts),
 * or 'applyMove-json' (the same calls on the JSON engine, as a lesson page plays), or 'playOutNew' (a playout: the same game set up straight in
 * compact form, only its result and decision count handed back, no JSON state or moves at either
 * end). The two playGame lines side by side give the ratio even when a shared machine moves every
 * absolute figure.
 */
type Mode = 'playGame' | 'playGame-json' | 'applyMove' | 'applyMove-json' | 'playOutNew';

/** Plays one game; returns its decisions (moves chosen, each by a player with a legal list). */
function playOne(options: Partial<GameOptions>, seed: number, mode: Mode): number {
  const { playGame, newGame, legalMoves, applyMove } = source;
  if (mode === 'playGame') return playGame(newGame(options, seed), randomBot(seed)).moves.length;
  if (mode === 'playOutNew') return source.playOutNew(options, seed, randomBot(seed)).decisions;
  if (mode === 'playGame-json') {
    // The same bot without pickIndex: playGame keeps it on the JSON path (the engine before #18.1).
    const bot = randomBot(seed);
    return playGame(newGame(options, seed), (st, legal) => bot(st, legal)).moves.length;
  }
  usePagePath(mode === 'applyMove' ? COMPACT_PAGE_PATH : null);
  const bot = randomBot(seed);
  let s = newGame(options, seed);
  let n = 0;
  while (s.phase !== 'over') {
    const r = applyMove(s, bot(s, legalMoves(s)));
    if (!r.ok) throw new Error(`bench: ${r.error.message}`);
    s = r.value;
    n++;
  }
  return n;
}

interface Run {
  /** Games per wall-clock second and per CPU second (the machine may be shared). */
  wall: number;
  cpu: number;
  /** Decisions per wall-clock second. */
  decisions: number;
}

function timedRun(options: Partial<GameOptions>, seed0: number, mode: Mode = 'playGame', games = GAMES): Run {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let decisions = 0;
  for (let g = 0; g < games; g++) decisions += playOne(options, seed0 + g, mode);
  const wall = (performance.now() - t0) / 1000;
  const c = process.cpuUsage(c0);
  return { wall: games / wall, cpu: games / ((c.user + c.system) / 1e6), decisions: decisions / wall };
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

const CASES: Array<[string, Partial<GameOptions>, Mode]> = [
  ['4p random', { players: 4 }, 'playGame'],
  ['2p random', { players: 2 }, 'playGame'],
  ['3p random', { players: 3 }, 'playGame'],
  ['5p random', { players: 5 }, 'playGame'],
  ['4p random, expansion draft', { players: 4, buildings: { kind: 'draft' } }, 'playGame'],
  ['4p random, all buildings', { players: 4, buildings: { kind: 'all' } }, 'playGame'],
  ['4p random playout (playOutNew: set up in compact form, result only)', { players: 4 }, 'playOutNew'],
  ['4p random playout, expansion draft', { players: 4, buildings: { kind: 'draft' } }, 'playOutNew'],
  ['4p random, JSON path (the same games, a picker without pickIndex)', { players: 4 }, 'playGame-json'],
  ['4p random, expansion draft, JSON path', { players: 4, buildings: { kind: 'draft' } }, 'playGame-json'],
  ['4p random, page path: legalMoves + applyMove (new checked state per move, in compact form as the game table plays)', { players: 4 }, 'applyMove'],
  ['4p random, page path on the JSON engine (as a lesson page plays)', { players: 4 }, 'applyMove-json'],
];

/** Games per run of a case: the per-move copies make the applyMove case slower, fewer keep its runs short. */
const gamesFor = (mode: Mode): number => (mode === 'applyMove' || mode === 'applyMove-json' ? Math.max(1, Math.round(GAMES / 4)) : GAMES);

function measure(): void {
  // Warm-up over every case, twice, before any is timed: one 4p run alone left the first case
  // measured while the JIT was still re-optimizing for the other player counts and setups, so the
  // headline 4p line read lower than the longer 5p games.
  for (let w = 0; w < 2; w++) for (const [, options, mode] of CASES) timedRun(options, 1_000_000 + w * 10_000, mode, Math.max(1, gamesFor(mode) >> 1));
  for (const [name, options, mode] of CASES) {
    const games = gamesFor(mode);
    const runs: Run[] = [];
    for (let r = 0; r < RUNS; r++) runs.push(timedRun(options, r * games, mode, games));
    const wall = runs.map((x) => x.wall);
    const decisions = median(runs.map((x) => x.decisions));
    console.log(
      `${name}: ${median(wall).toFixed(0)} games/s (median of ${RUNS} runs of ${games} games; min ${Math.min(...wall).toFixed(0)}, max ${Math.max(...wall).toFixed(0)}; ` +
        `${median(runs.map((x) => x.cpu)).toFixed(0)} games per CPU second); ${decisions.toFixed(0)} decisions/s, ${(1e9 / decisions).toFixed(0)} ns per decision`,
    );
  }
}

const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');
console.log(`${BUNDLED ? 'engine bundled (as shipped)' : 'engine unbundled under tsx (slower than shipped: use npm run bench:engine)'}; load average at the start (1, 5, 15 min): ${load()}`);
// --game endeavor measures Endeavor alone (the Puerto Rico cases take minutes on a shared machine).
const PUERTO_RICO = flags.game !== 'endeavor';
if (PUERTO_RICO) measure();

/** Endeavor: complete random 3-player games through playGame (the self-play path), as for Puerto Rico. */
function measureEndeavor(): void {
  const e = endeavorSource;
  const run = (seed0: number, games: number): Run => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    let decisions = 0;
    for (let g = 0; g < games; g++) decisions += e.playGame(e.newGame({ players: 3 }, seed0 + g), endeavorRandomBot(seed0 + g)).moves.length;
    const wall = (performance.now() - t0) / 1000;
    const c = process.cpuUsage(c0);
    return { wall: games / wall, cpu: games / ((c.user + c.system) / 1e6), decisions: decisions / wall };
  };
  for (let w = 0; w < 2; w++) run(2_000_000 + w * 10_000, Math.max(1, GAMES >> 1));
  const runs: Run[] = [];
  for (let r = 0; r < RUNS; r++) runs.push(run(r * GAMES, GAMES));
  const wall = runs.map((x) => x.wall);
  const decisions = median(runs.map((x) => x.decisions));
  console.log(
    `endeavor 3p random: ${median(wall).toFixed(0)} games/s (median of ${RUNS} runs of ${GAMES} games; min ${Math.min(...wall).toFixed(0)}, max ${Math.max(...wall).toFixed(0)}; ` +
      `${median(runs.map((x) => x.cpu)).toFixed(0)} games per CPU second); ${decisions.toFixed(0)} decisions/s, ${(1e9 / decisions).toFixed(0)} ns per decision`,
  );
}

measureEndeavor();

console.log(`load average at the end (1, 5, 15 min): ${load()}`);

// A mid-game state: 4 players, half-way through a random game.
const s = source.newGame({ players: 4 }, 7);
const bot = randomBot(7);
for (let i = 0; i < 150 && s.phase !== 'over'; i++) source.applyLegalMoveInPlace(s, bot(s, source.legalMoves(s)));
const json = JSON.stringify(s);
console.log(`serialized mid-game state (4p, round ${s.round}, phase ${s.phase}): ${Buffer.byteLength(json)} bytes`);
