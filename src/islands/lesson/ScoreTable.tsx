/** The final score of a finished game, as the engine counts it (chips, buildings, bonuses, tie-break). */
import { scores } from '../../engine/puerto-rico/scoring';
import type { GameState } from '../../engine/puerto-rico/state';
import type { PlayerLabels } from '../../i18n/strings/lessons';

/** The player's own words name the columns (the lesson's labels, resolved when the page is built). */
export function ScoreTable({ state, names, labels }: { state: GameState; names: readonly string[]; labels: PlayerLabels }) {
  const title = labels['player.scores'];
  const rows = scores(state);
  const best = Math.max(...rows.map((r) => r.total));
  return (
    <div class="lesson-scores-wrap" tabIndex={0} role="region" aria-label={title}>
      <table class="lesson-scores">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labels['player.scorePlayer']}</th>
            <th scope="col">{labels['player.scoreChips']}</th>
            <th scope="col">{labels['player.scoreBuildings']}</th>
            <th scope="col">{labels['player.scoreBonus']}</th>
            <th scope="col">{labels['player.scoreTotal']}</th>
            <th scope="col">{labels['player.scoreTiebreak']}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr class={r.total === best ? 'best' : undefined}>
              <th scope="row">{names[r.seat] ?? `${r.seat + 1}`}</th>
              <td>{r.chips}</td>
              <td>{r.buildings}</td>
              <td>{r.bonusTotal}</td>
              <td>
                <strong>{r.total}</strong>
              </td>
              <td>{r.tiebreak}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
