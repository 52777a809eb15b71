/**
 * The game loop: role choice, phases, rounds and game end, and the public move API
 * (legalMoves, applyMove, applyLegalMove; playGame is in ./play-game.ts).
 */
import type { Result } from '../result';
import { err, ok } from '../result';
import { builder, someCityCanFill } from './builder';
import { captain, keptGoods, storage, storageRoom } from './captain';
import { craftsman } from './craftsman';
import { draft } from './draft';
import type { MoveError } from './errors';
import { moveError } from './errors';
import { guestMoves, applyGuest, diagnoseGuest } from './guests';
import { mayor, privilegeColonists, startMayor } from './mayor';
import type { Move } from './moves';
import { MAYOR_DECLINE_MOVE, PASS, ROLE_MOVE, moveToString, sameMove } from './moves';
import { COUNT_SETUP } from './options';
import type { PhaseHandler } from './phase';
import { prospector } from './prospector';
import type { RuleId } from './rules';
import type { GameState } from './state';
import { cloneState, resetTurn } from './state';
import { shareUnchanged } from './sharing';
import { settler } from './settler';
import { trader } from './trader';
import { MAX_AUTOMATIC_STEPS, StepGuardError } from './step-guard';
import { note, noting, withRuleNotes } from '../rule-notes';
import { noteScoring } from './scoring';

export { MAX_AUTOMATIC_STEPS, StepGuardError };
import type { Phase, Role } from './vocabulary';
import { GOODS, ROLES, isBuildingId, isGood, isIslandTile, isRole } from './vocabulary';

const HANDLERS: { [P in HandledPhase]: PhaseHandler } = {
  draft,
  settler,
  mayor,
  builder,
  craftsman,
  trader,
  captain,
  storage,
  prospector,
};

type HandledPhase = Exclude<Phase, 'role' | 'over'>;

/**
 * HANDLERS[phase] as a switch: the keyed load on the table was measured among the loop's own
 * costs (it runs several times per move), a switch on interned strings is a few compares.
 */
function handlerOf(phase: HandledPhase): PhaseHandler {
  switch (phase) {
    case 'mayor':
      return mayor;
    case 'settler':
      return settler;
    case 'builder':
      return builder;
    case 'captain':
      return captain;
    case 'trader':
      return trader;
    case 'craftsman':
      return craftsman;
    case 'storage':
      return storage;
    case 'prospector':
      return prospector;
    default:
      return HANDLERS[phase];
  }
}

const ROLE_PHASE: { [R in Role]: Exclude<Phase, 'role' | 'over' | 'draft' | 'storage'> } = {
  settler: 'settler',
  mayor: 'mayor',
  builder: 'builder',
  craftsman: 'craftsman',
  trader: 'trader',
  captain: 'captain',
  prospector: 'prospector',
};

// ---- Rounds ---------------------------------------------------------------------------------

/** Index of a role in ROLES (a switch: see handlerOf). */
function roleIndex(r: Role): number {
  switch (r) {
    case 'settler':
      return 0;
    case 'mayor':
      return 1;
    case 'builder':
      return 2;
    case 'craftsman':
      return 3;
    case 'trader':
      return 4;
    case 'captain':
      return 5;
    default:
      return 6;
  }
}

function roleMoves(s: GameState, seat: number, out: Move[]): void {
  // One move per role still on the table, in ROLES order (two Prospector cards are one choice).
  let open = 0;
  for (const c of s.roles) if (c.takenBy < 0) open |= 1 << roleIndex(c.role);
  for (let i = 0; i < ROLES.length; i++) {
    if ((open & (1 << i)) === 0) continue;
    const role = ROLES[i]!;
    out.push(ROLE_MOVE[role]);
    // Seed 000: the Mayor's privilege colonist is taken "if he uses his privilege": the Mayor may
    // also be chosen taking fewer (none, or one of a Library's two).
    if (role === 'mayor') for (let k = privilegeColonists(s, seat) - 1; k >= 0; k--) out.push(MAYOR_DECLINE_MOVE[k]!);
  }
}

