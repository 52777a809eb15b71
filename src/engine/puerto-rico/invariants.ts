/** Conservation counts of a state, for tests: every piece is somewhere, none is created or lost. */
import type { GameState } from './state';
import type { BuildingId } from './vocabulary';
import { BUILDINGS, GOODS } from './vocabulary';

export interface Census {
  colonists: number;
  goods: Record<string, number>;
  doubloons: number;
  vp: number;
  plantations: Record<string, number>;
  quarries: number;
  forests: number;
  buildings: Record<string, number>;
}

/** Counts every kind of piece wherever it lies. */
export function census(s: GameState): Census {
  const goods: Record<string, number> = {};
  const plantations: Record<string, number> = {};
  for (const g of GOODS) {
    goods[g] = s.goods[g];
    plantations[g] = 0;
  }
  for (const sh of s.ships) if (sh.good !== null) goods[sh.good]! += sh.count;
  for (const g of s.tradingHouse) goods[g]! += 1;
  for (const list of [s.stack, s.faceUp, s.discards, s.removed]) for (const t of list) plantations[t]! += 1;
  if (s.turn.drawn !== null) plantations[s.turn.drawn]! += 1;
  let colonists = s.colonists + s.colonistShip;
  let doubloons = s.bank;
  for (const r of s.roles) doubloons += r.doubloons;
  let vp = s.vpChips - s.vpOnPaper;
  let quarries = s.quarries;
  let forests = s.forests;
  const buildings: Record<string, number> = { ...s.buildings };
  for (const p of s.players) {
    colonists += p.sanJuan;
    doubloons += p.doubloons;
    vp += p.vp;
    for (const g of GOODS) goods[g]! += p.goods[g];
    for (const t of p.island) {
      colonists += t.colonists;
      if (t.tile === 'quarry') quarries++;
      else if (t.tile === 'forest') forests++;
      else plantations[t.tile]! += 1;
    }
    for (const c of p.city) {
      colonists += c.colonists;
      buildings[c.building]! += 1;
    }
  }
  return { colonists, goods, doubloons, vp, plantations, quarries, forests, buildings };
}

/**
 * Whether `negatives(s)` has anything to say: the same checks as plain loops that build no
 * string, since the soak and the gate fuzz ask after every move of a million games (issue #24.4).
 */
export function hasNegative(s: GameState): boolean {
  if (s.colonists < 0 || s.colonistShip < 0 || s.vpChips < 0 || s.quarries < 0 || s.forests < 0) return true;
  if (negativeGoods(s.goods)) return true;
  // for-in with the loop's own key is V8's fast path for a record read by name.
  const b = s.buildings;
  for (const k in b) if (b[k as BuildingId] < 0) return true;
  for (let i = 0; i < s.roles.length; i++) if (s.roles[i]!.doubloons < 0) return true;
  for (let i = 0; i < s.ships.length; i++) {
    const sh = s.ships[i]!;
    if (sh.count < 0 || sh.count > sh.capacity) return true;
  }
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i]!;
    if (p.doubloons < 0 || p.vp < 0 || p.sanJuan < 0 || p.island.length > 12 || negativeGoods(p.goods)) return true;
    for (let j = 0; j < p.island.length; j++) if (p.island[j]!.colonists < 0) return true;
    for (let j = 0; j < p.city.length; j++) if (p.city[j]!.colonists < 0) return true;
  }
  return false;
}

const negativeGoods = (g: GameState['goods']): boolean => g.corn < 0 || g.indigo < 0 || g.sugar < 0 || g.tobacco < 0 || g.coffee < 0;

