import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asEndeavorWhy } from './endeavor/explain';
import { applyLegalMove, isLegal, legalMoves, newGame, type GameState } from '../engine/puerto-rico';
import * as endeavor from '../engine/endeavor';
import { ENDEAVOR_BOTS } from './endeavor/bot-game';
import { PUERTO_RICO_BOTS } from './puerto-rico/bot-game';
import { randomBot } from './puerto-rico/random';
import type { BotRegistry } from './kit';
import type { BotRequest } from './worker-protocol';
import { answer, decodeRequest, decodeResponse } from './worker-protocol';
import { positionAfter } from './endeavor/test-games';

/** Through the structured-clone-like JSON a postMessage would carry. */
const wire = <T>(x: T): unknown => JSON.parse(JSON.stringify(x));

const BOTH: BotRegistry = { 'puerto-rico': PUERTO_RICO_BOTS, endeavor: ENDEAVOR_BOTS };

function midGame(): GameState {
  let s = newGame({ players: 3 }, 21);
  const pick = randomBot(2);
  for (let i = 0; i < 60; i++) s = applyLegalMove(s, pick(s, legalMoves(s)));
  return s;
}

describe('the bot worker protocol', () => {
  const state = midGame();
  const request: BotRequest = { type: 'choose', game: 'puerto-rico', id: 7, state, seat: state.toAct, level: 'skilled', options: { seed: 3, names: ['Ann', 'Bea', 'Cy'] } };

  it('a request survives the trip to the worker unchanged', () => {
    const r = decodeRequest(wire(request), BOTH);
    expect(r).toEqual({ ok: true, value: request });
  });

  it('answers with a legal move and its explanation, which survive the trip back', () => {
    const res = answer(wire(request), BOTH);
    expect(res.type).toBe('decision');
    const back = decodeResponse(wire(res));
    expect(back).toEqual({ ok: true, value: res });
    if (res.type === 'decision') {
      expect(res.id).toBe(7);
      expect(isLegal(state, res.decision.move)).toBe(true);
      expect((res.decision.explanation as { level: string }).level).toBe('heuristic');
    }
  });

  it('every Puerto Rico level answers', () => {
    for (const level of PUERTO_RICO_BOTS.levels) {
      const res = answer(wire({ ...request, level, options: { iterations: 10, seed: 1 } }), BOTH);
      expect(res.type, level).toBe('decision');
    }
  });

  it('answers an Endeavor request with a legal move (the strong bot with its why), the same move for the same seed', () => {
    const e = positionAfter(3, 30, 'protocol');
    for (const level of ['random', 'heuristic', 'strong'] as const) {
      const ask = { type: 'choose', game: 'endeavor', id: 2, state: e, seat: e.toAct, level, options: { seed: 'x' } };
      const res = answer(wire(ask), BOTH);
      expect(res.type, level).toBe('decision');
      if (res.type !== 'decision') continue;
      expect(endeavor.isLegal(e, res.decision.move)).toBe(true);
      if (level === 'strong') expect(asEndeavorWhy(res.decision.explanation) ?? 'unreadable').toEqual(res.decision.explanation);
      else expect(res.decision.explanation).toBeNull();
      expect(decodeResponse(wire(res))).toEqual({ ok: true, value: res });
      expect(answer(wire(ask), BOTH)).toEqual(res);
    }
    // A level no Endeavor bot has is refused in words, not thrown on.
    expect(answer(wire({ type: 'choose', game: 'endeavor', id: 2, state: e, seat: e.toAct, level: 'grandmaster' }), BOTH)).toMatchObject({ error: { code: 'bot/bad-message' } });
    expect(answer(wire({ type: 'choose', game: 'endeavor', id: 2, state: e, seat: e.toAct, level: 'strong', options: { timeMs: -5 } }), BOTH)).toMatchObject({ error: { code: 'bot/bad-message' } });
  });

  it('a worker refuses a game it does not serve, and a state of the other game', () => {
    expect(answer(wire(request), { endeavor: ENDEAVOR_BOTS })).toMatchObject({ id: 7, error: { code: 'bot/bad-message' } });
    expect(answer(wire({ ...request, game: 'chess' }), BOTH)).toMatchObject({ error: { code: 'bot/bad-message' } });
    expect(answer(wire({ ...request, game: 'endeavor', level: 'random' }), BOTH)).toMatchObject({ error: { code: 'bot/bad-state' } });
  });

  it('refuses a seat that is not to act, and a finished game, in words', () => {
    const wrong = answer(wire({ ...request, seat: (state.toAct + 1) % 3 }), BOTH);
    expect(wrong).toMatchObject({ type: 'error', id: 7, error: { code: 'bot/not-your-turn' } });
    const over = answer(wire({ ...request, state: { ...state, phase: 'over', toAct: -1 } }), BOTH);
    expect(over).toMatchObject({ type: 'error', error: { code: 'bot/game-over' } });
  });

  it('turns bad messages into typed errors', () => {
    expect(answer(null, BOTH)).toMatchObject({ type: 'error', id: -1, error: { code: 'bot/bad-message' } });
    expect(answer({ ...request, level: 'grandmaster' }, BOTH)).toMatchObject({ error: { code: 'bot/bad-message' } });
    expect(answer({ ...request, options: { timeMs: -5 } }, BOTH)).toMatchObject({ error: { code: 'bot/bad-message' } });
    expect(answer({ ...request, state: { version: 2 } }, BOTH)).toMatchObject({ id: 7, error: { code: 'bot/bad-state' } });
    expect(decodeResponse({ type: 'decision', id: 1, decision: 'e4' }).ok).toBe(false);
    expect(decodeResponse({ type: 'decision', id: 1, decision: { move: { type: 'pass' }, explanation: 'because' } }).ok).toBe(false);
  });

  it('never throws, whatever it is sent', () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        const res = answer(junk, BOTH);
        expect(res.type).toBe('error');
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.object(), fc.constantFrom('puerto-rico', 'endeavor'), (junkState, game) => {
        const res = answer({ ...request, game, level: game === 'endeavor' ? 'random' : 'beginner', state: junkState }, BOTH);
        expect(res.type).toBe('error');
      }),
      { numRuns: 200 },
    );
  });
});
