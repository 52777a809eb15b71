/**
 * The strong bot: Monte Carlo tree search over determinised hidden information (single-observer
 * information-set MCTS, Cowling, Powley & Whitehouse 2012).
 *
 * Every iteration draws a full state consistent with the bot's playerView (opponents' VP chips,
 * the face-down plantations, the generator that reshuffles the discards), walks the one shared
 * tree of moves with UCB, counting for each child how often it was available, adds one new node,
 * and scores the position with the evaluation (bots/evaluate.ts) as a winning chance. Below the
 * root the tree branches on role choices only: each role's phase is played by the heuristic's
 * greedy policy, so one iteration looks a whole phase deeper at the price of a few greedy moves,
 * and the leaf is judged by the evaluation instead of a random playout (optionally a greedy
 * playout of a few more roles: playoutRoles). One tree is shared by every determinisation. Each
 * node keeps the reward of the player who made its move, so every player is modelled as playing
 * for himself (max^n).
 *
 * Bounded by iterations, by time, or both (whichever ends first). With an iteration bound and a
 * seed the decision is deterministic.
 */
import { Rng, seedRandom } from '../../engine/random';
import type { Picker } from '../../engine/puerto-rico/game';
import { legalMoves } from '../../engine/puerto-rico/game';
import { PH } from '../../engine/puerto-rico/compact/ids';
import { G, playerAt } from '../../engine/puerto-rico/compact/layout';
import { encodeMove } from '../../engine/puerto-rico/compact/moves';
import { compactMoves, playCode } from '../../engine/puerto-rico/compact/play';
import { compactOutcome } from '../../engine/puerto-rico/compact/score';
import { type CompactGame, copyCompact } from '../../engine/puerto-rico/compact/state';
import { outcome } from '../../engine/puerto-rico/scoring';
import type { GameState } from '../../engine/puerto-rico/state';
import type { GameView } from '../../engine/puerto-rico/view';
import { playerView } from '../../engine/puerto-rico/view';
import { compactOrThrow, determiniseCompact, estimate, lead, roundsLeftCompact, viewCompact, worthAt, worthsCompact } from './evaluate';
import type { BotDecision, ConsideredMove } from './explain';
import { finishPhaseCompact, greedyCode, weigh } from './heuristic';
import { LEAF_FIT, type LeafKind, WORTH_FEATURES, fittedScore, leafTemperature, softmaxInPlace, worthFeatures } from './leaf';

/** How the playouts choose moves. */
export type PlayoutPolicy = 'greedy' | 'random';

/** Options of the strong bot. */
export interface MctsOptions {
  /** Seed of the search's generator. Default 0. */
  seed?: number | string;
  /** Stop after this many iterations. */
  iterations?: number;
  /** Stop after this many milliseconds (checked between iterations). */
  timeMs?: number;
  /** Player names (unused: the page words the reasons, with its own names). */
  names?: readonly string[];
  /** UCB exploration constant for rewards in 0..1. Default 0.2: the rewards of good and bad moves differ by a few hundredths. */
  exploration?: number;
  /** Playout horizon: role choices played greedily after the tree before scoring. Default 0: the evaluation judges the leaf at once. */
  playoutRoles?: number;
  /** Playout policy: 'greedy' (epsilon-greedy on the evaluation, default) or 'random'. */
  policy?: PlayoutPolicy;
  /** Clock in milliseconds, for tests. Default performance.now / Date.now. */
  now?: () => number;
  /**
   * 'one' (default): classic MCTS, one new node per iteration. 'all': a node's moves are all
   * scored on its first visit and the best result is backed up (measured no stronger; see the
   * bots' report).
   */
  expand?: 'one' | 'all';
  /** Skip the per-option reasons (tournaments and playouts do not read them). */
  quiet?: boolean;
  /**
   * Progressive bias from the heuristic bot: before the search, every root move is weighed as the
   * heuristic bot weighs it (its phase played greedily, then the next player's best role) and
   * starts with this many virtual visits at that value turned into a winning chance. The search
   * then begins where the heuristic would and spends its iterations on telling the good moves
   * apart. 0 turns it off. Default ROOT_PRIOR_VISITS.
   */
  priorVisits?: number;
  /**
   * How a leaf (a position the search stops at before the end) is judged. 'lead' (default): each
   * player's chance on its own, a logistic of his VP lead at a fixed scale of 4 VP. 'softmax': the
   * players' chances sum to one, a softmax of their worths at a temperature fitted to real games
   * that shrinks as the end nears (leaf.ts). 'fitted': a softmax of scores whose weights on the
   * worth's parts are fitted to the winners of real games (leaf.ts WORTH_WEIGHTS).
   */
  leaf?: LeafKind;
}

/** Default virtual visits of the heuristic's judgement at the root (see MctsOptions.priorVisits). */
export const ROOT_PRIOR_VISITS = 0;

/** Share of a time budget given to the search when the options are also to be explained. */
const EXPLAIN_SHARE = 0.85;

/** When neither bound is given: the browser default time budget. */
export const DEFAULT_TIME_MS = 1200;

