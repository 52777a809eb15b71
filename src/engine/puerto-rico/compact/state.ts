/**
 * The compact form of a game (issue #18.1) and its two edges: toCompact (a JSON state in) and
 * fromCompact (the same JSON state out). Everything the JSON state holds is kept, the phase
 * scratch included, so a game converted in and out is deep-equal to what went in.
 */
import type { GameOptions } from '../options';
import type { CargoShip, CitySpace, GameState, IslandSpace, PlayerState, RoleCard } from '../state';
import type { BuildingId, EndReason, Good, Phase, Plantation, Role } from '../vocabulary';
import { BUILDINGS, END_REASONS, GOODS, ISLAND_TILES, PHASES, ROLES } from '../vocabulary';
import { NONE, buildingId, endReasonId, goodId, phaseId, roleId, tileId } from './ids';
import { setCityColonists } from './board';
import { G, MAX, P, playerAt } from './layout';

/** A game in compact form: the options (never changed by play) and every other field in one array. */
export interface CompactGame {
  readonly options: GameOptions;
  readonly a: Int32Array;
}

/** A copy to play on (one allocation). */
export const copyCompact = (c: CompactGame): CompactGame => ({ options: c.options, a: c.a.slice() });

/** Why a state has no compact form: a list longer than the layout holds. */
export interface CompactRefusal {
  readonly field: string;
  readonly length: number;
  readonly max: number;
}

class TooLong extends Error {
  constructor(readonly refusal: CompactRefusal) {
    super(`${refusal.field}: ${refusal.length} > ${refusal.max}`);
  }
}

function putList<T>(a: Int32Array, at: number, max: number, field: string, xs: readonly T[], id: (x: T) => number): void {
  if (xs.length > max) throw new TooLong({ field, length: xs.length, max });
  a[at] = xs.length;
  for (let i = 0; i < xs.length; i++) a[at + 1 + i] = id(xs[i]!);
}

export function getList<T>(a: Int32Array, at: number, of: (n: number) => T): T[] {
  const n = a[at]!;
  const out = new Array<T>(n);
  for (let i = 0; i < n; i++) out[i] = of(a[at + 1 + i]!);
  return out;
}

const putGoods = (a: Int32Array, at: number, g: Readonly<Record<Good, number>>): void => {
  for (let k = 0; k < 5; k++) a[at + k] = g[GOODS[k]!];
};
export const getGoods = (a: Int32Array, at: number): Record<Good, number> => ({ corn: a[at]!, indigo: a[at + 1]!, sugar: a[at + 2]!, tobacco: a[at + 3]!, coffee: a[at + 4]! });

export const int = (n: number): number => n;
const bool = (b: boolean): number => (b ? 1 : 0);

/**
 * One JSON player alone in compact form, at seat 0 of a buffer just large enough (playerAt(0)),
 * for the bots' evaluation, which reads players in compact form only.
 */
export function compactPlayer(p: PlayerState): Int32Array {
  const a = new Int32Array(G.player + P.size);
  putPlayer(a, 0, p);
  return a;
}

function putPlayer(a: Int32Array, seat: number, p: PlayerState): void {
  const o = playerAt(seat);
  a[o + P.doubloons] = p.doubloons;
  a[o + P.vp] = p.vp;
  putGoods(a, o + P.goods, p.goods);
  a[o + P.sanJuan] = p.sanJuan;
  if (p.island.length > MAX.island) throw new TooLong({ field: `players.${seat}.island`, length: p.island.length, max: MAX.island });
  a[o + P.islandLength] = p.island.length;
  p.island.forEach((sp, i) => {
    a[o + P.island + 2 * i] = tileId(sp.tile);
    a[o + P.island + 2 * i + 1] = sp.colonists;
  });
  if (p.city.length > MAX.city) throw new TooLong({ field: `players.${seat}.city`, length: p.city.length, max: MAX.city });
  a[o + P.cityLength] = p.city.length;
  p.city.forEach((c, i) => {
    a[o + P.city + 3 * i] = buildingId(c.building);
    setCityColonists(a, o, o + P.city + 3 * i, c.colonists);
    a[o + P.city + 3 * i + 2] = c.settled ?? NONE;
    if (c.building === 'guestHouse') a[G.guestHouses] = a[G.guestHouses]! | (1 << seat);
  });
}

/** The island of the player whose slots start at `o`, as JSON. */
export function islandOf(a: Int32Array, o: number): IslandSpace[] {
  const island: IslandSpace[] = [];
  for (let i = 0; i < a[o + P.islandLength]!; i++) island.push({ tile: ISLAND_TILES[a[o + P.island + 2 * i]!]!, colonists: a[o + P.island + 2 * i + 1]! });
  return island;
}

/** The city of the player whose slots start at `o`, as JSON. */
export function cityOf(a: Int32Array, o: number): CitySpace[] {
  const city: CitySpace[] = [];
  for (let i = 0; i < a[o + P.cityLength]!; i++) {
    const building = BUILDINGS[a[o + P.city + 3 * i]!]!;
    const colonists = a[o + P.city + 3 * i + 1]!;
    const settled = a[o + P.city + 3 * i + 2]!;
    city.push(settled === NONE ? { building, colonists } : { building, colonists, settled });
  }
  return city;
}

