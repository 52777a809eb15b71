/**
 * Starting a game (seed 000 setup, reference §2.2) and the one validating gate for positions that
 * come from outside: fromSetup (puzzle files, URLs, the editor, tests) and setupFromPartial, which
 * fills sensible defaults for what a puzzle leaves out.
 */
import { seedRandom } from '../random';
import { note, withRuleNotes } from '../rule-notes';
import type { Result } from '../result';
import { err, ok } from '../result';
import { BUILDING, DRAFT_SLOTS, VIOLET_BUILDINGS } from './buildings';
import { draftCopies, emptyDraft } from './draft';
import type { SetupError } from './errors';
import { setupError } from './errors';
import { shuffleInPlace } from './shuffle';
import { Problems, isObject as isObj, sentence, type Obj } from '../validate';
import { StepGuardError, advance, legalMoves } from './game';
import type { BuildingSetup, GameOptions } from './options';
import type { RuleId } from './rules';
import {
  CITY_SPACES,
  MAX_LARGE_BUILDINGS,
  COLONISTS_TOTAL,
  COUNT_SETUP,
  DEFAULT_OPTIONS,
  DOUBLOONS_TOTAL,
  GOODS_TOTAL,
  ISLAND_SPACES,
  PLANTATION_TILES,
  QUARRY_TILES,
  TRADING_HOUSE_SPACES,
} from './options';
import type { CargoShip, CitySpace, GameState, IslandSpace, PlayerState, RoleCard } from './state';
import { freshTurn, islandCircles } from './state';
import type { BuildingId, ByBuilding, ByGood, Good, Plantation } from './vocabulary';
import { BUILDINGS, END_REASONS, GOODS, ISLAND_TILES, PHASES, ROLES, copyByBuilding, isBuildingId, isGood, isIslandTile, isRole, zeroGoods } from './vocabulary';

/** Options with every field filled in. */
export function resolveOptions(options: Partial<GameOptions> = {}): GameOptions {
  return { ...DEFAULT_OPTIONS, ...options };
}

/** Copies of each building this game starts with in the bank. */
export function startingBuildings(o: GameOptions): ByBuilding<number> {
  // Every new game asks; the standard setups are computed once per player count.
  if (o.buildings.kind === 'list') return computeStartingBuildings(o);
  const key = `${o.players} ${o.buildings.kind}`;
  let template = STARTING_BUILDINGS.get(key);
  if (template === undefined) STARTING_BUILDINGS.set(key, (template = computeStartingBuildings(o)));
  return copyByBuilding(template);
}

const STARTING_BUILDINGS = new Map<string, ByBuilding<number>>();

function computeStartingBuildings(o: GameOptions): ByBuilding<number> {
  const two = o.players === 2;
  const out = Object.fromEntries(BUILDINGS.map((b) => [b, 0])) as ByBuilding<number>;
  for (const b of BUILDINGS) {
    const d = BUILDING[b];
    // Two players: 2 of each production building, 1 of each violet one (reference §1.1).
    if (d.kind === 'production') out[b] = two ? 2 : d.copies;
  }
  const set = o.buildings;
  for (const b of BUILDINGS) {
    const d = BUILDING[b];
    if (d.kind !== 'violet') continue;
    if (set.kind === 'base' && d.edition === 'base') out[b] = two ? 1 : d.copies;
    // Seed 001 variant: every violet building, one copy each.
    if (set.kind === 'all') out[b] = 1;
    if (set.kind === 'list' && set.buildings.includes(b)) out[b] = draftCopies(o.players, b);
  }
  return out;
}

/** Most copies of a building a game with these options can have. */
function maxCopies(o: GameOptions, b: BuildingId): number {
  if (BUILDING[b].kind === 'production') return o.players === 2 ? 2 : BUILDING[b].copies;
  if (o.buildings.kind === 'all') return 1;
  if (o.buildings.kind === 'base' && BUILDING[b].edition === 'expansion') return 0;
  if (o.buildings.kind === 'list' && !o.buildings.buildings.includes(b)) return 0;
  return draftCopies(o.players, b);
}

function forestsInGame(set: BuildingSetup): boolean {
  return set.kind === 'draft' || set.kind === 'all' || (set.kind === 'list' && set.buildings.includes('forestHouse'));
}

/** Totals of each kind of piece for these options. */
export function componentTotals(o: GameOptions): { goods: ByGood<number>; plantations: ByGood<number>; quarries: number; colonists: number; vpChips: number } {
  const cs = COUNT_SETUP[o.players];
  const goods = zeroGoods();
  const plantations = zeroGoods();
  for (const g of GOODS) {
    goods[g] = GOODS_TOTAL[g] - cs.removeGoods;
    plantations[g] = PLANTATION_TILES[g] - cs.removePlantations;
  }
  return {
    goods,
    plantations,
    quarries: cs.quarries,
    // Seed 001 variant: every colonist and VP chip in the box (the edition's chip count, as for 5 players).
    colonists: o.fullCityEnd ? COLONISTS_TOTAL : cs.colonists + cs.shipColonists,
    vpChips: o.fullCityEnd || o.players === 5 ? o.vpChips5p : cs.vpChips,
  };
}

/**
 * A new game, ready for the governor (seat 0) to choose a role, or to start the building draft.
 * The same options and seed always give the same game.
 */
