/**
 * How long are share links? Prints the distribution of whole-URL lengths for 1,000 mid-game
 * 4-player positions with the New Buildings expansion (draft), and for 1,000 whole games as
 * replays (options, seed and moves); then the same for Endeavor (mid-game 4-player positions and
 * whole 4-player games as replays). Run: npx tsx scripts/bench-links.ts [runs] [endeavor runs]
 */
import { parseArgs } from 'node:util';
import { applyLegalMove, newGame, playGame } from '../src/engine/puerto-rico';
import { randomBot } from '../src/bots/puerto-rico/random';
import { decodeEndeavorLink, decodeLink, endeavorPositionLink, endeavorReplayLink, positionLink, replayLink, scenarioUrl } from '../src/notation';
import { endeavorGame } from '../src/bots/endeavor/test-games';

/** A realistic host: a custom domain, as the site would have in production. */
const ORIGIN = 'https://eurotutor.example.org';
const { positionals } = parseArgs({ allowPositionals: true, strict: true });
const RUNS = Number(positionals[0] ?? 1000);
/** Endeavor games are slower to play out (a full legal-move list at every step), so fewer by default. */
const ENDEAVOR_RUNS = Number(positionals[1] ?? 300);

function summary(label: string, lengths: number[], unit = 'chars'): void {
  const s = lengths.slice().sort((a, b) => a - b);
  const at = (q: number): number => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  console.log(`${label}: median ${at(0.5)} ${unit}, p90 ${at(0.9)} ${unit}, min ${s[0]} ${unit}, max ${s[s.length - 1]} ${unit} (${s.length} games)`);
}

const positions: number[] = [];
const games: number[] = [];
const moveCounts: number[] = [];
const t = performance.now();
let refused = 0;
for (let seed = 1; seed <= RUNS; seed++) {
  const start = newGame({ players: 4, buildings: { kind: 'draft' } }, seed);
  const game = playGame(start, randomBot(seed));
  // Mid-game: a random point between a quarter and three quarters of the game.
  const stop = Math.floor(game.moves.length * (0.25 + (0.5 * ((seed * 7919) % 1000)) / 1000));
  let s = start;
  for (let i = 0; i < stop; i++) s = applyLegalMove(s, game.moves[i]!);
  const code = positionLink(s);
  positions.push(scenarioUrl(ORIGIN, 'en', 'position', code).length);
  const replay = replayLink(start.options, seed, game.moves);
  games.push(scenarioUrl(ORIGIN, 'en', 'play', replay).length);
  moveCounts.push(game.moves.length);
  if (seed <= 20) {
    // Spot check: the links open what they encode.
    const d = decodeLink(code);
    const r = decodeLink(replay);
    if (!r.ok || JSON.stringify(r.value.state) !== JSON.stringify(game.state)) throw new Error(`replay ${seed} does not round-trip`);
    if (!d.ok && d.error.code !== 'notation/illegal-position') throw new Error(`position ${seed}: ${d.error.message}`);
    if (!d.ok) refused++;
  }
}
console.log(`Host: ${ORIGIN}; 4 players, New Buildings (draft); ${((performance.now() - t) / 1000).toFixed(1)} s`);
summary('Position links (/en/position/#...)', positions);
summary('Whole-game links (/en/play/#..., seed + moves)', games);
summary('Moves per game', moveCounts, 'moves');
console.log(`Positions the engine's gate refused (spot check of the first 20): ${refused}`);

const ePositions: number[] = [];
const eGames: number[] = [];
const eMoves: number[] = [];
const te = performance.now();
let eRefused = 0;
for (let seed = 1; seed <= ENDEAVOR_RUNS; seed++) {
  const g = endeavorGame(4, seed);
  const stop = Math.floor(g.moves.length * (0.25 + (0.5 * ((seed * 7919) % 1000)) / 1000));
  const code = endeavorPositionLink(g.states[stop]!);
  ePositions.push(scenarioUrl(ORIGIN, 'en', 'play/endeavor', code).length);
  const replay = endeavorReplayLink(4, seed, g.moves);
  eGames.push(scenarioUrl(ORIGIN, 'en', 'play/endeavor', replay).length);
  eMoves.push(g.moves.length);
  if (seed <= 20) {
    const d = decodeEndeavorLink(code);
    const r = decodeEndeavorLink(replay);
    if (!r.ok || JSON.stringify(r.value.state) !== JSON.stringify(g.states.at(-1))) throw new Error(`Endeavor replay ${seed} does not round-trip`);
    if (!d.ok && d.error.code !== 'notation/illegal-position') throw new Error(`Endeavor position ${seed}: ${d.error.message}`);
    if (!d.ok) eRefused++;
  }
}
console.log(`Endeavor: 4 players; ${((performance.now() - te) / 1000).toFixed(1)} s`);
summary('Endeavor position links (/en/play/endeavor/#...)', ePositions);
summary('Endeavor whole-game links (/en/play/endeavor/#..., seed + moves)', eGames);
summary('Endeavor moves per game', eMoves, 'moves');
console.log(`Endeavor positions the engine's gate refused (spot check of the first 20): ${eRefused}`);