/** One player of a compact game as JSON (the bots' evaluation reads a player without building the whole state). */
export function playerOf(a: Int32Array, seat: number): PlayerState {
  const o = playerAt(seat);
  return { doubloons: a[o + P.doubloons]!, vp: a[o + P.vp]!, goods: getGoods(a, o + P.goods), island: islandOf(a, o), city: cityOf(a, o), sanJuan: a[o + P.sanJuan]! };
}

/** The compact form of `s`, or why it has none (a list too long for the layout). */
export function toCompact(s: GameState): { ok: true; value: CompactGame } | { ok: false; error: CompactRefusal } {
  const a = new Int32Array(G.size);
  try {
    a[G.round] = s.round;
    a[G.governor] = s.governor;
    a[G.phase] = phaseId(s.phase);
    a[G.toAct] = s.toAct;
    a[G.chooser] = s.chooser;
    a[G.rolesChosen] = s.rolesChosen;
    a[G.colonists] = s.colonists;
    a[G.colonistShip] = s.colonistShip;
    a[G.vpChips] = s.vpChips;
    a[G.vpOnPaper] = s.vpOnPaper;
    putGoods(a, G.goods, s.goods);
    a[G.quarries] = s.quarries;
    a[G.forests] = s.forests;
    a[G.bank] = s.bank;
    a[G.ply] = s.ply;
    for (let i = 0; i < 4; i++) a[G.rng + i] = s.rng[i]! | 0;
    if (s.players.length > MAX.players) throw new TooLong({ field: 'players', length: s.players.length, max: MAX.players });
    a[G.players] = s.players.length;
    s.players.forEach((p, seat) => putPlayer(a, seat, p));
    putList(a, G.queue, MAX.queue, 'queue', s.queue, int);
    if (s.roles.length > MAX.roles) throw new TooLong({ field: 'roles', length: s.roles.length, max: MAX.roles });
    a[G.roles] = s.roles.length;
    s.roles.forEach((c, i) => {
      a[G.roles + 1 + 3 * i] = roleId(c.role);
      a[G.roles + 2 + 3 * i] = c.doubloons;
      a[G.roles + 3 + 3 * i] = c.takenBy;
    });
    if (s.ships.length > MAX.ships) throw new TooLong({ field: 'ships', length: s.ships.length, max: MAX.ships });
    a[G.ships] = s.ships.length;
    s.ships.forEach((sh, i) => {
      a[G.ships + 1 + 3 * i] = sh.capacity;
      a[G.ships + 2 + 3 * i] = sh.good === null ? NONE : goodId(sh.good);
      a[G.ships + 3 + 3 * i] = sh.count;
    });
    putList(a, G.tradingHouse, MAX.tradingHouse, 'tradingHouse', s.tradingHouse, goodId);
    putList(a, G.stack, MAX.tiles, 'stack', s.stack, goodId);
    putList(a, G.faceUp, MAX.tiles, 'faceUp', s.faceUp, goodId);
    putList(a, G.discards, MAX.tiles, 'discards', s.discards, goodId);
    putList(a, G.removed, MAX.tiles, 'removed', s.removed, goodId);
    for (let k = 0; k < BUILDINGS.length; k++) a[G.buildings + k] = s.buildings[BUILDINGS[k]!];
    a[G.hasDraft] = s.draft === null ? 0 : 1;
    if (s.draft !== null) {
      putList(a, G.draftFree, MAX.draftFree, 'draft.free', s.draft.free, int);
      putList(a, G.draftPicked, MAX.picked, 'draft.picked', s.draft.picked, buildingId);
    }
    putList(a, G.endTriggers, MAX.endTriggers, 'endTriggers', s.endTriggers, endReasonId);
    const t = s.turn;
    a[G.started] = bool(t.started);
    a[G.guestWindow] = bool(t.guestWindow);
    a[G.guestEnd] = bool(t.guestEnd);
    a[G.haciendaUsed] = bool(t.haciendaUsed);
    a[G.drawn] = t.drawn === null ? NONE : goodId(t.drawn);
    a[G.extraPick] = bool(t.extraPick);
    a[G.craftBonus] = t.craftBonus;
    putList(a, G.craftKinds, 5, 'turn.craftKinds', t.craftKinds, goodId);
    putGoods(a, G.produced, t.produced);
    a[G.captainPrivilegeUsed] = bool(t.captainPrivilegeUsed);
    a[G.idle] = t.idle;
    putList(a, G.wharfUsed, MAX.seats, 'turn.wharfUsed', t.wharfUsed, bool);
    putList(a, G.smallWharfUsed, MAX.seats, 'turn.smallWharfUsed', t.smallWharfUsed, bool);
    a[G.hasSmallWharf] = t.smallWharf === null ? 0 : 1;
    if (t.smallWharf !== null) putGoods(a, G.smallWharf, t.smallWharf);
    putList(a, G.hadTurn, MAX.seats, 'turn.hadTurn', t.hadTurn, bool);
  } catch (e) {
    if (e instanceof TooLong) return { ok: false, error: e.refusal };
    throw e;
  }
  return { ok: true, value: { options: s.options, a } };
}