export function newGame(options: Partial<GameOptions> = {}, seed: number | string = 0): GameState {
  const o = resolveOptions(options);
  const cs = COUNT_SETUP[o.players];
  const n = o.players;
  const totals = componentTotals(o);
  // What the box gives each player count (seed 000 Előkészületek; reference §2.2), for lessons that start a new game.
  note('setup.players');
  note('setup.doubloons');
  note('setup.plantations');
  note('setup.components');
  if (n === 2) note('setup.two-player');
  const players: PlayerState[] = [];
  const tiles = { ...totals.plantations };
  for (let i = 0; i < n; i++) {
    const start = cs.start[i]!;
    tiles[start]--;
    players.push({ doubloons: cs.doubloons, vp: 0, goods: zeroGoods(), island: [{ tile: start, colonists: 0 }], city: [], sanJuan: 0 });
  }
  const stack: Plantation[] = [];
  for (const g of GOODS) for (let k = 0; k < tiles[g]; k++) stack.push(g);
  const r = shuffleInPlace(stack, seedRandom(seed));
  const faceUp: Plantation[] = [];
  for (let i = 0; i <= n; i++) faceUp.push(stack.pop()!);
  const roles: RoleCard[] = [];
  for (const r of ROLES) if (r !== 'prospector') roles.push({ role: r, doubloons: 0, takenBy: -1 });
  for (let i = 0; i < cs.prospectors; i++) roles.push({ role: 'prospector', doubloons: 0, takenBy: -1 });
  const draft = o.buildings.kind === 'draft';
  const s: GameState = {
    version: 1,
    options: o,
    round: 1,
    governor: 0,
    phase: draft ? 'draft' : 'role',
    toAct: 0,
    chooser: -1,
    queue: draft ? [0] : [],
    rolesChosen: 0,
    roles,
    players,
    colonists: totals.colonists - cs.shipColonists,
    colonistShip: cs.shipColonists,
    vpChips: totals.vpChips,
    vpOnPaper: 0,
    goods: totals.goods,
    quarries: totals.quarries,
    forests: forestsInGame(o.buildings) ? o.forestTiles : 0,
    bank: DOUBLOONS_TOTAL - n * cs.doubloons,
    ships: cs.ships.map((capacity) => ({ capacity, good: null, count: 0 })),
    tradingHouse: [],
    stack,
    faceUp,
    discards: [],
    removed: [],
    buildings: startingBuildings(o),
    draft: draft ? emptyDraft() : null,
    endTriggers: [],
    turn: freshTurn(n),
    ply: 0,
    rng: r,
  };
  advance(s);
  return s;
}

/**
 * newGame, and the ids of the setup rules it applied (issue #19.1): the lessons that start from a
 * new game teach the setup by showing it. Bots call newGame, where nothing is recorded.
 */
export function newGameWithRules(options: Partial<GameOptions> = {}, seed: number | string = 0): { readonly state: GameState; readonly rules: readonly RuleId[] } {
  const { value, rules } = withRuleNotes(() => newGame(options, seed));
  return { state: value, rules: rules as RuleId[] };
}

// ---- The validating gate --------------------------------------------------------------------

/**
 * The gate's problem collector: the shared validation kit, with this engine's error codes
 * ('setup/…'), rule ids and sentences that name the path.
 */
class Checker extends Problems<SetupError> {
  constructor() {
    super((code, path, reason) => setupError(code, path, reason));
  }
  get errors(): SetupError[] {
    return this.list;
  }
  override add(code: string, path: string, message: string, rule: SetupError['rule'] = 'setup.valid'): void {
    this.list.push(setupError(code.includes('/') ? code : `setup/${code}`, path, sentence(path, message), rule));
  }
  count(x: unknown, path: string, fallback = 0): number {
    return this.nat(x, path, fallback);
  }
  goods(x: unknown, path: string): ByGood<number> {
    const out = zeroGoods();
    if (!isObj(x)) {
      this.add('setup/not-goods', path, `${path} must list goods, e.g. { "corn": 2, "indigo": 0, ... }.`);
      return out;
    }
    for (const k of Object.keys(x)) if (!isGood(k)) this.add('setup/unknown-good', `${path}.${k}`, `"${k}" is not a good (corn, indigo, sugar, tobacco, coffee).`);
    for (const g of GOODS) out[g] = x[g] === undefined ? 0 : this.count(x[g], `${path}.${g}`);
    return out;
  }
}

function checkOptions(c: Checker, x: unknown): GameOptions {
  if (x === undefined) return DEFAULT_OPTIONS;
  if (!isObj(x)) {
    c.add('setup/options', 'options', 'options must be an object.');
    return DEFAULT_OPTIONS;
  }
  const o: GameOptions = { ...DEFAULT_OPTIONS, ...(x as Partial<GameOptions>) };
  if (![2, 3, 4, 5].includes(o.players as number)) {
    c.add('setup/players', 'options.players', 'Puerto Rico is played by 2 to 5 players.', 'setup.players');
    return { ...o, players: 4 };
  }
  const b = o.buildings as unknown;
  if (!isObj(b) || !['base', 'draft', 'all', 'list'].includes(b.kind as string)) {
    c.add('setup/building-setup', 'options.buildings', 'options.buildings must be { kind: "base" | "draft" | "all" } or { kind: "list", buildings: [...] }.');
    return { ...o, buildings: { kind: 'base' } };
  }
  if (b.kind === 'list' && (!Array.isArray(b.buildings) || !b.buildings.every(isBuildingId))) {
    c.add('setup/building-setup', 'options.buildings.buildings', 'options.buildings.buildings must list building ids.');
    return { ...o, buildings: { kind: 'base' } };
  }
  if (o.vpChips5p !== 122 && o.vpChips5p !== 126) c.add('setup/options', 'options.vpChips5p', 'vpChips5p must be 122 or 126.');
  if (o.wharfCapacity !== null && (typeof o.wharfCapacity !== 'number' || !Number.isInteger(o.wharfCapacity) || o.wharfCapacity < 1))
    c.add('setup/options', 'options.wharfCapacity', 'wharfCapacity must be null (unlimited) or a positive whole number.');
  if (typeof o.smallWharfHarbor !== 'boolean') c.add('setup/options', 'options.smallWharfHarbor', 'smallWharfHarbor must be true or false.');
  if (typeof o.forestTiles !== 'number' || !Number.isInteger(o.forestTiles) || o.forestTiles < 0) c.add('setup/options', 'options.forestTiles', 'forestTiles must be a whole number.');
  if (typeof o.fullCityEnd !== 'boolean') c.add('setup/options', 'options.fullCityEnd', 'fullCityEnd must be true or false.');
  return {
    players: o.players,
    buildings: o.buildings,
    vpChips5p: o.vpChips5p,
    wharfCapacity: o.wharfCapacity,
    smallWharfHarbor: o.smallWharfHarbor,
    forestTiles: o.forestTiles,
    fullCityEnd: o.fullCityEnd,
  };
}

