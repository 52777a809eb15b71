/**
 * A "Copy link" button for any scenario: copies the full address with a visible confirmation,
 * offers the system share sheet where the browser has one (navigator.share), and always shows
 * the link in a read-only field that selects itself, for when copying is not allowed.
 *
 *   <ShareLink client:load lang="en" path={scenarioPath('en', 'position', code)} />
 *
 * The path is data from the notation (base64url), put into a value attribute, never into HTML.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Lang } from '../../content/schemas';
import type { shareText as ShareTextTable } from '../../i18n/strings/share';
import './share.css';
import { wordsOf } from '../../i18n/words';

const shareText = wordsOf<typeof ShareTextTable>('share');

export interface ShareLinkProps {
  /** Site-relative address of the scenario, e.g. '/en/position/#Ag...'; the page's origin is put in front. */
  path: string;
  lang: Lang;
  /** Title for the share sheet, e.g. 'Puerto Rico: captain puzzle'. */
  title?: string;
  /** Accessible name of the group, default "Link to this scenario". */
  label?: string;
}

type Status = 'idle' | 'copied' | 'failed';

export default function ShareLink({ path, lang, title, label }: ShareLinkProps) {
  const t = (k: Parameters<typeof shareText>[1]) => shareText(lang, k);
  const [origin, setOrigin] = useState('');
  const [canShare, setCanShare] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    setOrigin(window.location.origin);
    setCanShare(typeof navigator.share === 'function');
  }, []);
  // A new scenario: the old confirmation no longer applies.
  useEffect(() => setStatus('idle'), [path]);
  const url = `${origin}${path}`;

  const selectField = () => {
    field.current?.focus();
    field.current?.select();
  };
  const copy = async () => {
    try {
      if (navigator.clipboard?.writeText) {
        await navigator.clipboard.writeText(url);
        setStatus('copied');
        return;
      }
    } catch {
      // Refused (permissions, insecure page): fall through to selecting the text.
    }
    selectField();
    let copied = false;
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
    setStatus(copied ? 'copied' : 'failed');
  };
  const share = async () => {
    try {
      await navigator.share({ url, title: title ?? document.title });
    } catch (e) {
      // Closing the share sheet is not an error; anything else falls back to copying.
      if (!(e instanceof DOMException && e.name === 'AbortError')) void copy();
    }
  };

  return (
    <div class="share-link" role="group" aria-label={label ?? t('link.label')}>
      <div class="share-actions">
        <button type="button" class="button" onClick={() => void copy()} data-share="copy">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path d="M9 9h10v12H9zM5 3h10v3H8v10H5z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" />
          </svg>
          {t('link.copy')}
        </button>
        {canShare && (
          <button type="button" class="button secondary" onClick={() => void share()} data-share="share">
            {t('link.share')}
          </button>
        )}
      </div>
      <label class="share-field">
        <span>{t('link.field')}</span>
        <input ref={field} type="text" readOnly value={url} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} spellcheck={false} data-share="url" />
      </label>
      <p class={`share-status ${status}`} role="status" aria-live="polite">
        {status === 'copied' ? `✓ ${t('link.copied')}` : status === 'failed' ? t('link.copyFailed') : ''}
      </p>
    </div>
  );
}
