/** The game log: one line per move in plain words, and a "Why?" disclosure after a bot's move. */
import { useEffect, useRef } from 'preact/hooks';
import type { Lang } from '../../content/schemas';
import type { PlayedMove, SeatKind } from '../../machines/game-table';
import { moveLabel } from '../puerto-rico/board/text';
import type { Say } from './GameTable';

/** A bot's value in words: a share of won games as a percentage, a VP lead with its sign. */
function valueWords(t: Say, measure: string, v: number): string {
  if (measure === 'win-rate') return t('log.winRate', { n: Math.round(v * 100) });
  if (measure === 'vp-margin') return t('log.margin', { n: `${v >= 0 ? '+' : ''}${v.toFixed(1)}` });
  return '';
}

export function GameLog({ say: t, lang, played, names }: { say: Say; lang: Lang; played: readonly PlayedMove[]; names: readonly string[]; seats: readonly SeatKind[] }) {
  const listRef = useRef<HTMLOListElement>(null);
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
          {played.map((p, i) => (
            <li key={i}>
              <span class="play-log-who">{names[p.seat]}:</span> {moveLabel(p.move, lang)}
              {p.explanation && p.explanation.options.length > 0 && (
                <details class="play-why">
                  <summary>{t('log.why')}</summary>
                  <p>{p.explanation.summary}</p>
                  <ul>
                    {p.explanation.options.slice(0, 6).map((o) => (
                      <li>
                        {o.text}
                        {p.explanation!.measure !== 'none' && <span class="muted"> ({valueWords(t, p.explanation!.measure, o.value)})</span>}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
