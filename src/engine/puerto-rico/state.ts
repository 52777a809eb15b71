/**
 * The shape of a game: plain JSON data only (no classes, Maps, Sets or undefined), so that
 * JSON.parse(JSON.stringify(s)) deep-equals s and positions can travel in URLs and puzzle files.
 */
import { buildingData } from './buildings';
import type { GameOptions } from './options';
import type { BuildingId, ByBuilding, ByGood, EndReason, Good, IslandTile, Phase, Plantation, Role } from './vocabulary';
import { copyByBuilding } from './vocabulary';

/** One tile on a player's island and whether a colonist works it (forests never hold one). */
export interface IslandSpace {
  tile: IslandTile;
  colonists: number;
}

/** One building in a player's city and how many colonists work it. */
export interface CitySpace {
  building: BuildingId;
  colonists: number;
  /**
   * Guest House only, and only when above 0: colonists on it that are not guests, such as a
   * University colonist put on it when it was built (seed 001: guests are the colonists put there
   * in the Mayor phase). They cannot move; the next Mayor phase places every colonist anew.
   */
  settled?: number;
}

export interface PlayerState {
  doubloons: number;
  /** Victory points in chips (and, once the chips ran out, on paper). Secret to others. */
  vp: number;
  goods: ByGood<number>;
  island: IslandSpace[];
  city: CitySpace[];
  /** Colonists waiting in San Juan. */
  sanJuan: number;
}

export interface RoleCard {
  role: Role;
  /** Doubloons lying on the card. */
  doubloons: number;
  /** Seat that chose it this round, or -1. */
  takenBy: number;
}

export interface CargoShip {
  capacity: number;
  /** The kind on board, or null when empty. */
  good: Good | null;
  count: number;
}

/** Expansion draft: which violet buildings are already placed on the bank board. */
export interface DraftState {
  /** Free slots left per printed cost (index = cost). */
  free: number[];
  /** Building types drafted so far, in order. */
  picked: BuildingId[];
}

/** Scratch data of the phase in progress; reset when a phase starts. */
export interface TurnState {
  /** Whether the player at the front of the queue has started his turn (automatic start-of-turn work done). */
  started: boolean;
  /**
   * Guest House window at the start of a phase (seed 001, Vendégház): the queue holds the owners
   * who may still move guests before the phase's own work begins.
   */
  guestWindow: boolean;
  /**
   * The Guest House window open (or, with `guestWindow` false, just closed) is the one at the end
   * of the phase: when it closes the phase ends instead of starting (seed 001, Vendégház).
   */
  guestEnd: boolean;
  /** Settler: the player used his Hacienda this turn. */
  haciendaUsed: boolean;
  /** Settler: a tile drawn with the Hacienda waiting to be placed as plantation or forest (Forest House). */
  drawn: Plantation | null;
  /** Settler: this turn is the Library's second pick. */
  extraPick: boolean;
  /** Craftsman: extra barrels the Craftsman may still take by privilege. */
  craftBonus: number;
  /** Craftsman: kinds the Craftsman can produce (privilege choices). */
  craftKinds: Good[];
  /** Craftsman: barrels the Craftsman received this phase, privilege included (Specialty Factory, seed 001). */
  produced: ByGood<number>;
  /** Captain: the Captain has had his privilege (first loading). */
  captainPrivilegeUsed: boolean;
  /** Captain: players in a row who did not load; the phase ends when it reaches the player count. */
  idle: number;
  /** Captain: Wharf / Small Wharf used this phase, by seat. */
  wharfUsed: boolean[];
  smallWharfUsed: boolean[];
  /** Captain: barrels the player to act has put on his Small Wharf this turn, or null. */
  smallWharf: ByGood<number> | null;
  /** Captain: the player already had his first turn (Union Hall), by seat. */
  hadTurn: boolean[];
}

export interface GameState {
  readonly version: 1;
  options: GameOptions;
  /** 1-based round number. */
  round: number;
  governor: number;
  phase: Phase;
  /** Seat whose decision it is, or -1 when the game is over. */
  toAct: number;
  /** Seat that chose the role being played, or -1 (role choice, draft, game over). */
  chooser: number;
  /** Seats still to act in this phase, front first (front = toAct while a phase runs). */
  queue: number[];
  /** Role cards chosen so far this round. */
  rolesChosen: number;
  roles: RoleCard[];
  players: PlayerState[];
  /** Supplies. */
  colonists: number;
  colonistShip: number;
  vpChips: number;
  /** VPs recorded on paper after the chips ran out (seed 000, game end). */
  vpOnPaper: number;
  goods: ByGood<number>;
  quarries: number;
  forests: number;
  /** Doubloons in the bank (the rules set no limit; see RULINGS.md). */
  bank: number;
  ships: CargoShip[];
  tradingHouse: Good[];
  /** Face-down plantations; the last element is the top. Hidden by playerView. */
  stack: Plantation[];
  faceUp: Plantation[];
  discards: Plantation[];
  /** Plantations removed from the game (Forest House). */
  removed: Plantation[];
  /** Copies left in the bank per building (0 = none left or not in this game). */
  buildings: ByBuilding<number>;
  draft: DraftState | null;
  /** End conditions met so far; the game ends when the round in which one is met is over. */
  endTriggers: EndReason[];
  turn: TurnState;
  /** Moves applied so far. */
  ply: number;
  /** Seeded generator state (src/engine/random.ts). */
  rng: [number, number, number, number];
}

