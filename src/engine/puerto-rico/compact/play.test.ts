import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashGame } from '../equivalence';
import { type EquivalenceFixture, GAMES_FILE } from '../fixtures/equivalence-fixture';
import { COMPACT_PLAYER } from './player';

const fixture = JSON.parse(readFileSync(GAMES_FILE, 'utf8')) as EquivalenceFixture;

describe('the compact rules (issue #18.1)', () => {
  it.each([0, 1, 2, 3, 4, 6, 9, 13, 14, 15])('play equivalence game %i exactly as the JSON engine recorded it', (i) => {
    expect(hashGame(i, COMPACT_PLAYER).game).toBe(fixture.games[i]!.hash);
  });
});
