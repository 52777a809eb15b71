/**
 * The Endeavor puzzle miner (issue #21.4), run by `npm run puzzles:mine -- --game endeavor
 * --games N --seed S [--start K] [--out DIR] [--per-game P] [--builds-per-game B] [--bot strong|heuristic]
 * [--minutes M]`: plays N three-player games with the strong bot at every seat (the heuristic bot
 * hardly ships, so its games have no race for a governor), asks the solver about the candidate positions along
 * the way (src/puzzles/endeavor/mine.ts), and writes the kept ones as puzzle files numbered from K
 * (default 7001), each proven by the checker of npm run puzzles:check first. Same seed, start and
 * code: the same files. Prints how many candidates it judged and why it dropped the rest.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { heuristicBot } from '../src/bots/endeavor/heuristic';
import { strongDecision } from '../src/bots/endeavor/strong';
import { type GameState, type Move, applyMove, isGameOver, legalMoves, newGame } from '../src/engine/endeavor';
import { checkEndeavorPuzzle } from '../src/puzzles/endeavor/check';
import type { EndeavorGoal } from '../src/puzzles/endeavor/goals';
import { type EndeavorReject, endeavorCandidates, endeavorPositionOf, endeavorTagsFor, mineEndeavorPosition, passOnlyIfTooLarge } from '../src/puzzles/endeavor/mine';
import { readEndeavorPosition } from '../src/puzzles/endeavor/position';
import { endeavorMinedText } from './puzzles-mine-endeavor-text';
import { LANGS, pickTitle } from './puzzles-mine-text';
import { toYaml } from './puzzles-yaml';
import { parseArgs } from 'node:util';

const NAMES = ['Anna', 'Bea', 'Csaba', 'Dirk', 'Emma'];

const { values: args } = parseArgs({
  options: {
    game: { type: 'string', default: 'endeavor' },
    games: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string', default: 'puzzles' },
    start: { type: 'string', default: '7001' },
    'per-game': { type: 'string', default: '6' },
    'builds-per-game': { type: 'string', default: '1' },
    bot: { type: 'string', default: 'strong' },
    minutes: { type: 'string', default: 'Infinity' },
  },
});

const games = Number(args.games);
const seed = args.seed;
const out = args.out;
let number = Number(args.start);
const maxPerGame = Number(args['per-game']);
/** Build-phase puzzles per game (`--builds-per-game`): every Build phase makes one, so they would crowd out the rest. */
const buildsPerGame = Number(args['builds-per-game']);
/** The bot at every seat of the mined games; the natural move is always the heuristic bot's. */
const bot = args.bot;
if (bot !== 'strong' && bot !== 'heuristic') throw new Error(`--bot must be strong or heuristic, not ${bot}`);
/** Wall-clock budget: no game starts after it, so a deadline still gets the summary. */
const minutes = Number(args.minutes);

type Drop = EndeavorReject | 'position' | 'check' | 'seen' | 'title';
/** Drops by the kind of question and the reason, e.g. `discard: not-unique`. */
const dropped = new Map<string, number>();
const drop = (s: GameState, goal: EndeavorGoal, r: Drop) => {
  const kind = goal.kind === 'governor' ? 'governor' : s.discarding ? 'discard' : s.phase === 'build' ? 'build' : `${goal.until}${goal.others === 'pass' ? '/pass' : ''}`;
  dropped.set(`${kind}: ${r}`, (dropped.get(`${kind}: ${r}`) ?? 0) + 1);
};
let judged = 0;
let kept = 0;
const byTag = new Map<string, number>();
const t0 = performance.now();
mkdirSync(out, { recursive: true });

/**
 * Every title of the pool and of the output folder, as `lang:text`. Mined Endeavor files this run
 * numbers again do not count, in either folder: a run writes the same titles wherever its output goes.
 */
const taken = new Set<string>();
const renumbered = (f: string): boolean => {
  const m = /^endeavor-m(\d+)\.yaml$/.exec(f);
  return m !== null && Number(m[1]) >= number;
};
for (const dir of new Set(['puzzles', out]))
  for (const f of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.yaml') && !renumbered(f)) : []) {
    const title = (parse(readFileSync(join(dir, f), 'utf8')) as { title?: Partial<Record<string, string>> }).title;
    for (const lang of LANGS) if (title?.[lang] !== undefined) taken.add(`${lang}:${title[lang]}`);
  }

/** The heuristic bot's move at `s`, seeded by the game and the move number as the table seeds it. */
const botMove = (s: GameState, at: string): Move => heuristicBot(at)(s, legalMoves(s));

