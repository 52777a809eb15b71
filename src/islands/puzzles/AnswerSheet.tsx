/** Every legal option at the first decision with its exact result on the goal, best first, for either game. */
import type { AnswerSheet as Sheet } from '../../puzzles/grade';
import type { Say } from './trainer-words';

export interface AnswerSheetProps<M> {
  sheet: Sheet<M>;
  say: Say;
  /** An option in words, e.g. "Load sugar on the ship of 7". */
  moveText: (m: M) => string;
  /** A goal value in words, e.g. "7 VP". */
  valueText: (v: number) => string;
  /** What the margin to the next best option says, or null to say nothing. */
  marginText: (margin: number | null) => string | null;
}

export function AnswerSheet<M>({ sheet, say, moveText, valueText, marginText }: AnswerSheetProps<M>) {
  const margin = marginText(sheet.margin);
  return (
    <section class="pz-sheet card" aria-labelledby="pz-sheet-title">
      <h2 id="pz-sheet-title">{say('sheet.title')}</h2>
      <p class="muted">{say('sheet.intro')}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{say('sheet.move')}</th>
            <th scope="col">{say('sheet.value')}</th>
          </tr>
        </thead>
        <tbody>
          {sheet.options.map((o) => (
            <tr class={o.value === sheet.best ? 'pz-best' : undefined} data-value={Number.isFinite(o.value) ? o.value : 'miss'}>
              <td>
                {moveText(o.move)}
                {o.value === sheet.best && <span class="tag pz-best-tag">{say('sheet.best')}</span>}
              </td>
              <td>{valueText(o.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {margin !== null && <p data-margin>{margin}</p>}
    </section>
  );
}
