import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endeavorRefusalText, refusalWords } from '../i18n/strings/endeavor';
import { createActor } from 'xstate';
import { applyMove, isGameOver, legalMoves, scores, type GameState } from '../engine/endeavor';
import { decodeEndeavorLink, endeavorPositionLink } from '../notation';
import { endeavorTableMachine, movesOf, type SeatKind } from './endeavor-table';
import { positionAfter as positionAt } from '../notation/endeavor/test-games';

const positionAfter = (seed: number, plies: number): GameState => positionAt(seed, plies, `test:${seed}`);

/** Runs the bots until a person must act or the game ends. */
function runBots(actor: ReturnType<typeof createActor<typeof endeavorTableMachine>>): void {
  let guard = 0;
  while (actor.getSnapshot().value === 'botTurn' && guard++ < 20_000) actor.send({ type: 'table.botStep' });
}

describe('endeavor table machine', () => {
  it('drives a bot-only game to the end', () => {
    const actor = createActor(endeavorTableMachine).start();
    actor.send({ type: 'table.start', seats: ['random', 'heuristic', 'random'], seed: 7 });
    runBots(actor);
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('gameOver');
    expect(snap.context.game && isGameOver(snap.context.game)).toBe(true);
    expect(snap.context.refusal).toBeNull();
    expect(scores(snap.context.game!)).toHaveLength(3);
    expect(snap.context.log.at(-1)).toEqual({ kind: 'heading', round: snap.context.game!.round, phase: 'gameOver' });
    expect(snap.context.origin).toEqual({ kind: 'seed', seed: 7 });
  });

  it('refuses an illegal human move with the engine message and keeps the turn', () => {
    const actor = createActor(endeavorTableMachine).start();
    actor.send({ type: 'table.start', seats: ['human', 'human', 'human'], seed: 3 });
    expect(actor.getSnapshot().value).toBe('humanTurn');
    const before = actor.getSnapshot().context.game;
    actor.send({ type: 'table.move', move: { type: 'salary', slot: 99 } });
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('humanTurn');
    expect(snap.context.refusal?.message).toBeTruthy();
    expect(snap.context.game).toBe(before);
    const legal = legalMoves(before!)[0]!;
    actor.send({ type: 'table.move', move: legal });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(movesOf(actor.getSnapshot().context.log)).toEqual([legal]);
  });

  it('ignores a setup with the wrong number of seats', () => {
    const actor = createActor(endeavorTableMachine).start();
    actor.send({ type: 'table.start', seats: ['human', 'random'], seed: 1 });
    expect(actor.getSnapshot().value).toBe('setup');
  });
});

