import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyLegalMove, isLegal, legalMoves } from '../game';
import { newGame } from '../setup';
import type { GameState } from '../state';
import { randomBot } from './random';
import type { BotRequest } from './worker-protocol';
import { answer, decodeRequest, decodeResponse } from './worker-protocol';

/** Through the structured-clone-like JSON a postMessage would carry. */
const wire = <T>(x: T): unknown => JSON.parse(JSON.stringify(x));

function midGame(): GameState {
  let s = newGame({ players: 3 }, 21);
  const pick = randomBot(2);
  for (let i = 0; i < 60; i++) s = applyLegalMove(s, pick(s, legalMoves(s)));
  return s;
}

describe('the bot worker protocol', () => {
  const state = midGame();
  const request: BotRequest = { type: 'choose', id: 7, state, seat: state.toAct, level: 'heuristic', options: { seed: 3, names: ['Ann', 'Bea', 'Cy'] } };

  it('a request survives the trip to the worker unchanged', () => {
    const r = decodeRequest(wire(request));
    expect(r).toEqual({ ok: true, value: request });
  });

  it('answers with a legal move and its explanation, which survive the trip back', () => {
    const res = answer(wire(request));
    expect(res.type).toBe('decision');
    const back = decodeResponse(wire(res));
    expect(back).toEqual({ ok: true, value: res });
    if (res.type === 'decision') {
      expect(res.id).toBe(7);
      expect(isLegal(state, res.decision.move)).toBe(true);
      expect(res.decision.explanation.level).toBe('heuristic');
    }
  });

  it('every level answers', () => {
    for (const level of ['random', 'heuristic', 'strong'] as const) {
      const res = answer(wire({ ...request, level, options: { iterations: 10, seed: 1 } }));
      expect(res.type, level).toBe('decision');
    }
  });

  it('refuses a seat that is not to act, and a finished game, in words', () => {
    const wrong = answer(wire({ ...request, seat: (state.toAct + 1) % 3 }));
    expect(wrong).toMatchObject({ type: 'error', id: 7, error: { code: 'bot/not-your-turn' } });
    const over = answer(wire({ ...request, state: { ...state, phase: 'over', toAct: -1 } }));
    expect(over).toMatchObject({ type: 'error', error: { code: 'bot/game-over' } });
  });

  it('turns bad messages into typed errors', () => {
    expect(answer(null)).toMatchObject({ type: 'error', id: -1, error: { code: 'bot/bad-message' } });
    expect(answer({ ...request, level: 'grandmaster' })).toMatchObject({ error: { code: 'bot/bad-message' } });
    expect(answer({ ...request, options: { timeMs: -5 } })).toMatchObject({ error: { code: 'bot/bad-message' } });
    expect(answer({ ...request, state: { version: 2 } })).toMatchObject({ id: 7, error: { code: 'bot/bad-state' } });
    expect(decodeResponse({ type: 'decision', id: 1, decision: 'e4' }).ok).toBe(false);
  });

  it('never throws, whatever it is sent', () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        const res = answer(junk);
        expect(res.type).toBe('error');
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.object(), (junkState) => {
        const res = answer({ ...request, state: junkState });
        expect(res.type).toBe('error');
      }),
      { numRuns: 200 },
    );
  });
});
