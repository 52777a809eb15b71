/**
 * The puzzle miner (issue #21.4): `npm run puzzles:mine -- --games N --seed S [--out DIR] [--start K]`
 * plays N Puerto Rico games with the heuristic bot at every seat (the strong bot is a Monte Carlo
 * search, seconds a move on this machine: too slow to mine with), asks the solver about the
 * candidate positions along the way (src/puzzles/puerto-rico/mine.ts), and writes the kept ones as puzzle files
 * numbered from K (default 201), each proven by the same checker as npm run puzzles:check.
 * Same seed and start, same files. Prints how many candidates it judged and why it dropped the rest.
 * With `--game endeavor` it mines Endeavor puzzles (scripts/puzzles-mine-endeavor.ts).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { heuristicDecision } from '../src/bots/puerto-rico';
import { greedyMove } from '../src/bots/puerto-rico/heuristic';
import type { GameOptions, GameState, Move } from '../src/engine/puerto-rico';
import { applyLegalMove, legalMoves, newGame } from '../src/engine/puerto-rico';
import { checkPuzzle } from '../src/puzzles/puerto-rico/check';
import {
  type Candidate,
  type RejectReason,
  candidatesAt,
  naturalMove,
  openingKey,
  repeatKey,
  turnOf,
  phaseType,
  positionDiff,
  positionOf,
  roleType,
  solveCandidate,
  tagsFor,
} from '../src/puzzles/puerto-rico/mine';
import { readPosition } from '../src/puzzles/puerto-rico/position';
import type { Goal } from '../src/puzzles/puerto-rico/goals';
import { minedText, pickTitle } from './puzzles-mine-text';
import { poolTitles } from './puzzles-pool-titles';
import { toYaml } from './puzzles-yaml';
import { parseArgs } from 'node:util';

// `--game endeavor` mines Endeavor puzzles instead (scripts/puzzles-mine-endeavor.ts, its own options).
if (parseArgs({ options: { game: { type: 'string' } }, strict: false }).values.game === 'endeavor') {
  await import('./puzzles-mine-endeavor');
  process.exit(0);
}

const NAMES = ['Anna', 'Bea', 'Csaba', 'Dirk', 'Emma'];

const { values: args } = parseArgs({
  options: {
    game: { type: 'string', default: 'puerto-rico' },
    games: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string', default: 'puzzles' },
    start: { type: 'string', default: '201' },
    'per-game': { type: 'string', default: '12' },
    minutes: { type: 'string', default: 'Infinity' },
    types: { type: 'string', default: 'shipping,building,trading,craftsman,mayor' },
    timing: { type: 'boolean', default: false },
    beyond: { type: 'string', default: '0' },
  },
});

const games = Number(args.games);
const seed = args.seed;
const out = args.out;
let number = Number(args.start);
const maxPerGame = Number(args['per-game']);
/** Wall-clock budget (`--minutes M`): no game starts after it, so a deadline still gets the summary. */
const minutes = Number(args.minutes);
/** The puzzle types to write (`--types shipping,building`): the pool needs some kinds more than others. */
const wanted = new Set(args.types.split(','));
/** Role phases a Builder turn runs past the end of its round (`--beyond K`): a build judged by what the next round makes of it. */
const beyond = Number(args.beyond);
/** Whether a candidate can make a wanted type: a role choice's type is known only from its answer. */
const mayWant = (at: GameState, c: Candidate): boolean => wanted.has(c.type) || (at.phase === 'role' && c.goal.kind === 'most-vp' && (wanted.has('building') || wanted.has('mayor')));

/** Game i of a seed: 3, 4 or 5 players; every other game with the New Buildings. */
function optionsOf(i: number): Partial<GameOptions> {
  return { players: 3 + (i % 3), ...(i % 2 === 1 ? { buildings: { kind: 'all' } } : {}) } as Partial<GameOptions>;
}

type Drop = RejectReason | 'check' | 'role' | 'type' | 'title' | 'repeat';
const dropped = new Map<Drop, number>();
const drop = (r: Drop) => dropped.set(r, (dropped.get(r) ?? 0) + 1);
let judged = 0;
let kept = 0;
const byType = new Map<string, number>();
const t0 = performance.now();
const timing = new Map<string, [number, number]>();
mkdirSync(out, { recursive: true });

/** Every title of the pool and of the output folder, and every title their mined puzzles could have: a new puzzle's title must differ from all. */
// Files this run numbers again are rewritten, so their old titles do not count.
const taken = poolTitles(new Set(['puzzles', out]), (f, dir) => !(dir === out && Number.parseInt(f, 10) >= number));

/**
 * The game openings already asked (openingKey: seats and building set), in the pool or by this run:
 * a game's first decision differs between games only in the face-up plantations, so it is asked once.
 */
const openings = new Set<string>();
/** The positions already asked under their question (repeatKey), in the pool or by this run. */
const asked = new Set<string>();
for (const dir of new Set(['puzzles', out]))
  for (const f of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.yaml') && !f.includes('endeavor')) : []) {
    if (dir === out && Number.parseInt(f, 10) >= number) continue;
    const file = parse(readFileSync(join(dir, f), 'utf8')) as { position?: Record<string, unknown>; goal?: Goal };
    const read = file.position === undefined ? null : readPosition(file.position).result;
    if (!read?.ok) continue;
    const key = openingKey(read.value);
    if (key !== null) openings.add(key);
    if (file.goal !== undefined) asked.add(repeatKey(read.value, file.goal));
  }

