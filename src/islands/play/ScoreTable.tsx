/**
 * The end screen: who won and with how many VP, every player's score as the engine counts it
 * (scores/outcome) with the large buildings' bonuses named, then what to do next (watch the
 * replay, play again). The total comes first so it shows at 360 px without scrolling. The page's
 * status line says why the game ended; this card does not repeat it.
 */
import type { Lang } from '../../content/schemas';
import type { FinalOutcome } from '../../engine/puerto-rico';
import type { BuildingId } from '../../engine/puerto-rico';
import { buildingWords } from '../puerto-rico/board/names';
import type { Say } from './say';

/** "Ann", "Ann and Bea", "Ann, Bea and Cy". */
export function nameList(t: Say, names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')}${t('over.and')}${names[names.length - 1]}`;
}

/** The table's columns, in order; the first is the player (the row header). */
const columns = ['over.player', 'over.total', 'over.chips', 'over.buildings', 'over.bonuses', 'over.tiebreak'] as const;

export interface ScoreTableProps {
  say: Say;
  lang: Lang;
  result: FinalOutcome;
  names: readonly string[];
  /** The replay page of this game, when it began from a seed (a position has no moves before it). */
  replayHref: string | null;
  /** The review page for this game (a replay from the seed), or null. */
  reviewHref?: string | null;
  onNewGame: () => void;
}

export function ScoreTable({ say: t, lang, result, names, replayHref, reviewHref = null, onNewGame }: ScoreTableProps) {
  const best = result.scores.find((s) => s.seat === result.winners[0])!;
  const winners = nameList(
    t,
    result.winners.map((w) => names[w] ?? ''),
  );
  return (
    <section class="play-over card" aria-labelledby="play-over-title" data-testid="game-over">
      <h2 id="play-over-title">{t('over.title')}</h2>
      <p class="play-over-winner" data-testid="winner">
        {t(result.winners.length > 1 ? 'over.winners' : 'over.winner', { names: winners, total: best.total })}
      </p>
      <div class="play-scroll" tabIndex={0} role="region" aria-labelledby="play-scores-caption">
        {/* Explicit roles: on narrow screens CSS turns each row into a card, and some browsers drop a
            table's semantics when its display changes. Each cell also carries its column's name
            (data-label) for that card layout; screen readers get it from the header instead. */}
        <table class="play-scores" data-testid="score-table" role="table">
          <caption id="play-scores-caption">{t('over.caption')}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((c) => (
                <th scope="col" role="columnheader">
                  {t(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {result.scores.map((s) => {
              const bonuses = (Object.entries(s.bonuses) as [BuildingId, number][]).filter(([, v]) => v > 0);
              return (
                <tr role="row" class={result.winners.includes(s.seat) ? 'play-winner' : ''}>
                  <th scope="row" role="rowheader">
                    {names[s.seat]}
                  </th>
                  <td role="cell" data-label={t('over.total')} class="play-score-total">
                    <strong>{s.total}</strong>
                  </td>
                  <td role="cell" data-label={t('over.chips')}>
                    {s.chips}
                  </td>
                  <td role="cell" data-label={t('over.buildings')}>
                    {s.buildings}
                  </td>
                  <td role="cell" data-label={t('over.bonuses')}>
                    <span>{s.bonusTotal}</span>
                    {bonuses.length > 0 && <span class="play-bonus-detail">{bonuses.map(([b, v]) => `${buildingWords(b, lang)} ${v}`).join(', ')}</span>}
                  </td>
                  <td role="cell" data-label={t('over.tiebreak')}>
                    {s.tiebreak}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div class="play-over-next">
        {reviewHref && (
          <a class="button secondary" href={reviewHref} data-testid="review-game">
            {t('replay.review')}
          </a>
        )}
        {replayHref && (
          <a class="button secondary" href={replayHref}>
            {t('replay.watch')}
          </a>
        )}
        <button type="button" class="button" onClick={onNewGame}>
          {t('over.again')}
        </button>
      </div>
    </section>
  );
}
