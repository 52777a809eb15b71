/**
 * An Endeavor board step on the one lesson player: placed in the lesson's text it has no step
 * navigation of its own, and its answers come in Endeavor's words (the engine's reason and the
 * rule's sentence, the target the step asks for, the move played), framed as Puerto Rico's are.
 */
import { h } from 'preact';
import { render as renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { applyMove, type Move, type MoveError } from '../../engine/endeavor';
import { boardStep } from '../../content/lesson-steps/endeavor/index';
import { endeavorTexts } from '../../content/lesson-words';
import { playerLabels } from '../../i18n/strings/lessons';
import type { Feedback } from '../../machines/lesson';
import { resolvedBoardStep } from '../../machines/lesson/endeavor-positions';
import EndeavorLesson from './EndeavorLesson';
import { endeavorLessonGame } from './games/endeavor';

const placed = boardStep('occupy')!;
const step = resolvedBoardStep(placed.step);

const render = (lang: 'en' | 'nl') =>
  renderToString(
    h(EndeavorLesson, {
      lesson: placed.plan.lesson,
      steps: [step],
      texts: endeavorTexts(placed.plan, lang).slice(placed.index, placed.index + 1),
      labels: playerLabels(lang),
      lang,
      placed: { index: placed.index, total: placed.plan.steps.length },
      label: 'Try it on the board',
    }),
  );

describe('an Endeavor step placed in its lesson', () => {
  it('is named and numbered as the plan places it, with the task and no navigation of its own', () => {
    const html = render('en');
    expect(html).toContain('aria-label="Try it on the board"');
    expect(html).toContain('data-step-id="occupy"');
    expect(html).toContain(`data-step="${placed.index + 1}"`);
    expect(html).toMatch(/<strong>Your move:<\/strong> <span>[^<]*Kingston/);
    // One step of a lesson whose other steps sit elsewhere in the text: no progress bar, step links, Back, Next or share link.
    for (const absent of ['role="progressbar"', 'class="step-links"', '← Back', 'Next →', 'Show me', 'share']) expect(html).not.toContain(absent);
    expect(html).toContain('Start this step again');
  });

  it('speaks the page’s language', () => {
    const html = render('nl');
    expect(html).toContain(`${playerLabels('nl')['player.yourMove']}:`);
    expect(html).toContain(playerLabels('nl')['player.retry']);
  });
});

describe('Endeavor’s answers', () => {
  const { Answer } = endeavorLessonGame;
  const answer = (feedback: Feedback<Move, MoveError>, state = step.start, played: Move[] = []) =>
    renderToString(h(Answer, { feedback, step, start: step.start, state, played, names: [], task: '', lang: 'en', labels: playerLabels('en') }));
  const refusal = () => {
    const r = applyMove(step.start, step.refusal!.move);
    if (r.ok) throw new Error('the step’s refusal was played');
    return r.error;
  };

  it('a refusal: the engine’s reason, and the rule named by its sentence, linked into the Endeavor rules', () => {
    const html = answer({ kind: 'refused', error: refusal() });
    expect(html).toContain('Not allowed: <span>North America is not open yet');
    expect(html).toContain('href="/en/rules/endeavor/#occupy.open-region"');
    expect(html).toContain('The rule: <a');
    expect(html).not.toMatch(/>occupy\.open-region</);
  });

  it('a legal move on another target: the words name the move and what the step asks', () => {
    const other: Move = { type: 'activate', slot: 0, steps: [{ action: 'occupy', city: 'CA2' }] };
    const html = answer({ kind: 'not-asked', move: other });
    expect(html).toMatch(/“Use [^”]*: occupy Cartagena” is allowed, but this step asks you to occupy Kingston/);
  });

  it('the step done: the move in words', () => {
    const kingston: Move = { type: 'activate', slot: 0, steps: [{ action: 'occupy', city: 'CA3' }] };
    const r = applyMove(step.start, kingston);
    if (!r.ok) throw new Error(r.error.message);
    const html = answer({ kind: 'done' }, r.value, [kingston]);
    expect(html).toContain('data-testid="step-complete"');
    expect(html).toMatch(/Well done: Use [^:]*: occupy Kingston\./);
  });
});
