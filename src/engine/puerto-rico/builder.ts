import { BUILD_MOVE, BUILD_MOVE_NO_COLONIST, PASS, sameMove } from './moves';
/** The Builder phase (seed 000, "Az építész", "Kőbányák", Egyetem; seed 001 Erdészház, Feketepiac, Templom). */
import { note, noting } from '../rule-notes';
import { BUILDING } from './buildings';
import { declineError, moveError } from './errors';
import type { MoveError } from './errors';
import type { BlackMarketPayment, ColonistPlace, Move } from './moves';
import { CITY_SPACES, MAX_LARGE_BUILDINGS } from './options';
import type { PhaseHandler } from './phase';
import type { CitySpace, GameState, PlayerState } from './state';
import { citySpacesUsed, countTiles, largeBuildings, occupiedTiles, owns, works } from './state';
import { bonusTaken, giveVp, payToBank, returnVp, seatsFrom, takeFreeColonist, trigger } from './supply';
import type { BuildingId, Good } from './vocabulary';
import { BUILDINGS, GOODS, isBuildingId } from './vocabulary';

/**
 * What `seat` pays for `b` now: printed cost, minus the Builder's privilege (2 with a Library),
 * minus working quarries up to the building's column, minus one per two forests (no limit);
 * never below 0 (seed 000 Kőbányák; seed 001 Erdészház).
 */
export function buildPrice(s: GameState, seat: number, b: BuildingId): number {
  const p = s.players[seat]!;
  const data = BUILDING[b];
  let price = data.cost;
  if (seat === s.chooser && s.phase === 'builder') price -= works(p, 'library') ? 2 : 1;
  const quarries = occupiedTiles(p, 'quarry');
  price -= quarries < data.column ? quarries : data.column;
  price -= Math.floor(countTiles(p, 'forest') / 2);
  return price > 0 ? price : 0;
}

/** Why `seat` cannot build `b` at all (ignoring price), or null. */
function buildBlocker(s: GameState, p: PlayerState, b: BuildingId): MoveError | null {
  const data = BUILDING[b];
  if (s.buildings[b] <= 0) return moveError('builder/none-left', 'builder.supply', `There is no ${data.name} left to build.`);
  if (owns(p, b)) return moveError('builder/one-of-each', 'builder.one-of-each', `You already have a ${data.name}.`);
  if (citySpacesUsed(p) + data.size > CITY_SPACES) {
    return moveError('builder/no-space', 'builder.city-space', data.size === 2 ? 'A large building needs two free city spaces.' : 'Your city has no free space.');
  }
  if (data.size === 2 && largeBuildings(p) >= MAX_LARGE_BUILDINGS) {
    return moveError('builder/no-large-space', 'builder.large-column', `A large building takes two spaces one above the other; your city's ${MAX_LARGE_BUILDINGS} columns already hold one each.`);
  }
  return null;
}

/** Places a Black Market colonist can be taken from (not the Black Market itself). */
function blackMarketColonistSources(p: PlayerState): Exclude<ColonistPlace, 'forest'>[] {
  const out: Exclude<ColonistPlace, 'forest'>[] = [];
  if (p.sanJuan > 0) out.push('sanJuan');
  for (const i of p.island) if (i.colonists > 0 && i.tile !== 'forest' && !out.includes(i.tile)) out.push(i.tile);
  for (const c of p.city) if (c.colonists > 0 && c.building !== 'blackMarket') out.push(c.building);
  return out;
}

/**
 * Black Market payments that cover exactly the shortfall (seed 001: only so that no doubloon is
 * left; at most one colonist, one good and one VP chip).
 */