let played = 0;
for (let g = 0; g < games && performance.now() - t0 < minutes * 60_000; g++) {
  played++;
  let s: GameState = newGame(optionsOf(g), `${seed}-${g}`);
  const names = NAMES.slice(0, s.players.length);
  let keptHere = 0;
  const seen = new Set<string>();
  // Seats that have decided in the phase in progress (a Captain puzzle starts at a seat's first turn).
  let acted = new Set<number>();
  let phase = s.phase;
  while (s.phase !== 'over') {
    if (s.phase !== phase && !(phase === 'captain' && s.phase === 'storage')) {
      acted = new Set();
      phase = s.phase;
    }
    const legal = legalMoves(s);
    const natural = legal.length === 1 ? legal[0]! : heuristicDecision(s, s.toAct, { seed: `${seed}-${g}-${s.ply}` }).move;
    if (legal.length > 1 && keptHere < maxPerGame) {
      for (const c of candidatesAt(s, !acted.has(s.toAct), beyond)) {
        if (!mayWant(s, c)) continue;
        judged++;
        const tc = performance.now();
        // A Mayor placement is judged whole: the bot's natural turn is all its colonist moves.
        const game = `${seed}-${g}`;
        const turn = s.phase === 'mayor' ? turnOf(s, (t) => heuristicDecision(t, t.toAct, { seed: `${game}-${t.ply}` }).move) : [naturalMove(s, natural)];
        const r = mine(s, c, names, turn, game);
        const key = `${s.phase}/${r}`;
        timing.set(key, [(timing.get(key)?.[0] ?? 0) + 1, (timing.get(key)?.[1] ?? 0) + performance.now() - tc]);
        if (r === 'kept') {
          keptHere++;
          break;
        }
        if (r !== 'seen') drop(r);
      }
    }
    acted.add(s.toAct);
    s = applyLegalMove(s, natural);
  }

  function mine(at: GameState, c: Candidate, seatNames: string[], natural: Move[], game: string): Drop | 'kept' | 'seen' {
    const opening = openingKey(at);
    if (opening !== null && openings.has(opening)) return 'opening';
    const position = positionOf(at, seatNames);
    const read = readPosition(position);
    if (!read.result.ok || positionDiff(at, read.result.value) !== null) return 'position';
    const s2 = read.result.value;
    const solved = solveCandidate(s2, c, natural, greedyMove(s2, legalMoves(s2)));
    if (!solved.ok) return solved.reason;
    const v = solved.value;
    const type = s2.phase === 'role' ? (v.line[0]?.type === 'role' ? roleType(v.line[0].role) : null) : phaseType(s2.phase);
    if (type === null) return 'role';
    if (!wanted.has(type)) return 'type';
    const key = JSON.stringify(position);
    if (seen.has(key)) return 'seen';
    seen.add(key);
    const repeat = repeatKey(s2, c.goal);
    if (asked.has(repeat)) return 'repeat';
    if (opening !== null) openings.add(opening);
    const tags = tagsFor(s2, c, v.line);
    const text = minedText(s2, c.goal, seatNames, v, natural, tags);
    const id = `${type}-m${number}`;
    // Proven first: a puzzle dropped here must not keep its titles from the ones to come.
    const proof = checkPuzzle({ position, goal: c.goal, answer: v.line, alternatives: v.alternatives });
    if (!proof.ok) {
      console.error(`✗ ${id}: ${proof.error.step}: ${proof.error.reason}`);
      return 'check';
    }
    const title = pickTitle(text.titles, taken);
    if (title === null) return 'title';
    asked.add(repeat);
    const file = {
      id,
      number,
      title,
      type,
      tags,
      source: {
        en: `mined from a heuristic-bot game (seed ${game}, move ${at.ply}), solved by the engine`,
        hu: `heurisztikus bot játszmájából bányászva (mag: ${game}, ${at.ply}. lépés), a játékmotor oldotta meg`,
        nl: `gedolven uit een partij van de heuristische bot (seed ${game}, zet ${at.ply}), opgelost door de regelmotor`,
      },
      question: text.question,
      position,
      goal: c.goal,
      answer: v.line,
      ...(v.alternatives.length > 0 ? { alternatives: v.alternatives } : {}),
      explanation: text.explanation,
    };
    const name = `${String(number).padStart(3, '0')}-${id}.yaml`;
    const header = `# Mined by npm run puzzles:mine (seed ${game}, move ${at.ply}): best ${v.best}, natural move ${v.natural}, ${v.line.length} decision(s), ${v.searched} positions.\n`;
    writeFileSync(join(out, name), header + toYaml(file));
    console.log(`✓ ${name}: ${type}, best ${v.best} vs natural ${v.natural}, ${v.line.length} decision(s), ${v.options} options, ${v.searched} positions [${tags.join(', ')}]`);
    number++;
    kept++;
    byType.set(type, (byType.get(type) ?? 0) + 1);
    return 'kept';
  }
}

const secs = ((performance.now() - t0) / 1000).toFixed(1);
console.log(`\nKept ${kept} of ${judged} candidates from ${played} game(s) in ${secs} s; next number ${number}.`);
console.log(`By type: ${[...byType].map(([t, n]) => `${t} ${n}`).join(', ') || 'none'}.`);
if (args.timing) for (const [k, [n, ms]] of [...timing].sort()) console.log(`  ${k}: ${n} in ${Math.round(ms)} ms`);
console.log(`Dropped: ${[...dropped].map(([r, n]) => `${r} ${n}`).join(', ') || 'none'}.`);
