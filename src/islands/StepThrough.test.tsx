/** The island renders on the server through @xstate/react + the react shim (a dependency update that breaks this is caught here). */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { render as renderToString } from 'preact-render-to-string';
import StepThrough from './StepThrough';

const labels = { step: 'Step', of: 'of', prev: 'Previous', next: 'Next', done: 'Done', restart: 'Again' };

describe('StepThrough on the server', () => {
  it('renders the first step with useMachine', () => {
    const html = renderToString(h(StepThrough, { steps: [{ title: 'One', body: 'first' }, { title: 'Two', body: 'second' }], labels }));
    expect(html).toContain('Step 1 of 2');
    expect(html).toContain('<h3>One</h3>');
    expect(html).not.toContain('<h3>Two</h3>');
  });
  it('shows step text as text, never as markup', () => {
    const html = renderToString(h(StepThrough, { steps: [{ title: '<b>x</b>', body: '<img src=x onerror=alert(1)>' }], labels }));
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });
});