function chooseRole(s: GameState, seat: number, role: Role, privilege: number | undefined): void {
  // Two Prospector cards (5 players): taking the one with more doubloons is never worse.
  let card = null;
  for (const c of s.roles) if (c.role === role && c.takenBy < 0 && (card === null || c.doubloons > card.doubloons)) card = c;
  if (card === null) return;
  note('round.choose-role');
  note('round.order');
  if (card.doubloons > 0) note('round.role-doubloons');
  card.takenBy = seat;
  s.players[seat]!.doubloons += card.doubloons;
  card.doubloons = 0;
  s.rolesChosen++;
  s.chooser = seat;
  resetTurn(s.turn, s.players.length);
  s.phase = ROLE_PHASE[role];
  if (role === 'mayor') {
    // No Guest House window at the start of the Mayor phase: all colonists are placed anew.
    startMayor(s, privilege ?? 2);
    return;
  }
  // Seed 001 Vendégház: guests may move at the start of any phase but the Mayor's. Owners who can
  // move one get a window, from the chooser clockwise, before the phase's own work (e.g. production).
  if (s.phase !== 'mayor' && s.phase !== 'prospector' && openGuestWindow(s, seat)) return;
  handlerOf(s.phase as HandledPhase).start(s);
}

/**
 * Opens a Guest House window (seed 001, Vendégház) for every owner who can move a guest now, from
 * `from` clockwise; false (nothing opened) when nobody can.
 */
function openGuestWindow(s: GameState, from: number): boolean {
  if (!anyGuests(s)) return false;
  const owners: number[] = [];
  const probe: Move[] = [];
  for (let i = 0; i < s.players.length; i++) {
    const seat = (from + i) % s.players.length;
    probe.length = 0;
    guestMoves(s, seat, probe);
    if (probe.length > 0) owners.push(seat);
  }
  if (owners.length === 0) return false;
  s.turn.guestWindow = true;
  s.queue = owners;
  return true;
}

/**
 * Phases with a Guest House window at their end (seed 001: "a többi fázis kezdetén, illetve
 * végén"): every phase but the Mayor's and the draft. The Captain's window comes after the last
 * loading and before storage, as in the seed's example (a guest moved to the Storehouse, which then
 * keeps three more barrels); storage itself is part of the Captain phase.
 */
const END_WINDOW: { readonly [P in Phase]: boolean } = {
  draft: false,
  role: false,
  settler: true,
  mayor: false,
  builder: true,
  craftsman: true,
  trader: true,
  captain: true,
  storage: false,
  prospector: true,
  over: false,
};

/** Ends the phase in progress: its own end work, then the next role choice or round. */
function endPhase(s: GameState, phase: Exclude<Phase, 'role' | 'over'>): void {
  HANDLERS[phase].end(s);
  s.turn.guestEnd = false;
  if (s.phase === phase) finishRole(s);
}

/** Whether any player has a colonist on a Guest House (cheap check before looking for moves). */
function anyGuests(s: GameState): boolean {
  for (const p of s.players) for (const c of p.city) if (c.building === 'guestHouse' && c.colonists > 0) return true;
  return false;
}

/** After a role's phase: the next role choice, or the end of the round (seed 000, A játék menete). */
function finishRole(s: GameState): void {
  s.chooser = -1;
  s.queue = [];
  if (s.rolesChosen < COUNT_SETUP[s.options.players].choicesPerRound) {
    s.phase = 'role';
    return;
  }
  note('round.unchosen-doubloon');
  for (const c of s.roles) {
    if (c.takenBy < 0) {
      c.doubloons++;
      s.bank--;
    }
    c.takenBy = -1;
  }
  s.rolesChosen = 0;
  s.governor = (s.governor + 1) % s.players.length;
  if (s.options.fullCityEnd && s.endTriggers.length === 0 && !someCityCanFill(s)) s.endTriggers.push('no-buildings');
  if (s.endTriggers.length > 0) {
    s.phase = 'over';
    noteScoring(s);
    return;
  }
  s.round++;
  s.phase = 'role';
}

// ---- The loop -------------------------------------------------------------------------------

