import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endeavorRefusalText, refusalWords } from '../../i18n/strings/endeavor';
import { createActor, fromPromise, waitFor } from 'xstate';
import { applyMove, isGameOver, legalMoves, scores, type GameState } from '../../engine/endeavor';
import { decodeEndeavorLink, endeavorPositionLink } from '../../notation';
import { decideEndeavor } from '../../bots/endeavor/bot-game';
import {
  endeavorTableMachine,
  logOf,
  movesOf,
  originOf,
  seatsFromWords,
  startOf,
  type EndeavorBotAnswer,
  type EndeavorBotInput,
  type EndeavorSeat,
  type EndeavorTableContext,
  type SeatWord,
} from './table';
import { positionAfter as positionAt } from '../../bots/endeavor/test-games';

const positionAfter = (seed: number, plies: number): GameState => positionAt(seed, plies, `test:${seed}`);

/** The bots layer as the table's bot actor, on this thread: each decision seeded as the table asks. */
const machine = endeavorTableMachine.provide({
  actors: { pickBot: fromPromise<EndeavorBotAnswer, EndeavorBotInput>(async ({ input }) => decideEndeavor(input.state, input.seat, input.level, { seed: input.seed })) },
});

const newTable = () => createActor(machine, { input: { botDelayMs: 0 } }).start();
type Table = ReturnType<typeof newTable>;

const seatsOf = (...words: SeatWord[]): EndeavorSeat[] => seatsFromWords(words)!;
const startNew = (actor: Table, words: SeatWord[], seed: number) =>
  actor.send({ type: 'table.start', start: { kind: 'new', options: { players: words.length as 3 }, seed }, seats: seatsOf(...words), names: [] });
const load = (actor: Table, state: GameState, seats: EndeavorSeat[]) => actor.send({ type: 'table.start', start: { kind: 'position', state }, seats, names: [] });
/** The log of the table as the page shows it. */
const logOfTable = (c: EndeavorTableContext) => logOf(startOf(c.start!)!, c.played);

/** Runs the bots until a person must act or the game ends. */
async function runBots(actor: Table): Promise<void> {
  await waitFor(actor, (s) => !s.matches('botThinking'), { timeout: 30_000 });
}

describe('endeavor table machine', () => {
  it('drives a bot-only game to the end', async () => {
    const actor = newTable();
    startNew(actor, ['random', 'heuristic', 'random'], 7);
    await runBots(actor);
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('gameOver');
    expect(snap.context.game && isGameOver(snap.context.game)).toBe(true);
    expect(snap.context.refusal).toBeNull();
    expect(scores(snap.context.game!)).toHaveLength(3);
    expect(logOfTable(snap.context).at(-1)).toEqual({ kind: 'heading', round: snap.context.game!.round, phase: 'gameOver' });
    expect(originOf(snap.context.start)).toEqual({ kind: 'seed', seed: 7 });
  });

  it('refuses an illegal human move with the engine message and keeps the turn', () => {
    const actor = newTable();
    startNew(actor, ['human', 'human', 'human'], 3);
    // Nothing is hidden in Endeavor: people at one device play on without a handover.
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
    expect(movesOf(actor.getSnapshot().context.played)).toEqual([legal]);
  });

  it('undoes a person’s last move', () => {
    const actor = newTable();
    startNew(actor, ['human', 'human', 'human'], 3);
    const before = actor.getSnapshot().context.game!;
    actor.send({ type: 'table.move', move: legalMoves(before)[0]! });
    actor.send({ type: 'table.undo' });
    expect(actor.getSnapshot().context.played).toEqual([]);
    expect(actor.getSnapshot().context.game).toEqual(before);
  });

  it('ignores a setup with the wrong number of seats', () => {
    const actor = newTable();
    actor.send({ type: 'table.start', start: { kind: 'new', options: { players: 3 }, seed: 1 }, seats: seatsOf('human', 'random'), names: [] });
    expect(actor.getSnapshot().value).toBe('setup');
    startNew(actor, ['human', 'random'], 1);
    expect(actor.getSnapshot().value).toBe('setup');
  });
});

