/**
 * The Endeavor game page: setup form (or, for a shared position, the seat chooser) → play
 * (people click, bots move by themselves after a short delay, in a Web Worker; `?fast=1` removes
 * the delay for tests) → scoring. The flow lives in the shared table machine (machines/endeavor/table.ts
 * binds it); every rule question goes to the engine; every word comes from the page's language.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { legalMoves } from '../../engine/endeavor';
import EndeavorScoreSheet from '../endeavor/EndeavorScoreSheet';
import { endeavorRuleHref } from '../endeavor/rule-link';
import type { lessonText as LessonTextTable } from '../../i18n/strings/lessons';
import { fill } from '../../i18n/define';
import type { endeavorText as EndeavorTextTable } from '../../i18n/strings/endeavor';
import type { Lang } from '../../content/schemas';
import { endeavorTableMachine, logOf, originOf, seatsFromWords, seatWord, startOf, type EndeavorTableTypes, type LogEntry, type SeatWord } from '../../machines/endeavor/table';
import { endeavorBots } from '../bots/endeavor';
import { tableBot } from '../bots/table-bot';
import { asEndeavorWhy } from '../../bots/endeavor/explain';
import { endeavorReasonWords } from '../review/endeavor-reason-words';
import SeatKindList from './EndeavorSeatKinds';
import { LevelList } from './LevelList';
import { endeavorLevels } from './endeavor-level-words';
import EndeavorBoard from '../endeavor/EndeavorBoard';
import { BoardScreen } from '../board-screen/BoardScreen';
import { EndeavorShareLinks, SharedNotice, useSharedGame } from './EndeavorShare';
import PositionSeats from './EndeavorPositionSeats';
import { seatNames } from './endeavor-seat-names';
import { moveWords } from '../endeavor/words';
import { EndeavorReviewLink } from '../review/EndeavorReviewLink';
import '../endeavor/endeavor.css';
import { wordsOf } from '../../i18n/words';
import { refusalWords, ruleSentence } from '../endeavor/refusal-words';

const lessonText = wordsOf<typeof LessonTextTable>('lessons');
const endeavorText = wordsOf<typeof EndeavorTextTable>('endeavor');

const BOT_DELAY_MS = 350;

/** The bot actor of the page: the worker's answer, shown after a short pause so people can follow. */
const pickBot = tableBot<EndeavorTableTypes>(endeavorBots, asEndeavorWhy);

/** The address is untrusted: only the exact flag fast=1 is read. */
const isFast = (): boolean => typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('fast') === '1';
/** The log shows its last lines only; the full game is in the replay link. */
const LOG_LINES = 40;

type T = (k: Parameters<typeof endeavorText>[1], v?: Record<string, string | number>) => string;