/** Paths of counts that are negative (all but the bank, which may owe). */
export function negatives(s: GameState): string[] {
  if (!hasNegative(s)) return [];
  const out: string[] = [];
  const check = (v: number, path: string) => {
    if (v < 0) out.push(`${path}=${v}`);
  };
  check(s.colonists, 'colonists');
  check(s.colonistShip, 'colonistShip');
  check(s.vpChips, 'vpChips');
  check(s.quarries, 'quarries');
  check(s.forests, 'forests');
  // The bank is not limited (RULINGS.md base 15): it may run into debt in any game (the soak found
  // one at -2 in a normal 4-player game), so it is left out; conservation still counts it.
  for (const g of GOODS) check(s.goods[g], `goods.${g}`);
  for (const b of BUILDINGS) check(s.buildings[b], `buildings.${b}`);
  s.roles.forEach((r, i) => check(r.doubloons, `roles.${i}`));
  s.ships.forEach((sh, i) => {
    check(sh.count, `ships.${i}`);
    if (sh.count > sh.capacity) out.push(`ships.${i} overfull`);
  });
  s.players.forEach((p, i) => {
    check(p.doubloons, `players.${i}.doubloons`);
    check(p.vp, `players.${i}.vp`);
    check(p.sanJuan, `players.${i}.sanJuan`);
    for (const g of GOODS) check(p.goods[g], `players.${i}.goods.${g}`);
    p.island.forEach((t, j) => check(t.colonists, `players.${i}.island.${j}`));
    p.city.forEach((c, j) => check(c.colonists, `players.${i}.city.${j}`));
    if (p.island.length > 12) out.push(`players.${i}.island > 12`);
  });
  return out;
}

const GOOD_INDEX = new Map<string, number>(GOODS.map((g, i) => [g, i]));
const BUILDING_INDEX = new Map<string, number>(BUILDINGS.map((b, i) => [b, i]));
const HEAD = 5;
const PLANTATIONS_AT = HEAD + GOODS.length;
const BUILDINGS_AT = PLANTATIONS_AT + GOODS.length;
const SIZE = BUILDINGS_AT + BUILDINGS.length;

function countPlantations(list: readonly string[], out: number[]): void {
  for (let i = 0; i < list.length; i++) out[PLANTATIONS_AT + GOOD_INDEX.get(list[i]!)!]! += 1;
}

function addGoods(g: GameState['goods'], out: number[]): void {
  out[HEAD]! += g.corn;
  out[HEAD + 1]! += g.indigo;
  out[HEAD + 2]! += g.sugar;
  out[HEAD + 3]! += g.tobacco;
  out[HEAD + 4]! += g.coffee;
}

/**
 * The census as one flat vector (colonists, doubloons, vp, quarries, forests, goods by kind,
 * plantations by kind, buildings by id): cheap enough to compare after every move. Plain loops
 * into `out` with no other allocation: the soak calls it after every move (issue #24.4).
 */
export function censusVector(s: GameState, out: number[] = []): number[] {
  if (out.length !== SIZE) out.length = SIZE;
  for (let i = 0; i < SIZE; i++) out[i] = 0;
  let colonists = s.colonists + s.colonistShip;
  let doubloons = s.bank;
  for (let i = 0; i < s.roles.length; i++) doubloons += s.roles[i]!.doubloons;
  let vp = s.vpChips - s.vpOnPaper;
  let quarries = s.quarries;
  let forests = s.forests;
  addGoods(s.goods, out);
  for (let i = 0; i < s.ships.length; i++) {
    const sh = s.ships[i]!;
    if (sh.good !== null) out[HEAD + GOOD_INDEX.get(sh.good)!]! += sh.count;
  }
  for (let i = 0; i < s.tradingHouse.length; i++) out[HEAD + GOOD_INDEX.get(s.tradingHouse[i]!)!]! += 1;
  countPlantations(s.stack, out);
  countPlantations(s.faceUp, out);
  countPlantations(s.discards, out);
  countPlantations(s.removed, out);
  if (s.turn.drawn !== null) out[PLANTATIONS_AT + GOOD_INDEX.get(s.turn.drawn)!]! += 1;
  const b = s.buildings;
  for (const k in b) out[BUILDINGS_AT + BUILDING_INDEX.get(k)!]! += b[k as BuildingId];
  for (let k = 0; k < s.players.length; k++) {
    const p = s.players[k]!;
    colonists += p.sanJuan;
    doubloons += p.doubloons;
    vp += p.vp;
    addGoods(p.goods, out);
    for (let i = 0; i < p.island.length; i++) {
      const t = p.island[i]!;
      colonists += t.colonists;
      if (t.tile === 'quarry') quarries++;
      else if (t.tile === 'forest') forests++;
      else out[PLANTATIONS_AT + GOOD_INDEX.get(t.tile)!]! += 1;
    }
    for (let i = 0; i < p.city.length; i++) {
      const c = p.city[i]!;
      colonists += c.colonists;
      out[BUILDINGS_AT + BUILDING_INDEX.get(c.building)!]! += 1;
    }
  }
  out[0] = colonists;
  out[1] = doubloons;
  out[2] = vp;
  out[3] = quarries;
  out[4] = forests;
  return out;
}