function checkPlayer(c: Checker, x: unknown, path: string, o: GameOptions): PlayerState {
  const p: PlayerState = { doubloons: 0, vp: 0, goods: zeroGoods(), island: [], city: [], sanJuan: 0 };
  if (!isObj(x)) {
    c.add('setup/player', path, `${path} must be a player object.`);
    return p;
  }
  p.doubloons = c.count(x.doubloons ?? 0, `${path}.doubloons`);
  p.vp = c.count(x.vp ?? 0, `${path}.vp`);
  p.goods = c.goods(x.goods ?? {}, `${path}.goods`);
  p.sanJuan = c.count(x.sanJuan ?? 0, `${path}.sanJuan`);
  const island = c.array(x.island ?? [], `${path}.island`);
  if (island.length > ISLAND_SPACES) c.add('setup/island-full', `${path}.island`, `An island has ${ISLAND_SPACES} spaces; ${island.length} tiles were given.`, 'settler.full-island');
  island.forEach((t, i) => {
    const ip = `${path}.island.${i}`;
    const tile = isObj(t) ? t.tile : t;
    if (!isIslandTile(tile)) {
      c.add('setup/unknown-tile', ip, `"${String(tile)}" is not an island tile.`);
      return;
    }
    const colonists = isObj(t) ? c.count(t.colonists ?? 0, `${ip}.colonists`) : 0;
    if (colonists > islandCircles(tile))
      c.add(
        'setup/too-many-colonists',
        `${ip}.colonists`,
        tile === 'forest' ? 'A forest takes no colonist.' : `A ${tile} tile holds one colonist.`,
        tile === 'forest' ? 'settler.forest' : 'mayor.no-circle',
      );
    p.island.push({ tile, colonists: Math.min(colonists, islandCircles(tile)) } satisfies IslandSpace);
  });
  const city = c.array(x.city ?? [], `${path}.city`);
  let spaces = 0;
  city.forEach((b, i) => {
    const bp = `${path}.city.${i}`;
    const id = isObj(b) ? b.building : b;
    if (!isBuildingId(id)) {
      c.add('setup/unknown-building', bp, `"${String(id)}" is not a building.`);
      return;
    }
    if (p.city.some((e) => e.building === id)) c.add('setup/duplicate-building', bp, `A player may own only one ${BUILDING[id].name}.`, 'builder.one-of-each');
    if (maxCopies(o, id) === 0) c.add('setup/building-not-in-game', bp, `The ${BUILDING[id].name} is not in this game's building setup.`);
    const colonists = isObj(b) ? c.count(b.colonists ?? 0, `${bp}.colonists`) : 0;
    if (colonists > BUILDING[id].circles)
      c.add('setup/too-many-colonists', `${bp}.colonists`, `The ${BUILDING[id].name} has ${BUILDING[id].circles} circle(s); ${colonists} colonists were given.`, 'mayor.no-circle');
    spaces += BUILDING[id].size;
    const space: CitySpace = { building: id, colonists: Math.min(colonists, BUILDING[id].circles) };
    // Guest House colonists that are not guests (state.ts CitySpace.settled): only when above 0.
    const settled = isObj(b) && b.settled !== undefined ? c.count(b.settled, `${bp}.settled`) : 0;
    if (settled > space.colonists || (settled > 0 && id !== 'guestHouse'))
      c.add('setup/settled', `${bp}.settled`, 'Only colonists on a Guest House can be marked as no guests, at most as many as are on it.', 'guest-house.guests');
    else if (settled > 0) space.settled = settled;
    p.city.push(space);
  });
  if (p.city.filter((e) => BUILDING[e.building].size === 2).length > MAX_LARGE_BUILDINGS) {
    c.add('setup/too-many-large', `${path}.city`, `A city holds at most ${MAX_LARGE_BUILDINGS} large buildings, one per column.`, 'builder.large-column');
  }
  if (spaces > CITY_SPACES) c.add('setup/city-overfull', `${path}.city`, `A city has ${CITY_SPACES} spaces; these buildings need ${spaces}.`, 'builder.city-space');
  // Convenience: colonists given per place, e.g. { "harbor": 1, "corn": 2 }.
  if (x.colonistsOn !== undefined) {
    if (!isObj(x.colonistsOn)) c.add('setup/colonists-on', `${path}.colonistsOn`, 'colonistsOn must map places to colonist counts.');
    else {
      for (const [place, v] of Object.entries(x.colonistsOn)) {
        const cp = `${path}.colonistsOn.${place}`;
        let n = c.count(v, cp);
        if (isBuildingId(place)) {
          const e = p.city.find((q) => q.building === place);
          if (e === undefined) {
            c.add('setup/colonist-on-missing-building', cp, `There is no ${BUILDING[place].name} in this player's city for a colonist.`, 'mayor.no-circle');
            continue;
          }
          const room = BUILDING[place].circles - e.colonists;
          if (n > room) c.add('setup/too-many-colonists', cp, `The ${BUILDING[place].name} has room for ${room} more colonist(s).`, 'mayor.no-circle');
          e.colonists += Math.min(n, room);
        } else if (isIslandTile(place)) {
          for (const t of p.island)
            if (n > 0 && t.tile === place && t.colonists < islandCircles(place)) {
              t.colonists++;
              n--;
            }
          if (n > 0) c.add('setup/colonist-on-missing-tile', cp, `There are not enough empty ${place} tiles for these colonists.`, 'mayor.no-circle');
        } else if (place === 'sanJuan') {
          p.sanJuan += n;
        } else c.add('setup/unknown-place', cp, `"${place}" is not a tile, building or San Juan.`);
      }
    }
  }
  return p;
}

