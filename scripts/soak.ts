/**
 * The soak: many random games from random setups, every invariant checked after every move
 * (engine/<game>/checked-play.ts, in place: no copy of the state per move), and every Nth game
 * (--replay-every, default 10) replayed from its seed through the checked, copying applyMove with
 * each move as plain JSON, its end compared with the played one. The replay is the copy path a
 * page takes and costs more than the game itself, so it is sampled (issue #24.4); each Puerto Rico
 * move's plain-JSON form is still checked against the legal list in every game.
 *
 *   npm run soak -- --games 1000000 --game pr|endeavor [--seed S] [--every N] [--replay-every N]
 *
 * Prints a progress line every N games (default 10,000) and a last line with games, moves,
 * seconds and violations; the first violations are printed in full with their seed and setup,
 * so each can be replayed. Exits 1 when any game broke an invariant.
 */
import { parseArgs } from 'node:util';
import { Rng, seedRandom } from '../src/engine/random';
import { VIOLET_BUILDINGS, newGame as newPuertoRico } from '../src/engine/puerto-rico/index';
import type { BuildingId, BuildingSetup, GameOptions } from '../src/engine/puerto-rico/index';
import { playChecked as playPuertoRico, randomPicker as puertoRicoPicker, replayProblem as replayPuertoRico } from '../src/engine/puerto-rico/checked-play';
import { newGame as newEndeavor, type PlayerCount } from '../src/engine/endeavor/index';
import { playChecked as playEndeavor, randomPicker as endeavorPicker, replayProblem as replayEndeavor } from '../src/engine/endeavor/checked-play';

const USAGE = 'usage: npm run soak -- --games N --game pr|endeavor [--seed S] [--every N] [--replay-every N]';

function fail(message: string): never {
  console.error(message);
  console.error(USAGE);
  process.exit(2);
}

let values: { games?: string; game?: string; seed?: string; every?: string; 'replay-every'?: string };
try {
  ({ values } = parseArgs({ options: { games: { type: 'string' }, game: { type: 'string' }, seed: { type: 'string' }, every: { type: 'string' }, 'replay-every': { type: 'string' } } }));
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
}
const games = Number(values.games ?? 1000);
const every = Number(values.every ?? 10_000);
const replayEvery = Number(values['replay-every'] ?? 10);
const seed = values.seed ?? 'soak';
const game = values.game ?? 'pr';
if (!Number.isInteger(games) || games < 1) fail(`--games must be a positive whole number (got ${values.games})`);
if (!Number.isInteger(every) || every < 1) fail(`--every must be a positive whole number (got ${values.every})`);
if (!Number.isInteger(replayEvery) || replayEvery < 1) fail(`--replay-every must be a positive whole number (got ${values['replay-every']})`);
if (game !== 'pr' && game !== 'endeavor') fail(`--game must be pr or endeavor (got ${game})`);

/** A random Puerto Rico setup: 2–5 players, any building setup, every option varied. */
function puertoRicoOptions(rng: Rng): GameOptions {
  const kinds = ['base', 'draft', 'all', 'list'] as const;
  const kind = kinds[rng.int(kinds.length)]!;
  let buildings: BuildingSetup = { kind } as BuildingSetup;
  if (kind === 'list') {
    const list: BuildingId[] = VIOLET_BUILDINGS.filter(() => rng.int(2) === 0);
    // Seed 001: Hacienda and Forest House are never both in the game.
    buildings = { kind: 'list', buildings: list.includes('hacienda') && list.includes('forestHouse') ? list.filter((b) => b !== 'forestHouse') : list };
  }
  return {
    players: (2 + rng.int(4)) as GameOptions['players'],
    buildings,
    vpChips5p: rng.int(2) === 0 ? 122 : 126,
    wharfCapacity: rng.int(3) === 0 ? null : 1 + rng.int(12),
    smallWharfHarbor: rng.int(2) === 0,
    forestTiles: rng.int(16),
    fullCityEnd: rng.int(4) === 0,
  };
}

interface Tally {
  games: number;
  moves: number;
  replayed: number;
  violations: number;
}

const shown: string[] = [];
function report(line: string): void {
  if (shown.length < 20) {
    shown.push(line);
    console.log(`VIOLATION ${line}`);
  }
}

const t0 = performance.now();
const cpu0 = process.cpuUsage();
const tally: Tally = { games: 0, moves: 0, replayed: 0, violations: 0 };
const setupRng = new Rng(seedRandom(`${seed}:setups`));
const label = game === 'pr' ? 'Puerto Rico' : 'Endeavor';
const progress = (): string => {
  const seconds = (performance.now() - t0) / 1000;
  // CPU time as well: on a shared machine the wall clock says more about the neighbours.
  const { user, system } = process.cpuUsage(cpu0);
  const cpu = (user + system) / 1e6;
  return `${label} soak: ${tally.games} games, ${tally.moves} moves, ${tally.replayed} replayed, ${seconds.toFixed(1)} s, ${(tally.games / Math.max(seconds, 1e-9)).toFixed(1)} games/s, ${cpu.toFixed(1)} s CPU, ${(tally.games / Math.max(cpu, 1e-9)).toFixed(1)} games/s of CPU, ${tally.violations} violations`;
};

for (let g = 0; g < games; g++) {
  const gameSeed = `${seed}:${g}`;
  const replay = g % replayEvery === 0;
  let problems: string[];
  let setup: string;
  if (game === 'pr') {
    const options = puertoRicoOptions(setupRng);
    setup = JSON.stringify(options);
    const start = newPuertoRico(options, gameSeed);
    const run = playPuertoRico(start, puertoRicoPicker(gameSeed));
    tally.moves += run.moves.length;
    problems = run.problems;
    if (problems.length === 0 && replay) {
      tally.replayed++;
      const differs = replayPuertoRico(newPuertoRico(options, gameSeed), run.moves, run.final);
      if (differs !== null) problems = [differs];
    }
  } else {
    const players = (3 + setupRng.int(3)) as PlayerCount;
    setup = JSON.stringify({ players });
    const start = newEndeavor({ players }, gameSeed);
    const run = playEndeavor(start, endeavorPicker(gameSeed));
    tally.moves += run.moves.length;
    problems = run.problems;
    if (problems.length === 0 && replay) {
      tally.replayed++;
      const differs = replayEndeavor(newEndeavor({ players }, gameSeed), run.moves, run.final);
      if (differs !== null) problems = [differs];
    }
  }
  tally.games++;
  if (problems.length > 0) {
    tally.violations++;
    report(`game ${g} seed ${gameSeed} setup ${setup}: ${problems.join('; ')}`);
  }
  if (tally.games % every === 0) console.log(progress());
}
console.log(progress());
process.exit(tally.violations > 0 ? 1 : 0);
