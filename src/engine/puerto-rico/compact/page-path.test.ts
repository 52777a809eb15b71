import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_PLAYER, hashGame } from '../equivalence';
import { type EquivalenceFixture, GAMES_FILE } from '../fixtures/equivalence-fixture';
import { usePagePath } from '../game';
import { COMPACT_PAGE_PATH } from './page-path';

const fixture = JSON.parse(readFileSync(GAMES_FILE, 'utf8')) as EquivalenceFixture;

describe('the page path in compact form (issue #18.3)', () => {
  afterAll(() => usePagePath(null));

  it.each([0, 2, 5, 9, 14, 15])('plays equivalence game %i through legalMoves and applyMove exactly as the JSON engine recorded it', (i) => {
    usePagePath(COMPACT_PAGE_PATH);
    expect(hashGame(i, PAGE_PLAYER).game).toBe(fixture.games[i]!.hash);
  });
});
