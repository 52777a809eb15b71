/**
 * Every building example, proven by the engine: its position passes the engine's gate (with
 * and without the building), every scripted move is legal, and the watched measure changes as
 * the example says, with the building and without it.
 */
import { describe, expect, it } from 'vitest';
import { BUILDING } from '../../engine/puerto-rico/buildings';
import { isLegal } from '../../engine/puerto-rico/game';
import { works } from '../../engine/puerto-rico/state';
import { BUILDINGS } from '../../engine/puerto-rico/vocabulary';
import { BUILDING_EXAMPLES } from './building-guide-examples';
import { BUILDING_GUIDE } from './building-guide';
import { compare, examplePosition, replay, setupWithout } from './building-guide-replay';

describe('building examples', () => {
  for (const building of BUILDINGS) {
    const ex = BUILDING_EXAMPLES[building];
    describe(building, () => {
      it('has a position the engine accepts, with the learner to act', () => {
        const pos = examplePosition(ex, building, 'with');
        if (!pos.ok) throw new Error(pos.error.map((e) => `${e.path}: ${e.message}`).join('\n'));
        expect(pos.value.toAct).toBe(ex.seat);
        expect(isLegal(pos.value, ex.script[0])).toBe(true);
      });

      it("shows the building working in the learner's city (unless the example builds it)", () => {
        const pos = examplePosition(ex, building, 'with');
        if (!pos.ok) throw new Error('position refused');
        const p = pos.value.players[ex.seat]!;
        if (ex.script.some((m) => m.type === 'build' && m.building === building)) expect(p.city.some((c) => c.building === building)).toBe(false);
        else if (BUILDING[building].circles > 0) expect(works(p, building)).toBe(true);
      });

      it('replays its script move by move', () => {
        const pos = examplePosition(ex, building, 'with');
        if (!pos.ok) throw new Error('position refused');
        const r = replay(pos.value, ex.script);
        if (!r.ok) throw new Error(`move ${r.error.at}: ${r.error.error.message}`);
      });

      it(`changes the measure by what the example says (with ${ex.expect.with}, without ${ex.expect.without ?? 'refused'})`, () => {
        const c = compare(ex, building);
        if (!c.with.ok) throw new Error(c.with.error.message);
        expect(c.with.value).toBe(ex.expect.with);
        if (!ex.toggle) {
          expect(c.without).toBeNull();
          return;
        }
        expect(c.without).not.toBeNull();
        if (ex.expect.without === null) {
          expect(c.without?.ok).toBe(false);
          // The refusal must be about this building, not about something else in the position.
          if (c.without && !c.without.ok) expect(BUILDING_GUIDE[building].rules).toContain(c.without.error.rule);
        } else {
          if (!c.without?.ok) throw new Error(`without: ${c.without?.error.message}`);
          expect(c.without.value).toBe(ex.expect.without);
          // The building must make a difference, or the example teaches nothing.
          expect(c.without.value).not.toBe(c.with.value);
        }
      });

      it('keeps the learner to act in the same phase without the building (so a refusal is about the building)', () => {
        if (!ex.toggle) return;
        const w = examplePosition(ex, building, 'without');
        const pos = examplePosition(ex, building, 'with');
        if (!w.ok || !pos.ok) throw new Error('position refused');
        expect(w.value.toAct).toBe(ex.seat);
        expect(w.value.phase).toBe(pos.value.phase);
      });

      it('removes only the building in the "without" version', () => {
        const w = setupWithout(ex.setup, ex.seat, building);
        const p = w.players[ex.seat]!;
        expect((p.city ?? []).some((c) => c.building === building)).toBe(false);
        const before = ex.setup.players[ex.seat]!;
        const colonists = (q: typeof p) => (q.city ?? []).reduce((n, c) => n + c.colonists, 0) + (q.sanJuan ?? 0);
        expect(colonists(p)).toBe(colonists(before));
      });
    });
  }
});