interface Node {
  /** The move's code (compact/moves.ts); -1 at the root. */
  code: number;
  /** Virtual visits of the heuristic's judgement included in visits and avail (root children only). */
  prior: number;
  /** The reward those virtual visits put in `reward`. */
  priorReward: number;
  /** Seat that played `move` (whose reward this node keeps). */
  actor: number;
  visits: number;
  /** How often this node's move was legal when its parent was visited. */
  avail: number;
  reward: number;
  /** By move code: the search plays on the compact path (issue #18 point 4), so no move is named as text. */
  children: Map<number, Node>;
}

const newNode = (code: number, actor: number): Node => ({ code, prior: 0, priorReward: 0, actor, visits: 0, avail: 0, reward: 0, children: new Map() });

/** Scale of the evaluation's VP lead that turns into a winning chance of 73% (logistic). */
const MARGIN_SCALE = 4;

/** A value of the evaluation (VP lead) as a winning chance 0..1. */
const winChance = (lead: number): number => 1 / (1 + Math.exp(-lead / MARGIN_SCALE));

/** One player's features for the fitted worth (a shared buffer: the search is single-threaded). */
const features = new Float64Array(WORTH_FEATURES);

/** Each player's reward 0..1: the share of a win at the end; otherwise a winning chance from the evaluation. */
function rewards(g: CompactGame, leaf: LeafKind): number[] {
  const a = g.a;
  const n = a[G.players]!;
  const out = new Array<number>(n);
  if (a[G.phase] === PH.over) {
    const { winners } = compactOutcome(a);
    for (let i = 0; i < n; i++) out[i] = winners.includes(i) ? 1 / winners.length : 0;
    return out;
  }
  if (leaf !== 'lead') {
    // Each player's score, then their softmax: the fitted scores carry their own temperature.
    const r = roundsLeftCompact(g);
    const t = leafTemperature(r);
    for (let i = 0; i < n; i++) {
      const w = worthAt(a, playerAt(i), r);
      out[i] = leaf === 'fitted' ? fittedScore(worthFeatures(a, playerAt(i), w.points, w.potential, features), r) : (w.points + LEAF_FIT.potential * w.potential) / t;
    }
    return softmaxInPlace(out);
  }
  const all = worthsCompact(g);
  for (let i = 0; i < n; i++) out[i] = winChance(lead(all, i));
  return out;
}

/**
 * The root with one child per legal move, each holding `visits` virtual visits at the winning
 * chance the heuristic bot's weighing gives it on the seat's best guess of the hidden parts.
 */
function seededRoot(view: GameView, visits: number, rng: Rng): Node {
  const root = newNode(-1, -1);
  const guess = estimate(view, rng);
  if (guess.phase === 'draft' || guess.phase === 'over') return root;
  const g = compactOrThrow(guess);
  for (const m of legalMoves(guess)) {
    const code = encodeMove(m);
    const child = newNode(code, view.seat);
    const { after, value } = weigh(guess, view.seat, m, 2, g);
    const end = outcome(after);
    // A move that ends the game is worth what the end is worth, like a search result.
    const chance = end.over ? (end.winners.includes(view.seat) ? 1 / end.winners.length : 0) : winChance(value);
    child.prior = visits;
    child.visits = visits;
    child.avail = visits;
    child.reward = chance * visits;
    child.priorReward = child.reward;
    root.children.set(code, child);
  }
  return root;
}

const EPSILON = 0.1;

function policyCode(g: CompactGame, policy: PlayoutPolicy, rng: Rng): number {
  const list = compactMoves(g);
  const n = list.n;
  if (n === 1) return list.codes[0]!;
  if (policy === 'random' || rng.int(1000) < EPSILON * 1000) return list.codes[rng.int(n)]!;
  return greedyCode(g);
}

/** Plays on in place until `roles` more roles have been chosen (or the game ends). */
function playout(g: CompactGame, roles: number, policy: PlayoutPolicy, rng: Rng): void {
  let left = roles;
  for (let guard = 0; guard < 5000 && g.a[G.phase] !== PH.over; guard++) {
    if (g.a[G.phase] === PH.role) {
      if (left <= 0) return;
      left--;
    }
    playCode(g, policyCode(g, policy, rng));
  }
}