/**
 * The last generated move list, keyed by state object and ply. It lives in one reused array
 * (bot games generate a list for every decision); legalMoves hands out copies, playGame the
 * array itself.
 */
let cacheState: GameState | null = null;
let cachePly = -1;
const cacheMoves: Move[] = [];

/**
 * Empties the reused move array but keeps its storage: V8 drops or trims an array's storage when
 * its length is set lower (every decision then grew a new one), while optimized pop() does not.
 */
function clearMoves(): void {
  while (cacheMoves.length > 0) cacheMoves.pop();
}

function generate(s: GameState, seat: number): Move[] {
  const out = cacheMoves;
  clearMoves();
  cacheState = null;
  if (s.phase === 'role') roleMoves(s, seat, out);
  else if (s.turn.guestWindow) {
    guestMoves(s, seat, out);
    if (out.length > 0) out.push(PASS);
  } else if (s.phase !== 'over') handlerOf(s.phase).moves(s, seat, out);
  return out;
}

function remember(s: GameState): void {
  cacheState = s;
  cachePly = s.ply;
  listedByPath = false;
}

// ---- The page path in compact form (issue #18.3) ---------------------------------------------

/**
 * The checked path (legalMoves + applyMove, a new state per move) played on the compact engine
 * instead: ./compact/page-path.ts, which hands itself to usePagePath when it loads. Only pages
 * that already ship the compact engine (those that play whole games with bots) load it; a lesson
 * page does not, and pays neither its size nor the cycle of files that importing it from here
 * made (BENCHMARKS.md, "Speed targets, ninth pass").
 */
export interface PagePath {
  /** Whether it can list the moves of `s` (the state it handed out last, not advanced since). */
  lists(s: GameState): boolean;
  /** The legal moves of `s`, in legalMoves' order, pushed onto `into` (empty); only when lists(s). */
  list(s: GameState, into: Move[]): void;
  /**
   * The state after the legal move `m`, sharing with `s` every part the move left equal, or null
   * to leave the move to the JSON engine (a state with no compact form). `index` is m's place in
   * the list it pushed for `s`, or -1 when the list was not its own.
   */
  apply(s: GameState, m: Move, index: number): GameState | null;
}

let pagePath: PagePath | null = null;
/** Whether cacheMoves were pushed by the page path (an index into them is an index into its list). */
let listedByPath = false;

/** Plays the checked path on `path` from now on (null: on the JSON engine). */
export function usePagePath(path: PagePath | null): void {
  pagePath = path;
  cacheState = null;
}

function endTurn(s: GameState, h: PhaseHandler, seat: number, skipped: boolean): void {
  s.turn.started = false;
  s.queue.shift();
  if (h.endTurn) h.endTurn(s, seat, skipped);
}

/** Runs automatic steps until somebody has a decision to make or the game is over. */
export function advance(s: GameState): void {
  for (let steps = 0; ; steps++) {
    if (steps >= MAX_AUTOMATIC_STEPS) throw new StepGuardError(s.phase, steps);
    if (s.phase === 'over') {
      s.toAct = -1;
      s.queue = [];
      clearMoves();
      remember(s);
      return;
    }
    if (s.phase === 'role') {
      const seat = (s.governor + s.rolesChosen) % s.players.length;
      s.toAct = seat;
      generate(s, seat);
      remember(s);
      return;
    }
    const phase = s.phase;
    const h = handlerOf(phase);
    if (s.turn.guestWindow) {
      if (s.queue.length === 0) {
        s.turn.guestWindow = false;
        if (s.turn.guestEnd) endPhase(s, phase);
        else h.start(s);
        continue;
      }
      const seat = s.queue[0]!;
      if (generate(s, seat).length === 0) {
        s.queue.shift();
        continue;
      }
      s.toAct = seat;
      remember(s);
      return;
    }
    if (s.queue.length === 0) {
      // Seed 001 Vendégház: a last chance to move guests before the phase ends (e.g. onto the
      // Storehouse before storage, or onto a large building before the final count).
      if (END_WINDOW[phase] && !s.turn.guestEnd && openGuestWindow(s, s.chooser >= 0 ? s.chooser : s.governor)) {
        s.turn.guestEnd = true;
        continue;
      }
      endPhase(s, phase);
      continue;
    }
    const seat = s.queue[0]!;
    if (!s.turn.started) {
      s.turn.started = true;
      if (h.beginTurn) h.beginTurn(s, seat);
    }
    const moves = generate(s, seat);
    if (moves.length === 0) {
      endTurn(s, h, seat, true);
      continue;
    }
    s.toAct = seat;
    remember(s);
    return;
  }
}

