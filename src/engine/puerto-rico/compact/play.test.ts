import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameOptions, gameSeed, hashGame } from '../equivalence';
import { type EquivalenceFixture, GAMES_FILE } from '../fixtures/equivalence-fixture';
import { newGame } from '../setup';
import { BUILDINGS } from '../vocabulary';
import { works } from './board';
import { G, P, playerAt } from './layout';
import { PH } from './ids';
import { compactMoves, playCode } from './play';
import { COMPACT_PLAYER } from './player';
import { toCompact } from './state';

const fixture = JSON.parse(readFileSync(GAMES_FILE, 'utf8')) as EquivalenceFixture;

/**
 * Plays equivalence game `i` in compact form from its start to the end, a fixed pick at each ply,
 * and hands every move's array before and after it to `visit` (the write marks' tests).
 */
function eachMove(i: number, visit: (before: Int32Array, a: Int32Array, ply: number) => void): void {
  const c = toCompact(newGame(gameOptions(i), gameSeed(i)));
  if (!c.ok) throw new Error('no compact form');
  const g = c.value;
  const a = g.a;
  for (let ply = 0; a[G.phase] !== PH.over; ply++) {
    const before = a.slice();
    const moves = compactMoves(g);
    playCode(g, moves.codes[(ply * 5 + 3) % moves.n]!);
    visit(before, a, ply);
  }
}

describe('the compact rules (issue #18.1)', () => {
  it.each([0, 1, 2, 3, 4, 6, 9, 13, 14, 15])('play equivalence game %i exactly as the JSON engine recorded it', (i) => {
    expect(hashGame(i, COMPACT_PLAYER).game).toBe(fixture.games[i]!.hash);
  });

  it.each([0, 9, 14, 15])('keep the working-building bits of game %i equal to a scan of every city after every move', (i) => {
    const c = toCompact(newGame(gameOptions(i), gameSeed(i)));
    if (!c.ok) throw new Error('no compact form');
    const g = c.value;
    const a = g.a;
    const wrong: string[] = [];
    let working = 0;
    for (let ply = 0; a[G.phase] !== PH.over; ply++) {
      for (let seat = 0; seat < a[G.players]!; seat++) {
        const o = playerAt(seat);
        for (let b = 0; b < BUILDINGS.length; b++) {
          let scanned = false;
          for (let k = 0; k < a[o + P.cityLength]!; k++) if (a[o + P.city + 3 * k] === b) scanned = a[o + P.city + 3 * k + 1]! > 0;
          if (works(a, o, b) !== scanned) wrong.push(`ply ${ply}, seat ${seat}, ${BUILDINGS[b]}: ${scanned}`);
          if (scanned) working++;
        }
      }
      const list = compactMoves(g);
      playCode(g, list.codes[(ply * 7) % list.n]!);
    }
    expect(wrong).toEqual([]);
    expect(working).toBeGreaterThan(0);
  });

  it.each([0, 3, 9, 14, 15, 17, 21, 33])('count every write to the tile lists and the supply in game %i (the page path shares them unread otherwise)', (i) => {
    const list = (x: Int32Array, at: number): string => Array.from(x.subarray(at, at + 1 + x[at]!)).join(',');
    const tiles = (x: Int32Array): string => [G.stack, G.faceUp, G.discards, G.removed].map((at) => list(x, at)).join('|');
    const supply = (x: Int32Array): string => Array.from(x.subarray(G.buildings, G.buildings + BUILDINGS.length)).join(',');
    const unseen: string[] = [];
    let tileMoves = 0;
    let supplyMoves = 0;
    eachMove(i, (before, a, ply) => {
      if (tiles(before) !== tiles(a)) {
        tileMoves++;
        if (before[G.tilesWritten] === a[G.tilesWritten]) unseen.push(`ply ${ply}: tiles`);
      }
      if (supply(before) !== supply(a)) {
        supplyMoves++;
        if (before[G.supplyWritten] === a[G.supplyWritten]) unseen.push(`ply ${ply}: supply`);
      }
    });
    expect(unseen).toEqual([]);
    expect(tileMoves).toBeGreaterThan(5);
    expect(supplyMoves).toBeGreaterThan(5);
  });

  it.each([0, 3, 9, 14, 15, 17, 21, 33])('mark every seat whose slots a move wrote in game %i (the page path shares the others unread)', (i) => {
    const slots = (x: Int32Array, seat: number): string => Array.from(x.subarray(playerAt(seat), playerAt(seat) + P.size)).join(',');
    const unseen: string[] = [];
    let unmarked = 0;
    eachMove(i, (before, a, ply) => {
      for (let seat = 0; seat < a[G.players]!; seat++) {
        if ((a[G.seatsWritten]! & (1 << seat)) !== 0) continue;
        unmarked++;
        if (slots(before, seat) !== slots(a, seat)) unseen.push(`ply ${ply}: seat ${seat}`);
      }
    });
    expect(unseen).toEqual([]);
    // Most moves write one or two seats: the others are handed on unread.
    expect(unmarked).toBeGreaterThan(20);
  });
});
