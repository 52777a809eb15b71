import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { endeavorPuzzleSchema, puzzleSchema } from '../../content/schemas';
import { checkEndeavorPuzzle } from './check';
import { readEndeavorPosition } from './position';
import { EndeavorSolver } from './solve';

const load = (f: string) => endeavorPuzzleSchema.parse(parse(readFileSync(`puzzles/${f}`, 'utf8')));
const tie = load('endeavor-01-governor-tie.yaml');
const presence = load('endeavor-03-presence.yaml');

describe('the Endeavor puzzle checker', () => {
  it('proves the governor tie: shipping to the Caribbean wins the card', () => {
    const r = checkEndeavorPuzzle(tie);
    expect(r.ok && r.value).toMatchObject({ value: 0, outcomes: 1 });
    expect(r.ok && r.value.traps[0]).toMatch(/occupy\/region-closed/);
  });

  it('stops at "best" when the stated answer misses the goal', () => {
    const r = checkEndeavorPuzzle({ ...tie, answer: [{ type: 'activate', slot: 1, steps: [{ action: 'ship', region: 'india' }] }] });
    expect(!r.ok && r.error.step).toBe('best');
    expect(!r.ok && r.error.reason).toMatch(/gives -Infinity but activate slot 1: ship to caribbean gives 0/);
  });

  it('stops at "answer" with the engine\'s reason when the answer is illegal (draw before the presence is there)', () => {
    const r = checkEndeavorPuzzle({ ...presence, answer: [{ type: 'activate', slot: 1, steps: [{ action: 'draw', deck: 'africa' }] }] });
    expect(!r.ok && r.error.step).toBe('answer');
    expect(!r.ok && r.error.reason).toMatch(/draw\/requirement-not-met/);
  });

  it('stops at "traps" when a trap is not refused the way the file says, or is as good as the answer', () => {
    const wrongCode = checkEndeavorPuzzle({ ...tie, traps: [{ moves: tie.traps[0]!.moves, refused: 'occupy/city-taken' }] });
    expect(!wrongCode.ok && wrongCode.error.step).toBe('traps');
    expect(!wrongCode.ok && wrongCode.error.reason).toMatch(/occupy\/region-closed/);
    const noTrap = checkEndeavorPuzzle({ ...tie, traps: [{ moves: tie.answer }] });
    expect(!noTrap.ok && noTrap.error.reason).toMatch(/it is no trap/);
  });

  it('stops at "unique" when another best first move is not listed', () => {
    // With a Guild Hall as well as a Shipyard, either building can ship to the Caribbean.
    const position = { ...tie.position, seats: [{ harbour: 2, buildings: ['shipyard', 'guildHall'] }, { buildings: ['shipyard'] }, {}] };
    const r = checkEndeavorPuzzle({ ...tie, position, traps: [] });
    expect(!r.ok && r.error.step).toBe('unique');
    const both = checkEndeavorPuzzle({ ...tie, position, traps: [], alternatives: [[{ type: 'activate', slot: 2, steps: [{ action: 'ship', region: 'caribbean' }] }]] });
    expect(both.ok).toBe(true);
  });
});

describe('Endeavor puzzle positions', () => {
  it("report a typo instead of dropping it, and the engine gate's words for an impossible position", () => {
    const typo = readEndeavorPosition({ ...tie.position, cities: { atlantis: 0 } });
    expect(!typo.result.ok && typo.result.error[0]!.message).toBe('No city "atlantis".');
    const tooMany = readEndeavorPosition({ ...tie.position, seats: [{ harbour: 40 }] });
    expect(!tooMany.result.ok && tooMany.result.error.map((e) => e.code)).toContain('setup/marker-count');
  });

  it('a file without `game` is a Puerto Rico puzzle; an Endeavor goal kind is refused there', () => {
    const raw = parse(readFileSync('puzzles/001-captain-rulebook.yaml', 'utf8'));
    expect(puzzleSchema.parse(raw).game).toBe('puerto-rico');
    const r = puzzleSchema.safeParse({ ...raw, goal: { kind: 'glory', player: 0 } });
    expect(!r.success && r.error.issues[0]!.message).toMatch(/goal.kind must be most-vp/);
  });
});

describe('Build-phase puzzles (until: round)', () => {
  const docks = load('endeavor-20-docks-for-the-governor.yaml');

  it('proves a Build-phase choice by what it brings over the rest of the round', () => {
    const r = checkEndeavorPuzzle(docks);
    expect(r.ok && r.value).toMatchObject({ value: 8, runnerUp: 7, outcomes: 1 });
  });

  it('stops at "best" when the stated building is not the best one', () => {
    const theatre = [
      { type: 'build', building: 'theatre' },
      { type: 'salary', slot: 0 },
      { type: 'activate', slot: 0, steps: [{ action: 'occupy', city: 'EU10' }] },
      { type: 'spendToken', token: 'payment', step: { action: 'payment', slot: 0 } },
      { type: 'activate', slot: 0, steps: [{ action: 'occupy', city: 'EU9' }] },
    ];
    const r = checkEndeavorPuzzle({ ...docks, answer: theatre });
    expect(!r.ok && r.error.step).toBe('best');
    expect(!r.ok && r.error.reason).toMatch(/build theatre\) gives 7 but build docks gives 8/);
  });

  it('refuses a Build-phase position whose goal ends with the Action phase only', () => {
    const r = checkEndeavorPuzzle({ ...docks, goal: { ...docks.goal, until: 'phase' } });
    expect(!r.ok && r.error.step).toBe('goal');
    expect(!r.ok && r.error.reason).toMatch(/until: round/);
  });

  it('with others: pass, another seat has only its pass in the Action phase; worst-case keeps its actions', () => {
    const pos = readEndeavorPosition({ ...presence.position });
    if (!pos.result.ok) throw new Error('position');
    const atBea = { ...pos.result.value, toAct: 1, players: pos.result.value.players.map((p, i) => (i === 1 ? { ...p, harbour: 2 } : p)) };
    const passing = new EndeavorSolver(atBea, { kind: 'glory', player: 0, until: 'phase', others: 'pass' });
    const worst = new EndeavorSolver(atBea, { kind: 'glory', player: 0, until: 'phase' });
    expect(passing.legal(atBea)).toEqual([{ type: 'pass' }]);
    expect(worst.legal(atBea).length).toBeGreaterThan(1);
  });

  it('a position may start later in the Build phase (step), and a step that does not lead to the seat to act is refused', () => {
    expect(readEndeavorPosition(docks.position).result.ok).toBe(true);
    const wrong = readEndeavorPosition({ ...docks.position, step: 1 });
    expect(!wrong.result.ok && wrong.result.error[0]!.path).toBe('step');
    const outside = readEndeavorPosition({ ...tie.position, step: 1 });
    expect(!outside.result.ok && outside.result.error[0]!.path).toBe('step');
  });
});
