import { describe, expect, it } from 'vitest';
import { captainTurn } from './test-positions';
import { applyLegalMove, legalMoves, newGame } from '../../engine/puerto-rico';
import type { GameState } from '../../engine/puerto-rico';
import { heuristicBot } from '../../bots/puerto-rico';
import { candidatesAt, phasesToRoundEnd, judge, MARGIN, openingKey, repeatKey, roleLead, MAX_SEARCHED, type Measured, MIN_SEARCHED, naturalMove, positionDiff, positionOf, tagsFor } from './mine';
import { readPosition } from './position';

const good: Measured = {
  bestLines: 1,
  bestFirst: 1,
  best: 6,
  natural: 2,
  greedy: 2,
  looksRight: false,
  second: 2,
  decisions: 2,
  options: 4,
  searched: 500,
  margin: MARGIN['most-vp'],
  gain: true,
  roleChoice: false,
};

describe('judge: the mining filter', () => {
  it('keeps a unique line that beats the natural move by the margin, over two decisions', () => {
    expect(judge(good)).toEqual({ keep: true });
  });
  it('drops a position whose best first decision is not unique, or with too many equal lines', () => {
    expect(judge({ ...good, bestFirst: 2 })).toEqual({ keep: false, reason: 'not-unique' });
    expect(judge({ ...good, bestLines: 4 })).toEqual({ keep: false, reason: 'not-unique' });
  });
  it('drops a position where the natural move is best, or not worse by the margin', () => {
    expect(judge({ ...good, natural: 6 })).toEqual({ keep: false, reason: 'natural-is-best' });
    expect(judge({ ...good, natural: 6 - MARGIN['most-vp'] + 1 })).toEqual({ keep: false, reason: 'small-margin' });
    expect(judge({ ...good, natural: 6 - MARGIN['most-vp'] })).toEqual({ keep: true });
  });
  it('drops a single decision the greedy move finds, and keeps one it misses', () => {
    expect(judge({ ...good, decisions: 1, greedy: 6 })).toEqual({ keep: false, reason: 'obvious' });
    expect(judge({ ...good, decisions: 1, greedy: 5 })).toEqual({ keep: true });
  });
  it('drops a choice where only the best first decision gains anything, unless the goal counts losses', () => {
    expect(judge({ ...good, natural: 0, second: 0 })).toEqual({ keep: false, reason: 'lone-gain' });
    expect(judge({ ...good, natural: 0, second: 1 })).toEqual({ keep: true });
    expect(judge({ ...good, best: 0, natural: -3, greedy: -3, second: -3, gain: false })).toEqual({ keep: true });
  });
  it('drops a role choice whose best role leads the next by less than a third of its value (at least 1)', () => {
    const role = { ...good, roleChoice: true };
    expect(roleLead(2)).toBe(1);
    expect(roleLead(3)).toBe(1);
    expect(roleLead(4)).toBe(2);
    expect(roleLead(7)).toBe(3);
    expect(judge({ ...role, second: 5 })).toEqual({ keep: false, reason: 'close-second' });
    expect(judge({ ...role, second: 4 })).toEqual({ keep: true });
    expect(judge({ ...role, best: 3, natural: 1, second: 2 })).toEqual({ keep: true });
    // Any other decision may win by less: the natural move's margin is what counts there.
    expect(judge({ ...good, second: 5 })).toEqual({ keep: true });
  });
  it('drops a key move that reads best one step ahead (the most VP at once)', () => {
    expect(judge({ ...good, looksRight: true })).toEqual({ keep: false, reason: 'obvious' });
  });
  it('drops searches too large for the checker and too small to be a puzzle', () => {
    expect(judge({ ...good, searched: MAX_SEARCHED + 1 })).toEqual({ keep: false, reason: 'too-large' });
    expect(judge({ ...good, searched: MIN_SEARCHED - 1 })).toEqual({ keep: false, reason: 'trivial' });
  });
  it('drops a position with one option or a missed goal', () => {
    expect(judge({ ...good, options: 1 })).toEqual({ keep: false, reason: 'few-options' });
    expect(judge({ ...good, best: -Infinity })).toEqual({ keep: false, reason: 'no-goal' });
  });
});

