/** The end screen: every player's score as the engine counts it (scores/outcome); the total comes first so it shows at 360 px without scrolling. */
import type { Outcome } from '../../engine/puerto-rico';
import type { Say } from './GameTable';

export function ScoreTable({ say: t, result, names }: { say: Say; result: Outcome; names: readonly string[] }) {
  return (
    <section class="play-over card" aria-labelledby="play-over-title">
      <h2 id="play-over-title">{t('over.title')}</h2>
      <p>{t('over.winner', { names: result.winners.map((w) => names[w]).join(', ') })}</p>
      <div class="play-scroll" tabIndex={0} role="region" aria-label={t('over.caption')}>
        <table class="play-scores" data-testid="score-table">
          <caption>{t('over.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('over.player')}</th>
              <th scope="col">{t('over.total')}</th>
              <th scope="col">{t('over.chips')}</th>
              <th scope="col">{t('over.buildings')}</th>
              <th scope="col">{t('over.bonuses')}</th>
              <th scope="col">{t('over.tiebreak')}</th>
            </tr>
          </thead>
          <tbody>
            {result.scores.map((s) => (
              <tr class={result.winners.includes(s.seat) ? 'play-winner' : ''}>
                <th scope="row">{names[s.seat]}</th>
                <td><strong>{s.total}</strong></td>
                <td>{s.chips}</td>
                <td>{s.buildings}</td>
                <td>{s.bonusTotal}</td>
                <td>{s.tiebreak}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
