import { describe, expect, it } from 'vitest';
import { legalMoves, setupDefaults } from '../../engine/endeavor';
import { LESSON_STEPS } from './steps';

describe('lesson board steps', () => {
  for (const [id, step] of Object.entries(LESSON_STEPS)) {
    it(`${id}: the position is valid and the asked move is possible`, () => {
      const r = setupDefaults(step.setup);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      expect(legalMoves(r.value).some((m) => m.type === step.want)).toBe(true);
    });
  }
});