function blackMarketPayments(p: PlayerState, shortfall: number): BlackMarketPayment[] {
  const colonists: BlackMarketPayment['colonist'][] = [null, ...blackMarketColonistSources(p)];
  const goods: (Good | null)[] = [null, ...GOODS.filter((g) => p.goods[g] > 0)];
  const vps = p.vp > 0 ? [false, true] : [false];
  const out: BlackMarketPayment[] = [];
  for (const colonist of colonists) {
    for (const good of goods) {
      for (const vp of vps) {
        if ((colonist !== null ? 1 : 0) + (good !== null ? 1 : 0) + (vp ? 1 : 0) === shortfall) out.push({ colonist, good, vp });
      }
    }
  }
  return out;
}

function removeColonist(p: PlayerState, from: Exclude<ColonistPlace, 'forest'>): void {
  if (from === 'sanJuan') {
    p.sanJuan--;
    return;
  }
  if (isBuildingId(from)) {
    for (const c of p.city) {
      if (c.building !== from || c.colonists === 0) continue;
      c.colonists--;
      // CitySpace.settled never counts more colonists than are left.
      if (c.settled !== undefined && c.settled > c.colonists) {
        if (c.colonists === 0) delete c.settled;
        else c.settled = c.colonists;
      }
      return;
    }
    return;
  }
  for (const i of p.island)
    if (i.tile === from && i.colonists > 0) {
      i.colonists--;
      return;
    }
}

const BUILDING_LIST = BUILDINGS.map((b) => BUILDING[b]);

/**
 * Whether some player could still fill his 12 city spaces exactly with buildings left in the bank
 * that he does not own yet (each player alone; money and other players aside), at most four of
 * them large in all (one per column, builder.large-column). Used by the full-city variant, where a
 * game no player can finish this way would never end (RULINGS.md).
 */
export function someCityCanFill(s: GameState): boolean {
  for (const p of s.players) {
    const free = CITY_SPACES - citySpacesUsed(p);
    if (free <= 0) return true;
    const columns = MAX_LARGE_BUILDINGS - largeBuildings(p);
    let small = 0;
    let large = 0;
    for (const data of BUILDING_LIST) {
      if (s.buildings[data.id] <= 0 || owns(p, data.id)) continue;
      if (data.size === 2) large++;
      else small++;
    }
    // More large buildings only lower the small ones needed, so as many as fit is best.
    const pairs = Math.min(large, columns, Math.floor(free / 2));
    if (free - 2 * pairs <= small) return true;
  }
  return false;
}
const BUILDING_INDEX: ReadonlyMap<string, number> = new Map(BUILDINGS.map((b, i) => [b, i]));
const LIBRARY = BUILDING_INDEX.get('library')!;
const BLACK_MARKET = BUILDING_INDEX.get('blackMarket')!;
const UNIVERSITY = BUILDING_INDEX.get('university')!;
const CHURCH = BUILDING_INDEX.get('church')!;
const BUILD_MOVES = BUILDINGS.map((b) => BUILD_MOVE[b]);
const owned = new Uint8Array(BUILDINGS.length);

/** The Builder phase: each player from the Builder may build one building. */
export const builder: PhaseHandler = {
  start(s) {
    s.queue = seatsFrom(s, s.chooser);
  },

  moves(s, seat, out) {
    builderMoves(s, seat, out, true);
  },

  apply(s, seat, m) {
    return applyBuild(s, seat, m);
  },

  end() {},

  diagnose(s, seat, m) {
    return diagnoseBuild(s, seat, m);
  },
};

/**
 * The Builder-phase moves of `seat`. `largeLimit` false lists them as engines before issue 15 did
 * (a fifth large building allowed), for reading old replays only (withdrawn.ts).
 */
