/** Final scoring (seed 000, game end and the large buildings; seed 001 Szobor, Kolostor). */
import { BUILDING } from './buildings';
import type { GameState, PlayerState } from './state';
import { colonistsOf, countTiles, goodsCount, works } from './state';
import type { BuildingId } from './vocabulary';
import { ISLAND_TILES } from './vocabulary';
import { note } from '../rule-notes';
import type { RuleId } from './rules';

const BONUS_RULE: Partial<Record<BuildingId, RuleId>> = {
  guildHall: 'score.guild-hall',
  residence: 'score.residence',
  fortress: 'score.fortress',
  customsHouse: 'score.customs-house',
  cityHall: 'score.city-hall',
  cloister: 'score.cloister',
  statue: 'score.statue',
};

/** Notes the scoring rules of a game that has just ended (rule-notes.ts). */
export function noteScoring(s: GameState): void {
  note('score.total');
  note('score.tiebreak');
  for (const r of s.endTriggers)
    note(
      r === 'colonists' ? 'end.colonists' : r === 'buildings' ? (s.options.fullCityEnd ? 'end.full-city-variant' : 'end.buildings') : r === 'vp-chips' ? 'end.vp-chips' : 'end.no-buildings-variant',
    );
  for (const p of s.players) for (const c of p.city) if (BONUS_RULE[c.building] !== undefined && (c.building === 'statue' || works(p, c.building))) note(BONUS_RULE[c.building]!);
}

export interface ScoreBreakdown {
  seat: number;
  /** VP chips (and points on paper after the chips ran out). */
  chips: number;
  /** Printed VP of every building owned, working or not. */
  buildings: number;
  /** Bonus of each working large building. */
  bonuses: Partial<Record<BuildingId, number>>;
  bonusTotal: number;
  total: number;
  /** Tie-break: doubloons + barrels. */
  tiebreak: number;
}

/** Residence: filled island spaces (forests too) -> 4..7 VP (reference §1.2). */
export function residenceBonus(p: PlayerState): number {
  const n = p.island.length;
  return n <= 9 ? 4 : n - 5;
}

/** Guild Hall: 1 VP per small, 2 per large production building, working or not (seed 000, Céhház). */
export function guildHallBonus(p: PlayerState): number {
  let vp = 0;
  for (const c of p.city) {
    const size = BUILDING[c.building].productionSize;
    if (size === 'small') vp += 1;
    else if (size === 'large') vp += 2;
  }
  return vp;
}

/** Fortress: 1 VP per 3 colonists anywhere on the board, San Juan included (seed 000, Erőd). */
export function fortressBonus(p: PlayerState): number {
  return Math.floor(colonistsOf(p) / 3);
}

/** Customs House: 1 VP per 4 VP in chips, building VPs not counted (seed 000, Vámház). */
export function customsHouseBonus(p: PlayerState): number {
  return Math.floor(p.vp / 4);
}

/** City Hall: 1 VP per violet building, itself included (seed 000, Városháza). */
export function cityHallBonus(p: PlayerState): number {
  let vp = 0;
  for (const c of p.city) if (BUILDING[c.building].kind === 'violet') vp++;
  return vp;
}

const CLOISTER_VP = [0, 1, 3, 6, 10] as const;

/** Cloister: sets of three identical island tiles, at most four sets: 1/3/6/10 VP (seed 001, Kolostor). */
export function cloisterBonus(p: PlayerState): number {
  let sets = 0;
  for (const t of ISLAND_TILES) sets += Math.floor(countTiles(p, t) / 3);
  return CLOISTER_VP[Math.min(sets, 4) as 0 | 1 | 2 | 3 | 4];
}

const BONUS: Partial<Record<BuildingId, (p: PlayerState) => number>> = {
  guildHall: guildHallBonus,
  residence: residenceBonus,
  fortress: fortressBonus,
  customsHouse: customsHouseBonus,
  cityHall: cityHallBonus,
  cloister: cloisterBonus,
};

/** One player's score: chips + building VP + bonuses of working large buildings. */
export function scorePlayer(p: PlayerState, seat: number): ScoreBreakdown {
  let buildings = 0;
  const bonuses: Partial<Record<BuildingId, number>> = {};
  let bonusTotal = 0;
  for (const c of p.city) {
    buildings += BUILDING[c.building].vp;
    const f = BONUS[c.building];
    // Bonuses count only when the large building is occupied (seed 000).
    if (f !== undefined && works(p, c.building)) {
      const v = f(p);
      bonuses[c.building] = v;
      bonusTotal += v;
    }
  }
  return {
    seat,
    chips: p.vp,
    buildings,
    bonuses,
    bonusTotal,
    total: p.vp + buildings + bonusTotal,
    tiebreak: p.doubloons + goodsCount(p.goods),
  };
}

/** Every player's score breakdown, by seat. */
export function scores(s: GameState): ScoreBreakdown[] {
  return s.players.map((p, i) => scorePlayer(p, i));
}

/** The result of a finished game. */
export interface FinalOutcome {
  readonly over: true;
  /** Seats sharing the win (most VP, then most doubloons + goods; still tied = shared). */
  winners: number[];
  scores: ScoreBreakdown[];
  /** Why the game ended. */
  reasons: GameState['endTriggers'];
  rounds: number;
}

/** How the game stands (the contract's shape): still running, or over with its result. */
export type Outcome = { readonly over: false } | FinalOutcome;

/** How the game stands: `{ over: false }` while it runs, the result once it is over. */
export function outcome(s: GameState): Outcome {
  if (s.phase !== 'over') return { over: false };
  return finalOutcome(s.players, s.endTriggers.slice(), s.round);
}

/** The result of a game over with these players. */
export function finalOutcome(players: readonly PlayerState[], reasons: GameState['endTriggers'], rounds: number): FinalOutcome {
  return outcomeOfScores(
    players.map((p, i) => scorePlayer(p, i)),
    reasons,
    rounds,
  );
}

/** The result of a game over with these scores, by seat (the compact playouts score the compact form, compact/score.ts). */
export function outcomeOfScores(sc: ScoreBreakdown[], reasons: GameState['endTriggers'], rounds: number): FinalOutcome {
  let best = sc[0]!;
  for (const x of sc) if (x.total > best.total || (x.total === best.total && x.tiebreak > best.tiebreak)) best = x;
  const winners = sc.filter((x) => x.total === best.total && x.tiebreak === best.tiebreak).map((x) => x.seat);
  return { over: true, winners, scores: sc, reasons, rounds };
}
