/**
 * The game loop in compact form (../game.ts): role choice, the phases, Guest House windows, rounds
 * and game end, on a CompactGame played in place with integer-coded moves. `compactMoves` lists
 * the moves of the player to act; `playCode` plays one of them.
 */
import { COUNT_SETUP } from '../options';
import { MAX_AUTOMATIC_STEPS, StepGuardError } from '../step-guard';
import { PHASES } from '../vocabulary';
import { clearFlags, listPush, listShift, playerAt } from './board';
import { builderApply, builderMoves, builderStart, someCityCanFill } from './builder';
import { captainApply, captainBeginTurn, captainEnd, captainEndTurn, captainMoves, captainStart, storageApply, storageBeginTurn, storageEnd, storageMoves } from './captain';
import { craftsmanApply, craftsmanEnd, craftsmanMoves, craftsmanStart, prospectorStart, traderApply, traderEnd, traderMoves, traderStart } from './craftsman';
import { anyGuests, applyGuest, draftApply, draftEndTurn, draftMoves, guestMovesInto } from './guests';
import { NONE, PH, endReasonId } from './ids';
import { G, P } from './layout';
import { mayorApply, mayorBeginTurn, mayorEnd, mayorMoves, privilegeColonists, startMayor } from './mayor';
import { MoveList, PASS_CODE, roleCode } from './move-list';
import { T } from './moves';
import { settlerApply, settlerBeginTurn, settlerEnd, settlerMoves, settlerStart } from './settler';
import type { CompactGame } from './state';

/** The moves of the last listing (valid until the next call into this module). */
const moves = new MoveList();
/** Scratch for probes (Guest House windows, forced keeps) that must not touch `moves`. */
const scratch = new MoveList();

const MAYOR = 1;
const PROSPECTOR = 6;
/** Role id to its phase id (ROLES order: settler, mayor, builder, craftsman, trader, captain, prospector). */
const ROLE_PHASE = [PH.settler, PH.mayor, PH.builder, PH.craftsman, PH.trader, PH.captain, PH.prospector];
/** Phases with a Guest House window at their end (seed 001, Vendégház; ../game.ts END_WINDOW). */
const END_WINDOW = (1 << PH.settler) | (1 << PH.builder) | (1 << PH.craftsman) | (1 << PH.trader) | (1 << PH.captain) | (1 << PH.prospector);

/** ./layout.ts G.seatsWritten with every seat's bit set. */
const EVERY_SEAT = -1;

function start(g: CompactGame, phase: number): void {
  g.a[G.seatsWritten] = EVERY_SEAT;
  switch (phase) {
    case PH.settler:
      return settlerStart(g);
    case PH.mayor:
      return startMayor(g, 2);
    case PH.builder:
      return builderStart(g);
    case PH.craftsman:
      return craftsmanStart(g);
    case PH.trader:
      return traderStart(g);
    case PH.captain:
      return captainStart(g);
    case PH.prospector:
      return prospectorStart(g);
  }
}

function beginTurn(g: CompactGame, phase: number, seat: number): void {
  g.a[G.seatsWritten] = g.a[G.seatsWritten]! | (1 << seat);
  if (phase === PH.mayor) mayorBeginTurn(g, seat);
  else if (phase === PH.settler) settlerBeginTurn(g, seat);
  else if (phase === PH.captain) captainBeginTurn(g, seat);
  else if (phase === PH.storage) storageBeginTurn(g, seat, scratch);
}

function phaseMoves(g: CompactGame, phase: number, seat: number, out: MoveList): void {
  switch (phase) {
    case PH.mayor:
      return mayorMoves(g, seat, out);
    case PH.settler:
      return settlerMoves(g, seat, out);
    case PH.builder:
      return builderMoves(g, seat, out);
    case PH.craftsman:
      return craftsmanMoves(g, out);
    case PH.trader:
      return traderMoves(g, seat, out);
    case PH.captain:
      return captainMoves(g, seat, out);
    case PH.storage:
      return storageMoves(g, seat, out);
    case PH.draft:
      return draftMoves(g, out);
  }
}

function phaseApply(g: CompactGame, phase: number, seat: number, code: number): boolean {
  switch (phase) {
    case PH.mayor:
      return mayorApply(g, seat, code);
    case PH.settler:
      return settlerApply(g, seat, code);
    case PH.builder:
      return builderApply(g, seat, code);
    case PH.craftsman:
      return craftsmanApply(g, seat, code);
    case PH.trader:
      return traderApply(g, seat, code);
    case PH.captain:
      return captainApply(g, seat, code);
    case PH.storage:
      return storageApply(g, seat, code);
    case PH.draft:
      return draftApply(g, code);
    default:
      return true;
  }
}

