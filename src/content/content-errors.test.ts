import { describe, expect, it } from 'vitest';
import { frontmatterOf, problemsOf } from './check-content';
import { lessonSchema, puzzleSchema } from './schemas';

const lesson = 'game: puerto-rico\nlang: en\norder: 1\ntitle: T\nsummary: S\n';

describe('content problems, one line each: file, field, reason', () => {
  it('a good lesson has none', () => {
    expect(problemsOf('a.mdx', lesson, lessonSchema)).toEqual([]);
  });
  it('a wrong type names the field, what was expected and what was found', () => {
    expect(problemsOf('a.mdx', lesson.replace('order: 1', 'order: first'), lessonSchema)).toEqual(['a.mdx: order: expected a number, got a string']);
  });
  it('a missing field says it is missing', () => {
    expect(problemsOf('a.mdx', lesson.replace('title: T\n', ''), lessonSchema)).toEqual(['a.mdx: title: missing (expected a string)']);
  });
  it('a typo in a field name names the field it was meant to be', () => {
    expect(problemsOf('a.mdx', `${lesson}titel: x\n`, lessonSchema)).toEqual(['a.mdx: titel: "titel" is not a known field; did you mean title?']);
  });
  it('a value outside a closed list lists the values allowed', () => {
    expect(problemsOf('a.mdx', lesson.replace('game: puerto-rico', 'game: chess'), lessonSchema)).toEqual(['a.mdx: game: "chess" is not one of puerto-rico, endeavor']);
  });
  it('a typo deep in a puzzle file names the path to it', () => {
    const puzzle = {
      id: 'p',
      number: 1,
      title: { en: 'T' },
      type: 'shipping',
      difficulty: 1,
      source: 'S',
      question: { en: 'Q' },
      position: {},
      answer: [{ type: 'pass' }],
      explanation: { en: 'E' },
      goal: { kind: 'most-vp', playr: 1, until: 'action' },
    };
    const lines = problemsOf('puzzles/p.yaml', JSON.stringify(puzzle), puzzleSchema);
    expect(lines).toContain('puzzles/p.yaml: goal.playr: "playr" is not a known field; did you mean player?');
    // `until` belongs to Endeavor goals only: a Puerto Rico goal is not told it meant `until`.
    expect(lines).toContain('puzzles/p.yaml: goal.until: "until" is not a known field (known: kind, player, phases, others).');
    for (const line of lines) expect(line).not.toMatch(/\n|\*\*/);
  });
  it('broken YAML and a missing frontmatter are one line too', () => {
    expect(problemsOf('a.mdx', 'title: [unclosed', lessonSchema)).toEqual([expect.stringMatching(/^a\.mdx: \(the file\): not valid YAML: [^\n]+$/)]);
    expect(frontmatterOf('# no frontmatter')).toBeNull();
    expect(problemsOf('a.mdx', null, lessonSchema)).toEqual([expect.stringMatching(/^a\.mdx: \(the file\): no frontmatter/)]);
  });
});

describe('the project content', () => {
  it('every lesson and puzzle file passes the check the build runs first', async () => {
    const { checkContent } = await import('./check-content');
    expect(checkContent(process.cwd())).toEqual([]);
  });
});
