/** Every legal option at the first decision with its exact result on the goal, best first. */
import type { Goal } from '../../puzzles/goals';
import type { AnswerSheet as Sheet } from '../../puzzles/judge';
import type { BoardLang } from '../puerto-rico/board/names';
import { moveLabel } from '../puerto-rico/board/text';
import { diffWords, pt, valueWords } from './words';

export function AnswerSheet({ sheet, goal, lang, caps }: { sheet: Sheet; goal: Goal; lang: BoardLang; caps: readonly number[] }) {
  return (
    <section class="pz-sheet card" aria-labelledby="pz-sheet-title">
      <h2 id="pz-sheet-title">{pt(lang, 'sheet.title')}</h2>
      <p class="muted">{pt(lang, 'sheet.intro')}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{pt(lang, 'sheet.move')}</th>
            <th scope="col">{pt(lang, 'sheet.value')}</th>
          </tr>
        </thead>
        <tbody>
          {sheet.options.map((o) => (
            <tr class={o.value === sheet.best ? 'pz-best' : ''} data-value={Number.isFinite(o.value) ? o.value : 'miss'}>
              <td>{moveLabel(o.move, lang, caps)}{o.value === sheet.best && <span class="tag pz-best-tag">{pt(lang, 'sheet.best')}</span>}</td>
              <td>{valueWords(goal, o.value, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p data-margin>
        {sheet.margin === null ? pt(lang, 'sheet.allEqual') : Number.isFinite(sheet.margin) ? pt(lang, 'sheet.margin', { diff: diffWords(goal, sheet.margin, lang) }) : pt(lang, 'sheet.marginMiss')}
      </p>
    </section>
  );
}
