/** Words of the board-first screen (src/islands/board-screen): the phone's pointer to the moves on the board. */
import { defineStrings } from '../define';

export const boardScreenText = defineStrings(
  'board-screen',
  {
    'toMoves.below': 'Your moves are on the board below: show them ↓',
    'toMoves.above': 'Your moves are on the board above: show them ↑',
  },
  {
    'toMoves.below': 'A lépéseid lejjebb vannak a táblán: mutasd ↓',
    'toMoves.above': 'A lépéseid feljebb vannak a táblán: mutasd ↑',
  },
  {
    'toMoves.below': 'Je zetten staan lager op het bord: toon ze ↓',
    'toMoves.above': 'Je zetten staan hoger op het bord: toon ze ↑',
  },
);
