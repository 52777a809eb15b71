/**
 * The state applyMove hands out when the move was played in compact form (issue #18.3, the page
 * path): the JSON state of the compact game after the move, in which every part whose slots the
 * move left equal is the previous state's own object and every other part is decoded anew.
 *
 * Why compare slots: the JSON engine's sharing copy (../sharing.ts) compares the two JSON trees,
 * which costs nearly what copying them did; here both sides are Int32Arrays, so a part is judged
 * by a run of integer compares and only the parts a move changed (a player or two, the turn's
 * flags) are built.
 */
import type { GameState, PlayerState, TurnState } from '../state';
import type { BuildingId, Phase, Plantation } from '../vocabulary';
import { BUILDINGS, PHASES, copyByBuilding } from '../vocabulary';
import { NONE } from './ids';
import { G, P, playerAt } from './layout';
import { asBool, cityOf, endReasonsOf, getGoods, getList, good, int, islandOf, playerOf, rolesOf, shipsOf } from './state';

/** Whether slots [from, from + n) hold the same values in both arrays. */
function same(a: Int32Array, b: Int32Array, from: number, n: number): boolean {
  for (let i = from, end = from + n; i < end; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether a list (its length slot, then `width` slots per entry) is the same in both arrays. */
const sameList = (a: Int32Array, b: Int32Array, at: number, width = 1): boolean => a[at] === b[at] && same(a, b, at + 1, width * a[at]!);

function player(prev: PlayerState, pa: Int32Array, na: Int32Array, seat: number): PlayerState {
  const o = playerAt(seat);
  const goods = same(pa, na, o + P.goods, 5) ? prev.goods : getGoods(na, o + P.goods);
  const island = sameList(pa, na, o + P.islandLength, 2) ? prev.island : islandOf(na, o);
  const city = sameList(pa, na, o + P.cityLength, 3) ? prev.city : cityOf(na, o);
  const doubloons = na[o + P.doubloons]!;
  const vp = na[o + P.vp]!;
  const sanJuan = na[o + P.sanJuan]!;
  if (goods === prev.goods && island === prev.island && city === prev.city && doubloons === prev.doubloons && vp === prev.vp && sanJuan === prev.sanJuan) return prev;
  return { doubloons, vp, goods, island, city, sanJuan };
}

/**
 * The supply's buildings: a copy of the previous table with the counts that changed (a Builder
 * move changes one; building a 37-key table anew cost about ten times more).
 */
function buildings(prev: Readonly<Record<BuildingId, number>>, pa: Int32Array, na: Int32Array): Record<BuildingId, number> {
  if (same(pa, na, G.buildings, BUILDINGS.length)) return prev as Record<BuildingId, number>;
  const out = copyByBuilding(prev);
  for (let k = 0; k < BUILDINGS.length; k++) if (pa[G.buildings + k] !== na[G.buildings + k]) out[BUILDINGS[k]!] = na[G.buildings + k]!;
  return out;
}

function players(prev: readonly PlayerState[], pa: Int32Array, na: Int32Array): PlayerState[] {
  const n = na[G.players]!;
  if (prev.length !== n) return Array.from({ length: n }, (_, seat) => playerOf(na, seat));
  let changed = false;
  const out = new Array<PlayerState>(n);
  const written = na[G.seatsWritten]!;
  for (let seat = 0; seat < n; seat++) {
    const p = (written & (1 << seat)) === 0 ? prev[seat]! : player(prev[seat]!, pa, na, seat);
    if (p !== prev[seat]) changed = true;
    out[seat] = p;
  }
  return changed ? out : (prev as PlayerState[]);
}

function turn(prev: TurnState, pa: Int32Array, na: Int32Array): TurnState {
  const drawn = na[G.drawn]!;
  const smallWharf = na[G.hasSmallWharf] === 1 ? (prev.smallWharf !== null && same(pa, na, G.smallWharf, 5) ? prev.smallWharf : getGoods(na, G.smallWharf)) : null;
  return {
    started: asBool(na[G.started]!),
    guestWindow: asBool(na[G.guestWindow]!),
    guestEnd: asBool(na[G.guestEnd]!),
    haciendaUsed: asBool(na[G.haciendaUsed]!),
    drawn: drawn === NONE ? null : good(drawn),
    extraPick: asBool(na[G.extraPick]!),
    craftBonus: na[G.craftBonus]!,
    craftKinds: sameList(pa, na, G.craftKinds) ? prev.craftKinds : getList(na, G.craftKinds, good),
    produced: same(pa, na, G.produced, 5) ? prev.produced : getGoods(na, G.produced),
    captainPrivilegeUsed: asBool(na[G.captainPrivilegeUsed]!),
    idle: na[G.idle]!,
    wharfUsed: sameList(pa, na, G.wharfUsed) ? prev.wharfUsed : getList(na, G.wharfUsed, asBool),
    smallWharfUsed: sameList(pa, na, G.smallWharfUsed) ? prev.smallWharfUsed : getList(na, G.smallWharfUsed, asBool),
    smallWharf,
    hadTurn: sameList(pa, na, G.hadTurn) ? prev.hadTurn : getList(na, G.hadTurn, asBool),
  };
}

/**
 * The JSON state of `na`, sharing with `prev` every part left equal; `pa` must be `prev`'s own
 * compact form (the slots `prev` was read from or converted to).
 */
export function shareCompact(prev: GameState, pa: Int32Array, na: Int32Array): GameState {
  const pd = prev.draft;
  // The tile lists and the supply are handed on unread when the move wrote neither (./layout.ts).
  const tiles = pa[G.tilesWritten] === na[G.tilesWritten];
  const draft =
    na[G.hasDraft] !== 1
      ? null
      : pd !== null && sameList(pa, na, G.draftFree) && sameList(pa, na, G.draftPicked)
        ? pd
        : { free: getList(na, G.draftFree, int), picked: getList(na, G.draftPicked, (k) => BUILDINGS[k]!) };
  return {
    version: 1,
    options: prev.options,
    round: na[G.round]!,
    governor: na[G.governor]!,
    phase: PHASES[na[G.phase]!]! as Phase,
    toAct: na[G.toAct]!,
    chooser: na[G.chooser]!,
    queue: sameList(pa, na, G.queue) ? prev.queue : getList(na, G.queue, int),
    rolesChosen: na[G.rolesChosen]!,
    roles: sameList(pa, na, G.roles, 3) ? prev.roles : rolesOf(na),
    players: players(prev.players, pa, na),
    colonists: na[G.colonists]!,
    colonistShip: na[G.colonistShip]!,
    vpChips: na[G.vpChips]!,
    vpOnPaper: na[G.vpOnPaper]!,
    goods: same(pa, na, G.goods, 5) ? prev.goods : getGoods(na, G.goods),
    quarries: na[G.quarries]!,
    forests: na[G.forests]!,
    bank: na[G.bank]!,
    ships: sameList(pa, na, G.ships, 3) ? prev.ships : shipsOf(na),
    tradingHouse: sameList(pa, na, G.tradingHouse) ? prev.tradingHouse : getList(na, G.tradingHouse, good),
    stack: tiles || sameList(pa, na, G.stack) ? prev.stack : getList<Plantation>(na, G.stack, good),
    faceUp: tiles || sameList(pa, na, G.faceUp) ? prev.faceUp : getList<Plantation>(na, G.faceUp, good),
    discards: tiles || sameList(pa, na, G.discards) ? prev.discards : getList<Plantation>(na, G.discards, good),
    removed: tiles || sameList(pa, na, G.removed) ? prev.removed : getList<Plantation>(na, G.removed, good),
    buildings: pa[G.supplyWritten] === na[G.supplyWritten] ? prev.buildings : buildings(prev.buildings, pa, na),
    draft,
    endTriggers: sameList(pa, na, G.endTriggers) ? prev.endTriggers : endReasonsOf(na),
    turn: turn(prev.turn, pa, na),
    ply: na[G.ply]!,
    rng: same(pa, na, G.rng, 4) ? prev.rng : [na[G.rng]! >>> 0, na[G.rng + 1]! >>> 0, na[G.rng + 2]! >>> 0, na[G.rng + 3]! >>> 0],
  };
}