const seen = new Set<string>();
let gamesPlayed = 0;
for (let g = 0; g < games && performance.now() - t0 < minutes * 60_000; g++) {
  gamesPlayed++;
  const gameSeed = `${seed}-${g}`;
  let s: GameState = newGame({ players: 3 }, gameSeed);
  const names = NAMES.slice(0, s.players.length);
  let keptHere = 0;
  let buildsHere = 0;
  let ply = 0;
  while (!isGameOver(s) && s.toAct !== null) {
    const legal = legalMoves(s);
    const at = `${gameSeed}-${ply}`;
    const move = legal.length === 1 ? legal[0]! : bot === 'strong' ? strongDecision(s, at).move : botMove(s, at);
    if (legal.length > 1 && keptHere < maxPerGame && !(s.phase === 'build' && buildsHere >= buildsPerGame)) {
      let last: Drop | 'kept' | null = null;
      for (const goal of endeavorCandidates(s)) {
        if (passOnlyIfTooLarge(goal) && last !== 'too-large') continue;
        judged++;
        last = mine(s, goal, names, gameSeed, ply);
        if (last === 'kept') {
          keptHere++;
          if (s.phase === 'build') buildsHere++;
          break;
        }
        drop(s, goal, last);
      }
    }
    const next = applyMove(s, move);
    if (!next.ok) throw new Error(`game ${gameSeed}, move ${ply}: the engine refused the bot's move: ${next.error.message}`);
    s = next.value;
    ply++;
  }
}

function mine(at: GameState, goal: EndeavorGoal, names: readonly string[], gameSeed: string, ply: number): Drop | 'kept' {
  const position = endeavorPositionOf(at, names, gameSeed);
  const key = `${JSON.stringify(goal)}|${JSON.stringify({ ...position, names: undefined, seed: undefined })}`;
  if (seen.has(key)) return 'seen';
  seen.add(key);
  const read = readEndeavorPosition(position);
  if (!read.result.ok) return 'position';
  // The puzzle is the position as its file states it: the natural move is asked there again.
  const s = read.result.value;
  const natural = botMove(s, `${gameSeed}-${ply}`);
  const r = mineEndeavorPosition(s, goal, natural);
  if (!r.ok) return r.reason;
  const v = r.value;
  const tags = endeavorTagsFor(s, goal, v);
  const text = endeavorMinedText(s, goal, names, v, natural, tags);
  const id = `endeavor-m${number}`;
  // The bot's move is the tempting one: the checker proves it worse.
  const traps = [{ moves: [natural] }];
  // Proven first: a puzzle dropped here must not keep its titles from the ones to come.
  const proof = checkEndeavorPuzzle({ position, goal, answer: v.line, alternatives: [], traps });
  if (!proof.ok) {
    console.error(`✗ ${id}: ${proof.error.step}: ${proof.error.reason}`);
    return 'check';
  }
  const title = pickTitle(text.titles, taken);
  if (title === null) return 'title';
  const file = {
    id,
    number,
    game: 'endeavor',
    title,
    type: 'endeavor',
    tags,
    source: {
      en: `mined from a ${bot === 'strong' ? 'strong' : 'heuristic'}-bot game (seed ${gameSeed}, move ${ply}), solved by the engine`,
      hu: `${bot === 'strong' ? 'erős' : 'heurisztikus'} bot játszmájából bányászva (mag: ${gameSeed}, ${ply}. lépés), a játékmotor oldotta meg`,
      nl: `gedolven uit een partij van de ${bot === 'strong' ? 'sterke' : 'heuristische'} bot (seed ${gameSeed}, zet ${ply}), opgelost door de regelmotor`,
    },
    question: text.question,
    position,
    goal,
    answer: v.line,
    traps,
    explanation: text.explanation,
  };
  const name = `${id}.yaml`;
  const header = `# Mined by npm run puzzles:mine -- --game endeavor (${bot} bots, seed ${gameSeed}, move ${ply}): best ${v.best}, natural move ${v.natural}, ${v.line.length} decision(s), ${v.searched} positions.\n`;
  writeFileSync(join(out, name), header + toYaml(file));
  console.log(
    `✓ ${name}: ${goal.kind}/${goal.until}${goal.others ? `/${goal.others}` : ''}, best ${v.best} vs natural ${v.natural}, ${v.line.length} decision(s), ${v.options} options, ${v.searched} positions [${tags.join(', ')}]`,
  );
  number++;
  kept++;
  for (const t of tags) byTag.set(t, (byTag.get(t) ?? 0) + 1);
  return 'kept';
}

const secs = ((performance.now() - t0) / 1000).toFixed(1);
console.log(`\nKept ${kept} of ${judged} candidates from ${gamesPlayed} game(s) in ${secs} s; next number ${number}.`);
console.log(`By tag: ${[...byTag].map(([t, n]) => `${t} ${n}`).join(', ') || 'none'}.`);
const drops = [...dropped].sort().map(([r, n]) => `${r} ${n}`);
console.log(`Dropped: ${drops.join(', ') || 'none'}.`);