/** The moves of the player to act, in the engine's reused array (valid until the next engine call). */
function currentMoves(s: GameState): readonly Move[] {
  if (cacheState === s && cachePly === s.ply) return cacheMoves;
  if (s.phase === 'over') {
    clearMoves();
    remember(s);
    return cacheMoves;
  }
  if (pagePath?.lists(s)) {
    clearMoves();
    pagePath.list(s, cacheMoves);
    remember(s);
    listedByPath = true;
    return cacheMoves;
  }
  const moves = generate(s, s.toAct);
  remember(s);
  return moves;
}

/**
 * The legal moves of the player to act (`state.toAct`); empty when the game is over. The array is
 * the caller's; the move objects in it are shared and frozen (copy one before changing it).
 */
export function legalMoves(s: GameState): Move[] {
  return currentMoves(s).slice();
}

function applyInPlace(s: GameState, m: Move): void {
  const seat = s.toAct;
  s.ply++;
  if (m.type === 'guest') {
    applyGuest(s, seat, m.to);
  } else if (s.turn.guestWindow) {
    note(s.turn.guestEnd ? 'guest-house.end-window' : 'guest-house.move');
    s.queue.shift();
  } else if (s.phase === 'role') {
    if (m.type === 'role') chooseRole(s, seat, m.role, m.colonists);
  } else if (s.phase !== 'over') {
    if (m.type === 'pass') note('round.optional');
    const h = handlerOf(s.phase);
    if (h.apply(s, seat, m)) endTurn(s, h, seat, false);
  }
  advance(s);
}

/**
 * Applies a move known to be legal (one of `legalMoves(s)`), in place, without checking it.
 * The fast path for bots and playGame; anything else should call applyMove.
 */
export function applyLegalMoveInPlace(s: GameState, m: Move): GameState {
  applyInPlace(s, m);
  return s;
}

/** Applies a move known to be legal to a copy of the state, without re-validating it. */
export function applyLegalMove(s: GameState, m: Move): GameState {
  const next = cloneState(s);
  applyInPlace(next, m);
  return next;
}

/** An absent `bonus` field, or a count of bonus VP taken (RULINGS.md base 22). */
function isBonus(v: unknown): boolean {
  return v === undefined || (typeof v === 'number' && Number.isInteger(v) && v >= 0);
}

function isMoveShape(m: unknown): m is Move {
  if (typeof m !== 'object' || m === null) return false;
  const o = m as Record<string, unknown>;
  switch (o.type) {
    case 'hacienda':
      return true;
    case 'pass':
    case 'union-hall':
      return isBonus(o.bonus);
    case 'draft':
      return isBuildingId(o.building);
    case 'build': {
      if (!isBuildingId(o.building) || (o.noColonist !== undefined && o.noColonist !== true) || !isBonus(o.bonus)) return false;
      if (o.blackMarket === undefined) return true;
      const bm = o.blackMarket as Record<string, unknown> | null;
      return (
        typeof bm === 'object' &&
        bm !== null &&
        (bm.colonist === null || bm.colonist === 'sanJuan' || isIslandTile(bm.colonist) || isBuildingId(bm.colonist)) &&
        (bm.good === null || isGood(bm.good)) &&
        typeof bm.vp === 'boolean'
      );
    }
    case 'role':
      return isRole(o.role) && (o.colonists === undefined || (o.role === 'mayor' && (o.colonists === 0 || o.colonists === 1)));
    case 'plant':
      return (isGood(o.tile) || o.tile === 'quarry') && (o.noColonist === undefined || o.noColonist === true);
    case 'forest':
      return isGood(o.tile) && (o.noColonist === undefined || o.noColonist === true);
    case 'colonist':
      return (isIslandTile(o.to) || isBuildingId(o.to)) && (o.count === undefined || (typeof o.count === 'number' && Number.isInteger(o.count) && o.count >= 1));
    case 'guest':
      return isIslandTile(o.to) || isBuildingId(o.to);
    case 'craft':
    case 'sell':
    case 'trading-post':
      return isGood(o.good);
    case 'small-wharf':
    case 'wharf':
      return isGood(o.good) && isBonus(o.bonus);
    case 'load':
      return isGood(o.good) && typeof o.ship === 'number' && Number.isInteger(o.ship) && isBonus(o.bonus);
    case 'keep': {
      if (!Array.isArray(o.warehouse) || !o.warehouse.every(isGood)) return false;
      const b = o.barrels as Record<string, unknown> | null;
      return typeof b === 'object' && b !== null && GOODS.every((g) => typeof b[g] === 'number' && Number.isInteger(b[g]) && (b[g] as number) >= 0);
    }
    default:
      return false;
  }
}