const defaultNow = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** The search from what `seat` sees; returns the root with its statistics. */
function search(view: GameView, o: MctsOptions): { root: Node; iterations: number; elapsedMs: number } {
  const rng = new Rng(seedRandom(o.seed ?? 0));
  const now = o.now ?? defaultNow;
  const start = now();
  const maxIter = o.iterations ?? Infinity;
  const budget = o.timeMs ?? (o.iterations === undefined ? DEFAULT_TIME_MS : Infinity);
  const c = o.exploration ?? 0.2;
  const roles = o.playoutRoles ?? 0;
  const policy = o.policy ?? 'greedy';
  const expandAll = (o.expand ?? 'one') === 'all';
  const prior = o.priorVisits ?? ROOT_PRIOR_VISITS;
  const leaf = o.leaf ?? 'lead';
  const root = prior > 0 ? seededRoot(view, prior, rng) : newNode(-1, -1);
  const fresh: number[] = [];
  const base = viewCompact(view);
  let it = 0;
  while (it < maxIter && now() - start < budget) {
    it++;
    const s = determiniseCompact(view, base, rng);
    const path: Node[] = [];
    let node = root;
    let result: number[] | null = null;
    for (;;) {
      // Below the root the tree branches on role choices only: phases are played greedily.
      if (node !== root) finishPhaseCompact(s);
      if (s.a[G.phase] === PH.over) break;
      // The shared list is read before anything else is played.
      const legal = compactMoves(s);
      fresh.length = 0;
      let best: Node | null = null;
      let bestScore = -Infinity;
      for (let k = 0; k < legal.n; k++) {
        const m = legal.codes[k]!;
        const child = node.children.get(m);
        if (child === undefined) {
          fresh.push(m);
          continue;
        }
        child.avail++;
        const score = child.reward / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      if (fresh.length > 0 && expandAll) {
        // Every new move is scored at once and the best one's result is backed up, so a parent
        // learns from the first visit what its player's best reply is worth (not an average).
        const actor = s.a[G.toAct]!;
        for (const m of fresh) {
          const t = copyCompact(s);
          playCode(t, m);
          finishPhaseCompact(t);
          playout(t, roles, policy, rng);
          const r = rewards(t, leaf);
          const child = newNode(m, actor);
          child.avail = 1;
          child.visits = 1;
          child.reward = r[actor]!;
          node.children.set(m, child);
          if (result === null || r[actor]! > result[actor]!) result = r;
        }
        break;
      }
      if (fresh.length > 0) {
        const m = fresh[fresh.length === 1 ? 0 : rng.int(fresh.length)]!;
        const child = newNode(m, s.a[G.toAct]!);
        child.avail = 1;
        node.children.set(m, child);
        path.push(child);
        playCode(s, m);
        finishPhaseCompact(s);
        break;
      }
      node = best!;
      path.push(node);
      playCode(s, node.code);
    }
    if (result === null) {
      playout(s, roles, policy, rng);
      result = rewards(s, leaf);
    }
    root.visits++;
    for (const n of path) {
      n.visits++;
      n.reward += result[n.actor]!;
    }
  }
  return { root, iterations: it, elapsedMs: now() - start };
}

/**
 * The strong bot's decision for `seat` (the player to act): the most visited move at the root,
 * with every option's estimated winning chance, visits and reason. It reads only
 * playerView(state, seat). Deterministic for a given seed when bounded by iterations alone.
 */
export function mctsDecision(state: GameState, seat: number, options: MctsOptions = {}): BotDecision {
  const view = playerView(state, seat);
  const legal = legalMoves(state);
  if (legal.length === 0 || state.toAct !== seat) throw new Error("mctsDecision: it is not this seat's turn");
  if (legal.length === 1) {
    const only = legal[0]!;
    return { move: only, explanation: { level: 'strong', seat, measure: 'win-rate', pick: 'only', options: [{ move: only, value: 1, visits: 0, reason: null }], iterations: 0, elapsedMs: 0 } };
  }
  // The reasons are worked out after the search; leave them part of the time budget.
  const timeMs = options.timeMs ?? (options.iterations === undefined ? DEFAULT_TIME_MS : undefined);
  const budget = timeMs !== undefined ? { ...options, timeMs: options.quiet ? timeMs : timeMs * EXPLAIN_SHARE } : options;
  const { root, iterations, elapsedMs } = search(view, budget);
  const guess = options.quiet ? null : estimate(view, new Rng(seedRandom(options.seed ?? 0)));
  const considered: (ConsideredMove & { order: number })[] = legal.map((m, order) => {
    const child = root.children.get(encodeMove(m));
    // Report what the search found: the heuristic's virtual visits are taken out again.
    const visits = child === undefined ? 0 : child.visits - child.prior;
    const value = visits > 0 ? (child!.reward - child!.priorReward) / visits : 0;
    return { move: m, value, visits, order, reason: guess === null ? null : weigh(guess, seat, m, 1).reason };
  });
  considered.sort((a, b) => (b.visits ?? 0) - (a.visits ?? 0) || b.value - a.value || a.order - b.order);
  const opts: ConsideredMove[] = considered.map(({ order: _order, ...rest }) => rest);
  const chosen = opts[0]!;
  return {
    move: chosen.move,
    explanation: { level: 'strong', seat, measure: 'win-rate', pick: 'best', options: opts, iterations, elapsedMs },
  };
}

/** The strong bot as a playGame picker; each decision gets its own derived seed. */
export function mctsBot(seed: number | string = 0, options: Omit<MctsOptions, 'seed'> = {}): Picker {
  let n = 0;
  return (state, legal) => {
    if (legal.length === 1) return legal[0]!;
    return mctsDecision(state, state.toAct, { quiet: true, ...options, seed: `${seed}:${n++}` }).move;
  };
}
