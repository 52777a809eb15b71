import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { endeavorPuzzleSchema, puzzleSchema } from '../../content/schemas';
import { checkEndeavorPuzzle } from './check';
import { readEndeavorPosition } from './position';

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