export function builderMoves(s: GameState, seat: number, out: Move[], largeLimit: boolean): void {
  {
    // Hot path for bots: the price parts are computed once, then every building checked inline.
    const p = s.players[seat]!;
    let used = 0;
    let large = 0;
    let quarries = 0;
    let forests = 0;
    owned.fill(0);
    // The same pass notes the working buildings read below (one city scan instead of four).
    let library = false;
    let blackMarket = false;
    let university = false;
    let church = false;
    for (const c of p.city) {
      const k = BUILDING_INDEX.get(c.building)!;
      const size = BUILDING_LIST[k]!.size;
      used += size;
      if (size === 2) large++;
      owned[k] = 1;
      if (c.colonists > 0) {
        if (k === LIBRARY) library = true;
        else if (k === BLACK_MARKET) blackMarket = true;
        else if (k === UNIVERSITY) university = true;
        else if (k === CHURCH) church = true;
      }
    }
    for (const i of p.island) {
      if (i.tile === 'quarry' && i.colonists > 0) quarries++;
      else if (i.tile === 'forest') forests++;
    }
    const free = CITY_SPACES - used;
    if (free <= 0) return;
    // Seed 000 Az építész: a large building needs two empty spaces one above the other, one column
    // of the 4 x 3 city each (builder.large-column); the count is all the engine tracks (RULINGS.md).
    const maxSize = largeLimit && large >= MAX_LARGE_BUILDINGS ? 1 : free;
    const discount = (seat === s.chooser ? (library ? 2 : 1) : 0) + (forests >> 1);
    const money = p.doubloons;
    const bank = s.buildings;
    for (let k = 0; k < BUILDING_LIST.length; k++) {
      const data = BUILDING_LIST[k]!;
      if (data.size > maxSize || owned[k] === 1) continue;
      let price = data.cost - discount - (quarries < data.column ? quarries : data.column);
      if (price < 0) price = 0;
      // The bank is read last: a keyed load per building was the generator's largest cost.
      if (price <= money) {
        if (bank[data.id] > 0) out.push(BUILD_MOVES[k]!);
      } else if (blackMarket && price - money <= 3 && bank[data.id] > 0) {
        for (const pay of blackMarketPayments(p, price - money)) out.push({ type: 'build', building: data.id, blackMarket: pay });
      }
    }
    // Seed 000 Egyetem: the University colonist is a "may": every build also comes without it.
    // (A colonist paid to the Black Market goes to the supply first, so it can come back this way.)
    if (out.length > 0 && university) {
      const supply = s.colonists + s.colonistShip > 0;
      const end = out.length;
      for (let i = 0; i < end; i++) {
        const m = out[i]!;
        if (m.type !== 'build' || m.building === 'university' || !(supply || (m.blackMarket !== undefined && m.blackMarket.colonist !== null))) continue;
        out.push(m.blackMarket ? { type: 'build', building: m.building, blackMarket: m.blackMarket, noColonist: true } : BUILD_MOVE_NO_COLONIST[m.building]);
      }
    }
    if (out.length > 0 && church) churchDeclines(s, used, out);
    if (out.length > 0) out.push(PASS);
  }
}

/** The Church's VP for building `b` (seed 001 Templom: 1 for columns 2-3, 2 for column 4, none for itself). */
function churchVp(b: BuildingId): number {
  const column = BUILDING[b].column;
  return b === 'church' ? 0 : column === 4 ? 2 : column >= 2 ? 1 : 0;
}

/**
 * Pushes, for each build in `out` whose Church VP would hand out the last VP chip, the same build
 * taking only as many as leave one chip (RULINGS.md base 22). Not when the build fills the city
 * (that ends the game anyway); a VP chip paid to the Black Market is back in the supply first.
 */
function churchDeclines(s: GameState, used: number, out: Move[]): void {
  if (s.endTriggers.length > 0 || s.options.fullCityEnd) return;
  const end = out.length;
  for (let i = 0; i < end; i++) {
    const m = out[i]!;
    if (m.type !== 'build' || used + BUILDING[m.building].size >= CITY_SPACES) continue;
    const chips = s.vpChips + (m.blackMarket?.vp === true && s.vpOnPaper === 0 ? 1 : 0);
    const taken = bonusTaken(s, 0, churchVp(m.building), chips);
    if (taken >= 0) out.push({ ...m, bonus: taken });
  }
}

