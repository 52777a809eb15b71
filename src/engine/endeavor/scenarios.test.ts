/**
 * Scenario tests: hand-built positions through the fromSetup gate, played step by step like the
 * rule text reads, and a regressions section for bugs found while building the engine.
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../result';
import { heuristicBot } from '../../bots/endeavor/heuristic';
import { applyMove, legalMoves, playGame } from './game';
import { invariantProblems } from './invariants';
import type { Move } from './moves';
import { scores } from './scoring';
import { fromSetup, newGame, setupDefaults } from './setup';
import type { GameState } from './state';

function must<T>(r: Result<T, unknown>): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}
const play = (s: GameState, ...moves: Move[]): GameState => moves.reduce((st, m) => must(applyMove(st, m)), s);

describe('scenarios', () => {
  it('a whole round from a hand-edited new game: Build, Growth, Salary with a choice, Action, Pass with discard, end of round', () => {
    // Hand-built: seat 0 already has a Shipyard with a marker on it and on the starting building,
    // and holds two cards over its limit of one.
    const raw = JSON.parse(JSON.stringify(newGame({ players: 3 }, 21))) as GameState;
    raw.firstPlayer = 0;
    raw.toAct = 0;
    const p0 = raw.players[0] as GameState['players'][number];
    p0.buildings = [
      { building: 'startingBuilding', marker: true },
      { building: 'shipyard', marker: true },
    ];
    p0.supply -= 2;
    raw.stock.shipyard -= 1;
    p0.cards = ['europe-0', 'europe-1'];
    raw.board.decks.europe = raw.board.decks.europe.filter((c) => !p0.cards.includes(c));
    // Shipyard C1; Europe 0 C1 F1; Europe 1 C2 P1.
    p0.tracks = { industry: 0, culture: 4, finance: 1, politics: 1 };
    let s = must(fromSetup(raw));

    // Fase 1: each builds at level 1 (Industry 1 is still level 1).
    s = play(s, { type: 'build', building: 'workshop' }, { type: 'build', building: 'shipyard' }, { type: 'build', building: 'market' });
    // Fase 2: Culture 4 (level 3) gives seat 0 four markers, the others two. Fase 3: seat 0
    // (Finance 1 → 1 payment) has 2 markers out: it chooses.
    expect(s.phase).toBe('salary');
    expect(s.players.map((p) => p.harbour)).toEqual([4, 2, 2]);
    s = play(s, { type: 'salary', slot: 1 });
    expect(s.phase).toBe('action');
    expect(s.players[0]?.harbour).toBe(5);
    // Fase 4: seat 0 ships with the freed Shipyard; seat 1 occupies Rome; seat 2 passes.
    s = play(s, { type: 'activate', slot: 1, steps: [{ action: 'ship', region: 'farEast' }] });
    s = play(s, { type: 'activate', slot: 0, steps: [{ action: 'occupy', city: 'EU8' }] });
    s = play(s, { type: 'pass' });
    // Seat 0 passes holding two cards with a limit of one: discards Europe 1 back on its deck.
    s = play(s, { type: 'pass' });
    expect(legalMoves(s)).toEqual([
      { type: 'discard', card: 'europe-0' },
      { type: 'discard', card: 'europe-1' },
    ]);
    s = play(s, { type: 'discard', card: 'europe-1' });
    expect(s.board.decks.europe[0]).toBe('europe-1');
    s = play(s, { type: 'pass' });
    // End of round: first player moves clockwise, round 2 begins with Build.
    expect(s).toMatchObject({ round: 2, phase: 'build', firstPlayer: 1, toAct: 1 });
    expect(invariantProblems(s)).toEqual([]);
    expect(scores(s)[1]?.cities).toBe(1);
  });

  it('filling a shipping track: governor, region opens, then occupy and draw there', () => {
    let s = must(
      setupDefaults({
        seats: [{ harbour: 6, buildings: ['shipyard', 'market'] }, { harbour: 2 }, { harbour: 2 }],
        shipTracks: { caribbean: [0, 1, 0, 2, 1] },
      }),
    );
    s = play(s, { type: 'activate', slot: 1, steps: [{ action: 'ship', region: 'caribbean' }] });
    expect(s.players[0]?.cards).toEqual(['caribbean-governor']);
    s = play(s, { type: 'pass' }, { type: 'pass' });
    s = play(s, { type: 'activate', slot: 0, steps: [{ action: 'occupy', city: 'CA3' }] });
    // Presence 4 (3 ship markers + Kingston) reaches the value-1 top card.
    s = play(s, { type: 'activate', slot: 2, steps: [{ action: 'draw', deck: 'caribbean' }] });
    expect(s.players[0]?.cards).toEqual(['caribbean-governor', 'caribbean-1']);
    expect(invariantProblems(s)).toEqual([]);
  });
});

describe('regressions', () => {
  it('a Payment building frees another building, yet heuristic self-play ends (it once looped 100,000 moves)', () => {
    const s = must(setupDefaults({ seats: [{ harbour: 1, buildings: ['exchange', 'barracks'], markers: [2] }] }));
    expect(legalMoves(s).some((m) => m.type === 'activate' && m.steps.some((st) => st.action === 'payment'))).toBe(true);
    const r = playGame(newGame({ players: 3 }, 6), heuristicBot(6));
    expect(r.state.phase).toBe('gameOver');
    expect(r.moves.length).toBeLessThan(2000);
  });

  it('legal-move generation leaves the state untouched (it places the activation marker in place and undoes it)', () => {
    const s = must(setupDefaults({ seats: [{ harbour: 3, buildings: ['shipyard', 'docks'] }] }));
    const before = JSON.stringify(s);
    legalMoves(s);
    expect(JSON.stringify(s)).toBe(before);
  });
});