/** The states of a heuristic-bot game, every decision. */
function gameStates(seed: string, players: 3 | 4 | 5, expansion: boolean, max = 400): GameState[] {
  let s = newGame({ players, ...(expansion ? { buildings: { kind: 'all' } } : {}) }, seed);
  const bot = heuristicBot(seed);
  const out: GameState[] = [];
  for (let i = 0; i < max && s.phase !== 'over'; i++) {
    const legal = legalMoves(s);
    out.push(s);
    s = applyLegalMove(s, bot(s, legal));
  }
  return out;
}

describe("openingKey: a game's first decision", () => {
  it('is the same for two games with the same seats and buildings, whatever the face-up plantations', () => {
    const a = newGame({ players: 4 }, 'opening-a');
    const b = newGame({ players: 4 }, 'opening-b');
    expect(JSON.stringify(a.faceUp)).not.toBe(JSON.stringify(b.faceUp));
    expect(openingKey(a)).toBe(openingKey(b));
    expect(openingKey(newGame({ players: 4, buildings: { kind: 'all' } }, 'opening-a'))).not.toBe(openingKey(a));
    expect(openingKey(newGame({ players: 5 }, 'opening-a'))).not.toBe(openingKey(a));
  });
  it('is null once a role has been chosen', () => {
    const s = newGame({ players: 3 }, 'opening-c');
    const next = applyLegalMove(s, legalMoves(s)[0]!);
    expect(openingKey(next)).toBeNull();
  });
});

describe('repeatKey: one puzzle to a learner', () => {
  const goal = { kind: 'most-vp', player: 0 } as const;
  it('is the same for two positions that differ only in the face-up plantations, the supplies and empty plantations', () => {
    const a = newGame({ players: 4 }, 'repeat-a');
    const b = newGame({ players: 4 }, 'repeat-b');
    expect(JSON.stringify(a.faceUp)).not.toBe(JSON.stringify(b.faceUp));
    const emptyTile = { ...b, bank: b.bank - 1, players: b.players.map((p, i) => (i === 0 ? { ...p, island: [...p.island, { tile: 'corn' as const, colonists: 0 }] } : p)) };
    expect(repeatKey(emptyTile, goal)).toBe(repeatKey(a, goal));
  });
  it('differs when a player, the question or the building set differs', () => {
    const a = newGame({ players: 4 }, 'repeat-a');
    const richer = { ...a, players: a.players.map((p, i) => (i === 1 ? { ...p, doubloons: p.doubloons + 1 } : p)) };
    expect(repeatKey(richer, goal)).not.toBe(repeatKey(a, goal));
    expect(repeatKey(a, { kind: 'most-doubloons', player: 0 })).not.toBe(repeatKey(a, goal));
    expect(repeatKey(newGame({ players: 4, buildings: { kind: 'all' } }, 'repeat-a'), goal)).not.toBe(repeatKey(a, goal));
  });
});

describe('positionOf: a game state as a puzzle position', () => {
  it('reads back as the same state (the fields a line depends on)', () => {
    const states = gameStates('mine-test', 4, true, 160).filter((_, i) => i % 8 === 0);
    expect(states.length).toBeGreaterThan(10);
    for (const s of states) {
      const r = readPosition(positionOf(s, ['A', 'B', 'C', 'D']));
      expect(r.result.ok).toBe(true);
      if (r.result.ok) expect(positionDiff(s, r.result.value)).toBeNull();
    }
  });
});

