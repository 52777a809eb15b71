/**
 * The copy the checked applyMove hands out (issue #18.3, the page path): a state equal to the
 * engine's private working copy after a move, in which every part the move left equal is the
 * previous state's own object, and every other part a fresh copy.
 *
 * Why: applyMove used to copy the whole tree (cloneState) before every move, and copying and then
 * collecting those copies was about 60% of the page path's time, while a move changes a few parts.
 * game.ts now plays the move on a working copy it keeps from one call to the next and builds the
 * state it hands out here. No object handed out is ever the working copy's, so the engine's later
 * moves in place cannot reach a state handed out.
 *
 * The price is the contract the public API already states: a state is a value. States handed out
 * by applyMove share parts, so changing one in place (rather than through applyMove) may change
 * another; code that plays on in place starts from its own copy (cloneState).
 */
import type { CitySpace, GameState, IslandSpace, PlayerState, RoleCard, CargoShip, TurnState } from './state';
import { cloneCity, cloneGoods, cloneIsland, clonePlayer, cloneRoles, cloneShips } from './state';
import type { ByGood } from './vocabulary';
import { copyByBuilding } from './vocabulary';

/** Element by element (lists of strings, numbers and booleans). */
function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** `prev` itself when it equals `now`, else a copy of `now`. */
const list = <T>(prev: T[], now: readonly T[]): T[] => (sameList(prev, now) ? prev : now.slice());

const sameGoods = (a: ByGood<number>, b: ByGood<number>): boolean => a.corn === b.corn && a.indigo === b.indigo && a.sugar === b.sugar && a.tobacco === b.tobacco && a.coffee === b.coffee;
const goods = (prev: ByGood<number>, now: ByGood<number>): ByGood<number> => (sameGoods(prev, now) ? prev : cloneGoods(now));

function sameIsland(a: readonly IslandSpace[], b: readonly IslandSpace[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.tile !== b[i]!.tile || a[i]!.colonists !== b[i]!.colonists) return false;
  return true;
}

function sameCity(a: readonly CitySpace[], b: readonly CitySpace[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.building !== b[i]!.building || a[i]!.colonists !== b[i]!.colonists || a[i]!.settled !== b[i]!.settled) return false;
  return true;
}

function sameRoles(a: readonly RoleCard[], b: readonly RoleCard[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.role !== b[i]!.role || a[i]!.doubloons !== b[i]!.doubloons || a[i]!.takenBy !== b[i]!.takenBy) return false;
  return true;
}

function sameShips(a: readonly CargoShip[], b: readonly CargoShip[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.capacity !== b[i]!.capacity || a[i]!.good !== b[i]!.good || a[i]!.count !== b[i]!.count) return false;
  return true;
}

function player(prev: PlayerState | undefined, p: PlayerState): PlayerState {
  if (prev === undefined) return clonePlayer(p);
  const g = goods(prev.goods, p.goods);
  const island = sameIsland(prev.island, p.island) ? prev.island : cloneIsland(p.island);
  const city = sameCity(prev.city, p.city) ? prev.city : cloneCity(p.city);
  if (g === prev.goods && island === prev.island && city === prev.city && prev.doubloons === p.doubloons && prev.vp === p.vp && prev.sanJuan === p.sanJuan) return prev;
  return { doubloons: p.doubloons, vp: p.vp, goods: g, island, city, sanJuan: p.sanJuan };
}

function players(prev: PlayerState[], now: readonly PlayerState[]): PlayerState[] {
  const out: PlayerState[] = [];
  let same = prev.length === now.length;
  for (let i = 0; i < now.length; i++) {
    const p = player(prev[i], now[i]!);
    if (p !== prev[i]) same = false;
    out.push(p);
  }
  return same ? prev : out;
}

function turn(prev: TurnState, t: TurnState): TurnState {
  // The flags and counts as they are, the lists and tables shared or copied.
  return {
    ...t,
    craftKinds: list(prev.craftKinds, t.craftKinds),
    produced: goods(prev.produced, t.produced),
    wharfUsed: list(prev.wharfUsed, t.wharfUsed),
    smallWharfUsed: list(prev.smallWharfUsed, t.smallWharfUsed),
    smallWharf: t.smallWharf === null ? null : prev.smallWharf === null ? cloneGoods(t.smallWharf) : goods(prev.smallWharf, t.smallWharf),
    hadTurn: list(prev.hadTurn, t.hadTurn),
  };
}

/**
 * A state equal to `now` (the working copy after a move) that shares with `prev` (the state the
 * move was applied to) every part left equal, and copies the others out of `now`.
 */
export function shareUnchanged(prev: GameState, now: GameState): GameState {
  const d = now.draft;
  const pd = prev.draft;
  return {
    version: 1,
    options: now.options,
    round: now.round,
    governor: now.governor,
    phase: now.phase,
    toAct: now.toAct,
    chooser: now.chooser,
    queue: list(prev.queue, now.queue),
    rolesChosen: now.rolesChosen,
    roles: sameRoles(prev.roles, now.roles) ? prev.roles : cloneRoles(now.roles),
    players: players(prev.players, now.players),
    colonists: now.colonists,
    colonistShip: now.colonistShip,
    vpChips: now.vpChips,
    vpOnPaper: now.vpOnPaper,
    goods: goods(prev.goods, now.goods),
    quarries: now.quarries,
    forests: now.forests,
    bank: now.bank,
    ships: sameShips(prev.ships, now.ships) ? prev.ships : cloneShips(now.ships),
    tradingHouse: list(prev.tradingHouse, now.tradingHouse),
    stack: list(prev.stack, now.stack),
    faceUp: list(prev.faceUp, now.faceUp),
    discards: list(prev.discards, now.discards),
    removed: list(prev.removed, now.removed),
    // Always copied (~60 ns, ../vocabulary.ts copyByBuilding): comparing the table's 37 entries by
    // name cost more, and a table the engine replaced instead of writing into it slowed the
    // engine's reads (measured).
    buildings: copyByBuilding(now.buildings),
    draft: d === null ? null : pd !== null && sameList(pd.free, d.free) && sameList(pd.picked, d.picked) ? pd : { free: d.free.slice(), picked: d.picked.slice() },
    endTriggers: list(prev.endTriggers, now.endTriggers),
    turn: turn(prev.turn, now.turn),
    ply: now.ply,
    rng: sameList(prev.rng, now.rng) ? prev.rng : [now.rng[0], now.rng[1], now.rng[2], now.rng[3]],
  };
}
