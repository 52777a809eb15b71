import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fromSetup, legalMoves, newGame, setupFromPartial } from '../../engine/puerto-rico';
import { puzzleSchema } from '../../content/schemas';
import { missingFields, puzzleYaml, type PuzzleFields } from './puzzle-file';

describe('puzzle files from the editor', () => {
  const state = newGame({ players: 3 }, 12);
  const fields: PuzzleFields = {
    id: 'editor-test',
    number: 99,
    title: 'A test',
    question: 'What now?',
    type: 'building',
    player: 0,
    answer: legalMoves(state)[0]!,
    explanation: 'Because.',
  };

  it('writes YAML that the puzzle schema accepts, with a position the engine accepts as it was', () => {
    const data = parse(puzzleYaml(state, fields)) as unknown;
    const checked = puzzleSchema.safeParse(data);
    expect(checked.success, JSON.stringify(checked.error?.issues)).toBe(true);
    if (!checked.success) return;
    // The puzzle pages read positions through setupFromPartial and the gate.
    const r = fromSetup(setupFromPartial(checked.data.position));
    expect(r.ok && r.value).toEqual(state);
    expect(checked.data.answer).toEqual([fields.answer]);
    // Difficulty is computed at build time from measured features, so the editor never writes one.
    expect(data).not.toHaveProperty('difficulty');
  });

  it('names what is missing', () => {
    expect(missingFields({ ...fields, id: 'Bad Id', title: ' ', answer: null })).toEqual(['id', 'title', 'answer']);
    expect(missingFields(fields)).toEqual([]);
  });
});
