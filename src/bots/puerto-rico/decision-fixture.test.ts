import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decisionHashes, fixturePositions } from './decision-fixture';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/decisions.json', import.meta.url), 'utf8')) as { positions: { heuristic: string; strong: string; playout: string; fitted: string }[] };
const positions = fixturePositions();

describe('the bots decide as recorded (issue #18 point 4: a faster data path, the same decisions)', () => {
  it('has the recorded positions', () => {
    expect(positions.length).toBe(fixture.positions.length);
    expect(positions.length).toBeGreaterThanOrEqual(40);
  });

  it.each(positions.map((s, i) => [i, s] as const))('position %i: same moves, values and visits', (i, s) => {
    expect(decisionHashes(s, i)).toEqual(fixture.positions[i]);
  });

  it('fails when a decision differs: another seed gives other root statistics', () => {
    const differs = positions.slice(0, 5).some((s, i) => decisionHashes(s, i + 1).strong !== fixture.positions[i]!.strong);
    expect(differs).toBe(true);
  });
});