/** Empty phase scratch for a game of `players` players. */
export const freshTurn = (players: number): TurnState => ({
  started: false,
  guestWindow: false,
  guestEnd: false,
  haciendaUsed: false,
  drawn: null,
  extraPick: false,
  craftBonus: 0,
  craftKinds: [],
  produced: { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 },
  captainPrivilegeUsed: false,
  idle: 0,
  wharfUsed: new Array<boolean>(players).fill(false),
  smallWharfUsed: new Array<boolean>(players).fill(false),
  smallWharf: null,
  hadTurn: new Array<boolean>(players).fill(false),
});

/** Resets the phase scratch in place (the engine owns it; clones never share it). */
export function resetTurn(t: TurnState, players: number): void {
  t.started = false;
  t.guestWindow = false;
  t.guestEnd = false;
  t.haciendaUsed = false;
  t.drawn = null;
  t.extraPick = false;
  t.craftBonus = 0;
  if (t.craftKinds.length > 0) t.craftKinds = [];
  const pr = t.produced;
  pr.corn = pr.indigo = pr.sugar = pr.tobacco = pr.coffee = 0;
  t.captainPrivilegeUsed = false;
  t.idle = 0;
  if (t.wharfUsed.length !== players) {
    t.wharfUsed = new Array<boolean>(players).fill(false);
    t.smallWharfUsed = new Array<boolean>(players).fill(false);
    t.hadTurn = new Array<boolean>(players).fill(false);
  } else {
    t.wharfUsed.fill(false);
    t.smallWharfUsed.fill(false);
    t.hadTurn.fill(false);
  }
  t.smallWharf = null;
}

/** Copies of the parts of a state, for cloneState and for the sharing copy (./sharing.ts). */
export const cloneGoods = (g: ByGood<number>): ByGood<number> => ({ corn: g.corn, indigo: g.indigo, sugar: g.sugar, tobacco: g.tobacco, coffee: g.coffee });

export function cloneIsland(island: readonly IslandSpace[]): IslandSpace[] {
  // push keeps the arrays packed, the elements kind the rest of the engine's arrays have.
  const out: IslandSpace[] = [];
  for (let i = 0; i < island.length; i++) out.push({ tile: island[i]!.tile, colonists: island[i]!.colonists });
  return out;
}

export function cloneCity(city: readonly CitySpace[]): CitySpace[] {
  const out: CitySpace[] = [];
  for (let i = 0; i < city.length; i++) {
    const c = city[i]!;
    out.push(c.settled === undefined ? { building: c.building, colonists: c.colonists } : { building: c.building, colonists: c.colonists, settled: c.settled });
  }
  return out;
}

export function clonePlayer(p: PlayerState): PlayerState {
  return { doubloons: p.doubloons, vp: p.vp, goods: cloneGoods(p.goods), island: cloneIsland(p.island), city: cloneCity(p.city), sanJuan: p.sanJuan };
}

export function cloneRoles(cards: readonly RoleCard[]): RoleCard[] {
  const out: RoleCard[] = [];
  for (let i = 0; i < cards.length; i++) out.push({ role: cards[i]!.role, doubloons: cards[i]!.doubloons, takenBy: cards[i]!.takenBy });
  return out;
}

export function cloneShips(ships: readonly CargoShip[]): CargoShip[] {
  const out: CargoShip[] = [];
  for (let i = 0; i < ships.length; i++) out.push({ capacity: ships[i]!.capacity, good: ships[i]!.good, count: ships[i]!.count });
  return out;
}

/**
 * A deep copy, written out by hand because the bots' applyLegalMove runs it on every move
 * (applyMove shares instead: ./sharing.ts).
 */
