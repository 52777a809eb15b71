/**
 * Fits the strong bot's leaf (src/bots/puerto-rico/leaf.ts) on positions of real games:
 *
 *   node scripts/run-bundled.mjs scripts/leaf-fit.ts --games 1500 --seed 1 [--players 4 --setup base]
 *
 * Plays base games (or --setup all: every building) of --players players (default four) between
 * heuristic bots (seeds seed..seed+games-1), keeps every position where a role is chosen (what
 * the search's leaves are: each phase is played to its end before a leaf is judged) with each
 * player's worth parts and rounds left, and the game's winners.
 * Games whose index is a multiple of 5 are held out. The temperature line t0 + t1 * r and the
 * weight of the potential are fitted by maximum likelihood of the winners (a shared win counts as
 * a share) on the other games; the held-out log loss and Brier score are printed for the fit and
 * for today's leaf, winChance(lead) = logistic(lead / 4), each player's chance on its own.
 * Then a conditional logit on the worth's parts (leaf.ts worthFeatures, each also times the
 * rounds left) is fitted the same way, by Newton's method, and its weights printed for
 * WORTH_WEIGHTS, beside the held-out figures of the weights the bot plays now (fitted on four-player
 * base games). The held-out positions are never fitted on. A lower held-out loss is not a stronger
 * bot: the search pushes toward whatever the weights reward, so a new fit is kept only when it
 * wins more games (BENCHMARKS.md, "a fitted leaf": two-player weights fitted this way lost).
 */
import { parseArgs as parseFlags } from 'node:util';
import { type GameOptions, newGame, outcome, playGame } from '../src/engine/puerto-rico/index';
import { heuristicBot } from '../src/bots/puerto-rico/heuristic';
import { compactOrThrow, lead, roundsLeftCompact, worthsCompact } from '../src/bots/puerto-rico/evaluate';
import { playerAt } from '../src/engine/puerto-rico/compact/layout';
import { type LeafFit, WORTH_FEATURES, WORTH_WEIGHTS, roundsFactor, softmaxInPlace, winShares, worthFeatures } from '../src/bots/puerto-rico/leaf';

/** One position: each player's certain points and potential, rounds left, and his share of the win. */
export interface Position {
  game: number;
  r: number;
  points: number[];
  potential: number[];
  /** Each player's share of the win (1 / number of winners, or 0). */
  share: number[];
  /** Each player's final score. */
  final: number[];
  /** Each player's features for the fitted worth (leaf.ts worthFeatures). */
  features: Float64Array[];
}

function play(games: number, seed: number, players: GameOptions['players'], setup: 'base' | 'all'): Position[] {
  const out: Position[] = [];
  const seats = Array.from({ length: players }, (_, i) => i);
  for (let g = 0; g < games; g++) {
    const bots = seats.map((i) => heuristicBot(`${seed + g}:${i}`));
    const mine: Omit<Position, 'share' | 'final'>[] = [];
    // A plain picker (no pickIndex) gets every JSON state, so each role choice can be read.
    const result = playGame(newGame({ players, buildings: { kind: setup } }, seed + g), (s, legal) => {
      if (s.phase === 'role') {
        const c = compactOrThrow(s);
        const all = worthsCompact(c);
        const features = all.map((w, i) => worthFeatures(c.a, playerAt(i), w.points, w.potential, new Float64Array(WORTH_FEATURES)));
        mine.push({ game: g, r: roundsLeftCompact(c), points: all.map((w) => w.points), potential: all.map((w) => w.potential), features });
      }
      return bots[s.toAct]!(s, legal);
    });
    const o = outcome(result.state);
    if (!o.over) throw new Error('leaf-fit: a game did not end');
    const share = seats.map((i) => (o.winners.includes(i) ? 1 / o.winners.length : 0));
    const final = o.scores.map((x) => x.total);
    for (const p of mine) out.push({ ...p, share, final });
    if ((g + 1) % 100 === 0) process.stderr.write(`${g + 1}/${games} games\n`);
  }
  return out;
}