export const good = (k: number): Good => GOODS[k]!;
export const asBool = (k: number): boolean => k === 1;

/** The players of a compact game as JSON (all a finished playout's result needs, ./playout.ts). */
export function playersOf(a: Int32Array): PlayerState[] {
  const players: PlayerState[] = [];
  for (let seat = 0; seat < a[G.players]!; seat++) players.push(playerOf(a, seat));
  return players;
}

/** Why the game ended, as JSON. */
export const endReasonsOf = (a: Int32Array): EndReason[] => getList(a, G.endTriggers, (k) => END_REASONS[k]! as EndReason);

/** The role cards, as JSON. */
export function rolesOf(a: Int32Array): RoleCard[] {
  const roles: RoleCard[] = [];
  for (let i = 0; i < a[G.roles]!; i++) roles.push({ role: ROLES[a[G.roles + 1 + 3 * i]!]! as Role, doubloons: a[G.roles + 2 + 3 * i]!, takenBy: a[G.roles + 3 + 3 * i]! });
  return roles;
}

/** The cargo ships, as JSON. */
export function shipsOf(a: Int32Array): CargoShip[] {
  const ships: CargoShip[] = [];
  for (let i = 0; i < a[G.ships]!; i++) {
    const g = a[G.ships + 2 + 3 * i]!;
    ships.push({ capacity: a[G.ships + 1 + 3 * i]!, good: g === NONE ? null : good(g), count: a[G.ships + 3 + 3 * i]! });
  }
  return ships;
}

/** The buildings left in the supply, by id, as JSON. */
export function buildingsOf(a: Int32Array): Record<BuildingId, number> {
  const buildings = {} as Record<BuildingId, number>;
  for (let k = 0; k < BUILDINGS.length; k++) buildings[BUILDINGS[k]!] = a[G.buildings + k]!;
  return buildings;
}

/** The JSON state of a compact game (a new object; the compact game is not changed). */
export function fromCompact(c: CompactGame): GameState {
  const a = c.a;
  const players = playersOf(a);
  const roles = rolesOf(a);
  const ships = shipsOf(a);
  const buildings = buildingsOf(a);
  const drawn = a[G.drawn]!;
  return {
    version: 1,
    options: c.options,
    round: a[G.round]!,
    governor: a[G.governor]!,
    phase: PHASES[a[G.phase]!]! as Phase,
    toAct: a[G.toAct]!,
    chooser: a[G.chooser]!,
    queue: getList(a, G.queue, int),
    rolesChosen: a[G.rolesChosen]!,
    roles,
    players,
    colonists: a[G.colonists]!,
    colonistShip: a[G.colonistShip]!,
    vpChips: a[G.vpChips]!,
    vpOnPaper: a[G.vpOnPaper]!,
    goods: getGoods(a, G.goods),
    quarries: a[G.quarries]!,
    forests: a[G.forests]!,
    bank: a[G.bank]!,
    ships,
    tradingHouse: getList(a, G.tradingHouse, good),
    stack: getList<Plantation>(a, G.stack, good),
    faceUp: getList<Plantation>(a, G.faceUp, good),
    discards: getList<Plantation>(a, G.discards, good),
    removed: getList<Plantation>(a, G.removed, good),
    buildings,
    draft: a[G.hasDraft] === 1 ? { free: getList(a, G.draftFree, int), picked: getList(a, G.draftPicked, (k) => BUILDINGS[k]!) } : null,
    endTriggers: endReasonsOf(a),
    turn: {
      started: asBool(a[G.started]!),
      guestWindow: asBool(a[G.guestWindow]!),
      guestEnd: asBool(a[G.guestEnd]!),
      haciendaUsed: asBool(a[G.haciendaUsed]!),
      drawn: drawn === NONE ? null : good(drawn),
      extraPick: asBool(a[G.extraPick]!),
      craftBonus: a[G.craftBonus]!,
      craftKinds: getList(a, G.craftKinds, good),
      produced: getGoods(a, G.produced),
      captainPrivilegeUsed: asBool(a[G.captainPrivilegeUsed]!),
      idle: a[G.idle]!,
      wharfUsed: getList(a, G.wharfUsed, asBool),
      smallWharfUsed: getList(a, G.smallWharfUsed, asBool),
      smallWharf: a[G.hasSmallWharf] === 1 ? getGoods(a, G.smallWharf) : null,
      hadTurn: getList(a, G.hadTurn, asBool),
    },
    ply: a[G.ply]!,
    rng: [a[G.rng]! >>> 0, a[G.rng + 1]! >>> 0, a[G.rng + 2]! >>> 0, a[G.rng + 3]! >>> 0],
  };
}
