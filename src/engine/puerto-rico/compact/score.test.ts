import { describe, expect, it } from 'vitest';
import { productionCapacity } from '../craftsman';
import { gameOptions, gameSeed } from '../equivalence';
import { applyLegalMoveInPlace, legalMoves } from '../game';
import { declinesBonus, declinesColonist } from '../moves';
import { finalOutcome, scorePlayer } from '../scoring';
import { newGame } from '../setup';
import { colonistsOf } from '../state';
import { GOODS } from '../vocabulary';
import { Rng } from '../../random';
import { capacityAt } from './craftsman';
import { P, playerAt } from './layout';
import { codeDeclines, encodeMove } from './moves';
import { bonusTotalAt, buildingVp, colonistsAt, compactOutcome, scoreAt } from './score';
import { toCompact } from './state';

/** Every 7th state of 32 random games over the equivalence games' options (all building sets). */
function* states() {
  for (let i = 0; i < 32; i++) {
    const s = newGame(gameOptions(i), gameSeed(i));
    const rng = new Rng([i + 1, 2, 3, 4]);
    for (let ply = 0; s.phase !== 'over'; ply++) {
      const legal = legalMoves(s);
      if (ply % 7 === 0) yield { s, legal };
      applyLegalMoveInPlace(s, legal[rng.int(legal.length)]!);
    }
    yield { s, legal: [] };
  }
}

describe("a player's score read from the compact form (the bots' evaluation)", () => {
  it('equals scorePlayer, colonistsOf and productionCapacity on positions of random games', () => {
    let bonuses = 0;
    for (const { s } of states()) {
      const r = toCompact(s);
      if (!r.ok) throw new Error(r.error.field);
      s.players.forEach((p, seat) => {
        const o = playerAt(seat);
        const sc = scorePlayer(p, seat);
        expect(scoreAt(r.value.a, seat)).toEqual(sc);
        expect(bonusTotalAt(r.value.a, o)).toBe(sc.bonusTotal);
        expect(r.value.a[o + P.vp]! + buildingVp(r.value.a, o) + bonusTotalAt(r.value.a, o)).toBe(sc.total);
        expect(colonistsAt(r.value.a, o)).toBe(colonistsOf(p));
        const cap = productionCapacity(p);
        expect(Array.from(capacityAt(r.value.a, o))).toEqual(GOODS.map((g) => cap[g]));
        if (sc.bonusTotal > 0) bonuses++;
      });
    }
    // The bonuses were met, not only their absence.
    expect(bonuses).toBeGreaterThan(50);
  });

  it("gives a finished game's result as finalOutcome does from the JSON players", () => {
    let games = 0;
    for (const { s } of states()) {
      if (s.phase !== 'over') continue;
      const r = toCompact(s);
      if (!r.ok) throw new Error(r.error.field);
      expect(compactOutcome(r.value.a)).toEqual(finalOutcome(s.players, s.endTriggers.slice(), s.round));
      games++;
    }
    expect(games).toBe(32);
  });

  it('reads a declined colonist or bonus from a code as declinesColonist and declinesBonus do', () => {
    let declined = 0;
    for (const { legal } of states()) {
      for (const m of legal) {
        const d = declinesColonist(m) || declinesBonus(m);
        expect(codeDeclines(encodeMove(m))).toBe(d);
        if (d) declined++;
      }
    }
    expect(declined).toBeGreaterThan(20);
  });
});
