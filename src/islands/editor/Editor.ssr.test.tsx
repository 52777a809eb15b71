/**
 * An island that uses @xstate/react's useMachine renders on the server through the react shim
 * (shims/react → preact/compat). A dependency update that breaks the shim fails here, before
 * the build does.
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { render as renderToString } from 'preact-render-to-string';
import Editor from './Editor';

describe('Editor on the server', () => {
  it('renders its machine-driven form with the engine accepting the starting position', () => {
    const html = renderToString(h(Editor, { lang: 'en' }));
    expect(html).toContain('Players');
    expect(html).toContain('The rules engine accepts this position.');
  });
});