describe('endeavor table machine: starting from a position', () => {
  /** A position as a friend receives it: encoded into a link and decoded through the engine's gate. */
  const shared = (s: GameState): GameState => {
    const d = decodeEndeavorLink(endeavorPositionLink(s));
    if (!d.ok) throw new Error(d.error.message);
    return d.value.state;
  };

  it('a loaded position continues to a finished game with bots', async () => {
    const start = shared(positionAfter(11, 40));
    const actor = newTable();
    load(actor, start, seatsOf('heuristic', 'random', 'heuristic'));
    const loaded = actor.getSnapshot().context;
    expect(loaded.game).toEqual(start);
    expect(originOf(loaded.start)).toEqual({ kind: 'position' });
    expect(logOf(start, [])).toEqual([{ kind: 'heading', round: start.round, phase: start.phase }]);
    await runBots(actor);
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('gameOver');
    expect(snap.context.refusal).toBeNull();
    // Play went on from the loaded position, not from a fresh deal.
    expect(movesOf(snap.context.played).length).toBeGreaterThan(0);
    let s = start;
    for (const m of movesOf(snap.context.played)) {
      const r = applyMove(s, m);
      expect(r.ok).toBe(true);
      if (r.ok) s = r.value;
    }
    expect(s).toEqual(snap.context.game);
  });

  it('the same link with the same seats plays the same way', async () => {
    const start = shared(positionAfter(5, 25));
    const seats = seatsOf('random', 'heuristic', 'random');
    const play = async () => {
      const actor = newTable();
      load(actor, start, seats);
      await runBots(actor);
      return movesOf(actor.getSnapshot().context.played);
    };
    const first = await play();
    expect(first.length).toBeGreaterThan(0);
    expect(await play()).toEqual(first);
  });

  it('a person seat waits for its move after a load', () => {
    const start = shared(positionAfter(9, 30));
    const seats = seatsOf(...start.players.map((_, i): SeatWord => (i === start.toAct ? 'human' : 'heuristic')));
    const actor = newTable();
    load(actor, start, seats);
    expect(actor.getSnapshot().value).toBe('humanTurn');
  });

  it('a finished position opens on the scores', async () => {
    const actor = newTable();
    startNew(actor, ['random', 'random', 'random'], 21);
    await runBots(actor);
    const over = shared(actor.getSnapshot().context.game!);
    const friend = newTable();
    load(friend, over, seatsOf('human', 'human', 'human'));
    expect(friend.getSnapshot().value).toBe('gameOver');
  });

  it('refuses a state the engine gate refuses: the table stays in setup', () => {
    const start = positionAfter(4, 20);
    const bad: GameState[] = [
      { ...start, players: start.players.map((p, i) => (i === 0 ? { ...p, supply: p.supply + 1 } : p)) },
      { ...start, round: 9 },
      { ...start, players: start.players.slice(0, 2) },
      { ...start, version: 3 as 2 },
    ];
    for (const state of bad) {
      const actor = newTable();
      load(actor, state, seatsOf(...state.players.map(() => 'random' as const)));
      expect(actor.getSnapshot().value, JSON.stringify(state).slice(0, 80)).toBe('setup');
      expect(actor.getSnapshot().context.game).toBeNull();
    }
  });

  it('refuses seats that do not match the position', () => {
    const start = positionAfter(4, 20);
    const actor = newTable();
    load(actor, start, seatsOf('human', 'random', 'random', 'random'));
    expect(actor.getSnapshot().value).toBe('setup');
    load(actor, start, [{ kind: 'human' }, { kind: 'bot', level: 'robot' } as unknown as EndeavorSeat, { kind: 'bot', level: 'random' }]);
    expect(actor.getSnapshot().value).toBe('setup');
    // A level neither game has.
    load(actor, start, [{ kind: 'human' }, { kind: 'bot', level: 'grandmaster' } as unknown as EndeavorSeat, { kind: 'bot', level: 'random' }]);
    expect(actor.getSnapshot().value).toBe('setup');
  });

  it('reads the seat words of the old seat kinds and the strong bot, and nothing else', () => {
    expect(seatsFromWords(['human', 'random', 'heuristic'])).toEqual([{ kind: 'human' }, { kind: 'bot', level: 'random' }, { kind: 'bot', level: 'heuristic' }]);
    expect(seatsFromWords(['human', 'strong'])).toEqual([{ kind: 'human' }, { kind: 'bot', level: 'strong' }]);
    expect(seatsFromWords(['human', 'grandmaster'])).toBeNull();
    expect(seatsFromWords(['__proto__'])).toBeNull();
  });
});

describe('endeavor table: refusals in the page language', () => {
  it('every refusal code the engine can give has words in the table', () => {
    // The engine names each refusal once, in moveError('<code>', ...); read those codes from its source.
    const dir = join(__dirname, '../../engine/endeavor');
    const codes = new Set(
      readdirSync(dir)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/moveError\('([a-z/-]+)'/g)].map((m) => m[1]!)),
    );
    expect(codes.size).toBeGreaterThan(20);
    expect([...codes].filter((c) => !(c in endeavorRefusalText.table.en))).toEqual([]);
  });

  it('a refused move reads in Dutch and Hungarian, and in the engine’s own words in English', () => {
    const actor = newTable();
    startNew(actor, ['human', 'human', 'human'], 3);
    actor.send({ type: 'table.move', move: { type: 'salary', slot: 99 } });
    const refusal = actor.getSnapshot().context.refusal!;
    expect(refusalWords('en', refusal)).toBe(refusal.message);
    expect(refusalWords('nl', refusal)).toBe(endeavorRefusalText.table.nl[refusal.code as keyof typeof endeavorRefusalText.table.nl]);
    expect(refusalWords('hu', refusal)).not.toBe(refusal.message);
    // A code the table does not know falls back to the engine's sentence rather than nothing.
    expect(refusalWords('hu', { code: 'x/unknown', message: 'Engine words.' })).toBe('Engine words.');
  });
});