const EPS = 1e-9;
const clamp = (p: number): number => Math.min(1 - EPS, Math.max(EPS, p));

/** Today's leaf: each player's chance from his lead on its own (mcts.ts winChance). */
const todays = (p: Position): number[] => {
  const all = p.points.map((x, i) => ({ points: x, potential: p.potential[i]!, total: x + p.potential[i]! }));
  return all.map((_, i) => 1 / (1 + Math.exp(-lead(all, i) / 4)));
};

interface Scores {
  /** Mean over positions and players of the binary log loss of "this player wins". */
  logLoss: number;
  brier: number;
  /** Mean over positions of -sum share * log p (only meaningful when the chances sum to one). */
  multiLogLoss: number;
  /** How often the player given the best chance won (a share counts). */
  topRight: number;
}

function score(ps: readonly Position[], chances: (p: Position) => number[]): Scores {
  let ll = 0;
  let br = 0;
  let ml = 0;
  let top = 0;
  for (const p of ps) {
    const c = chances(p);
    let best = 0;
    for (let i = 0; i < c.length; i++) {
      const y = p.share[i]!;
      const q = clamp(c[i]!);
      ll -= y * Math.log(q) + (1 - y) * Math.log(1 - q);
      br += (q - y) ** 2;
      ml -= y * Math.log(q);
      if (c[i]! > c[best]!) best = i;
    }
    top += p.share[best]!;
  }
  const n = ps.length;
  const k = n * (ps[0]?.share.length ?? 4);
  return { logLoss: ll / k, brier: br / k, multiLogLoss: ml / n, topRight: top / n };
}

const softmax =
  (fit: LeafFit) =>
  (p: Position): number[] =>
    winShares(p.points, p.potential, p.r, new Array<number>(p.points.length), fit);

/** Coordinate descent on the training log likelihood, steps halved when no coordinate improves. */
function fitLeaf(train: readonly Position[], start: LeafFit, fixPotential: boolean): LeafFit {
  const loss = (f: LeafFit): number => (f.t0 + f.t1 * 0 < 0.1 || f.t1 < 0 ? Infinity : score(train, softmax(f)).multiLogLoss);
  let best = start;
  let bestLoss = loss(best);
  const keys: (keyof LeafFit)[] = fixPotential ? ['t0', 't1'] : ['t0', 't1', 'potential'];
  let step = 1;
  while (step > 0.005) {
    let moved = false;
    for (const key of keys)
      for (const dir of [1, -1]) {
        const f = { ...best, [key]: best[key] + dir * step };
        const l = loss(f);
        if (l < bestLoss) {
          best = f;
          bestLoss = l;
          moved = true;
        }
      }
    if (!moved) step /= 2;
  }
  return best;
}

/** The one temperature that fits positions with r in [lo, hi) best (worth as it is). */
function binTemperature(ps: readonly Position[]): number {
  let lo = 0.1;
  let hi = 40;
  const loss = (t: number): number => score(ps, softmax({ t0: t, t1: 0, potential: 1 })).multiLogLoss;
  for (let k = 0; k < 60; k++) {
    const a = lo + (hi - lo) / 3;
    const b = hi - (hi - lo) / 3;
    if (loss(a) < loss(b)) hi = b;
    else lo = a;
  }
  return (lo + hi) / 2;
}

const f3 = (x: number): string => x.toFixed(4);

/** Solves m x = v (Gaussian elimination with partial pivoting); m and v are overwritten. */
function solve(m: number[][], v: number[]): number[] {
  const n = v.length;
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[piv]![c]!)) piv = r;
    [m[c], m[piv]] = [m[piv]!, m[c]!];
    [v[c], v[piv]] = [v[piv]!, v[c]!];
    for (let r = c + 1; r < n; r++) {
      const k = m[r]![c]! / m[c]![c]!;
      for (let j = c; j < n; j++) m[r]![j] = m[r]![j]! - k * m[c]![j]!;
      v[r] = v[r]! - k * v[c]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let c = n - 1; c >= 0; c--) {
    let t = v[c]!;
    for (let j = c + 1; j < n; j++) t -= m[c]![j]! * x[j]!;
    x[c] = t / m[c]![c]!;
  }
  return x;
}