const PHASE_OF_MOVE: { [T in Move['type']]: readonly Phase[] } = {
  draft: ['draft'],
  role: ['role'],
  hacienda: ['settler'],
  plant: ['settler'],
  forest: ['settler'],
  colonist: ['mayor'],
  build: ['builder'],
  craft: ['craftsman'],
  sell: ['trader'],
  'trading-post': ['trader'],
  load: ['captain'],
  wharf: ['captain'],
  'small-wharf': ['captain'],
  'union-hall': ['captain'],
  keep: ['storage'],
  // Only inside a phase's Guest House window (turn.guestWindow), never at role choice or storage.
  guest: ['settler', 'builder', 'craftsman', 'trader', 'captain', 'prospector'],
  pass: ['settler', 'builder', 'craftsman', 'trader', 'captain'],
};

/** What a move does, for a refusal that names it ("You cannot build in the Mayor phase."). */
const MOVE_DOING: { [T in Move['type']]: string } = {
  draft: 'draft a building',
  role: 'choose a role',
  hacienda: 'use the Hacienda',
  plant: 'take a plantation',
  forest: 'use the Forest House',
  colonist: 'place colonists',
  build: 'build',
  craft: 'take a good as the Craftsman',
  sell: 'sell a good',
  'trading-post': 'use the Trading Post',
  load: 'load goods',
  wharf: 'use the Wharf',
  'small-wharf': 'use the Small Wharf',
  'union-hall': 'use the Union Hall',
  keep: 'choose the goods to keep',
  guest: 'move a guest',
  pass: 'pass',
};

/** The phase in a refusal's words. */
const PHASE_NAMED: Record<Phase, string> = {
  draft: 'during the draft',
  role: 'while roles are chosen',
  settler: 'in the Settler phase',
  mayor: 'in the Mayor phase',
  builder: 'in the Builder phase',
  craftsman: 'in the Craftsman phase',
  trader: 'in the Trader phase',
  captain: 'in the Captain phase',
  storage: 'while goods are stored after the Captain phase',
  prospector: 'in the Prospector phase',
  over: 'after the game has ended',
};

/** A keep move is legal when it leaves the same goods as a legal option and is itself consistent. */
function keepMatches(s: GameState, m: Move, legal: readonly Move[]): Move | null {
  if (m.type !== 'keep') return null;
  const p = s.players[s.toAct]!;
  const room = storageRoom(p);
  const w = m.warehouse;
  if (w.length > room.kinds || new Set(w).size !== w.length || w.some((g) => p.goods[g] === 0)) return null;
  let loose = 0;
  for (const g of GOODS) {
    if (m.barrels[g] > p.goods[g] || (w.includes(g) && m.barrels[g] > 0)) return null;
    loose += m.barrels[g];
  }
  if (loose > room.barrels) return null;
  const kept = keptGoods(p, w, m.barrels);
  for (const l of legal) {
    if (l.type !== 'keep') continue;
    const k = keptGoods(p, l.warehouse, l.barrels);
    if (GOODS.every((g) => k[g] === kept[g])) return l;
  }
  return null;
}