function applyBuild(s: GameState, seat: number, m: Move): boolean {
  {
    if (m.type !== 'build') return true;
    const p = s.players[seat]!;
    const b = m.building;
    const data = BUILDING[b];
    const price = buildPrice(s, seat, b);
    if (noting()) noteBuild(s, seat, p, m);
    if (m.blackMarket) {
      const pay = m.blackMarket;
      if (pay.colonist !== null) {
        removeColonist(p, pay.colonist);
        s.colonists++;
      }
      if (pay.good !== null) {
        p.goods[pay.good]--;
        s.goods[pay.good]++;
      }
      if (pay.vp) returnVp(s, p);
      payToBank(s, p, p.doubloons);
    } else {
      payToBank(s, p, price);
    }
    s.buildings[b]--;
    const space: CitySpace = { building: b, colonists: 0 };
    p.city.push(space);
    // Seed 000 Egyetem: a colonist from the supply onto the new building; seed 001: the Statue's goes to San Juan.
    if (b !== 'university' && m.noColonist !== true && works(p, 'university') && takeFreeColonist(s)) {
      note('builder.university');
      if (data.circles > 0) space.colonists = 1;
      else p.sanJuan++;
      // Seed 001 Vendégház: guests are put on the Guest House in the Mayor phase; this one is not.
      if (b === 'guestHouse' && space.colonists > 0) space.settled = space.colonists;
    }
    // Seed 001 Templom: 1 VP for columns 2-3, 2 VP for column 4, nothing for the Church itself;
    // `bonus` takes fewer when they would hand out the last VP chip (RULINGS.md base 22).
    if (works(p, 'church')) {
      const vp = churchVp(b);
      if (vp > 0) note('builder.church');
      giveVp(s, p, m.bonus !== undefined && m.bonus < vp ? m.bonus : vp);
    }
    if (citySpacesUsed(p) >= CITY_SPACES) trigger(s, 'buildings');
    return true;
  }
}

/** The rules a build applies (rule-notes.ts), read before it changes the state. */
function noteBuild(s: GameState, seat: number, p: PlayerState, m: Move & { type: 'build' }): void {
  note('builder.one-building');
  if (seat === s.chooser) note('builder.privilege');
  if (occupiedTiles(p, 'quarry') > 0) note('builder.quarry-discount');
  if (countTiles(p, 'forest') >= 2) note('builder.forest-discount');
  if (m.blackMarket) note('builder.black-market');
  if (m.noColonist === true) note('builder.university-decline');
  if (m.bonus !== undefined) note('end.decline-last-chip');
}

function diagnoseBuild(s: GameState, seat: number, m: Move): MoveError | null {
  if (m.type !== 'build') return null;
  if (m.bonus !== undefined) {
    const { bonus: _, ...plain } = m;
    const legal: Move[] = [];
    builderMoves(s, seat, legal, true);
    if (!legal.some((l) => sameMove(l, plain))) return diagnoseBuild(s, seat, plain);
    return declineError(legal.find((l) => l.type === 'build' && l.bonus !== undefined && sameMove(l, { ...plain, bonus: l.bonus })));
  }
  const p = s.players[seat]!;
  const blocker = buildBlocker(s, p, m.building);
  if (blocker) return blocker;
  const price = buildPrice(s, seat, m.building);
  if (m.blackMarket) {
    if (!works(p, 'blackMarket')) return moveError('builder/no-black-market', 'builder.black-market', 'You need a working Black Market to pay in kind.');
    return moveError(
      'builder/black-market-exact',
      'builder.black-market',
      'The Black Market only covers what your doubloons cannot, one colonist, good and VP chip at most, and leaves you no doubloon.',
    );
  }
  if (price > p.doubloons) return moveError('builder/cannot-afford', 'builder.afford', `The ${BUILDING[m.building].name} costs you ${price} doubloons; you have ${p.doubloons}.`);
  if (m.noColonist === true) return moveError('builder/no-university-colonist', 'builder.university-decline', 'No University colonist comes with this building, so there is none to decline.');
  return null;
}
