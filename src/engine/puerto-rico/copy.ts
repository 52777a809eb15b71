/**
 * Copies of a game state, written out by hand because one runs on every move: `cloneState`, a
 * deep copy (the bots' applyLegalMove, playGame's private copy), and `shareUnchanged`, the copy
 * the checked applyMove hands out (issue #18.3, the page path).
 *
 * Why sharing: a deep copy of the whole tree per move, and collecting it, was about 60% of the
 * page path's time, while a move changes a few parts. game.ts plays the move on a private working
 * copy it keeps from one call to the next, and hands out a copy of that working copy in which
 * every part the move left equal is the previous state's own object. No object handed out is ever
 * the working copy's, so the engine's later moves in place cannot reach a state handed out.
 *
 * The price is the contract the public API already states: a state is a value. States handed out
 * by applyMove share parts, so changing one in place (rather than through applyMove) may change
 * another; code that plays on in place starts from its own copy (cloneState).
 *
 * Both copies are one function, `copy(prev, now)`, with no previous state for the deep one, so a
 * field added to the state is copied in one place.
 */
import type { CargoShip, CitySpace, DraftState, GameState, IslandSpace, PlayerState, RoleCard, TurnState } from './state';
import type { ByGood } from './vocabulary';

/** A deep copy. */
export const cloneState = (s: GameState): GameState => copy(null, s);

/**
 * A state equal to `now` (the working copy after a move) that shares with `prev` (the state the
 * move was applied to) every part left equal, and copies the others out of `now`.
 */
export const shareUnchanged = (prev: GameState, now: GameState): GameState => copy(prev, now);

/** Element by element (lists of strings, numbers and booleans). */
function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** `prev` itself when there is one and it equals `now`, else a copy of `now`. */
const list = <T>(prev: T[] | null, now: readonly T[]): T[] => (prev !== null && sameList(prev, now) ? prev : now.slice());

const goods = (prev: ByGood<number> | null, g: ByGood<number>): ByGood<number> =>
  prev !== null && prev.corn === g.corn && prev.indigo === g.indigo && prev.sugar === g.sugar && prev.tobacco === g.tobacco && prev.coffee === g.coffee
    ? prev
    : { corn: g.corn, indigo: g.indigo, sugar: g.sugar, tobacco: g.tobacco, coffee: g.coffee };

function sameIsland(a: readonly IslandSpace[], b: readonly IslandSpace[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.tile !== b[i]!.tile || a[i]!.colonists !== b[i]!.colonists) return false;
  return true;
}

function island(prev: IslandSpace[] | null, now: readonly IslandSpace[]): IslandSpace[] {
  if (prev !== null && sameIsland(prev, now)) return prev;
  // push keeps the arrays packed, the elements kind the rest of the engine's arrays have.
  const out: IslandSpace[] = [];
  for (let i = 0; i < now.length; i++) out.push({ tile: now[i]!.tile, colonists: now[i]!.colonists });
  return out;
}

function sameCity(a: readonly CitySpace[], b: readonly CitySpace[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.building !== b[i]!.building || a[i]!.colonists !== b[i]!.colonists || a[i]!.settled !== b[i]!.settled) return false;
  return true;
}

function city(prev: CitySpace[] | null, now: readonly CitySpace[]): CitySpace[] {
  if (prev !== null && sameCity(prev, now)) return prev;
  const out: CitySpace[] = [];
  for (let i = 0; i < now.length; i++) {
    const c = now[i]!;
    out.push(c.settled === undefined ? { building: c.building, colonists: c.colonists } : { building: c.building, colonists: c.colonists, settled: c.settled });
  }
  return out;
}

function player(prev: PlayerState | null, p: PlayerState): PlayerState {
  const g = goods(prev === null ? null : prev.goods, p.goods);
  const i = island(prev === null ? null : prev.island, p.island);
  const c = city(prev === null ? null : prev.city, p.city);
  if (prev !== null && g === prev.goods && i === prev.island && c === prev.city && prev.doubloons === p.doubloons && prev.vp === p.vp && prev.sanJuan === p.sanJuan) return prev;
  return { doubloons: p.doubloons, vp: p.vp, goods: g, island: i, city: c, sanJuan: p.sanJuan };
}

function players(prev: PlayerState[] | null, now: readonly PlayerState[]): PlayerState[] {
  const out: PlayerState[] = [];
  let same = prev !== null && prev.length === now.length;
  for (let i = 0; i < now.length; i++) {
    const was = prev !== null && i < prev.length ? prev[i]! : null;
    const p = player(was, now[i]!);
    if (p !== was) same = false;
    out.push(p);
  }
  return same ? prev! : out;
}

