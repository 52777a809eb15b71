/**
 * The checked applyMove shares unchanged parts between the states it hands out, whether the JSON
 * engine plays the move (./sharing.ts) or the compact one (./compact/page-path.ts): every state
 * must equal the deep-copy path's, and stay equal to what it was when handed out however the game
 * goes on from it or from the state after it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { Rng, seedRandom } from '../random';
import { COMPACT_PAGE_PATH } from './compact/page-path';
import { type PagePath, applyLegalMove, applyLegalMoveInPlace, applyMove, applyMoveWithRules, isGameOver, legalMoves, usePagePath } from './game';
import type { Move } from './moves';
import type { GameOptions } from './options';
import { newGame } from './setup';
import type { GameState } from './state';

function applied(s: GameState, m: unknown): GameState {
  const r = applyMove(s, m);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const SETUPS: Array<[string, Partial<GameOptions>]> = [
  ['2 players', { players: 2 }],
  ['4 players, expansion draft', { players: 4, buildings: { kind: 'draft' } }],
  ['5 players, all buildings', { players: 5, buildings: { kind: 'all' } }],
];

/** The compact page path, counting the moves it plays. */
let compactMoves = 0;
const COUNTED: PagePath = {
  ...COMPACT_PAGE_PATH,
  apply: (s, m, index) => {
    compactMoves++;
    return COMPACT_PAGE_PATH.apply(s, m, index);
  },
};

describe.each([
  ['on the JSON engine', null],
  ['in compact form', COUNTED],
])('structural sharing in applyMove, played %s', (_, path) => {
  beforeEach(() => {
    usePagePath(path);
    compactMoves = 0;
  });

  it.each(SETUPS)('%s: every state equals the deep copy and never changes once handed out', (_, options) => {
    const rng = new Rng(seedRandom(7));
    let s = newGame(options, 7);
    let copy = newGame(options, 7);
    const handed: Array<[GameState, string]> = [];
    while (s.phase !== 'over') {
      const legal = legalMoves(s);
      const m = legal[rng.int(legal.length)]!;
      // Half the moves as plain JSON, as a link or the UI's copy carries them.
      s = applied(s, handed.length % 2 === 0 ? m : JSON.parse(JSON.stringify(m)));
      copy = applyLegalMove(copy, m);
      const json = JSON.stringify(s);
      expect(json).toBe(JSON.stringify(copy));
      handed.push([s, json]);
    }
    expect(handed.length).toBeGreaterThan(100);
    for (const [state, json] of handed) expect(JSON.stringify(state)).toBe(json);
  });

  it('plays from an older state (a take-back) as from a fresh copy', () => {
    const states: GameState[] = [newGame({ players: 4 }, 11)];
    const rng = new Rng(seedRandom(11));
    for (let i = 0; i < 200; i++) {
      const s = states[states.length - 1]!;
      const legal = legalMoves(s);
      states.push(applied(s, legal[rng.int(legal.length)]!));
    }
    const snapshots = states.map((s) => JSON.stringify(s));
    for (const back of [150, 3, 199, 60]) {
      const from = states[back]!;
      for (const m of legalMoves(from)) expect(JSON.stringify(applied(from, m))).toBe(JSON.stringify(applyLegalMove(from, m)));
    }
    states.forEach((s, i) => expect(JSON.stringify(s)).toBe(snapshots[i]));
  });

  it('plays from a state handed out and then advanced in place from where it stands', () => {
    const rng = new Rng(seedRandom(5));
    let s = newGame({ players: 3 }, 5);
    for (let i = 0; i < 120; i++) {
      const pick = (x: GameState): Move => {
        const legal = legalMoves(x);
        return legal[rng.int(legal.length)]!;
      };
      s = applied(s, pick(s));
      if (i % 10 === 9 && s.phase !== 'over') {
        // A private copy advanced in place (as a link decoder does): applyMove must see its moves.
        applyLegalMoveInPlace(s, pick(s));
        if (isGameOver(s)) break;
        const m = pick(s);
        const expected = JSON.stringify(applyLegalMove(s, m));
        s = applied(s, m);
        expect(JSON.stringify(s)).toBe(expected);
      }
    }
  });

  it('hands out the parts a move left equal as the same objects', () => {
    const rng = new Rng(seedRandom(3));
    let s = newGame({ players: 4 }, 3);
    let sharedPlayers = 0;
    let sharedStacks = 0;
    for (let i = 0; i < 150 && s.phase !== 'over'; i++) {
      const legal = legalMoves(s);
      const next = applied(s, legal[rng.int(legal.length)]!);
      next.players.forEach((p, seat) => {
        if (p === s.players[seat]) sharedPlayers++;
        else expect(JSON.stringify(p)).not.toBe(JSON.stringify(s.players[seat]));
      });
      if (next.stack === s.stack) sharedStacks++;
      else expect(next.stack).not.toEqual(s.stack);
      s = next;
    }
    // Most moves change one player: far more than half the players are handed on as they were.
    expect(sharedPlayers).toBeGreaterThan(300);
    expect(sharedStacks).toBeGreaterThan(100);
  });

  it('with rule notes taken, hands out the same state and names the rules', () => {
    const rng = new Rng(seedRandom(9));
    let s = newGame({ players: 3 }, 9);
    for (let i = 0; i < 80 && s.phase !== 'over'; i++) {
      const legal = legalMoves(s);
      const m = legal[rng.int(legal.length)]!;
      const noted = applyMoveWithRules(s, m);
      if (!noted.ok) throw new Error(noted.error.message);
      const plain = applied(s, m);
      expect(JSON.stringify(noted.value.state)).toBe(JSON.stringify(plain));
      if (m.type === 'role') expect(noted.value.rules.length).toBeGreaterThan(0);
      s = i % 2 === 0 ? plain : noted.value.state;
    }
  });

  it(path === null ? 'plays no move in compact form' : 'plays every move without rule notes in compact form', () => {
    const rng = new Rng(seedRandom(2));
    let s = newGame({ players: 4 }, 2);
    let moves = 0;
    for (; moves < 60; moves++) {
      const legal = legalMoves(s);
      s = applied(s, legal[rng.int(legal.length)]!);
    }
    expect(compactMoves).toBe(path === null ? 0 : moves);
  });
});
