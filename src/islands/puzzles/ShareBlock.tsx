/** The links a learner can hand on, for either game: the attempt so far, and a challenge once the run is over. */
import { useState } from 'preact/hooks';
import type { Lang } from '../../content/schemas';
import { pt } from './words';

export interface ShareBlockProps {
  lang: Lang;
  /** Makes the code of the attempt link, or null when there is no move to share yet. */
  attempt: (() => string) | null;
  /** Makes the code of the challenge link, or null while the run is not over. */
  challenge: (() => string) | null;
  /** The learner's streak in words, or null before the record is loaded. */
  streak: string | null;
}

export function ShareBlock({ lang, attempt, challenge, streak }: ShareBlockProps) {
  const [link, setLink] = useState<{ url: string; copied: boolean } | null>(null);
  const makeLink = async (code: string) => {
    const url = `${window.location.origin}${window.location.pathname}#${code}`;
    let copied = false;
    try {
      await navigator.clipboard.writeText(url);
      copied = true;
    } catch {
      copied = false;
    }
    setLink({ url, copied });
  };
  return (
    <section class="pz-share" aria-labelledby="pz-share-title">
      <h2 id="pz-share-title">{pt(lang, 'share.title')}</h2>
      {!attempt && !challenge && (
        <p class="muted" data-share-none>
          {pt(lang, 'share.none')}
        </p>
      )}
      {/* Not kept in a phone's folded bar (no data-keep): the links wait under "More", so that after a
          move the bar keeps to the feedback and the buttons that answer it (board-screen.css). */}
      <div class="pz-controls">
        {attempt && (
          <button type="button" class="button secondary" onClick={() => makeLink(attempt())}>
            {pt(lang, 'share.attempt')}
          </button>
        )}
        {challenge && (
          <button type="button" class="button secondary" onClick={() => makeLink(challenge())}>
            {pt(lang, 'share.challenge')}
          </button>
        )}
      </div>
      {link && (
        <p class="pz-link">
          <label>
            {link.copied ? pt(lang, 'share.copied') : pt(lang, 'share.copyFailed')}{' '}
            <input type="text" readonly value={link.url} data-share-link onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
          </label>
        </p>
      )}
      {streak !== null && (
        <p class="muted" data-streak>
          {streak}
        </p>
      )}
    </section>
  );
}