function sameRoles(a: readonly RoleCard[], b: readonly RoleCard[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.role !== b[i]!.role || a[i]!.doubloons !== b[i]!.doubloons || a[i]!.takenBy !== b[i]!.takenBy) return false;
  return true;
}

function roles(prev: RoleCard[] | null, now: readonly RoleCard[]): RoleCard[] {
  if (prev !== null && sameRoles(prev, now)) return prev;
  const out: RoleCard[] = [];
  for (let i = 0; i < now.length; i++) out.push({ role: now[i]!.role, doubloons: now[i]!.doubloons, takenBy: now[i]!.takenBy });
  return out;
}

function sameShips(a: readonly CargoShip[], b: readonly CargoShip[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.capacity !== b[i]!.capacity || a[i]!.good !== b[i]!.good || a[i]!.count !== b[i]!.count) return false;
  return true;
}

function ships(prev: CargoShip[] | null, now: readonly CargoShip[]): CargoShip[] {
  if (prev !== null && sameShips(prev, now)) return prev;
  const out: CargoShip[] = [];
  for (let i = 0; i < now.length; i++) out.push({ capacity: now[i]!.capacity, good: now[i]!.good, count: now[i]!.count });
  return out;
}

/**
 * The bank's building table: the engine never writes into it but puts a new one in its place
 * (builder.ts, draft.ts), so the states handed out share the working copy's own table; comparing
 * its 37 entries by name cost more than the rest of the copy. The deep copy copies it.
 */
const buildings = (prev: GameState['buildings'] | null, now: GameState['buildings']): GameState['buildings'] => (prev === null ? { ...now } : now);

function draft(prev: DraftState | null, d: DraftState | null): DraftState | null {
  if (d === null) return null;
  if (prev !== null && sameList(prev.free, d.free) && sameList(prev.picked, d.picked)) return prev;
  return { free: d.free.slice(), picked: d.picked.slice() };
}

function turn(prev: TurnState | null, t: TurnState): TurnState {
  return {
    started: t.started,
    guestWindow: t.guestWindow,
    guestEnd: t.guestEnd,
    haciendaUsed: t.haciendaUsed,
    drawn: t.drawn,
    extraPick: t.extraPick,
    craftBonus: t.craftBonus,
    craftKinds: list(prev === null ? null : prev.craftKinds, t.craftKinds),
    produced: goods(prev === null ? null : prev.produced, t.produced),
    captainPrivilegeUsed: t.captainPrivilegeUsed,
    idle: t.idle,
    wharfUsed: list(prev === null ? null : prev.wharfUsed, t.wharfUsed),
    smallWharfUsed: list(prev === null ? null : prev.smallWharfUsed, t.smallWharfUsed),
    smallWharf: t.smallWharf === null ? null : goods(prev === null ? null : prev.smallWharf, t.smallWharf),
    hadTurn: list(prev === null ? null : prev.hadTurn, t.hadTurn),
  };
}

function copy(prev: GameState | null, s: GameState): GameState {
  const p = prev;
  const rng = p !== null && sameList(p.rng, s.rng) ? p.rng : ([s.rng[0], s.rng[1], s.rng[2], s.rng[3]] as GameState['rng']);
  return {
    version: 1,
    options: s.options,
    round: s.round,
    governor: s.governor,
    phase: s.phase,
    toAct: s.toAct,
    chooser: s.chooser,
    queue: list(p === null ? null : p.queue, s.queue),
    rolesChosen: s.rolesChosen,
    roles: roles(p === null ? null : p.roles, s.roles),
    players: players(p === null ? null : p.players, s.players),
    colonists: s.colonists,
    colonistShip: s.colonistShip,
    vpChips: s.vpChips,
    vpOnPaper: s.vpOnPaper,
    goods: goods(p === null ? null : p.goods, s.goods),
    quarries: s.quarries,
    forests: s.forests,
    bank: s.bank,
    ships: ships(p === null ? null : p.ships, s.ships),
    tradingHouse: list(p === null ? null : p.tradingHouse, s.tradingHouse),
    stack: list(p === null ? null : p.stack, s.stack),
    faceUp: list(p === null ? null : p.faceUp, s.faceUp),
    discards: list(p === null ? null : p.discards, s.discards),
    removed: list(p === null ? null : p.removed, s.removed),
    buildings: buildings(p === null ? null : p.buildings, s.buildings),
    draft: draft(p === null ? null : p.draft, s.draft),
    endTriggers: list(p === null ? null : p.endTriggers, s.endTriggers),
    turn: turn(p === null ? null : p.turn, s.turn),
    ply: s.ply,
    rng,
  };
}
