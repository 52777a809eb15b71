/** The lesson schema refuses bad frontmatter with the field and what was expected (the build shows the file). */
import { describe, expect, it } from 'vitest';
import { lessonSchema } from './schemas';

const good = { game: 'puerto-rico', lang: 'en', order: 1, title: 'T', summary: 'S', sources: [] };

function problems(data: unknown): string[] {
  const r = lessonSchema.safeParse(data);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('lesson frontmatter', () => {
  it('accepts a complete English lesson', () => {
    expect(problems(good)).toEqual([]);
  });
  it('names the field and what it expected', () => {
    expect(problems({ ...good, order: 'first' })).toEqual(['order: Expected number, received string']);
    expect(problems({ ...good, game: 'chess' })[0]).toMatch(/^game: .*puerto-rico.*endeavor/);
  });
  it('refuses unknown fields, so a typo is not silently ignored', () => {
    expect(problems({ ...good, titel: 'x' })[0]).toMatch(/titel/);
  });
  it('asks a Hungarian or Dutch lesson which seed text it renders or which English lesson it translates', () => {
    expect(problems({ ...good, lang: 'hu' })).toEqual([expect.stringMatching(/^source: .*seed.*translates/)]);
    expect(problems({ ...good, lang: 'nl', translates: 'en/puerto-rico/07-captain' })).toEqual([]);
  });
  it('lets only a Hungarian or Dutch course lesson translate, and only an English lesson id', () => {
    expect(problems({ ...good, translates: 'en/puerto-rico/07-captain' })[0]).toMatch(/^translates: .*English lesson is the original/);
    expect(problems({ ...good, lang: 'hu', translates: 'hu/puerto-rico/11-kapitany' })[0]).toMatch(/^translates: an English lesson id/);
  });
});
