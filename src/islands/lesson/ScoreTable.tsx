/** The final score of a finished game, as the engine counts it (chips, buildings, bonuses, tie-break). */
import { scores } from '../../engine/puerto-rico/scoring';
import type { GameState } from '../../engine/puerto-rico/state';

export interface ScoreLabels {
  title: string;
  player: string;
  chips: string;
  buildings: string;
  bonus: string;
  total: string;
  tiebreak: string;
}

export function ScoreTable({ state, names, labels }: { state: GameState; names: readonly string[]; labels: ScoreLabels }) {
  const rows = scores(state);
  const best = Math.max(...rows.map((r) => r.total));
  return (
    <div class="lesson-scores-wrap" tabIndex={0} role="region" aria-label={labels.title}>
      <table class="lesson-scores">
        <caption>{labels.title}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.player}</th>
            <th scope="col">{labels.chips}</th>
            <th scope="col">{labels.buildings}</th>
            <th scope="col">{labels.bonus}</th>
            <th scope="col">{labels.total}</th>
            <th scope="col">{labels.tiebreak}</th>
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
