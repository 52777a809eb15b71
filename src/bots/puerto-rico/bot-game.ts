/** The Puerto Rico bots bound to the bot kit (../kit.ts), for the worker protocol and the table. */
import { err, ok } from '../../engine/result';
import { fromSetup, legalMoves, type GameState, type Move } from '../../engine/puerto-rico';
import type { BotGame } from '../kit';
import type { Explanation } from './explain';
import { BOT_LEVELS, type BotLevel } from './ladder';
import { decide } from './index';

export const PUERTO_RICO_BOTS: BotGame<GameState, Move, BotLevel, Explanation> = {
  id: 'puerto-rico',
  levels: BOT_LEVELS,
  gate: (state) => {
    const r = fromSetup(state);
    return r.ok ? ok(r.value) : err(r.error.map((e) => e.message).join(' '));
  },
  isOver: (state) => state.phase === 'over',
  toAct: (state) => state.toAct,
  hasMoves: (state) => legalMoves(state).length > 0,
  decide,
};