function diagnose(s: GameState, m: Move): MoveError {
  if (m.type === 'guest') return diagnoseGuest(s, s.toAct, m.to) ?? moveError('move/illegal', 'guest-house.move', 'That Guest House move is not possible now.');
  if (s.turn.guestWindow) {
    return s.turn.guestEnd
      ? moveError('guest-house/window', 'guest-house.end-window', 'The phase is ending: move your guests or pass.')
      : moveError('guest-house/window', 'guest-house.move', 'The phase has not begun: move your guests or pass.');
  }
  if (!PHASE_OF_MOVE[m.type].includes(s.phase)) {
    if (s.phase === 'role') return moveError('round/choose-role', 'round.choose-role', 'It is time to choose a role.');
    if (m.type === 'pass' && s.phase === 'mayor') return moveError('mayor/must-place', 'mayor.fill-circles', 'You must put your colonists on empty circles while there are any.');
    if (m.type === 'pass' && s.phase === 'storage') return moveError('storage/keep', 'captain.storage', 'Choose which goods to keep.');
    return moveError('round/wrong-phase', 'round.not-your-phase', `You cannot ${MOVE_DOING[m.type]} ${PHASE_NAMED[s.phase]}.`);
  }
  if (m.type === 'role') {
    if (m.colonists !== undefined && s.roles.some((c) => c.role === m.role && c.takenBy < 0)) {
      return moveError('mayor/privilege-decline', 'mayor.privilege-decline', `The Mayor's privilege gives you ${privilegeColonists(s, s.toAct)} colonist(s) now; you can only take fewer than that.`);
    }
    const card = s.roles.find((c) => c.role === m.role);
    if (card === undefined) return moveError('round/role-not-in-game', 'setup.components', `There is no ${m.role} card in this game.`);
    return moveError('round/role-taken', 'round.role-taken', `The ${m.role} has already been chosen this round.`);
  }
  const h = s.phase === 'role' || s.phase === 'over' ? null : HANDLERS[s.phase];
  return h?.diagnose(s, s.toAct, m) ?? moveError('move/illegal', 'move.illegal', `${moveToString(m)} is not allowed here.`);
}

/**
 * Checks a move and applies it to a copy of the state. Never throws for bad input: an illegal
 * or malformed move gives a MoveError with a stable code and the rule it breaks.
 */
export function applyMove(s: GameState, move: unknown): Result<GameState, MoveError> {
  if (s.phase === 'over') return err(moveError('game/over', 'end.over', 'The game is over.'));
  const legal = currentMoves(s);
  // A move object handed out by legalMoves(s) needs no checking (bots and the UI pass those).
  for (let i = 0; i < legal.length; i++) if (legal[i] === move) return guarded(s, legal[i]!, i);
  if (!isMoveShape(move)) return err(moveError('move/malformed', 'move.malformed', 'That is not a move the game knows.'));
  let chosen: Move | undefined = legal.find((l) => sameMove(l, move));
  if (chosen === undefined && move.type === 'keep') chosen = keepMatches(s, move, legal) ?? undefined;
  if (chosen === undefined) return err(diagnose(s, move));
  return guarded(s, chosen, legal.indexOf(chosen));
}

/**
 * applyMove, and the ids of the rules the move applied when it is legal (issue #19.1): the move's
 * own rules and those of the automatic steps it sets off, up to the next decision. Only lessons and
 * tools ask; bots call applyMove or the in-place paths, where nothing is recorded.
 */
export function applyMoveWithRules(s: GameState, move: unknown): Result<{ readonly state: GameState; readonly rules: readonly RuleId[] }, MoveError> {
  const { value, rules } = withRuleNotes(() => applyMove(s, move));
  return value.ok ? ok({ state: value.value, rules: rules as RuleId[] }) : value;
}

/**
 * The checked path's private working copy (./sharing.ts): equal to `workOf`, the last state
 * applyMove handed out, so the next move from that state plays on it in place instead of copying
 * the whole tree first. Null while a move plays on it (an exception leaves none behind).
 */