/** A position's rows for the conditional logit: each feature, then each feature times roundsFactor(r). */
function rows(p: Position): Float64Array[] {
  const f = roundsFactor(p.r);
  return p.features.map((row) => {
    const x = new Float64Array(2 * WORTH_FEATURES);
    for (let k = 0; k < WORTH_FEATURES; k++) {
      x[k] = row[k]!;
      x[WORTH_FEATURES + k] = row[k]! * f;
    }
    return x;
  });
}

/** Each player's fitted chance in a position (softmax of the weighted rows). */
function logitChances(x: readonly Float64Array[], w: readonly number[]): number[] {
  return softmaxInPlace(x.map((row) => row.reduce((s, v, k) => s + v * w[k]!, 0)));
}

/**
 * Maximum likelihood of the winners (a conditional logit: each player's chance the softmax of
 * his weighted features) by Newton's method with a small ridge; convex, so a few steps suffice.
 */
function fitLogit(train: readonly Position[]): number[] {
  const m = 2 * WORTH_FEATURES;
  const xs = train.map(rows);
  const ridge = 1e-4 * train.length;
  let w = new Array<number>(m).fill(0);
  const nll = (v: readonly number[]): number => {
    let l = 0;
    xs.forEach((x, i) => {
      const c = logitChances(x, v);
      train[i]!.share.forEach((y, j) => {
        if (y > 0) l -= y * Math.log(Math.max(1e-12, c[j]!));
      });
    });
    return l + 0.5 * ridge * v.reduce((s, a) => s + a * a, 0);
  };
  let loss = nll(w);
  for (let step = 0; step < 30; step++) {
    const grad = w.map((a) => ridge * a);
    const hess = Array.from({ length: m }, (_, j) => Array.from({ length: m }, (_, k) => (j === k ? ridge : 0)));
    xs.forEach((x, i) => {
      const c = logitChances(x, w);
      const mean = new Float64Array(m);
      x.forEach((row, j) => {
        const d = c[j]! - train[i]!.share[j]!;
        for (let k = 0; k < m; k++) {
          grad[k] = grad[k]! + d * row[k]!;
          mean[k] = mean[k]! + c[j]! * row[k]!;
        }
      });
      x.forEach((row, j) => {
        for (let a = 0; a < m; a++) {
          const ra = c[j]! * row[a]!;
          if (ra === 0) continue;
          const h = hess[a]!;
          for (let b = 0; b < m; b++) h[b] = h[b]! + ra * row[b]!;
        }
      });
      for (let a = 0; a < m; a++) {
        const h = hess[a]!;
        for (let b = 0; b < m; b++) h[b] = h[b]! - mean[a]! * mean[b]!;
      }
    });
    const dir = solve(hess, grad);
    // Backtracking: Newton's full step, halved until the loss falls.
    let t = 1;
    let next = w;
    let nextLoss = Infinity;
    for (; t > 1e-4; t /= 2) {
      next = w.map((a, k) => a - t * dir[k]!);
      nextLoss = nll(next);
      if (nextLoss < loss) break;
    }
    if (!(nextLoss < loss)) break;
    const gain = loss - nextLoss;
    w = next;
    loss = nextLoss;
    process.stderr.write(`newton step ${step + 1}: training loss ${(loss / train.length).toFixed(5)}\n`);
    if (gain < 1e-6 * train.length) break;
  }
  return w;
}

