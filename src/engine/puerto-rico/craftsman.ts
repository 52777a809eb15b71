import { CRAFT_MOVE, PASS } from './moves';
/** The Craftsman phase (seed 000, "Az iparos", production buildings, Gyár; seed 001 Vízvezeték, Speciális gyár, Könyvtár). */
import { note, noting } from '../rule-notes';
import { moveError } from './errors';
import type { PhaseHandler } from './phase';
import type { PlayerState } from './state';
import { works } from './state';
import { payFromBank } from './supply';
import type { ByGood, Good } from './vocabulary';
import { GOODS, zeroGoods } from './vocabulary';

/** Factory income by number of kinds produced (seed 000, Gyár). */
const FACTORY_INCOME = [0, 0, 1, 2, 3, 5] as const;

/**
 * What a player can produce: corn from each working corn plantation; other kinds limited by both
 * working plantations and working production circles (seed 000, feldolgozóüzemek). A working
 * Aqueduct adds one indigo (sugar) when the large plant produced at least one (seed 001).
 */
export function productionCapacity(p: PlayerState): ByGood<number> {
  return productionInto(p, zeroGoods());
}

/** productionCapacity written into `out` (the Craftsman phase reuses one table). */
function productionInto(p: PlayerState, out: ByGood<number>): ByGood<number> {
  let cI = 0,
    cS = 0,
    cT = 0,
    cC = 0,
    lI = 0,
    lS = 0;
  for (const c of p.city) {
    const n = c.colonists;
    if (n === 0) continue;
    switch (c.building) {
      case 'smallIndigoPlant':
        cI += n;
        break;
      case 'indigoPlant':
        cI += n;
        lI += n;
        break;
      case 'smallSugarMill':
        cS += n;
        break;
      case 'sugarMill':
        cS += n;
        lS += n;
        break;
      case 'tobaccoStorage':
        cT += n;
        break;
      case 'coffeeRoaster':
        cC += n;
        break;
      default:
        break;
    }
  }
  let pCorn = 0,
    pI = 0,
    pS = 0,
    pT = 0,
    pC = 0;
  for (const i of p.island) {
    if (i.colonists === 0) continue;
    switch (i.tile) {
      case 'corn':
        pCorn++;
        break;
      case 'indigo':
        pI++;
        break;
      case 'sugar':
        pS++;
        break;
      case 'tobacco':
        pT++;
        break;
      case 'coffee':
        pC++;
        break;
      default:
        break;
    }
  }
  out.corn = pCorn;
  out.indigo = pI < cI ? pI : cI;
  out.sugar = pS < cS ? pS : cS;
  out.tobacco = pT < cT ? pT : cT;
  out.coffee = pC < cC ? pC : cC;
  // The large plant is filled first, so it produced one iff it has a colonist and a plantation works.
  if (works(p, 'aqueduct')) {
    if (pI > 0 && lI > 0) out.indigo++;
    if (pS > 0 && lS > 0) out.sugar++;
  }
  return out;
}

/** Factory income for the kinds received (seed 000, Gyár: 0/1/2/3/5 for 1-5 kinds). */
export function factoryIncome(p: PlayerState, got: ByGood<number>): number {
  if (!works(p, 'factory')) return 0;
  let kinds = 0;
  for (const g of GOODS) if (got[g] > 0) kinds++;
  return FACTORY_INCOME[kinds as 0 | 1 | 2 | 3 | 4 | 5];
}

/**
 * Specialty Factory income (seed 001): the largest count of one kind, never corn, minus one. The
 * seed's note (small + large plant + Aqueduct + Craftsman + Library = 7 barrels = 6 doubloons)
 * counts the Craftsman's privilege barrels, so his income is paid at the end of the phase.
 */
export function specialtyIncome(p: PlayerState, got: ByGood<number>): number {
  if (!works(p, 'specialtyFactory')) return 0;
  let most = 0;
  for (const g of GOODS) if (g !== 'corn' && got[g] > most) most = got[g];
  return most > 1 ? most - 1 : 0;
}

const scratchGot = zeroGoods();
/** The production capacity of the player being served (read before the next one is computed). */
const scratchCap = zeroGoods();

/** The Craftsman phase: production for all, then the Craftsman's privilege. */
export const craftsman: PhaseHandler = {
  start(s) {
    // Production is handed out from the Craftsman clockwise; a short kind runs out in that order.
    const count = s.players.length;
    let chooserKinds: Good[] = [];
    for (let i = 0; i < count; i++) {
      const seat = (s.chooser + i) % count;
      const p = s.players[seat]!;
      const cap = productionInto(p, scratchCap);
      // The chooser's production is kept (the privilege adds to it); the others' only priced.
      const got = seat === s.chooser ? zeroGoods() : scratchGot;
      if (noting()) {
        note('craftsman.production');
        if (works(p, 'aqueduct') && (cap.indigo > 0 || cap.sugar > 0)) note('craftsman.aqueduct');
      }
      for (const g of GOODS) {
        const n = Math.min(cap[g], s.goods[g]);
        if (n < cap[g]) note('craftsman.shortage');
        got[g] = n;
        s.goods[g] -= n;
        p.goods[g] += n;
      }
      if (factoryIncome(p, got) > 0) note('craftsman.factory');
      payFromBank(s, p, factoryIncome(p, got));
      if (seat === s.chooser) {
        chooserKinds = GOODS.filter((g) => cap[g] > 0);
        s.turn.produced = got;
      } else {
        if (specialtyIncome(p, got) > 0) note('craftsman.specialty-factory');
        payFromBank(s, p, specialtyIncome(p, got));
      }
    }
    s.turn.craftKinds = chooserKinds;
    s.turn.craftBonus = works(s.players[s.chooser]!, 'library') ? 2 : 1;
    s.queue = chooserKinds.length > 0 ? [s.chooser] : [];
  },

  moves(s, _seat, out) {
    for (const g of s.turn.craftKinds) if (s.goods[g] > 0) out.push(CRAFT_MOVE[g]);
    if (out.length > 0) out.push(PASS);
  },

  apply(s, seat, m) {
    if (m.type !== 'craft') return true;
    note('craftsman.privilege');
    if (works(s.players[seat]!, 'library')) note('craftsman.library');
    s.goods[m.good]--;
    s.players[seat]!.goods[m.good]++;
    s.turn.produced[m.good]++;
    s.turn.craftBonus--;
    return s.turn.craftBonus <= 0;
  },

  end(s) {
    const p = s.players[s.chooser]!;
    if (specialtyIncome(p, s.turn.produced) > 0) note('craftsman.specialty-factory');
    payFromBank(s, p, specialtyIncome(p, s.turn.produced));
  },

  diagnose(s, _seat, m) {
    if (m.type !== 'craft') return null;
    if (!s.turn.craftKinds.includes(m.good)) return moveError('craftsman/not-produced', 'craftsman.privilege', `The extra barrel must be a kind you can produce; you cannot produce ${m.good}.`);
    if (s.goods[m.good] <= 0) return moveError('craftsman/none-left', 'craftsman.privilege', `There is no ${m.good} left in the supply.`);
    return null;
  },
};
