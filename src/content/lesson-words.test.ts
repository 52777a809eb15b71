import { describe, expect, it } from 'vitest';
import { allWordsProblems, endeavorTexts, puertoRicoTexts, resolveWords, wordsProblems } from './lesson-words';
import { captainPlan } from './lesson-steps/puerto-rico/captain';
import { actionsPlan } from './lesson-steps/endeavor/actions';

const FILE = 'src/content/lesson-steps/puerto-rico/captain.words.yaml';

describe('lesson words: one data file per plan, English required, other languages optional', () => {
  it('every words file is good and every plan has one', () => {
    expect(allWordsProblems()).toEqual([]);
  });

  it('a bad file is named with the field and the reason', () => {
    expect(wordsProblems(FILE, 'lesson: en/puerto-rico/07-captain\nen:\n  - title: ""\n')).toContain(`${FILE}: en.0.title: must not be empty`);
    expect(wordsProblems(FILE, 'lesson: en/puerto-rico/07-captain\nen:\n  - title: A\n    body: B\n')).toContain(`${FILE}: en: 1 entries, but the plan has ${captainPlan.steps.length} steps`);
    expect(wordsProblems(FILE, 'lesson: en/puerto-rico/99-nothing\nen:\n  - title: A\n')).toEqual([`${FILE}: lesson: no lesson plan has the id "en/puerto-rico/99-nothing"`]);
    expect(wordsProblems(FILE, 'lesson: en/puerto-rico/07-captain\nen: []\nfr: []\n').some((p) => p.startsWith(`${FILE}: (file): Unrecognized key`))).toBe(true);
    expect(wordsProblems(FILE, 'en: [: :')[0]).toMatch(/^src\/content\/lesson-steps\/puerto-rico\/captain\.words\.yaml: \(file\): not YAML/);
  });

  it('a step that asks for a move must say what to do', () => {
    const en = captainPlan.steps.map((s) => (s.goal.kind === 'read' ? { title: 'T', body: 'B' } : { title: 'T', body: 'B' }));
    const yaml = `lesson: en/puerto-rico/07-captain\nen:\n${en.map((e) => `  - title: ${e.title}\n    body: ${e.body}`).join('\n')}\n`;
    expect(wordsProblems(FILE, yaml)).toContain(`${FILE}: en.1.task: step 2 needs a task`);
  });

  it('a translated field replaces the English one; a missing field or step stays English', () => {
    const words = {
      lesson: 'en/endeavor/05-actions',
      en: [
        { title: 'One', body: 'First' },
        { title: 'Two', body: 'Second' },
      ],
      hu: [{ title: 'Egy' }],
    };
    expect(resolveWords(words, 'hu')).toEqual([
      { title: 'Egy', body: 'First' },
      { title: 'Two', body: 'Second' },
    ]);
    expect(resolveWords(words, 'nl')).toEqual(words.en);
  });

  it('each language resolves its own words, English staying English', () => {
    expect(puertoRicoTexts(captainPlan, 'hu')[2]).toEqual({ title: 'Anna behajózza a cukrát', body: expect.stringContaining('a szabály meg fog állítani'), task: 'Hajózd be Anna 6 cukrát.' });
    expect(puertoRicoTexts(captainPlan, 'nl')[2]?.task).toBe('Verscheep Anna’s 6 suiker.');
    expect(puertoRicoTexts(captainPlan, 'en')[2]).toEqual({ title: 'Anna loads her sugar', body: expect.stringContaining('the rules will stop you'), task: 'Load Anna’s 6 sugar.' });
    expect(endeavorTexts(actionsPlan, 'nl').map((t) => t.task.length > 0)).toEqual(actionsPlan.steps.map(() => true));
  });
});
