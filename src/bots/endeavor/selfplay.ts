/**
 * Headless self-play for Endeavor: plays many complete games with one kind of bot in every seat
 * and reports speed, length and results. Called by scripts/selfplay.ts (`--game endeavor`).
 */
import { heuristicBot } from './heuristic';
import { randomBot } from './random';
import { newGame, type PlayerCount } from '../../engine/endeavor/setup';
import { playGame, type Picker } from '../../engine/endeavor/game';
import { scores, winners } from '../../engine/endeavor/scoring';

export interface EndeavorSelfplayOptions {
  readonly players: number;
  readonly games: number;
  readonly seed: number;
  readonly bot: 'random' | 'heuristic';
}

export interface EndeavorSelfplayReport {
  readonly gamesPerSecond: number;
  readonly averageRounds: number;
  readonly averageWinningScore: number;
  /** Share of games each seat won; a shared win counts as a fraction. */
  readonly seatWinRates: number[];
  /** Human-readable lines to print. */
  readonly lines: string[];
}

/**
 * Plays `games` games of `players` players from seeds `seed`, `seed + 1`, … with the chosen bot
 * in every seat. Throws RangeError for a player count outside 3–5, a non-positive game count or an
 * unknown bot.
 */
export function runEndeavorSelfplay(opts: EndeavorSelfplayOptions): EndeavorSelfplayReport {
  const { players, games, seed, bot } = opts;
  if (!Number.isInteger(players) || players < 3 || players > 5) throw new RangeError(`Endeavor self-play needs 3 to 5 players, got ${players}`);
  if (!Number.isInteger(games) || games < 1) throw new RangeError(`games must be a positive integer, got ${games}`);
  if (bot !== 'random' && bot !== 'heuristic') throw new RangeError(`unknown bot ${String(bot)}; known: random, heuristic`);
  const wins: number[] = Array.from({ length: players }, () => 0);
  let rounds = 0;
  let winningScore = 0;
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const gameSeed = seed + g;
    const pickers: Picker[] = Array.from({ length: players }, (_, i) => {
      const botSeed = `${gameSeed}:${i}`;
      return bot === 'heuristic' ? heuristicBot(botSeed) : randomBot(botSeed);
    });
    const result = playGame(newGame({ players: players as PlayerCount }, gameSeed), (state, moves) => {
      const picker = pickers[state.toAct ?? 0];
      if (!picker) throw new RangeError('no bot for the seat to act');
      return picker(state, moves);
    });
    if (result.error) throw new Error(`self-play game ${g} stopped: ${result.error.code}`);
    rounds += result.state.round;
    const won = winners(result.state);
    for (const s of won) wins[s] = (wins[s] ?? 0) + 1 / won.length;
    winningScore += Math.max(...scores(result.state).map((s) => s.total));
  }
  const seconds = Math.max((performance.now() - started) / 1000, 1e-9);
  const report = {
    gamesPerSecond: games / seconds,
    averageRounds: rounds / games,
    averageWinningScore: winningScore / games,
    seatWinRates: wins.map((w) => w / games),
  };
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const lines = [
    `Endeavor self-play: ${games} games, ${players} players, seed ${seed}, bot ${bot}`,
    `games per second: ${report.gamesPerSecond.toFixed(1)}`,
    `average rounds: ${report.averageRounds.toFixed(2)}`,
    `average winning score: ${report.averageWinningScore.toFixed(2)}`,
    `seat win rates: ${report.seatWinRates.map((r, i) => `seat ${i + 1} ${pct(r)}`).join(', ')}`,
  ];
  return { ...report, lines };
}
