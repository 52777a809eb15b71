/** Words of the board-first screen (src/islands/board-screen): the phone's pointer to the moves on the board, the fold of its panel bar. */
import { defineStrings } from '../define';

export const boardScreenText = defineStrings(
  'board-screen',
  {
    'toMoves.below': 'Your moves on the board are below: show them ↓',
    'toMoves.above': 'Your moves on the board are above: show them ↑',
    // The phone's panel bar: folded to the task and the feedback, or open in full.
    'fold.more': 'More',
    'fold.less': 'Less',
  },
  {
    'toMoves.below': 'A táblán lejjebb léphetsz: mutasd ↓',
    'toMoves.above': 'A táblán feljebb léphetsz: mutasd ↑',
    'fold.more': 'Több',
    'fold.less': 'Kevesebb',
  },
  {
    'toMoves.below': 'Je zetten op het bord staan lager: toon ze ↓',
    'toMoves.above': 'Je zetten op het bord staan hoger: toon ze ↑',
    'fold.more': 'Meer',
    'fold.less': 'Minder',
  },
);
