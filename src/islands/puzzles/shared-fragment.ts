/**
 * The attempt or challenge a puzzle page's address shares, for either game's trainer. Read after
 * hydration (the server has no hash) and again whenever the hash changes, so that a link pasted
 * into the address bar of an open puzzle is followed.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Result } from '../../engine/result';
import type { SharedFragment } from '../../puzzles/puzzle-link';

export interface SharedRead<M> {
  readonly value: SharedFragment<M>;
  /** Why the link could not be used, in the page language, or null. */
  readonly error: string | null;
  /** The address where the link opens instead (a link of the other game), or null. */
  readonly elsewhere: string | null;
  /** Counts the links read: the trainer is keyed by it, so each new link starts it afresh. */
  readonly n: number;
}

/**
 * The fragment of the page's hash, read by `read` (the game's reader) and worded by `words`.
 * `ready` is false while the puzzle position itself is unusable (nothing to read a link against).
 */
export function useSharedFragment<M, E>(ready: boolean, read: (hash: string) => Result<SharedFragment<M>, E>, words: (e: E) => string, elsewhere: (e: E) => string | null): SharedRead<M> {
  const [fragment, setFragment] = useState<SharedRead<M>>({ value: { kind: 'none' }, error: null, elsewhere: null, n: 0 });
  useEffect(() => {
    if (!ready) return;
    const follow = () => {
      const r = read(window.location.hash);
      if (!r.ok) setFragment((f) => ({ value: { kind: 'none' }, error: words(r.error), elsewhere: elsewhere(r.error), n: f.n + 1 }));
      else if (r.value.kind !== 'none') setFragment((f) => ({ value: r.value, error: null, elsewhere: null, n: f.n + 1 }));
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [ready]);
  return fragment;
}