describe('endeavor table machine: starting from a position (table.load)', () => {
  /** A position as a friend receives it: encoded into a link and decoded through the engine's gate. */
  const shared = (s: GameState): GameState => {
    const d = decodeEndeavorLink(endeavorPositionLink(s));
    if (!d.ok) throw new Error(d.error.message);
    return d.value.state;
  };

  it('a loaded position continues to a finished game with bots', () => {
    const start = shared(positionAfter(11, 40));
    const actor = createActor(endeavorTableMachine).start();
    actor.send({ type: 'table.load', state: start, seats: ['heuristic', 'random', 'heuristic'] });
    const loaded = actor.getSnapshot().context;
    expect(loaded.game).toEqual(start);
    expect(loaded.origin).toEqual({ kind: 'position' });
    expect(loaded.log).toEqual([{ kind: 'heading', round: start.round, phase: start.phase }]);
    runBots(actor);
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('gameOver');
    expect(snap.context.refusal).toBeNull();
    // Play went on from the loaded position, not from a fresh deal.
    expect(movesOf(snap.context.log).length).toBeGreaterThan(0);
    let s = start;
    for (const m of movesOf(snap.context.log)) {
      const r = applyMove(s, m);
      expect(r.ok).toBe(true);
      if (r.ok) s = r.value;
    }
    expect(s).toEqual(snap.context.game);
  });

  it('the same link with the same seats plays the same way', () => {
    const start = shared(positionAfter(5, 25));
    const seats: SeatKind[] = ['random', 'heuristic', 'random'];
    const play = () => {
      const actor = createActor(endeavorTableMachine).start();
      actor.send({ type: 'table.load', state: start, seats });
      runBots(actor);
      return movesOf(actor.getSnapshot().context.log);
    };
    expect(play()).toEqual(play());
  });

  it('a person seat waits for its move after a load', () => {
    const start = shared(positionAfter(9, 30));
    const seats = start.players.map((_, i): SeatKind => (i === start.toAct ? 'human' : 'heuristic'));
    const actor = createActor(endeavorTableMachine).start();
    actor.send({ type: 'table.load', state: start, seats });
    expect(actor.getSnapshot().value).toBe('humanTurn');
  });

  it('a finished position opens on the scores', () => {
    const actor = createActor(endeavorTableMachine).start();
    actor.send({ type: 'table.start', seats: ['random', 'random', 'random'], seed: 21 });
    runBots(actor);
    const over = shared(actor.getSnapshot().context.game!);
    const friend = createActor(endeavorTableMachine).start();
    friend.send({ type: 'table.load', state: over, seats: ['human', 'human', 'human'] });
    expect(friend.getSnapshot().value).toBe('gameOver');
  });

  it('refuses a state the engine gate refuses: the table stays in setup', () => {
    const start = positionAfter(4, 20);
    const bad: GameState[] = [
      { ...start, players: start.players.map((p, i) => (i === 0 ? { ...p, supply: p.supply + 1 } : p)) },
      { ...start, round: 9 },
      { ...start, players: start.players.slice(0, 2) },
      { ...start, version: 2 as 1 },
    ];
    for (const state of bad) {
      const actor = createActor(endeavorTableMachine).start();
      actor.send({ type: 'table.load', state, seats: state.players.map(() => 'random' as const) });
      expect(actor.getSnapshot().value, JSON.stringify(state).slice(0, 80)).toBe('setup');
      expect(actor.getSnapshot().context.game).toBeNull();
    }
  });

  it('refuses seats that do not match the position', () => {
    const start = positionAfter(4, 20);
    const actor = createActor(endeavorTableMachine).start();
    actor.send({ type: 'table.load', state: start, seats: ['human', 'random', 'random', 'random'] });
    expect(actor.getSnapshot().value).toBe('setup');
    actor.send({ type: 'table.load', state: start, seats: ['human', 'robot' as SeatKind, 'random'] });
    expect(actor.getSnapshot().value).toBe('setup');
  });
});

describe('endeavor table: refusals in the page language', () => {
  it('every refusal code the engine can give has words in the table', () => {
    // The engine names each refusal once, in moveError('<code>', ...); read those codes from its source.
    const dir = join(__dirname, '../engine/endeavor');
    const codes = new Set(readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/moveError\('([a-z/-]+)'/g)].map((m) => m[1]!)));
    expect(codes.size).toBeGreaterThan(20);
    expect([...codes].filter((c) => !(c in endeavorRefusalText.table.en))).toEqual([]);
  });

  it('a refused move reads in Dutch and Hungarian, and in the engine’s own words in English', () => {
    const actor = createActor(endeavorTableMachine).start();
    actor.send({ type: 'table.start', seats: ['human', 'human', 'human'], seed: 3 });
    actor.send({ type: 'table.move', move: { type: 'salary', slot: 99 } });
    const refusal = actor.getSnapshot().context.refusal!;
    expect(refusalWords('en', refusal)).toBe(refusal.message);
    expect(refusalWords('nl', refusal)).toBe(endeavorRefusalText.table.nl[refusal.code as keyof typeof endeavorRefusalText.table.nl]);
    expect(refusalWords('hu', refusal)).not.toBe(refusal.message);
    // A code the table does not know falls back to the engine's sentence rather than nothing.
    expect(refusalWords('hu', { code: 'x/unknown', message: 'Engine words.' })).toBe('Engine words.');
  });
});