function phaseEnd(g: CompactGame, phase: number): void {
  switch (phase) {
    case PH.mayor:
      return mayorEnd(g);
    case PH.settler:
      return settlerEnd(g);
    case PH.craftsman:
      return craftsmanEnd(g);
    case PH.trader:
      return traderEnd(g);
    case PH.captain:
      return captainEnd(g);
    case PH.storage:
      return storageEnd(g);
    case PH.draft:
      g.a[G.phase] = PH.role;
      return;
  }
}

function endTurn(g: CompactGame, phase: number, seat: number, skipped: boolean): void {
  g.a[G.seatsWritten] = g.a[G.seatsWritten]! | (1 << seat);
  g.a[G.started] = 0;
  listShift(g.a, G.queue);
  if (phase === PH.captain) captainEndTurn(g, seat, skipped);
  else if (phase === PH.draft) draftEndTurn(g, seat);
}

function roleMoves(g: CompactGame, seat: number, out: MoveList): void {
  const a = g.a;
  let open = 0;
  for (let i = 0; i < a[G.roles]!; i++) if (a[G.roles + 3 + 3 * i]! < 0) open |= 1 << a[G.roles + 1 + 3 * i]!;
  for (let r = 0; r < 7; r++) {
    if ((open & (1 << r)) === 0) continue;
    out.push(roleCode(r, 0));
    // Seed 000: the Mayor may be chosen taking fewer privilege colonists (none, or one of two).
    if (r === MAYOR) for (let k = privilegeColonists(g, seat) - 1; k >= 0; k--) out.push(roleCode(MAYOR, k + 1));
  }
}

function resetTurn(a: Int32Array): void {
  a[G.started] = 0;
  a[G.guestWindow] = 0;
  a[G.guestEnd] = 0;
  a[G.haciendaUsed] = 0;
  a[G.drawn] = NONE;
  a[G.extraPick] = 0;
  a[G.craftBonus] = 0;
  a[G.craftKinds] = 0;
  for (let k = 0; k < 5; k++) a[G.produced + k] = 0;
  a[G.captainPrivilegeUsed] = 0;
  a[G.idle] = 0;
  const n = a[G.players]!;
  clearFlags(a, G.wharfUsed, n);
  clearFlags(a, G.smallWharfUsed, n);
  clearFlags(a, G.hadTurn, n);
  a[G.hasSmallWharf] = 0;
}

function chooseRole(g: CompactGame, seat: number, role: number, declined: number): void {
  const a = g.a;
  // Two Prospector cards (5 players): taking the one with more doubloons is never worse.
  let card = -1;
  for (let i = 0; i < a[G.roles]!; i++) {
    const at = G.roles + 1 + 3 * i;
    if (a[at] === role && a[at + 2]! < 0 && (card < 0 || a[at + 1]! > a[card + 1]!)) card = at;
  }
  if (card < 0) return;
  a[card + 2] = seat;
  const o = playerAt(seat);
  a[o + P.doubloons] = a[o + P.doubloons]! + a[card + 1]!;
  a[card + 1] = 0;
  a[G.rolesChosen] = a[G.rolesChosen]! + 1;
  a[G.chooser] = seat;
  a[G.seatsWritten] = EVERY_SEAT;
  resetTurn(a);
  const phase = ROLE_PHASE[role]!;
  a[G.phase] = phase;
  if (role === MAYOR) {
    startMayor(g, declined === 0 ? 2 : declined - 1);
    return;
  }
  if (role !== PROSPECTOR && openGuestWindow(g, seat)) return;
  start(g, phase);
}

function openGuestWindow(g: CompactGame, from: number): boolean {
  if (!anyGuests(g)) return false;
  const a = g.a;
  const n = a[G.players]!;
  const owners: number[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (from + i) % n;
    scratch.n = 0;
    guestMovesInto(g, seat, scratch);
    if (scratch.n > 0) owners.push(seat);
  }
  if (owners.length === 0) return false;
  a[G.guestWindow] = 1;
  a[G.queue] = 0;
  for (const seat of owners) listPush(a, G.queue, seat);
  return true;
}

function endPhase(g: CompactGame, phase: number): void {
  g.a[G.seatsWritten] = EVERY_SEAT;
  phaseEnd(g, phase);
  g.a[G.guestEnd] = 0;
  if (g.a[G.phase] === phase) finishRole(g);
}

const NO_BUILDINGS = endReasonId('no-buildings');

