/**
 * The seat chooser for a shared Endeavor position: the position on the board, and per seat
 * Person or a bot level (by default the seat to act is a person and the others are
 * heuristic bots), then "Play from here". The position was decoded through the engine's gate;
 * the table machine judges it again when it is loaded.
 */
import { useState } from 'preact/hooks';
import type { Lang } from '../../content/schemas';
import type { GameState } from '../../engine/endeavor';
import { fill } from '../../i18n/define';
import type { endeavorText as EndeavorTextTable } from '../../i18n/strings/endeavor';
import type { endeavorLinkText as EndeavorLinkTextTable } from '../../i18n/strings/endeavor-links';
import type { SeatWord } from '../../machines/endeavor/table';
import SeatKindList from './EndeavorSeatKinds';
import EndeavorBoard from '../endeavor/EndeavorBoard';
import { seatNames } from './endeavor-seat-names';
import './endeavor-sharing.css';
import { wordsOf } from '../../i18n/words';

const endeavorText = wordsOf<typeof EndeavorTextTable>('endeavor');
const endeavorLinkText = wordsOf<typeof EndeavorLinkTextTable>('endeavor-links');

/** The seats a chooser starts with: a person for the seat to act, heuristic bots elsewhere. */
export const defaultSeats = (game: GameState): SeatWord[] => game.players.map((_, i) => (i === game.toAct ? 'human' : 'heuristic'));

export interface PositionSeatsProps {
  lang: Lang;
  /** A position already accepted by the engine's gate (decodeEndeavorLink). */
  game: GameState;
  /** Called with one kind per seat when the person presses "Play from here". */
  onPlay: (seats: SeatWord[]) => void;
  /** Called when the person would rather start a new game. */
  onFresh: () => void;
}

export default function PositionSeats({ lang, game, onPlay, onFresh }: PositionSeatsProps) {
  const t = (k: Parameters<typeof endeavorText>[1], v?: Record<string, string | number>) => (v ? fill(endeavorText(lang, k), v, lang) : endeavorText(lang, k));
  const [kinds, setKinds] = useState<SeatWord[]>(() => defaultSeats(game));
  const names = seatNames(lang, kinds);
  const over = game.toAct === null;
  return (
    <section class="e-position" aria-labelledby="e-pos-h" data-testid="position-seats">
      <form
        class="card play-setup"
        onSubmit={(e) => {
          e.preventDefault();
          onPlay(kinds);
        }}
      >
        <h2 id="e-pos-h">{t('position.heading')}</h2>
        <p class="e-help" role="status" data-testid="shared-notice">
          {endeavorLinkText(lang, 'shared.position')}
        </p>
        <p class="e-where" data-testid="position-where">
          {over ? t('position.whereOver') : t('position.where', { round: game.round, phase: t(`phase.${game.phase}`), who: names[game.toAct!]! })}
        </p>
        <fieldset class="e-seatset">
          <legend>{t('position.seats')}</legend>
          <SeatKindList lang={lang} kinds={kinds} onChange={setKinds} toAct={game.toAct} />
        </fieldset>
        <p class="e-help">{t('position.seatsHelp')}</p>
        <div class="play-setup-buttons">
          <button type="submit" class="button">
            {t('position.play')}
          </button>
          <button type="button" class="button secondary" onClick={onFresh}>
            {t('position.fresh')}
          </button>
        </div>
      </form>
      <section aria-label={t('position.board')}>
        <EndeavorBoard lang={lang} game={game} seatNames={names} />
      </section>
    </section>
  );
}