function main(argv: readonly string[]): void {
  const { values } = parseFlags({
    args: [...argv],
    options: { games: { type: 'string' }, seed: { type: 'string' }, players: { type: 'string' }, setup: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  const games = Number(values.games ?? 1500);
  const seed = Number(values.seed ?? 1);
  const players = Number(values.players ?? 4);
  if (![2, 3, 4, 5].includes(players)) throw new Error('leaf-fit: --players is 2 to 5');
  const setup = values.setup ?? 'base';
  if (setup !== 'base' && setup !== 'all') throw new Error('leaf-fit: --setup is base or all');
  const started = Date.now();
  const all = play(games, seed, players as GameOptions['players'], setup);
  const train = all.filter((p) => p.game % 5 !== 0);
  const test = all.filter((p) => p.game % 5 === 0);
  process.stderr.write(`${all.length} positions from ${games} games in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);

  const lines: string[] = [`positions: ${train.length} training, ${test.length} held out (${games} ${players}-player ${setup} games, seeds ${seed}..${seed + games - 1})`, ''];
  lines.push('temperature fitted per band of rounds left (worth as it is), training positions:');
  for (const [lo, hi] of [
    [0, 0.5],
    [0.5, 1.5],
    [1.5, 3],
    [3, 5],
    [5, 8],
    [8, 12],
    [12, 19],
  ] as const) {
    const band = train.filter((p) => p.r >= lo && p.r < hi);
    if (band.length < 50) continue;
    lines.push(`  r in [${lo}, ${hi}): ${band.length} positions, T = ${binTemperature(band).toFixed(2)} VP`);
  }
  const line = fitLeaf(train, { t0: 2, t1: 1, potential: 1 }, true);
  const full = fitLeaf(train, line, false);
  lines.push('', `fitted, worth as it is: t0 ${f3(line.t0)}, t1 ${f3(line.t1)}`, `fitted with the potential's weight: t0 ${f3(full.t0)}, t1 ${f3(full.t1)}, potential ${f3(full.potential)}`, '');
  lines.push('held out: binary log loss, Brier, multi-player log loss, best-chance player won');
  const row = (name: string, s: Scores): string => `  ${name}: ${f3(s.logLoss)}  ${f3(s.brier)}  ${f3(s.multiLogLoss)}  ${(s.topRight * 100).toFixed(1)}%`;
  lines.push(row("today's winChance(lead)", score(test, todays)));
  lines.push(row('softmax, worth as it is', score(test, softmax(line))));
  lines.push(row("softmax, potential's weight fitted", score(test, softmax(full))));
  lines.push(
    row(
      `uniform 1/${players}`,
      score(test, () => new Array<number>(players).fill(1 / players)),
    ),
  );
  // Candidate 2: the weights of the worth's parts fitted to the winners (a conditional logit).
  const weights = fitLogit(train);
  lines.push(
    row(
      'conditional logit on the parts',
      score(test, (p) => logitChances(rows(p), weights)),
    ),
  );
  lines.push(
    row(
      "the bot's weights now (WORTH_WEIGHTS)",
      score(test, (p) => logitChances(rows(p), WORTH_WEIGHTS)),
    ),
  );
  // How well the worth predicts the final score (the leaf's other half).
  let err = 0;
  let errFit = 0;
  for (const p of test)
    for (let i = 0; i < players; i++) {
      err += Math.abs(p.points[i]! + p.potential[i]! - p.final[i]!);
      errFit += Math.abs(p.points[i]! + full.potential * p.potential[i]! - p.final[i]!);
    }
  lines.push(
    '',
    `worth against the final score, held out, mean absolute error: ${(err / test.length / players).toFixed(2)} VP (potential weighted ${f3(full.potential)}: ${(errFit / test.length / players).toFixed(2)})`,
  );
  lines.push('', `conditional logit weights (WORTH_WEIGHTS): ${JSON.stringify(weights.map((v) => Number(v.toFixed(5))))}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (process.argv[1] !== undefined && /leaf-fit\.ts$/.test(process.argv[1])) main(process.argv.slice(2));