function checkShips(c: Checker, x: unknown, o: GameOptions): CargoShip[] {
  const list = c.array(x, 'ships');
  if (list.length < 1 || list.length > 5) c.add('setup/ship-count', 'ships', 'There must be 1 to 5 cargo ships.');
  const ships: CargoShip[] = [];
  list.forEach((sh, i) => {
    const path = `ships.${i}`;
    if (!isObj(sh)) {
      c.add('setup/ship', path, `${path} must be a ship { capacity, good, count }.`);
      return;
    }
    const capacity = c.int(sh.capacity, `${path}.capacity`, 1, 12, 1);
    let good: Good | null = null;
    let count = 0;
    if (sh.cargo !== undefined) {
      // A ship described by what lies on it: several kinds is an error.
      const cargo = c.goods(sh.cargo, `${path}.cargo`);
      const kinds = GOODS.filter((g) => cargo[g] > 0);
      if (kinds.length > 1) c.add('setup/ship-two-kinds', `${path}.cargo`, `A ship carries one kind of good; ship ${i} has ${kinds.join(' and ')}.`, 'captain.ship-one-kind');
      good = kinds[0] ?? null;
      count = good === null ? 0 : cargo[good];
    } else {
      count = c.count(sh.count ?? 0, `${path}.count`);
      if (sh.good !== null && sh.good !== undefined && !isGood(sh.good)) c.add('setup/unknown-good', `${path}.good`, `"${String(sh.good)}" is not a good.`);
      else good = (sh.good as Good | null | undefined) ?? null;
      if (good === null && count > 0) c.add('setup/ship-kind', `${path}.good`, `Ship ${i} has ${count} barrels but no kind.`, 'captain.ship-one-kind');
      if (good !== null && count === 0) good = null;
    }
    if (count > capacity) c.add('setup/ship-overloaded', `${path}.count`, `Ship ${i} holds ${capacity}; ${count} barrels were given.`, 'captain.ship-full');
    ships.push({ capacity, good, count: Math.min(count, capacity) });
  });
  for (const g of GOODS) {
    if (ships.filter((sh) => sh.good === g).length > 1) c.add('setup/kind-on-two-ships', 'ships', `${g} is on two ships; a kind may be on only one.`, 'captain.kind-on-other-ship');
  }
  void o;
  return ships;
}

function plantationList(c: Checker, x: unknown, path: string): Plantation[] {
  const out: Plantation[] = [];
  c.array(x ?? [], path).forEach((t, i) => {
    if (isGood(t)) out.push(t);
    else c.add('setup/unknown-plantation', `${path}.${i}`, `"${String(t)}" is not a plantation.`);
  });
  return out;
}

/**
 * Turns an unchecked position into a game state, or lists every problem found in words. Never
 * throws. The format is the state's own JSON; see setupFromPartial for filling in defaults.
 */
export function fromSetup(setup: unknown): Result<GameState, SetupError[]> {
  try {
    return checkSetup(setup);
  } catch (e) {
    return err([setupError('setup/invalid', '', `The position could not be read: ${e instanceof Error ? e.message : String(e)}`)]);
  }
}