describe('candidatesAt', () => {
  const states = gameStates('mine-cand', 3, false, 300);
  it('asks about a Captain phase (VP, then barrels lost) only at the first turn of the seat', () => {
    const captain = states.find((s) => s.phase === 'captain')!;
    expect(candidatesAt(captain, true).map((c) => c.goal)).toEqual([
      { kind: 'most-vp', player: captain.toAct },
      { kind: 'fewest-goods-lost', player: captain.toAct },
    ]);
    expect(candidatesAt(captain, false)).toEqual([]);
  });
  it('asks about the Craftsman only at the privilege, over two phases', () => {
    const craft = states.filter((s) => s.phase === 'craftsman');
    expect(craft.length).toBeGreaterThan(0);
    for (const s of craft) {
      const c = candidatesAt(s, true);
      if (s.toAct === s.chooser && s.turn.craftBonus > 0) expect(c).toEqual([{ goal: { kind: 'most-trade-value', player: s.toAct, phases: 2 }, type: 'craftsman' }]);
      else expect(c).toEqual([]);
    }
  });
  it('asks three goals at a role choice, the last to the end of the round with the others declared greedy', () => {
    const role = states.find((s) => s.phase === 'role' && s.rolesChosen === 0)!;
    const goals = candidatesAt(role, true).map((c) => c.goal);
    expect(goals.map((g) => g.kind)).toEqual(['most-vp', 'most-doubloons', 'most-vp']);
    expect(goals[2]).toEqual({ kind: 'most-vp', player: role.toAct, phases: 3, others: 'greedy' });
  });
  it('asks a Builder turn and a Mayor placement to the end of the round with the others declared greedy', () => {
    for (const phase of ['builder', 'mayor'] as const) {
      const s = states.find((x) => x.phase === phase && x.rolesChosen < 3)!;
      const goal = { kind: phase === 'builder' ? 'most-vp' : 'most-trade-value', player: s.toAct, phases: 3 - s.rolesChosen + 1, others: 'greedy' };
      expect(candidatesAt(s, true)).toEqual([{ goal, type: phase === 'builder' ? 'building' : 'mayor' }]);
    }
    const mayor = states.find((x) => x.phase === 'mayor')!;
    expect(candidatesAt(mayor, false)).toEqual([]);
  });
  it('runs a Builder turn `beyond` phases into the next round, up to the declared policy’s five', () => {
    for (const s of states.filter((x) => x.phase === 'builder')) {
      const toEnd = 3 - s.rolesChosen + 1;
      expect(candidatesAt(s, true, 2)[0]?.goal.phases).toBe(Math.min(5, toEnd + 2));
      // The round's last phase: asked only when the line runs on into the next round.
      expect(candidatesAt(s, true, 0).length).toBe(toEnd > 1 ? 1 : 0);
    }
  });
  it('asks nothing of the round’s last phase, which pays only in the rounds after it', () => {
    const last = states.find((x) => x.phase === 'builder' && x.rolesChosen === 3);
    if (last) expect(candidatesAt(last, true)).toEqual([]);
    expect(phasesToRoundEnd(states.find((x) => x.phase === 'role' && x.rolesChosen === 2)!)).toBe(1);
  });
});

describe('tagsFor', () => {
  it('names the phase, the manned buildings that act in it and the New Buildings', () => {
    const s = newGame({ players: 3, buildings: { kind: 'all' } }, 1);
    const captain: GameState = {
      ...s,
      phase: 'captain',
      players: s.players.map((p, i) =>
        i === 0
          ? {
              ...p,
              city: [
                { building: 'harbor', colonists: 1 },
                { building: 'wharf', colonists: 0 },
              ],
            }
          : p,
      ),
    };
    const tags = tagsFor(captain, { goal: { kind: 'most-vp', player: 0 }, type: 'shipping' }, [{ type: 'load', good: 'corn', ship: 0 }]);
    expect(tags).toEqual(['captain', 'harbor', 'expansion']);
  });
});

describe('naturalMove', () => {
  const captain = (): GameState => captainTurn();
  it('in the Captain phase is the loading that scores most at once', () => {
    const s = captain();
    const bot = legalMoves(s).find((m) => m.type === 'load' && m.good === 'coffee')!;
    expect(naturalMove(s, bot)).toMatchObject({ type: 'load', good: 'corn' });
  });
  it('elsewhere is the bot’s move', () => {
    const s = newGame({ players: 3 }, 2);
    const bot = legalMoves(s)[3]!;
    expect(naturalMove(s, bot)).toBe(bot);
  });
});