let work: GameState | null = null;
let workOf: GameState | null = null;

/**
 * A legal move applied for applyMove (the `index`th of the moves currentMoves(s) gave): by the
 * page path when one is in use, else on the working copy when `s` is the state handed out last
 * (else on a new copy of `s`), the result sharing with `s` the parts the move left equal. While
 * rule notes are taken the JSON engine plays it: it is the one that names the rules.
 */
function applyShared(s: GameState, m: Move, index: number): GameState {
  if (pagePath !== null && !noting()) {
    const next = pagePath.apply(s, m, listedByPath && cacheState === s && cachePly === s.ply ? index : -1);
    if (next !== null) return next;
  }
  // The ply guards against a caller who advanced the state handed out in place (applyLegalMoveInPlace).
  const w = workOf === s && work !== null && work.ply === s.ply ? work : cloneState(s);
  work = workOf = null;
  applyInPlace(w, m);
  const next = shareUnchanged(s, w);
  work = w;
  workOf = next;
  // The move list advance made for the working copy is the new state's.
  if (cacheState === w) remember(next);
  return next;
}

/** applyShared with the step guard's endless loop as a MoveError instead of an exception. */
function guarded(s: GameState, m: Move, index: number): Result<GameState, MoveError> {
  try {
    return ok(applyShared(s, m, index));
  } catch (e) {
    if (e instanceof StepGuardError) return err(moveError(e.code, 'setup.valid', `The game cannot go on from this position: ${e.message}.`));
    throw e;
  }
}

/** Whether `move` is legal now. */
export function isLegal(s: GameState, move: unknown): boolean {
  if (s.phase === 'over') return false;
  const legal = currentMoves(s);
  for (let i = 0; i < legal.length; i++) if (legal[i] === move) return true;
  if (!isMoveShape(move)) return false;
  return legal.some((l) => sameMove(l, move)) || (move.type === 'keep' && keepMatches(s, move, legal) !== null);
}

/** Whether the game has ended (the round in which an end condition was met is over). */
export function isGameOver(s: GameState): boolean {
  return s.phase === 'over';
}

/** The seat whose move it is, or null once the game is over (the state itself holds -1 then). */
export function seatToAct(s: GameState): number | null {
  return s.phase === 'over' || s.toAct < 0 ? null : s.toAct;
}

/**
 * Picks a move for the player to act; receives the live state and its legal moves, both owned by
 * the engine and valid only during the call (copy them to keep them).
 */
export type Picker = ((state: GameState, legal: readonly Move[]) => Move) & {
  /**
   * Set by pickers that choose by position alone (the random bot): the index `pick` would take in
   * a legal list of `count` moves, drawing the same numbers. playGame then plays on the compact
   * path (compact/), where no JSON state exists between the moves to hand a picker.
   */
  readonly pickIndex?: (count: number) => number;
};

/**
 * playGame on the JSON state, for any picker (./play-game.ts, which plays position-only pickers
 * on the compact path first). The input state is not changed; the picker sees a private working
 * copy that is updated in place, so it must not keep references to it.
 */
export function playJson(state: GameState, pick: Picker, maxMoves = 100_000): { state: GameState; moves: Move[] } {
  const s = cloneState(state);
  // The moves go to a reused buffer and are copied out once at the end: growing a fresh array
  // move by move was a fifth of a bot game's garbage. A picker may itself call playGame
  // (playouts), so only the outermost call uses the buffer.
  const outer = !playing;
  const moves = outer ? playedMoves : [];
  playing = true;
  let n = 0;
  try {
    while (s.phase !== 'over') {
      if (n >= maxMoves) throw new Error(`playGame: no end after ${maxMoves} moves`);
      const m = pick(s, currentMoves(s));
      moves[n++] = m;
      applyInPlace(s, m);
    }
  } finally {
    if (outer) playing = false;
  }
  return { state: s, moves: outer ? moves.slice(0, n) : moves };
}

let playing = false;
const playedMoves: Move[] = [];
