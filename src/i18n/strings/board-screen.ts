/** Words of the board-first screen (src/islands/board-screen): the phone's pointer to the moves on the board, the fold of its panel bar. */
import { defineStrings } from '../define';

export const boardScreenText = defineStrings(
  'board-screen',
  {
    'toMoves.below': 'Your moves are below: show them ↓',
    'toMoves.above': 'Your moves are above: show them ↑',
    // The phone's panel bar: folded to the task and the feedback, or open in full.
    'fold.more': 'More',
    'fold.less': 'Less',
  },
  {
    'toMoves.below': 'A lépéseid lejjebb vannak: mutasd ↓',
    'toMoves.above': 'A lépéseid feljebb vannak: mutasd ↑',
    'fold.more': 'Több',
    'fold.less': 'Kevesebb',
  },
  {
    'toMoves.below': 'Je zetten staan lager: toon ze ↓',
    'toMoves.above': 'Je zetten staan hoger: toon ze ↑',
    'fold.more': 'Meer',
    'fold.less': 'Minder',
  },
);