function checkSetup(setup: unknown): Result<GameState, SetupError[]> {
  const c = new Checker();
  if (!isObj(setup)) return err([setupError('setup/not-object', '', 'A position must be an object.')]);
  const x = setup;
  const o = checkOptions(c, x.options);
  const n = o.players;
  const rawPlayers = c.array(x.players, 'players');
  if (rawPlayers.length !== n) c.add('setup/player-count', 'players', `options.players is ${n} but ${rawPlayers.length} players are listed.`, 'setup.players');
  const players = rawPlayers.slice(0, 5).map((p, i) => checkPlayer(c, p, `players.${i}`, o));
  while (players.length < n) players.push({ doubloons: 0, vp: 0, goods: zeroGoods(), island: [], city: [], sanJuan: 0 });
  const seat = (v: unknown, path: string, allowNone: boolean): number => c.int(v, path, allowNone ? -1 : 0, n - 1, allowNone ? -1 : 0);

  const phase = PHASES.includes(x.phase as never) ? (x.phase as GameState['phase']) : (c.add('setup/phase', 'phase', `phase must be one of ${PHASES.join(', ')}.`), 'role');
  const governor = seat(x.governor ?? 0, 'governor', false);
  const chooser = seat(x.chooser ?? -1, 'chooser', true);
  const queue = c.array(x.queue ?? [], 'queue').map((q, i) => seat(q, `queue.${i}`, false));
  const rolesChosen = c.count(x.rolesChosen ?? 0, 'rolesChosen');
  // While a role is being played it already counts as chosen, so during the last role's phase
  // every choice of the round has been made; only a pending role choice needs one left.
  const maxChosen = phase === 'role' ? COUNT_SETUP[n].choicesPerRound - 1 : COUNT_SETUP[n].choicesPerRound;
  if (rolesChosen > maxChosen)
    c.add(
      'setup/roles-chosen',
      'rolesChosen',
      phase === 'role' ? `At most ${maxChosen} roles can already be chosen when a choice is pending.` : `At most ${maxChosen} roles can be chosen in a round.`,
    );
  const roles: RoleCard[] = [];
  c.array(x.roles, 'roles').forEach((rc, i) => {
    if (!isObj(rc) || !isRole(rc.role)) return c.add('setup/role', `roles.${i}`, `roles.${i} must be { role, doubloons, takenBy }.`);
    roles.push({ role: rc.role, doubloons: c.count(rc.doubloons ?? 0, `roles.${i}.doubloons`), takenBy: seat(rc.takenBy ?? -1, `roles.${i}.takenBy`, true) });
  });
  const supplyGoods = c.goods(x.goods, 'goods');
  const ships = checkShips(c, x.ships, o);
  const tradingHouse: Good[] = [];
  c.array(x.tradingHouse ?? [], 'tradingHouse').forEach((g, i) => (isGood(g) ? tradingHouse.push(g) : c.add('setup/unknown-good', `tradingHouse.${i}`, `"${String(g)}" is not a good.`)));
  if (tradingHouse.length > TRADING_HOUSE_SPACES) c.add('setup/trading-house-full', 'tradingHouse', `The trading house holds ${TRADING_HOUSE_SPACES} goods.`, 'trader.house-full');
  const stack = plantationList(c, x.stack, 'stack');
  const faceUp = plantationList(c, x.faceUp, 'faceUp');
  const discards = plantationList(c, x.discards, 'discards');
  const removed = plantationList(c, x.removed, 'removed');
  const buildings = Object.fromEntries(BUILDINGS.map((b) => [b, 0])) as ByBuilding<number>;
  if (!isObj(x.buildings)) c.add('setup/buildings', 'buildings', 'buildings must give the copies left in the bank per building.');
  else {
    for (const k of Object.keys(x.buildings)) if (!isBuildingId(k)) c.add('setup/unknown-building', `buildings.${k}`, `"${k}" is not a building.`);
    for (const b of BUILDINGS) buildings[b] = c.count(x.buildings[b] ?? 0, `buildings.${b}`);
  }
  const endTriggers = c
    .array(x.endTriggers ?? [], 'endTriggers')
    .filter((r, i) => (END_REASONS.includes(r as never) ? true : (c.add('setup/end-reason', `endTriggers.${i}`, `"${String(r)}" is not an end reason.`), false))) as GameState['endTriggers'];
  const rngRaw = c.array(x.rng ?? [1, 2, 3, 4], 'rng');
  const rng: [number, number, number, number] = [0, 0, 0, 0];
  if (rngRaw.length !== 4 || !rngRaw.every((v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 0xffffffff))
    c.add('setup/rng', 'rng', 'rng must be four unsigned 32-bit whole numbers.');
  else for (let i = 0; i < 4; i++) rng[i] = rngRaw[i] as number;

  const s: GameState = {
    version: 1,
    options: o,
    round: c.int(x.round ?? 1, 'round', 1, 1000, 1),
    governor,
    phase,
    toAct: 0,
    chooser,
    queue,
    rolesChosen,
    roles,
    players,
    colonists: c.count(x.colonists, 'colonists'),
    colonistShip: c.count(x.colonistShip, 'colonistShip'),
    vpChips: c.count(x.vpChips, 'vpChips'),
    vpOnPaper: c.count(x.vpOnPaper ?? 0, 'vpOnPaper'),
    goods: supplyGoods,
    quarries: c.count(x.quarries, 'quarries'),
    forests: c.count(x.forests ?? 0, 'forests'),
    bank: typeof x.bank === 'number' && Number.isInteger(x.bank) ? x.bank : (c.add('setup/not-integer', 'bank', 'bank must be a whole number.'), 0),
    ships,
    tradingHouse,
    stack,
    faceUp,
    discards,
    removed,
    buildings,
    draft: null,
    endTriggers,
    turn: checkTurn(c, x.turn, n),
    ply: c.count(x.ply ?? 0, 'ply'),
    rng,
  };
  if (x.draft !== undefined && x.draft !== null) {
    if (!isObj(x.draft)) c.add('setup/draft', 'draft', 'draft must be { free, picked } or null.');
    else {
      const free = c.array(x.draft.free, 'draft.free').map((v, i) => c.count(v, `draft.free.${i}`));
      const picked = c.array(x.draft.picked, 'draft.picked').filter(isBuildingId) as BuildingId[];
      s.draft = { free, picked };
    }
  }
  if (s.phase === 'draft' && s.draft === null) c.add('setup/draft', 'draft', 'A draft position needs the draft state.');
  checkTotals(c, s);
  checkRoleBookkeeping(c, s);
  checkDraft(c, s);
  if (phase !== 'role' && phase !== 'over' && phase !== 'draft' && chooser < 0) c.add('setup/chooser', 'chooser', `The ${phase} phase needs the seat that chose the role.`);
  if (phase !== 'role' && phase !== 'over' && queue.length === 0 && phase !== 'prospector') c.add('setup/queue', 'queue', 'A phase in progress needs the seats still to act (queue).');
  if (c.errors.length > 0) return err(c.errors);
  s.toAct = phase === 'role' ? (governor + rolesChosen) % n : (queue[0] ?? -1);
  try {
    advance(s);
  } catch (e) {
    if (e instanceof StepGuardError) return err([setupError(e.code, 'phase', `The game cannot go on from this position: ${e.message}`)]);
    throw e;
  }
  if (s.phase !== 'over' && legalMoves(s).length === 0) return err([setupError('setup/no-legal-move', 'phase', 'Nobody has a legal move in this position.')]);
  return ok(s);
}

function checkTurn(c: Checker, x: unknown, n: number): GameState['turn'] {
  const t = freshTurn(n);
  if (x === undefined) return t;
  if (!isObj(x)) {
    c.add('setup/turn', 'turn', 'turn must be an object.');
    return t;
  }
  const bool = (v: unknown, path: string, d: boolean): boolean => (v === undefined ? d : typeof v === 'boolean' ? v : (c.add('setup/turn', path, `${path} must be true or false.`), d));
  const bools = (v: unknown, path: string): boolean[] => {
    if (v === undefined) return new Array<boolean>(n).fill(false);
    const a = c.array(v, path);
    if (a.length !== n || !a.every((b) => typeof b === 'boolean')) c.add('setup/turn', path, `${path} must list true/false for each seat.`);
    return Array.from({ length: n }, (_, i) => a[i] === true);
  };
  t.started = bool(x.started, 'turn.started', false);
  t.guestWindow = bool(x.guestWindow, 'turn.guestWindow', false);
  t.guestEnd = bool(x.guestEnd, 'turn.guestEnd', false);
  t.haciendaUsed = bool(x.haciendaUsed, 'turn.haciendaUsed', false);
  t.drawn = isGood(x.drawn) ? x.drawn : null;
  t.extraPick = bool(x.extraPick, 'turn.extraPick', false);
  t.craftBonus = x.craftBonus === undefined ? 0 : c.count(x.craftBonus, 'turn.craftBonus');
  t.craftKinds = c.array(x.craftKinds ?? [], 'turn.craftKinds').filter(isGood) as Good[];
  t.produced = x.produced === undefined ? zeroGoods() : c.goods(x.produced, 'turn.produced');
  t.captainPrivilegeUsed = bool(x.captainPrivilegeUsed, 'turn.captainPrivilegeUsed', false);
  t.idle = x.idle === undefined ? 0 : c.count(x.idle, 'turn.idle');
  t.wharfUsed = bools(x.wharfUsed, 'turn.wharfUsed');
  t.smallWharfUsed = bools(x.smallWharfUsed, 'turn.smallWharfUsed');
  t.smallWharf = x.smallWharf === undefined || x.smallWharf === null ? null : c.goods(x.smallWharf, 'turn.smallWharf');
  t.hadTurn = bools(x.hadTurn, 'turn.hadTurn');
  return t;
}

/** Piece totals: nothing may exceed what the box holds for this game. */
function checkTotals(c: Checker, s: GameState): void {
  const o = s.options;
  const totals = componentTotals(o);
  for (const g of GOODS) {
    let n = s.goods[g];
    for (const p of s.players) n += p.goods[g];
    for (const sh of s.ships) if (sh.good === g) n += sh.count;
    for (const h of s.tradingHouse) if (h === g) n++;
    if (n > totals.goods[g]) c.add('setup/too-many-goods', 'goods', `There are ${totals.goods[g]} ${g} barrels in this game; the position uses ${n}.`);
  }
  const plantations = zeroGoods();
  for (const list of [s.stack, s.faceUp, s.discards, s.removed]) for (const t of list) plantations[t]++;
  let quarries = s.quarries;
  let colonists = s.colonists + s.colonistShip;
  for (const p of s.players) {
    colonists += p.sanJuan;
    for (const t of p.island) {
      colonists += t.colonists;
      if (t.tile === 'quarry') quarries++;
      else if (t.tile !== 'forest') plantations[t.tile]++;
    }
    for (const b of p.city) colonists += b.colonists;
  }
  for (const g of GOODS)
    if (plantations[g] > totals.plantations[g]) c.add('setup/too-many-plantations', 'stack', `There are ${totals.plantations[g]} ${g} plantations in this game; the position uses ${plantations[g]}.`);
  if (quarries > totals.quarries) c.add('setup/too-many-quarries', 'quarries', `There are ${totals.quarries} quarries in this game; the position uses ${quarries}.`);
  if (colonists > totals.colonists) c.add('setup/too-many-colonists', 'colonists', `There are ${totals.colonists} colonists in this game; the position uses ${colonists}.`);
  // The ship is emptied when the Mayor is chosen; a colonist left on it would be dropped by the refill.
  if (s.phase === 'mayor' && s.colonistShip > 0)
    c.add(
      'setup/phase',
      'colonistShip',
      `In the Mayor phase the colonist ship is empty: its colonists were handed out when the Mayor was chosen (the position has ${s.colonistShip}).`,
      'mayor.distribute',
    );
  for (const b of BUILDINGS) {
    let n = s.buildings[b];
    for (const p of s.players) if (p.city.some((e) => e.building === b)) n++;
    const max = maxCopies(o, b);
    if (n > max)
      c.add(
        max === 0 ? 'setup/building-not-in-game' : 'setup/too-many-buildings',
        `buildings.${b}`,
        max === 0 ? `The ${BUILDING[b].name} is not in this game.` : `There are ${max} ${BUILDING[b].name}(s) in this game; the position uses ${n}.`,
      );
  }
  let doubloons = s.bank;
  for (const p of s.players) doubloons += p.doubloons;
  for (const r of s.roles) doubloons += r.doubloons;
  // The bank is not limited (RULINGS.md base 15): in any game it may run below zero, recorded as a
  // debt, so a bank below zero is a position play can reach. What must hold is the box's total.
  if (doubloons !== DOUBLOONS_TOTAL)
    c.add(
      doubloons > DOUBLOONS_TOTAL ? 'setup/too-many-doubloons' : 'setup/too-few-doubloons',
      'bank',
      `There are ${DOUBLOONS_TOTAL} doubloons in the game (bank, role cards and players); the position has ${doubloons}.`,
    );
  // VP chips: those in the supply and those the players hold come from one box; VPs go on paper
  // only once the chips have run out (seed 000, A játék vége).
  let vp = 0;
  for (const p of s.players) vp += p.vp;
  if (s.vpOnPaper > vp) c.add('setup/vp-on-paper', 'vpOnPaper', `The players hold ${vp} VP, fewer than the ${s.vpOnPaper} recorded on paper.`);
  else if (s.vpOnPaper > 0 && s.vpChips > 0) c.add('setup/vp-on-paper', 'vpOnPaper', 'VPs go on paper only after the last VP chip is handed out; the supply still has chips.', 'end.vp-chips');
  else if (s.vpChips + vp - s.vpOnPaper > totals.vpChips)
    c.add('setup/too-many-vp-chips', 'vpChips', `There are ${totals.vpChips} VP chips in this game; the supply and the players hold ${s.vpChips + vp - s.vpOnPaper}.`);
  // The game's own role cards: each of the six once and its Prospectors (a game without a
  // Builder, or with a third Prospector, pays doubloons out for ever and builds nothing).
  const prospectors = COUNT_SETUP[o.players].prospectors;
  const expected = prospectors + 6;
  const cards = (r: string): number => s.roles.filter((x) => x.role === r).length;
  if (s.roles.length !== expected || ROLES.some((r) => cards(r) !== (r === 'prospector' ? prospectors : 1))) {
    c.add(
      'setup/roles',
      'roles',
      `A ${o.players}-player game has ${expected} role cards: settler, mayor, builder, craftsman, trader and captain once each${prospectors > 0 ? ` and ${prospectors} prospector(s)` : ''}.`,
      'setup.components',
    );
  }
  void ISLAND_TILES;
  void QUARRY_TILES;
}

/**
 * Role bookkeeping (seed 000, A játék menete): every role choice still to make this round needs a
 * card on the table. rolesChosen and the cards taken may disagree in a puzzle ("these roles are
 * gone"), but a round with more choices left than cards would reach a choice with nothing to take.
 */
function checkRoleBookkeeping(c: Checker, s: GameState): void {
  if (s.phase === 'over') return;
  const open = s.roles.filter((r) => r.takenBy < 0).length;
  if (s.phase === 'draft') {
    if (s.rolesChosen !== 0 || open < s.roles.length) c.add('setup/roles-chosen', 'rolesChosen', 'No role is chosen before the building draft is over.', 'setup.draft');
    return;
  }
  const left = COUNT_SETUP[s.options.players].choicesPerRound - s.rolesChosen;
  if (open < left)
    c.add(
      'setup/roles-chosen',
      'rolesChosen',
      `With ${s.rolesChosen} role(s) chosen, ${left} more choice(s) are due this round but only ${open} role card(s) are left on the table.`,
      'round.choose-role',
    );
}

/**
 * The New Buildings draft (seed 001, ELŐKÉSZÜLETEK): every free slot must be fillable, so no
 * cost may have more free slots than violet buildings still to draft at that cost (Hacienda and
 * Forest House count once between them). Otherwise the draft never ends.
 */
function checkDraft(c: Checker, s: GameState): void {
  const d = s.draft;
  if (d === null) return;
  const slots = new Map<number, number>(DRAFT_SLOTS);
  if (d.free.length !== 11) c.add('setup/draft', 'draft.free', 'draft.free must list the free slots for each cost from 0 to 10.', 'setup.draft');
  const seen = new Set<BuildingId>();
  d.picked.forEach((b, i) => {
    if (BUILDING[b].kind !== 'violet') c.add('setup/draft', `draft.picked.${i}`, `The ${BUILDING[b].name} is a production building; only violet buildings are drafted.`, 'setup.draft');
    if (seen.has(b)) c.add('setup/draft', `draft.picked.${i}`, `The ${BUILDING[b].name} is drafted twice.`, 'setup.draft');
    seen.add(b);
  });
  if (seen.has('hacienda') && seen.has('forestHouse')) c.add('setup/draft', 'draft.picked', 'Hacienda and Forest House are never both in the game.', 'setup.hacienda-forest-house');
  d.free.forEach((free, cost) => {
    const path = `draft.free.${cost}`;
    if (free > (slots.get(cost) ?? 0)) {
      c.add('setup/draft', path, `The bank board has ${slots.get(cost) ?? 0} violet slot(s) costing ${cost}; ${free} are free.`, 'setup.draft-cost');
      return;
    }
    if (free === 0) return;
    const left = VIOLET_BUILDINGS.filter((b) => BUILDING[b].cost === cost && !seen.has(b) && !(b === 'forestHouse' && seen.has('hacienda')) && !(b === 'hacienda' && seen.has('forestHouse')));
    const fillable = left.length - (left.includes('hacienda') && left.includes('forestHouse') ? 1 : 0);
    if (free > fillable)
      c.add(
        'setup/draft-unfillable',
        path,
        `${free} slot(s) costing ${cost} are free but only ${fillable} violet building(s) at that cost are left to draft: the draft could never end.`,
        'setup.draft-cost',
      );
  });
}

// ---- Defaults for puzzles -------------------------------------------------------------------

/** A position with only what matters: any omitted field is filled in by setupFromPartial. */
export interface PartialSetup {
  options?: Partial<GameOptions>;
  /** Seed for the face-down plantations and anything else random. */
  seed?: number | string;
  players?: Array<Partial<PlayerState> & { colonistsOn?: Record<string, number> }>;
  [field: string]: unknown;
}

/**
 * Fills a partial position with defaults so it can go through fromSetup: fields come from a new
 * game with the same options, players are merged seat by seat, and supplies the position leaves
 * out (goods, colonists, VP chips, quarries, buildings, bank, face-down plantations) are set to
 * what is left of the box after the pieces the position places.
 */
export function setupFromPartial(partial: PartialSetup): Obj {
  const asked = resolveOptions(partial.options ?? {});
  // Defaults come from a valid game; impossible options are kept for fromSetup to report.
  const valid = [2, 3, 4, 5].includes(asked.players) && isObj(asked.buildings) && ['base', 'draft', 'all', 'list'].includes((asked.buildings as Obj).kind as string);
  const opts = valid ? asked : DEFAULT_OPTIONS;
  const base = newGame(opts, partial.seed ?? 0) as unknown as Obj;
  const out: Obj = { ...base, options: asked };
  for (const [k, v] of Object.entries(partial)) if (k !== 'seed' && k !== 'options' && k !== 'players') out[k] = v;
  const basePlayers = base.players as PlayerState[];
  const extra = Math.max(0, (partial.players?.length ?? 0) - basePlayers.length);
  out.players = [...basePlayers, ...Array.from({ length: extra }, () => basePlayers[0]!)].map((bp, i) => ({ ...bp, ...(partial.players?.[i] ?? {}) }));
  const given = (k: string): boolean => Object.hasOwn(partial, k);
  if (!given('toAct') && !given('queue') && given('phase') && partial.phase !== 'role') {
    // A phase position without an explicit queue: everyone from the chooser.
    const n = opts.players;
    const ch = typeof partial.chooser === 'number' ? partial.chooser : 0;
    out.chooser = ch;
    out.queue = Array.from({ length: n }, (_, i) => (ch + i) % n);
  }
  const players = out.players as Array<Partial<PlayerState>>;
  const totals = componentTotals(opts);
  const ships = Array.isArray(out.ships) ? (out.ships as Array<Partial<CargoShip> & { cargo?: Partial<ByGood<number>> }>) : [];
  const house = Array.isArray(out.tradingHouse) ? (out.tradingHouse as Good[]) : [];
  if (!given('goods')) {
    const g = { ...totals.goods };
    for (const p of players) for (const k of GOODS) g[k] -= p.goods?.[k] ?? 0;
    for (const sh of ships) {
      if (sh.cargo) for (const k of GOODS) g[k] -= sh.cargo[k] ?? 0;
      else if (sh.good && typeof sh.count === 'number') g[sh.good] -= sh.count;
    }
    for (const k of house) if (isGood(k)) g[k]--;
    for (const k of GOODS) g[k] = Math.max(0, g[k]);
    out.goods = g;
  }
  const colonistsOnBoards = (): number => {
    let n = 0;
    for (const p of partial.players ?? []) {
      n += p.sanJuan ?? 0;
      for (const t of p.island ?? []) n += t.colonists ?? 0;
      for (const b of p.city ?? []) n += b.colonists ?? 0;
      for (const v of Object.values(p.colonistsOn ?? {})) n += typeof v === 'number' ? v : 0;
    }
    return n;
  };
  // The ship was handed out when the Mayor was chosen: a Mayor-phase position has it empty.
  if (out.phase === 'mayor' && !given('colonistShip')) out.colonistShip = 0;
  if (!given('colonists')) out.colonists = Math.max(0, totals.colonists - colonistsOnBoards() - (typeof out.colonistShip === 'number' ? out.colonistShip : 0));
  if (!given('vpChips')) {
    let vp = 0;
    for (const p of players) vp += p.vp ?? 0;
    out.vpChips = Math.max(0, totals.vpChips - vp);
    if (!given('vpOnPaper')) out.vpOnPaper = Math.max(0, vp - totals.vpChips);
  }
  if (!given('quarries')) {
    let q = totals.quarries;
    for (const p of players) for (const t of p.island ?? []) if (t.tile === 'quarry') q--;
    out.quarries = Math.max(0, q);
  }
  if (!given('buildings')) {
    const b = { ...startingBuildings(opts) };
    for (const p of players) for (const e of p.city ?? []) if (isBuildingId(e.building)) b[e.building] = Math.max(0, b[e.building] - 1);
    out.buildings = b;
  }
  if (!given('bank')) {
    let d = DOUBLOONS_TOTAL;
    for (const p of players) d -= p.doubloons ?? 0;
    for (const r of (out.roles as RoleCard[]) ?? []) d -= r.doubloons ?? 0;
    out.bank = Math.max(0, d);
  }
  if (!given('stack')) {
    const left = { ...totals.plantations };
    const faceUp = Array.isArray(out.faceUp) ? (out.faceUp as unknown[]) : [];
    for (const t of [...faceUp, ...((out.discards as unknown[]) ?? []), ...((out.removed as unknown[]) ?? [])]) if (isGood(t)) left[t]--;
    for (const p of players) for (const t of p.island ?? []) if (isGood(t.tile)) left[t.tile]--;
    const stack: Plantation[] = [];
    for (const g of GOODS) for (let i = 0; i < left[g]; i++) stack.push(g);
    shuffleInPlace(stack, seedRandom(partial.seed ?? 0));
    out.stack = stack;
  }
  return out;
}

/**
 * Completes a partial position (setupFromPartial) and passes it through the validating gate:
 * the contract's one way from "only what matters" to a checked state, as in Endeavor.
 */
export function setupDefaults(partial: PartialSetup): Result<GameState, SetupError[]> {
  return fromSetup(setupFromPartial(partial));
}
