/**
 * The whole Puerto Rico game state in bits, driven by the engine's vocabulary tuples. Each part
 * of the state has a record codec typed by the engine's own interfaces, so a field added to
 * GameState, PlayerState, TurnState or GameOptions without a codec here does not compile, and
 * the round-trip property test catches any codec that loses information.
 */
import type { BitReader, BitWriter } from '../bits';
import type { BuildingSetup, ByBuilding, CargoShip, CitySpace, DraftState, GameOptions, GameState, IslandSpace, PlayerState, RoleCard, TurnState } from '../../engine/puerto-rico';
import { BUILDINGS, END_REASONS, GOODS, ISLAND_TILES, PHASES, ROLES } from '../../engine/puerto-rico';
import { zeroGoods } from '../../engine/puerto-rico/vocabulary';
import type { Codec, Ctx } from '../fields';
import { bool, constant, since, fixed, int, list, nullable, oneOf, perSeat, record, seat, uint } from '../fields';
import { goods, plantations } from './fields';

const PLAYER_COUNTS = [2, 3, 4, 5] as const;
const BUILDING_SETUP_KINDS = ['base', 'draft', 'all', 'list'] as const;

const buildingSetup: Codec<BuildingSetup> = {
  write(w, v, c) {
    oneOf(BUILDING_SETUP_KINDS).write(w, v.kind, c);
    if (v.kind === 'list') list(oneOf(BUILDINGS)).write(w, [...v.buildings], c);
  },
  read(r, c) {
    const kind = oneOf(BUILDING_SETUP_KINDS).read(r, c);
    return kind === 'list' ? { kind, buildings: list(oneOf(BUILDINGS)).read(r, c) } : { kind };
  },
};

export const optionsCodec = record<GameOptions>({
  players: { write: (w, v) => w.bits(v - 2, 2), read: (r) => PLAYER_COUNTS[r.bits(2)]! },
  buildings: buildingSetup,
  vpChips5p: { write: (w, v) => w.bool(v === 126), read: (r) => (r.bool() ? 126 : 122) },
  wharfCapacity: nullable(uint(4)),
  smallWharfHarbor: bool,
  forestTiles: uint(4),
  // Version 5: seed 001's full-city variant.
  fullCityEnd: since(5, bool, () => false),
});

const islandSpace = record<IslandSpace>({ tile: oneOf(ISLAND_TILES), colonists: fixed(1) });
/** Version 6: CitySpace.settled, written 0 when absent (and absent again when read as 0). */
const settled = since(6, fixed(2), () => 0);
const citySpace: Codec<CitySpace> = {
  write(w, v, c) {
    oneOf(BUILDINGS).write(w, v.building, c);
    fixed(2).write(w, v.colonists, c);
    settled.write(w, v.settled ?? 0, c);
  },
  read(r, c) {
    const building = oneOf(BUILDINGS).read(r, c);
    const colonists = fixed(2).read(r, c);
    const n = settled.read(r, c);
    return n > 0 ? { building, colonists, settled: n } : { building, colonists };
  },
};

const player = record<PlayerState>({
  doubloons: uint(4),
  vp: uint(4),
  goods,
  island: list(islandSpace, 4),
  city: list(citySpace, 4),
  sanJuan: uint(2),
});

const roleCard = record<RoleCard>({ role: oneOf(ROLES), doubloons: uint(2), takenBy: seat(true) });
const ship = record<CargoShip>({ capacity: uint(3), good: nullable(oneOf(GOODS)), count: uint(3) });
const draft = record<DraftState>({ free: list(uint(2)), picked: list(oneOf(BUILDINGS)) });

/** Copies left per building, in BUILDINGS order (0-4 each: three bits for 0-3). */
const bankBuildings: Codec<ByBuilding<number>> = {
  write(w, v) {
    for (const b of BUILDINGS) w.uint(v[b], 2);
  },
  read(r) {
    const out = {} as ByBuilding<number>;
    for (const b of BUILDINGS) out[b] = r.uint(2);
    return out;
  },
};

const turn = record<TurnState>({
  started: bool,
  // Version 3: the Guest House window at the start of a phase.
  guestWindow: since(3, bool, () => false),
  // Version 5: whether that window is the one at the end of the phase.
  guestEnd: since(5, bool, () => false),
  haciendaUsed: bool,
  drawn: nullable(oneOf(GOODS)),
  extraPick: bool,
  craftBonus: uint(2),
  craftKinds: list(oneOf(GOODS), 2),
  // Version 2 (Specialty Factory): what the Craftsman phase has produced so far.
  produced: since(2, goods, zeroGoods),
  captainPrivilegeUsed: bool,
  idle: uint(2),
  wharfUsed: perSeat(bool),
  smallWharfUsed: perSeat(bool),
  smallWharf: nullable(goods),
  hadTurn: perSeat(bool),
});

const rng: Codec<[number, number, number, number]> = {
  write(w, v) {
    for (const x of v) w.bits(x, 32);
  },
  read: (r) => [r.bits(32), r.bits(32), r.bits(32), r.bits(32)],
};

/** Everything but the options, which come first because the player count shapes the rest. */
const rest = record<Omit<GameState, 'options'>>({
  version: constant(1 as const),
  round: uint(3),
  governor: seat(false),
  phase: oneOf(PHASES),
  toAct: seat(true),
  chooser: seat(true),
  queue: list(seat(false), 2),
  rolesChosen: uint(2),
  roles: list(roleCard, 2),
  players: perSeat(player),
  colonists: uint(5),
  colonistShip: uint(3),
  vpChips: uint(6),
  vpOnPaper: uint(3),
  goods,
  quarries: uint(3),
  forests: uint(3),
  bank: int(5),
  ships: list(ship, 2),
  tradingHouse: list(oneOf(GOODS), 2),
  stack: plantations,
  faceUp: plantations,
  discards: plantations,
  removed: plantations,
  buildings: bankBuildings,
  draft: nullable(draft),
  endTriggers: list(oneOf(END_REASONS), 2),
  turn,
  ply: uint(7),
  rng,
});

export function writeState(w: BitWriter, s: GameState, version: number): void {
  const c: Ctx = { players: s.options.players, version };
  optionsCodec.write(w, s.options, c);
  rest.write(w, s, c);
}

/** Reads a state as written in notation `version`; whether it is a legal position is for the engine's gate to say. */
export function readState(r: BitReader, version: number): GameState {
  const options = optionsCodec.read(r, { players: 0, version });
  return { options, ...rest.read(r, { players: options.players, version }) };
}
