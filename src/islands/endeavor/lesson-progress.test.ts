import { describe, expect, it } from 'vitest';
import { boardStepsIn, lessonIdOfPath } from './lesson-progress';

describe('Endeavor lesson progress: a lesson’s steps are its board steps in page order', () => {
  it('counts the board steps of a lesson’s MDX', () => {
    const mdx = 'Text\n\n<EndeavorLessonStep client:visible step="ship" ask="a" />\n\nMore\n\n<EndeavorLessonStep client:visible step="draw" ask="b" />\n<EndeavorChart machine="action" />';
    expect(boardStepsIn(mdx)).toBe(2);
    expect(boardStepsIn('no steps here')).toBe(0);
  });
  it('knows an English Endeavor lesson page from its path, and nothing else', () => {
    expect(lessonIdOfPath('/en/learn/endeavor/05-actions/')).toBe('en/endeavor/05-actions');
    expect(lessonIdOfPath('/nl/learn/endeavor/05-acties/')).toBe('nl/endeavor/05-acties');
    expect(lessonIdOfPath('/en/learn/puerto-rico/11-captain/')).toBeNull();
    expect(lessonIdOfPath('/en/play/endeavor/')).toBeNull();
  });
});