export function cloneState(s: GameState): GameState {
  const t = s.turn;
  // Plain loops instead of map callbacks (issue #18.3).
  const players: PlayerState[] = [];
  for (let i = 0; i < s.players.length; i++) players.push(clonePlayer(s.players[i]!));
  return {
    version: 1,
    options: s.options,
    round: s.round,
    governor: s.governor,
    phase: s.phase,
    toAct: s.toAct,
    chooser: s.chooser,
    queue: s.queue.slice(),
    rolesChosen: s.rolesChosen,
    roles: cloneRoles(s.roles),
    players,
    colonists: s.colonists,
    colonistShip: s.colonistShip,
    vpChips: s.vpChips,
    vpOnPaper: s.vpOnPaper,
    goods: cloneGoods(s.goods),
    quarries: s.quarries,
    forests: s.forests,
    bank: s.bank,
    ships: cloneShips(s.ships),
    tradingHouse: s.tradingHouse.slice(),
    stack: s.stack.slice(),
    faceUp: s.faceUp.slice(),
    discards: s.discards.slice(),
    removed: s.removed.slice(),
    buildings: copyByBuilding(s.buildings),
    draft: s.draft === null ? null : { free: s.draft.free.slice(), picked: s.draft.picked.slice() },
    endTriggers: s.endTriggers.slice(),
    turn: {
      started: t.started,
      guestWindow: t.guestWindow,
      guestEnd: t.guestEnd,
      haciendaUsed: t.haciendaUsed,
      drawn: t.drawn,
      extraPick: t.extraPick,
      craftBonus: t.craftBonus,
      craftKinds: t.craftKinds.slice(),
      produced: cloneGoods(t.produced),
      captainPrivilegeUsed: t.captainPrivilegeUsed,
      idle: t.idle,
      wharfUsed: t.wharfUsed.slice(),
      smallWharfUsed: t.smallWharfUsed.slice(),
      smallWharf: t.smallWharf === null ? null : cloneGoods(t.smallWharf),
      hadTurn: t.hadTurn.slice(),
    },
    ply: s.ply,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
  };
}

// ---- Queries about one player's board -------------------------------------------------------

/** The city entry of a building, if the player owns it. */
export function findBuilding(p: PlayerState, b: BuildingId): CitySpace | null {
  for (const c of p.city) if (c.building === b) return c;
  return null;
}

/**
 * A building works when at least one colonist is on it (seed 000, A polgármester: "működőnek
 * számít"). The Statue has no circle and no function.
 */
export function works(p: PlayerState, b: BuildingId): boolean {
  for (const c of p.city) if (c.building === b) return c.colonists > 0;
  return false;
}

/** Whether the player has the building in his city (working or not). */
export function owns(p: PlayerState, b: BuildingId): boolean {
  for (const c of p.city) if (c.building === b) return true;
  return false;
}

/** Guests on a player's Guest House: its colonists that may still move (seed 001, Vendégház). */
export function guestsOf(p: PlayerState): number {
  for (const c of p.city) if (c.building === 'guestHouse') return c.colonists - (c.settled ?? 0);
  return 0;
}

/** City spaces used; large buildings take two. */
export function citySpacesUsed(p: PlayerState): number {
  let n = 0;
  for (const c of p.city) n += buildingData(c.building).size;
  return n;
}

/** Large buildings in the city (each takes two spaces of one column). */
export function largeBuildings(p: PlayerState): number {
  let n = 0;
  for (const c of p.city) if (buildingData(c.building).size === 2) n++;
  return n;
}

/** Island tiles of one kind with a colonist on them. */
export function occupiedTiles(p: PlayerState, tile: IslandTile): number {
  let n = 0;
  for (const i of p.island) if (i.tile === tile && i.colonists > 0) n++;
  return n;
}

/** Island tiles of one kind, occupied or not. */
export function countTiles(p: PlayerState, tile: IslandTile): number {
  let n = 0;
  for (const i of p.island) if (i.tile === tile) n++;
  return n;
}

/** All colonists a player has: on tiles, on buildings and in San Juan. */
export function colonistsOf(p: PlayerState): number {
  let n = p.sanJuan;
  for (const i of p.island) n += i.colonists;
  for (const c of p.city) n += c.colonists;
  return n;
}

/** Empty circles on the player's buildings (the Mayor's refill counts these, seed 000). */
export function emptyBuildingCircles(p: PlayerState): number {
  let n = 0;
  for (const c of p.city) n += buildingData(c.building).circles - c.colonists;
  return n;
}

/** Capacity of an island space: a forest takes no colonist (seed 001, Erdészház). */
export const islandCircles = (tile: IslandTile): number => (tile === 'forest' ? 0 : 1);

/** Barrels in a goods table. */
export function goodsCount(g: ByGood<number>): number {
  return g.corn + g.indigo + g.sugar + g.tobacco + g.coffee;
}
