/**
 * The lesson player's excerpt mode, as a source text embeds it: only its window of steps, opened on
 * the window's first step, a heading one level down, the steps' words marked with their language,
 * and past the window a link on to the lesson instead of a Next that would leave it.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { render as renderToString } from 'preact-render-to-string';
import LessonPlayer from './PuertoRicoLesson';
import { captainPlan } from '../../content/lesson-steps/puerto-rico/captain';
import { resolvedSteps } from '../../machines/lesson/puerto-rico-positions';
import { puertoRicoTexts } from '../../content/lesson-words';
import { playerLabels } from '../../i18n/strings/lessons';

const labels = playerLabels('hu');
const base = {
  lesson: captainPlan.lesson,
  steps: resolvedSteps(captainPlan.lesson, captainPlan.steps),
  texts: puertoRicoTexts(captainPlan, 'hu'),
  names: captainPlan.names,
  labels,
  lang: 'hu' as const,
};
const render = (props: Partial<Parameters<typeof LessonPlayer>[0]>) => renderToString(h(LessonPlayer, { ...base, ...props }));

describe('LessonPlayer excerpt', () => {
  it('opens on the window’s first step, with only the window’s step links pointing into the lesson', () => {
    const html = render({ excerpt: { first: 2, last: 5, more: 'Tovább a leckében' }, texts: puertoRicoTexts(captainPlan, 'en'), textLang: 'en' });
    expect(html).toContain('data-step="3"');
    expect(html).toMatch(/<h3[^>]*lang="en"[^>]*>Anna loads her sugar<\/h3>/);
    const links = [...html.matchAll(/href="([^"]*#step-\d+)"/g)].map((m) => m[1]);
    expect(links.filter((l) => l!.startsWith('/en/learn/puerto-rico/07-captain/#step-')).sort()).toEqual(
      ['/en/learn/puerto-rico/07-captain/#step-3', '/en/learn/puerto-rico/07-captain/#step-4', '/en/learn/puerto-rico/07-captain/#step-5', '/en/learn/puerto-rico/07-captain/#step-6'].sort(),
    );
    // The Back button is off on the window's first step.
    expect(html).toMatch(/<button[^>]*disabled[^>]*>← Vissza/);
  });

  it('links into the lesson in the page’s language where it has one, its steps’ words unmarked', () => {
    const html = render({ excerpt: { first: 2, last: 3, more: 'Tovább a leckében' }, lessonHref: '/hu/learn/puerto-rico/07-captain/' });
    expect(html).toMatch(/<h3(?![^>]*lang=)[^>]*>Anna behajózza a cukrát<\/h3>/);
    expect(html).toContain('href="/hu/learn/puerto-rico/07-captain/#step-4"');
    expect(html).not.toContain('href="/en/learn/');
  });

  it('on its last step links on to the lesson’s next step instead of offering Next', () => {
    const html = render({ excerpt: { first: 3, last: 3, more: 'Tovább a leckében' } });
    expect(html).toContain('href="/en/learn/puerto-rico/07-captain/#step-5"');
    expect(html).toContain('Tovább a leckében');
    expect(html).not.toMatch(/<button[^>]*>Tovább →/);
    // One step: no step navigation at all.
    expect(html).not.toContain('class="step-links"');
  });

  it('without an excerpt it is the whole lesson, as before', () => {
    const html = render({ lessonHref: '/hu/learn/puerto-rico/07-captain/' });
    expect(html).toContain('data-step="1"');
    expect(html).toMatch(/<h2[^>]*>A szabálykönyv példája<\/h2>/);
    expect(html.match(/href="#step-\d+"/g)?.length).toBe(captainPlan.steps.length);
    // The share link names the lesson in the page's language, not the English one its plan is kept under.
    expect(html).toContain('value="/hu/learn/puerto-rico/07-captain/#step-1"');
  });
});