function finishRole(g: CompactGame): void {
  const a = g.a;
  a[G.chooser] = -1;
  a[G.queue] = 0;
  if (a[G.rolesChosen]! < COUNT_SETUP[g.options.players].choicesPerRound) {
    a[G.phase] = PH.role;
    return;
  }
  for (let i = 0; i < a[G.roles]!; i++) {
    const at = G.roles + 1 + 3 * i;
    if (a[at + 2]! < 0) {
      a[at + 1] = a[at + 1]! + 1;
      a[G.bank] = a[G.bank]! - 1;
    }
    a[at + 2] = -1;
  }
  a[G.rolesChosen] = 0;
  a[G.governor] = (a[G.governor]! + 1) % a[G.players]!;
  if (g.options.fullCityEnd && a[G.endTriggers] === 0 && !someCityCanFill(g)) listPush(a, G.endTriggers, NO_BUILDINGS);
  if (a[G.endTriggers]! > 0) {
    a[G.phase] = PH.over;
    return;
  }
  a[G.round] = a[G.round]! + 1;
  a[G.phase] = PH.role;
}

function generate(g: CompactGame, seat: number): MoveList {
  const a = g.a;
  moves.n = 0;
  const phase = a[G.phase]!;
  if (phase === PH.role) roleMoves(g, seat, moves);
  else if (a[G.guestWindow] === 1) {
    guestMovesInto(g, seat, moves);
    if (moves.n > 0) moves.push(PASS_CODE);
  } else if (phase !== PH.over) phaseMoves(g, phase, seat, moves);
  return moves;
}

/** Runs automatic steps until somebody has a decision (the moves then listed) or the game is over. */
function advance(g: CompactGame): void {
  const a = g.a;
  for (let steps = 0; ; steps++) {
    if (steps >= MAX_AUTOMATIC_STEPS) throw new StepGuardError(PHASES[a[G.phase]!]!, steps);
    const phase = a[G.phase]!;
    if (phase === PH.over) {
      a[G.toAct] = -1;
      a[G.queue] = 0;
      moves.n = 0;
      return;
    }
    if (phase === PH.role) {
      const seat = (a[G.governor]! + a[G.rolesChosen]!) % a[G.players]!;
      a[G.toAct] = seat;
      generate(g, seat);
      return;
    }
    if (a[G.guestWindow] === 1) {
      if (a[G.queue] === 0) {
        a[G.guestWindow] = 0;
        if (a[G.guestEnd] === 1) endPhase(g, phase);
        else start(g, phase);
        continue;
      }
      const seat = a[G.queue + 1]!;
      if (generate(g, seat).n === 0) {
        listShift(a, G.queue);
        continue;
      }
      a[G.toAct] = seat;
      return;
    }
    if (a[G.queue] === 0) {
      if ((END_WINDOW & (1 << phase)) !== 0 && a[G.guestEnd] === 0 && openGuestWindow(g, a[G.chooser]! >= 0 ? a[G.chooser]! : a[G.governor]!)) {
        a[G.guestEnd] = 1;
        continue;
      }
      endPhase(g, phase);
      continue;
    }
    const seat = a[G.queue + 1]!;
    if (a[G.started] === 0) {
      a[G.started] = 1;
      beginTurn(g, phase, seat);
    }
    if (generate(g, seat).n === 0) {
      endTurn(g, phase, seat, true);
      continue;
    }
    a[G.toAct] = seat;
    return;
  }
}

/** Which game `moves` was listed for, and at which ply. */
let listedFor: CompactGame | null = null;
let listedPly = -1;

/** The legal move codes of the player to act, in the engine's order (a shared buffer: read, don't keep). */
export function compactMoves(g: CompactGame): MoveList {
  if (listedFor === g && listedPly === g.a[G.ply]) return moves;
  if (g.a[G.phase] === PH.over) moves.n = 0;
  else generate(g, g.a[G.toAct]!);
  listedFor = g;
  listedPly = g.a[G.ply]!;
  return moves;
}

/** Plays a legal move code in place (one of compactMoves(g)), then the automatic steps after it. */
export function playCode(g: CompactGame, code: number): void {
  const a = g.a;
  const seat = a[G.toAct]!;
  a[G.ply] = a[G.ply]! + 1;
  a[G.seatsWritten] = 1 << seat;
  const phase = a[G.phase]!;
  const type = code & 31;
  if (type === T.guest) applyGuest(g, seat, code);
  else if (a[G.guestWindow] === 1) listShift(a, G.queue);
  else if (phase === PH.role) {
    if (type === T.role) chooseRole(g, seat, (code >> 5) & 7, (code >> 8) & 3);
  } else if (phase !== PH.over && phaseApply(g, phase, seat, code)) endTurn(g, phase, seat, false);
  advance(g);
  listedFor = g;
  listedPly = a[G.ply]!;
}
