/**
 * The Endeavor game page: setup form → play (people click, bots move by themselves after a
 * short delay; `?fast=1` removes it for tests) → scoring. The flow lives in the xstate machine
 * endeavor-table.ts; every rule question goes to the engine.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'preact/hooks';
import { legalMoves, scores, winners } from '../../engine/endeavor';
import { fill } from '../../i18n/define';
import { endeavorText } from '../../i18n/strings/endeavor';
import type { Lang } from '../../content/schemas';
import { endeavorTableMachine, type SeatKind } from '../../machines/endeavor-table';
import EndeavorBoard from './EndeavorBoard';
import { EndeavorShareLink, SharedNotice, useSharedGame } from './EndeavorShare';
import { moveWords } from './words';
import './endeavor.css';

const KINDS: readonly SeatKind[] = ['human', 'random', 'heuristic'];
const BOT_DELAY_MS = 350;

export default function EndeavorTable({ lang }: { lang: Lang }) {
  const t = (k: Parameters<typeof endeavorText>[1], v?: Record<string, string | number>) => (v ? fill(endeavorText(lang, k), v) : endeavorText(lang, k));
  const [snap, send] = useMachine(endeavorTableMachine);
  const [count, setCount] = useState(3);
  const [kinds, setKinds] = useState<SeatKind[]>(['human', 'random', 'heuristic', 'random', 'heuristic']);
  const [seed, setSeed] = useState('');
  const [fast, setFast] = useState(false);
  const statusRef = useRef<HTMLHeadingElement>(null);
  const shared = useSharedGame(send);

  useEffect(() => {
    // The address is untrusted: only the exact flag fast=1 is read.
    setFast(new URLSearchParams(window.location.search).get('fast') === '1');
  }, []);

  const { game, seats, log, refusal } = snap.context;
  const names = seats.map((k, i) => (k === 'human' ? (seats.filter((s) => s === 'human').length > 1 ? `${t('you')} ${i + 1}` : t('you')) : `${t(`seat.${k}`)} ${i + 1}`));

  useEffect(() => {
    if (!snap.matches('botTurn')) return;
    const id = window.setTimeout(() => send({ type: 'table.botStep' }), fast ? 0 : BOT_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [snap, fast]);

  useEffect(() => {
    if (snap.matches('gameOver')) statusRef.current?.focus();
  }, [snap.value]);

  if (snap.matches('setup') || game === null) {
    return (
      <>
      <SharedNotice lang={lang} opened={shared.opened} />
      <form
        class="card e-setup"
        onSubmit={(e) => {
          e.preventDefault();
          const s = seed.trim();
          const used = s === '' ? Math.floor(Math.random() * 1e9) : s;
          shared.started(used);
          send({ type: 'table.start', seats: kinds.slice(0, count), seed: used });
        }}
      >
        <h2>{t('setup.heading')}</h2>
        <label>
          {t('setup.players')}{' '}
          <select value={count} onChange={(e) => setCount(Number((e.target as HTMLSelectElement).value))}>
            {[3, 4, 5].map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
        <ol class="e-seats">
          {kinds.slice(0, count).map((k, i) => (
            <li key={i}>
              <label>
                {t('setup.seat', { n: i + 1 })}{' '}
                <select value={k} onChange={(e) => setKinds(kinds.map((x, j) => (j === i ? ((e.target as HTMLSelectElement).value as SeatKind) : x)))}>
                  {KINDS.map((kind) => <option key={kind} value={kind}>{t(`seat.${kind}`)}</option>)}
                </select>
              </label>
            </li>
          ))}
        </ol>
        <label>
          {t('setup.seed')} <input type="text" inputMode="numeric" maxLength={40} value={seed} onInput={(e) => setSeed((e.target as HTMLInputElement).value)} aria-describedby="e-seed-help" />
        </label>
        <p id="e-seed-help" class="e-help">{t('setup.seedHelp')}</p>
        <button type="submit" class="e-primary">{t('setup.start')}</button>
      </form>
      </>
    );
  }

  const human = snap.matches('humanTurn');
  const legal = human ? legalMoves(game) : [];
  const mover = game.toAct;
  const moverSlots = mover === null ? [] : game.players[mover]!.buildings;

  return (
    <div class="e-table">
      <h2 ref={statusRef} tabIndex={-1} class="e-status" aria-live="polite" data-testid="status">
        {snap.matches('gameOver')
          ? t('phase.gameOver')
          : human || mover === null
            ? t('status.turn', { round: game.round, phase: t(`phase.${game.phase}`), who: mover === null ? '' : names[mover]! })
            : t('status.bot', { who: names[mover]! })}
      </h2>
      <SharedNotice lang={lang} opened={shared.opened} />
      {refusal && <p role="alert" class="e-refusal">{t('refused', { message: refusal.message })}</p>}

      {snap.matches('gameOver') && <ScoreTable game={game} names={names} t={t} />}

      {human && (
        <section class="card e-moves" aria-labelledby="e-moves-h">
          <h3 id="e-moves-h">{t('moves.heading')}</h3>
          <p class="e-help">{t('moves.help')}</p>
          <ul data-testid="moves">
            {legal.map((m, i) => (
              <li key={i}><button type="button" onClick={() => send({ type: 'table.move', move: m })}>{moveWords(m, moverSlots)}</button></li>
            ))}
          </ul>
        </section>
      )}

      <EndeavorBoard game={game} seatNames={names} legal={legal} onMove={human ? (move) => send({ type: 'table.move', move }) : undefined} tryBuild={human} />

      <details class="card e-log" open>
        <summary>{t('log.heading')}</summary>
        <ol tabIndex={0} aria-label={t('log.heading')}>
          {log.slice(-40).map((e, i) => (
            <li key={log.length - 40 + i} class={e.seat === null ? 'e-log-head' : ''}>{e.seat === null ? e.text : `${names[e.seat]}: ${e.move ? moveWords(e.move, e.slots?.map((building) => ({ building }))) : e.text}`}</li>
          ))}
        </ol>
      </details>
      {shared.seed !== null && <EndeavorShareLink lang={lang} players={game.players.length} seed={shared.seed} log={log} />}
      {!snap.matches('setup') && (
        <button type="button" class="e-restart" onClick={() => send({ type: 'table.restart' })}>{t('restart')}</button>
      )}
    </div>
  );
}

function ScoreTable({ game, names, t }: { game: NonNullable<ReturnType<typeof useMachine<typeof endeavorTableMachine>>[0]['context']['game']>; names: string[]; t: (k: Parameters<typeof endeavorText>[1], v?: Record<string, string | number>) => string }) {
  const rows = scores(game);
  const win = winners(game);
  const cols = ['cities', 'connections', 'tracks', 'cards', 'buildings', 'harbour', 'slavery', 'total'] as const;
  return (
    <section class="card e-score" aria-labelledby="e-score-h" data-testid="scores">
      <h3 id="e-score-h">{t('score.heading')}</h3>
      <p><strong>{t('score.winner', { names: win.map((s) => names[s]).join(', ') })}</strong></p>
      <div class="e-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('score.player')}</th>
              {cols.map((c) => <th key={c} scope="col">{t(`score.${c}`)}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                <th scope="row">{names[i]}</th>
                {cols.map((c) => <td key={c}>{r[c]}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
