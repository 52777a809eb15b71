/** The game log: one line per move in plain words, and a "Why?" disclosure after a bot's move. */
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { Lang } from '../../content/schemas';
import type { PlayedMove, SeatKind } from '../../machines/puerto-rico/table';
import { moveLabel } from '../puerto-rico/board/text';
import type { Say } from './say';
import { ReasonWords } from './reason-words';

/** Options listed under the chosen one in a "Why?". */
const SHOWN_OPTIONS = 5;

export function GameLog({ say: t, lang, played, names }: { say: Say; lang: Lang; played: readonly PlayedMove[]; names: readonly string[]; seats: readonly SeatKind[] }) {
  const listRef = useRef<HTMLOListElement>(null);
  const words = useMemo(() => new ReasonWords(lang, names), [lang, names.join('\u0000')]);
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [played.length]);
  return (
    <section class="play-log card" aria-labelledby="play-log-title">
      <h2 id="play-log-title">{t('log.title')}</h2>
      {played.length === 0 ? (
        <p class="muted">{t('log.empty')}</p>
      ) : (
        <ol ref={listRef} class="play-log-list" tabIndex={0} aria-labelledby="play-log-title">
          {played.map((p, i) => {
            const e = p.explanation;
            const chosen = e?.options[0];
            const rest = e ? e.options.slice(1) : [];
            return (
              <li key={i}>
                <span class="play-log-who">{names[p.seat]}:</span> {moveLabel(p.move, lang)}
                {e && chosen && (
                  <details class="play-why">
                    <summary>{t('log.why')}</summary>
                    <p>{words.pick(e)}</p>
                    <p class="play-why-chosen">
                      {words.optionOrLabel(chosen.move, chosen.reason)}
                      {e.measure !== 'none' && <span class="muted"> ({words.value(e, chosen.value, chosen.visits)})</span>}
                    </p>
                    {rest.length > 0 && (
                      <>
                        <p>{words.title()}</p>
                        <ul>
                          {rest.slice(0, SHOWN_OPTIONS).map((o) => (
                            <li>
                              {words.optionOrLabel(o.move, o.reason)}
                              {e.measure !== 'none' && <span class="muted"> ({words.value(e, o.value, o.visits)})</span>}
                            </li>
                          ))}
                        </ul>
                        {rest.length > SHOWN_OPTIONS && <p class="muted">{words.more(rest.length - SHOWN_OPTIONS)}</p>}
                      </>
                    )}
                  </details>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
