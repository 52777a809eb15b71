/**
 * A practice page's answers (withStars): a drill done without a mistake says its star is won, one
 * done with a mistake says it is not, and until a drill is done nothing is said of stars; the
 * game's own answer is kept. (Saving the star is the browser's: e2e/practice.spec.ts.)
 */
import { h } from 'preact';
import { render as renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import type { Move, MoveError } from '../../engine/endeavor';
import { buildDrills } from '../../content/lesson-steps/endeavor/practice/build';
import { playerLabels } from '../../i18n/strings/lessons';
import type { Feedback } from '../../machines/lesson';
import { resolvedBoardStep } from '../../machines/lesson/endeavor-positions';
import { endeavorLessonGame } from './games/endeavor';
import { withStars } from './practice-stars';

const steps = buildDrills.steps.map(resolvedBoardStep);
const { Answer } = withStars(endeavorLessonGame, steps, 'en/endeavor/01-build-phase');
const step = steps[0]!;
const answer = (feedback: Feedback<Move, MoveError>, missed: boolean) =>
  renderToString(h(Answer, { feedback, step, start: step.start, state: step.start, played: [], names: [], task: '', lang: 'en', labels: playerLabels('en'), missed }));

describe('a drill’s answer', () => {
  it('done without a mistake: the star is won, then the game’s own words', () => {
    const html = answer({ kind: 'done' }, false);
    expect(html).toContain('data-star="won"');
    expect(html).toContain('this drill’s star is yours. Stars: 0/3.');
    expect(html.indexOf('data-star')).toBeLessThan(html.indexOf('Well done'));
  });

  it('done with a mistake: no star', () => {
    const html = answer({ kind: 'done' }, true);
    expect(html).toContain('data-star="missed"');
    expect(html).toContain('no star this time');
  });

  it('not done yet: nothing about stars', () => {
    expect(answer({ kind: 'idle' }, true)).not.toContain('data-star');
    expect(answer({ kind: 'not-asked', move: { type: 'buildNothing' } }, true)).not.toContain('data-star');
  });
});