export default function EndeavorTable({ lang }: { lang: Lang }) {
  const t: T = (k, v) => (v ? fill(endeavorText(lang, k), v, lang) : endeavorText(lang, k));
  const machine = useMemo(() => endeavorTableMachine.provide({ actors: { pickBot } }), []);
  const [snap, send] = useMachine(machine, { input: { botDelayMs: isFast() ? 0 : BOT_DELAY_MS } });
  const [count, setCount] = useState(3);
  const [kinds, setKinds] = useState<SeatWord[]>(['human', 'random', 'heuristic', 'random', 'heuristic']);
  const [seed, setSeed] = useState('');
  const statusRef = useRef<HTMLHeadingElement>(null);
  const shared = useSharedGame(send);

  const { game, seats, played, start, refusal, failure } = snap.context;
  const names = seatNames(lang, seats.map(seatWord));
  const origin = originOf(start);
  const first = useMemo(() => (start === null ? null : startOf(start)), [start]);
  const log = useMemo(() => (first === null ? [] : logOf(first, played)), [first, played]);

  // Set when a shared position is put on the table: the chooser (and the focus in it) is gone.
  const justLoaded = useRef(false);
  useEffect(() => {
    // After a game ends or a shared position is put on the table, the status says where we are;
    // ordinary turn changes leave the focus where the person is.
    if (snap.matches('gameOver') || (justLoaded.current && game !== null)) statusRef.current?.focus();
    justLoaded.current = false;
  }, [snap.value]);

  if (snap.matches('setup') || game === null) {
    const position = shared.opened.kind === 'position' ? shared.opened.state : null;
    if (position !== null) {
      return (
        <PositionSeats
          lang={lang}
          game={position}
          onPlay={(chosen) => {
            justLoaded.current = true;
            const seatsNow = seatsFromWords(chosen);
            if (seatsNow === null) return;
            send({ type: 'table.start', start: { kind: 'position', state: position }, seats: seatsNow, names: [] });
            shared.loaded();
          }}
          onFresh={shared.dismiss}
        />
      );
    }
    return (
      <>
        <SharedNotice lang={lang} opened={shared.opened} />
        <form
          class="card play-setup"
          aria-labelledby="e-setup-title"
          onSubmit={(e) => {
            e.preventDefault();
            const s = seed.trim();
            const used = s === '' ? Math.floor(Math.random() * 1e9) : s;
            shared.dismiss();
            const seatsNow = seatsFromWords(kinds.slice(0, count));
            if (seatsNow === null) return;
            send({ type: 'table.start', start: { kind: 'new', options: { players: count as 3 | 4 | 5 }, seed: used }, seats: seatsNow, names: [] });
          }}
        >
          <h2 id="e-setup-title">{t('setup.heading')}</h2>
          <label class="play-field">
            <span>{t('setup.players')}</span>
            <select value={count} onChange={(e) => setCount(Number((e.target as HTMLSelectElement).value))}>
              {[3, 4, 5].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <SeatKindList lang={lang} kinds={kinds.slice(0, count)} onChange={(next) => setKinds([...next, ...kinds.slice(count)])} describedBy="e-level-" />
          <LevelList title={t('setup.levels')} idPrefix="e-level-" levels={endeavorLevels(lang)} />
          <label class="play-field">
            <span>{t('setup.seed')}</span>
            <input type="text" inputMode="numeric" maxLength={40} value={seed} onInput={(e) => setSeed((e.target as HTMLInputElement).value)} aria-describedby="e-seed-help" />
          </label>
          <p id="e-seed-help" class="muted">
            {t('setup.seedHelp')}
          </p>
          <div class="play-setup-buttons">
            <button type="submit" class="button">
              {t('setup.start')}
            </button>
          </div>
        </form>
      </>
    );
  }

  const human = snap.matches('humanTurn');
  const legal = human ? legalMoves(game) : [];
  const mover = game.toAct;
  const moverSlots = mover === null ? [] : game.players[mover]!.buildings;
  const from = Math.max(0, log.length - LOG_LINES);

  return (
    <div class="e-table">
      <BoardScreen
        kind="endeavor-play"
        scrollOnOpen
        answer={refusal ? { kind: 'bad', key: refusal } : null}
        board={
          <>
            {snap.matches('gameOver') && (
              <section class="card e-score" aria-labelledby="e-score-h" data-testid="scores">
                <h3 id="e-score-h">{t('score.heading')}</h3>
                <EndeavorScoreSheet game={game} seatNames={names} lang={lang} />
                <EndeavorReviewLink lang={lang} origin={origin} played={played} names={names} people={seats.flatMap((seat, i) => (seat.kind === 'human' ? [i] : []))} />
              </section>
            )}

            <EndeavorBoard lang={lang} game={game} seatNames={names} legal={legal} onMove={human ? (move) => send({ type: 'table.move', move }) : undefined} tryBuild={human} />
          </>
        }
        panel={
          <>
            <h2 ref={statusRef} tabIndex={-1} class="e-status" aria-live="polite" data-testid="status" data-prompt>
              {snap.matches('gameOver')
                ? t('phase.gameOver')
                : human || mover === null
                  ? t('status.turn', { round: game.round, phase: t(`phase.${game.phase}`), who: mover === null ? '' : names[mover]! })
                  : t('status.bot', { who: names[mover]! })}
            </h2>
            <SharedNotice lang={lang} opened={shared.opened} />
            {snap.matches('botFailed') && (
              <p role="alert" class="e-refusal" data-testid="bot-failed">
                {t('status.botFailed', { message: failure ?? '' })}{' '}
                <button type="button" onClick={() => send({ type: 'table.retry' })}>
                  {t('retry')}
                </button>
              </p>
            )}
            {refusal && (
              <p role="alert" class="e-refusal" data-rule={refusal.rule} data-feedback>
                {t('refused', { message: refusalWords(lang, refusal) })} {lessonText(lang, 'player.rule')} <a href={endeavorRuleHref(lang, refusal.rule)}>{ruleSentence(lang, refusal.rule)}</a>
              </p>
            )}

            {human && (
              <section class="card e-moves" aria-labelledby="e-moves-h">
                <h3 id="e-moves-h">{t('moves.heading')}</h3>
                <p class="e-help">{t('moves.help')}</p>
                <ul data-testid="moves" data-keep>
                  {legal.map((m, i) => (
                    <li key={i}>
                      <button type="button" onClick={() => send({ type: 'table.move', move: m })}>
                        {moveWords(m, moverSlots, lang)}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <details class="card e-log" open>
              <summary>{t('log.heading')}</summary>
              <ol tabIndex={0} aria-label={t('log.heading')}>
                {log.slice(from).map((e, i) => (
                  <li key={from + i} class={e.kind === 'heading' ? 'e-log-head' : ''}>
                    {logLine(e, names, t, lang)}
                    {e.kind === 'move' && e.why && (
                      <details class="e-why">
                        <summary>{t('log.why')}</summary>
                        <p>{endeavorReasonWords(lang, e.why.reason, e.why.depth)}</p>
                        <p class="muted">{t('log.weighed', { n: e.why.weighed })}</p>
                      </details>
                    )}
                  </li>
                ))}
              </ol>
            </details>
            <EndeavorShareLinks lang={lang} game={game} origin={origin} played={played} />
            <button
              type="button"
              class="e-restart"
              data-keep
              onClick={() => {
                shared.dismiss();
                send({ type: 'table.restart' });
              }}
            >
              {t('restart')}
            </button>
          </>
        }
      />
    </div>
  );
}

/** One log line in the page's language: a round and phase heading, or "Seat: what it did". */
function logLine(e: LogEntry, names: readonly string[], t: T, lang: Lang): string {
  if (e.kind === 'heading') return e.phase === 'gameOver' ? t('phase.gameOver') : t('log.round', { round: e.round, phase: t(`phase.${e.phase}`) });
  return `${names[e.seat]}: ${moveWords(
    e.move,
    e.slots.map((building) => ({ building })),
    lang,
  )}`;
}
