/**
 * The Endeavor score sheet: one column per player, one row per item of the Dutch scoring list
 * ("Einde van het spel en overwinning"), the tracks also per track, totals and the winner(s).
 * Every number comes from the engine's scores() and winners(); the sheet only lays them out, so a
 * lesson step and the table can both show it. Before the game is over it reads "so far" and names
 * the leader instead of the winner.
 */
import { useId } from 'preact/hooks';
import { TRACKS, isGameOver, scores, winners, type GameState, type ScoreBreakdown, type Track } from '../../engine/endeavor';
import type { Lang } from '../../content/schemas';
import { componentsHref } from './rule-link';
import { fill } from '../../i18n/define';
import type { endeavorScoreText as EndeavorScoreTextTable, EndeavorScoreKey } from '../../i18n/strings/endeavor-scores';
import './EndeavorScoreSheet.css';
import { wordsOf } from '../../i18n/words';

const endeavorScoreText = wordsOf<typeof EndeavorScoreTextTable>('endeavor-scores');

/** The scoring list's items in the order of the Dutch text; `tracks` is followed by one row per track. */
export const SCORE_ITEMS = ['cities', 'connections', 'tracks', 'cards', 'buildings', 'harbour', 'slavery', 'governorSpace'] as const satisfies readonly (keyof ScoreBreakdown)[];
export type ScoreItem = (typeof SCORE_ITEMS)[number];

export interface EndeavorScoreSheetProps {
  /** The position to score, usually a finished game (isGameOver). */
  readonly game: GameState;
  /** A name per seat, e.g. ['You', 'Player 2', 'Player 3']; shown as text only. */
  readonly seatNames: readonly string[];
  readonly lang: Lang;
}

/** A point count as printed: a true minus sign for minus points, and never "-0". */
export function points(n: number): string {
  return n < 0 ? `\u2212${-n}` : String(n + 0);
}

/**
 * A column heading: a seat's name with a closing bracket ("Bot 2 (Skilled)") keeps the bracket on
 * a line of its own, so three players' columns fit beside the items on a phone; the name itself
 * ("Player 3") never breaks.
 */
function SeatHeading({ name }: { readonly name: string }) {
  const m = /^(.+?)\s+(\([^()]+\))$/.exec(name);
  if (!m) return <span class="e-ss-who">{name}</span>;
  return (
    <>
      <span class="e-ss-who">{m[1]}</span> <span class="e-ss-level">{m[2]}</span>
    </>
  );
}

/** Names joined the way the language lists them ("You and Player 3", "Te és Player 3"). */
function listNames(lang: Lang, names: readonly string[]): string {
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
}

export default function EndeavorScoreSheet({ game, seatNames, lang }: EndeavorScoreSheetProps) {
  const t = (key: EndeavorScoreKey, values?: Record<string, string | number>) => (values ? fill(endeavorScoreText(lang, key), values, lang) : endeavorScoreText(lang, key));
  const captionId = useId();
  const rows = scores(game);
  const best = winners(game);
  const over = isGameOver(game);
  const name = (seat: number) => seatNames[seat] ?? `${seat + 1}`;
  const top = rows[best[0] ?? 0]?.total ?? 0;
  const headline = over ? (best.length > 1 ? 'winner.shared' : 'winner.one') : best.length > 1 ? 'leader.shared' : 'leader.one';
  // The small line under a number: what the engine counted it from, read from the position itself.
  const note = (item: ScoreItem, seat: number): string | null => {
    const p = game.players[seat];
    if (!p) return null;
    if (item === 'harbour') return t('note.harbour', { markers: p.harbour });
    if (item === 'slavery' && p.setAside.length > 0) return t('note.slavery', { cards: p.setAside.length });
    return null;
  };
  const cell = (value: number, seat: number, item: string, small: string | null) => (
    <td key={seat} data-seat={seat} data-item={item} data-value={value + 0}>
      {points(value)}
      {small && <span class="e-ss-note">{small}</span>}
    </td>
  );
  const itemRow = (item: ScoreItem) => (
    <tr key={item} class={`e-ss-item e-ss-${item}`}>
      <th scope="row">
        {t(`item.${item}`)}
        <span class="e-ss-hint">{t(`hint.${item}`)}</span>
      </th>
      {rows.map((r, seat) => cell(r[item], seat, item, note(item, seat)))}
    </tr>
  );
  const trackRow = (track: Track) => (
    <tr key={track} class="e-ss-sub">
      <th scope="row">
        <span class="visually-hidden">{t('item.tracks')}: </span>
        {t(`track.${track}`)}
      </th>
      {rows.map((r, seat) => cell(r.byTrack[track], seat, `track.${track}`, t('note.cube', { position: game.players[seat]?.tracks[track] ?? 0 })))}
    </tr>
  );

  return (
    <div class="e-ss" data-testid="score-sheet" data-over={over ? 'true' : 'false'}>
      <p class={over ? 'e-ss-winner e-ss-final' : 'e-ss-winner'} data-testid="score-winner" data-winners={best.join(' ')}>
        {t(headline, { names: listNames(lang, best.map(name)), points: top })}
      </p>
      <div class="e-ss-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table>
          <caption id={captionId}>{t(over ? 'caption.final' : 'caption.running')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('col.item')}</th>
              {rows.map((_, seat) => (
                <th key={seat} scope="col" class={best.includes(seat) ? 'e-ss-best' : undefined}>
                  <SeatHeading name={name(seat)} />
                  {over && best.includes(seat) && <span class="e-ss-badge">{t('col.winner')}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{SCORE_ITEMS.flatMap((item) => (item === 'tracks' ? [itemRow(item), ...TRACKS.map(trackRow)] : [itemRow(item)]))}</tbody>
          <tfoot>
            <tr class="e-ss-total">
              <th scope="row">{t('item.total')}</th>
              {rows.map((r, seat) => cell(r.total, seat, 'total', null))}
            </tr>
          </tfoot>
        </table>
      </div>
      <p class="e-ss-practice">
        {t('practice')} <a href={componentsHref(lang)}>{t('practice.link')}</a>
      </p>
    </div>
  );
}
