/** The share box on the server: its controls, its words, and that the link is only ever text. */
import { render as renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import ShareLink from './ShareLink';

describe('ShareLink', () => {
  it('renders a copy button and a read-only field holding the link', () => {
    const html = renderToString(<ShareLink lang="en" path="/en/position/#AwVhiij" />);
    expect(html).toContain('Copy link');
    expect(html).toMatch(/<input[^>]*readonly[^>]*value="\/en\/position\/#AwVhiij"/);
    expect(html).toContain('aria-label="Link to this scenario"');
    // The share sheet button appears only in the browser, once navigator.share is known to exist.
    expect(html).not.toContain('data-share="share"');
  });

  it('speaks the page language', () => {
    expect(renderToString(<ShareLink lang="hu" path="/hu/position/#x" />)).toContain('Hivatkozás másolása');
    expect(renderToString(<ShareLink lang="nl" path="/nl/position/#x" />)).toContain('Link kopiëren');
  });

  it('never turns the link into markup', () => {
    const html = renderToString(<ShareLink lang="en" path={'/en/position/#"><img src=x onerror=alert(1)>'} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('&quot;>&lt;img');
  });
});
