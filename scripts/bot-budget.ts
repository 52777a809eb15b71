/**
 * How many search iterations the browser's time budget buys on this machine: the strong bot's
 * move as the play page asks for it (BROWSER_TIME_MS, with its explanation), from positions of
 * four-player base games between Skilled bots, one decision in every `--every` of seat 0.
 *
 *   npm run bench:bot-budget -- --games 3 --every 8
 *
 * Prints the iterations per move (median, lowest, highest) and the time they took. The ladder's
 * searched levels (src/bots/puerto-rico/ladder.ts) are bounded by iterations; this says how
 * their budgets compare with what the time budget would give here.
 */
import { parseArgs } from 'node:util';
import { applyLegalMove, legalMoves, newGame } from '../src/engine/puerto-rico/index';
import { heuristicBot, mctsDecision } from '../src/bots/puerto-rico/index';
import { BROWSER_TIME_MS } from '../src/islands/bots/bot-client';
import { median } from './tournament-stats';

const { values } = parseArgs({ options: { games: { type: 'string' }, every: { type: 'string' } } });
const games = Number(values.games ?? 3);
const every = Number(values.every ?? 8);
const iterations: number[] = [];
const elapsed: number[] = [];
for (let g = 0; g < games; g++) {
  let s = newGame({ players: 4 }, 500 + g);
  const bot = heuristicBot(g);
  for (let ply = 0; s.phase !== 'over'; ply++) {
    const legal = legalMoves(s);
    if (s.toAct === 0 && legal.length > 1 && ply % every === 0) {
      const d = mctsDecision(s, 0, { timeMs: BROWSER_TIME_MS, seed: ply });
      iterations.push(d.explanation.iterations ?? 0);
      elapsed.push(d.explanation.elapsedMs ?? 0);
    }
    s = applyLegalMove(s, bot(s, legal));
  }
  process.stderr.write(`game ${g + 1}/${games}: ${iterations.length} positions\n`);
}
const line = (xs: number[]): string => `median ${median(xs).toFixed(0)}, lowest ${Math.min(...xs).toFixed(0)}, highest ${Math.max(...xs).toFixed(0)}`;
process.stdout.write(`${iterations.length} positions, ${BROWSER_TIME_MS} ms budget (${games} games, every ${every}th ply of seat 0)\n`);
process.stdout.write(`iterations per move: ${line(iterations)}\n`);
process.stdout.write(`search ms per move: ${line(elapsed)}\n`);
