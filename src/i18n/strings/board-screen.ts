/** Words of the board-first screen (src/islands/board-screen): the phone's pointer to the moves on the board. */
import { defineStrings } from '../define';

export const boardScreenText = defineStrings(
  'board-screen',
  {
    'toMoves.below': 'Your moves are below: show them ↓',
    'toMoves.above': 'Your moves are above: show them ↑',
  },
  {
    'toMoves.below': 'A lépéseid lejjebb vannak: mutasd ↓',
    'toMoves.above': 'A lépéseid feljebb vannak: mutasd ↑',
  },
  {
    'toMoves.below': 'Je zetten staan lager: toon ze ↓',
    'toMoves.above': 'Je zetten staan hoger: toon ze ↑',
  },
);
