/** The Prospector (reference §2.3: 1 doubloon for the chooser, nothing for the others; 2 with a Library, seed 001). */
import { note } from '../rule-notes';
import type { PhaseHandler } from './phase';
import { works } from './state';
import { payFromBank } from './supply';

/** The Prospector: the chooser's doubloon and nothing else. */
export const prospector: PhaseHandler = {
  start(s) {
    const p = s.players[s.chooser]!;
    note('prospector.doubloon');
    payFromBank(s, p, works(p, 'library') ? 2 : 1);
    s.queue = [];
  },
  moves() {},
  apply() {
    return true;
  },
  end() {},
  diagnose() {
    return null;
  },
};
