/**
 * The bots' decisions on fixed positions, hashed: the fixture that proves a change to the bots'
 * data path (issue #18 point 4: the search and the heuristic on the compact path) changes no
 * decision. Each position gets the heuristic bot's chosen move and every option's value, and the
 * strong bot's chosen move with every root option's visits and value after a fixed number of
 * iterations from a fixed seed, with the search's options spelt out (so a new default elsewhere
 * does not move the fixture). Values are hashed in full precision: the same decision to the last
 * bit, not nearly the same.
 *
 * Recorded by `npm run bench:bot-cost -- --record`; checked by decision-fixture.test.ts.
 */
import { applyLegalMove, legalMoves } from '../../engine/puerto-rico/game';
import { fnv, hex } from '../../engine/puerto-rico/equivalence';
import { moveToString } from '../../engine/puerto-rico/moves';
import { newGame } from '../../engine/puerto-rico/setup';
import type { GameState } from '../../engine/puerto-rico/state';
import type { BotDecision } from './explain';
import { heuristicBot, heuristicDecision } from './heuristic';
import { type MctsOptions, mctsDecision } from './mcts';

/** The strong bot's options for the fixture: today's defaults, written out. */
export const FIXTURE_SEARCH: MctsOptions = { iterations: 100, exploration: 0.2, playoutRoles: 0, policy: 'greedy', expand: 'one', priorVisits: 0, quiet: true };

/**
 * The other paths of the search, in a shorter run: a greedy playout of one more role after the
 * tree (epsilon-greedy, so it draws from the generator) and the heuristic's prior at the root.
 */
export const FIXTURE_SEARCH_PLAYOUT: MctsOptions = { ...FIXTURE_SEARCH, iterations: 30, playoutRoles: 1, priorVisits: 2 };

/** The leaf the ladder's Expert and Master play (ladder.ts): the chance fitted to real games' winners. */
export const FIXTURE_SEARCH_FITTED: MctsOptions = { ...FIXTURE_SEARCH, iterations: 60, leaf: 'fitted' };

/** Games the positions come from: heuristic bots, 2 to 5 players, base game and all buildings. */
const GAMES: readonly { players: 2 | 3 | 4 | 5; all: boolean }[] = [
  { players: 4, all: false },
  { players: 3, all: true },
  { players: 5, all: false },
  { players: 2, all: true },
];

/** Positions per game. */
const PER_GAME = 10;

/**
 * 40 positions from four games between heuristic bots, spread over each game (every decision
 * with more than one legal move is a candidate; ten are taken at even steps).
 */
export function fixturePositions(): GameState[] {
  const out: GameState[] = [];
  GAMES.forEach(({ players, all }, g) => {
    let s = newGame({ players, buildings: { kind: all ? 'all' : 'base' } }, 900 + g);
    const bot = heuristicBot(`fixture:${g}`);
    const candidates: GameState[] = [];
    while (s.phase !== 'over') {
      const legal = legalMoves(s);
      if (legal.length > 1) candidates.push(s);
      s = applyLegalMove(s, bot(s, legal));
    }
    for (let k = 0; k < PER_GAME; k++) out.push(candidates[Math.floor(((k + 0.5) * candidates.length) / PER_GAME)]!);
  });
  return out;
}

/** A decision as text: the chosen move, then every option's move, value and visits. */
function decisionText(d: BotDecision): string {
  const options = d.explanation.options.map((o) => `${moveToString(o.move)}=${o.value}/${o.visits ?? '-'}`);
  return `${moveToString(d.move)}|${options.join(',')}|${d.explanation.iterations ?? '-'}`;
}

/** One position's hashes: the heuristic bot's decision and the strong bot's. */
export interface DecisionHashes {
  heuristic: string;
  strong: string;
  playout: string;
  fitted: string;
}

/** The hashes of both bots' decisions on `s` (the strong bot with FIXTURE_SEARCH, FIXTURE_SEARCH_PLAYOUT and FIXTURE_SEARCH_FITTED, seeded by `i`). */
export function decisionHashes(s: GameState, i: number): DecisionHashes {
  const h = heuristicDecision(s, s.toAct, { seed: i });
  const m = mctsDecision(s, s.toAct, { ...FIXTURE_SEARCH, seed: i });
  const p = mctsDecision(s, s.toAct, { ...FIXTURE_SEARCH_PLAYOUT, seed: i });
  const f = mctsDecision(s, s.toAct, { ...FIXTURE_SEARCH_FITTED, seed: i });
  return { heuristic: hex(fnv(decisionText(h))), strong: hex(fnv(decisionText(m))), playout: hex(fnv(decisionText(p))), fitted: hex(fnv(decisionText(f))) };
}
