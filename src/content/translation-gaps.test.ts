/** Every lesson of the course, and every word of its steps, exists in Hungarian and Dutch. */
import { describe, expect, it } from 'vitest';
import { lessonHeads, stepWordFiles } from './translation-files';
import { lessonGaps, stepWordGaps, TRANSLATED_LANGS } from './translation-gaps';

describe('the course in every language', () => {
  const lessons = lessonHeads();
  const files = stepWordFiles();

  it('finds the course: 20 English lessons and a words file per plan (20 lessons, 14 practice drills)', () => {
    expect(lessons.filter((l) => l.id.startsWith('en/')).length).toBe(20);
    expect(Object.keys(files).length).toBe(34);
  });

  for (const lang of TRANSLATED_LANGS) {
    it(`every English lesson has its ${lang} translation, which names it`, () => {
      expect(lessonGaps(lessons, lang)).toEqual([]);
    });

    it(`every field of every step has its ${lang} words`, () => {
      expect(Object.entries(files).flatMap(([file, raw]) => stepWordGaps(file, raw, lang))).toEqual([]);
    });
  }

  it('a new English step without translations is a gap in each language, field by field', () => {
    const raw = 'lesson: en/puerto-rico/07-captain\nen:\n  - title: A\n    body: B\n  - title: C\n    body: D\n    task: E\nhu:\n  - title: Á\n    body: B\n';
    expect(stepWordGaps('x.words.yaml', raw, 'hu')).toEqual(['x.words.yaml: hu.1.title', 'x.words.yaml: hu.1.body', 'x.words.yaml: hu.1.task']);
    expect(stepWordGaps('x.words.yaml', raw, 'nl')).toHaveLength(5);
  });

  it('a new English lesson without translations is a gap; a translation must name its English lesson', () => {
    const heads = [{ id: 'en/endeavor/07-new' }, { id: 'hu/endeavor/07-new', translates: 'en/endeavor/01-build-phase' }, { id: 'nl/endeavor/01-fase-1-bouwfase', source: {} }];
    expect(lessonGaps(heads, 'nl')).toEqual(['en/endeavor/07-new: no nl lesson nl/endeavor/07-new']);
    expect(lessonGaps(heads, 'hu')).toEqual(['hu/endeavor/07-new: translates must be "en/endeavor/07-new"']);
  });
});
