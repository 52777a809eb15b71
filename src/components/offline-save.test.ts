import { describe, expect, it } from 'vitest';
import { parseOfflineList } from './offline-save';

describe('the offline list is untrusted data', () => {
  it('reads a list of same-site paths per game', () => {
    const r = parseOfflineList({ 'puerto-rico': { urls: ['/en/learn/', '/pagefind/index/en_1.pf_index'], bytes: 1200 } });
    expect(r).toEqual({ ok: true, value: { 'puerto-rico': { urls: ['/en/learn/', '/pagefind/index/en_1.pf_index'], bytes: 1200 } } });
  });
  it.each([
    ['not an object', 'urls'],
    ['a list', []],
    ['another site', { 'puerto-rico': { urls: ['https://evil.example/x'], bytes: 1 } }],
    ['a protocol-relative address', { 'puerto-rico': { urls: ['//evil.example/x'], bytes: 1 } }],
    ['no size', { 'puerto-rico': { urls: ['/en/'] } }],
    ['a number for an address', { endeavor: { urls: [3], bytes: 1 } }],
  ])('refuses %s', (_, data) => {
    expect(parseOfflineList(data)).toEqual({ ok: false, error: 'offline/bad-list' });
  });
});
