/**
 * Engine benchmark: complete random games per second, reported as the median of several timed
 * runs, and the size of a serialized mid-game state.
 *
 *   npm run bench:engine [-- --runs 7 --games 400]
 */
import { applyLegalMoveInPlace, legalMoves, newGame, playGame, randomBot } from '../src/engine/puerto-rico/index';
import type { GameOptions } from '../src/engine/puerto-rico/index';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: number): number => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? Number(argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 7);
const GAMES = arg('games', 400);

function gamesPerSecond(options: Partial<GameOptions>, seed0: number): number {
  const t0 = performance.now();
  for (let g = 0; g < GAMES; g++) playGame(newGame(options, seed0 + g), randomBot(seed0 + g));
  return GAMES / ((performance.now() - t0) / 1000);
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

const CASES: Array<[string, Partial<GameOptions>]> = [
  ['4p random', { players: 4 }],
  ['2p random', { players: 2 }],
  ['3p random', { players: 3 }],
  ['5p random', { players: 5 }],
  ['4p random, expansion draft', { players: 4, buildings: { kind: 'draft' } }],
  ['4p random, all buildings', { players: 4, buildings: { kind: 'all' } }],
];

// Warm-up so the first case is not measured cold.
gamesPerSecond({ players: 4 }, 1_000_000);
for (const [name, options] of CASES) {
  const runs: number[] = [];
  for (let r = 0; r < RUNS; r++) runs.push(gamesPerSecond(options, r * GAMES));
  console.log(`${name}: ${median(runs).toFixed(0)} games/s (median of ${RUNS} runs of ${GAMES} games; min ${Math.min(...runs).toFixed(0)}, max ${Math.max(...runs).toFixed(0)})`);
}

// A mid-game state: 4 players, half-way through a random game.
const s = newGame({ players: 4 }, 7);
const bot = randomBot(7);
for (let i = 0; i < 150 && s.phase !== 'over'; i++) applyLegalMoveInPlace(s, bot(s, legalMoves(s)));
const json = JSON.stringify(s);
console.log(`serialized mid-game state (4p, round ${s.round}, phase ${s.phase}): ${Buffer.byteLength(json)} bytes`);
