/**
 * The Puerto Rico game page: setup form → play against bots or at one device (hot seat) → the
 * score table. The flow lives in the xstate machine machines/puerto-rico/table.ts; every rule question goes to
 * the engine, bots run in a Web Worker (islands/bots). The game is saved in localStorage and kept
 * in the address as a replay link as it goes (with `?seats=`, who plays which seat; typed names
 * travel inside the code); a link
 * opens its game straight away, and the seats can be changed at any time. With several people
 * at one device, the board is covered between their turns (the machine's `handover`) so no one
 * sees another's VP chips. `?fast=1` removes the bots' pause (tests).
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Lang } from '../../content/schemas';
import { isGameOver, legalMoves, outcome } from '../../engine/puerto-rico';
import { fill } from '../../i18n/define';
import type { playText as PlayTextTable } from '../../i18n/strings/play';
import type { shareText as ShareTextTable } from '../../i18n/strings/share';
import { gameTableMachine, type PuertoRicoTable, type SeatKind, type StartPoint } from '../../machines/puerto-rico/table';
import { codeFromHash, decodeLink, pageOfOtherGame, positionLink, replayLink, reviewPath, scenarioPath } from '../../notation';
import { defaultSeats, linkNames, namesFromLink, playPath, searchWithSeats, seatsFromParam } from './seat-param';
import { DEFAULT_REVIEW_BUDGET } from '../../bots/puerto-rico/review-budget';
import { reviewQuery } from '../../bots/puerto-rico/review-link';
import { puertoRicoBots } from '../bots/puerto-rico';
import { tableBot } from '../bots/table-bot';
import { BoardScreen, type BoardAnswer } from '../board-screen/BoardScreen';
import { GameBoard } from '../puerto-rico/board/GameBoard';
import { buildingsOnBoard } from '../puerto-rico/board/on-board';
import { refusalText } from '../puerto-rico/refusal-words';
import ShareLink from '../share/ShareLink';
import { GameLog } from './GameLog';
import { nameList, ScoreTable } from './ScoreTable';
import { SetupForm, type SetupChoice } from './SetupForm';
import { readSaved, writeSaved, type RecoveredTable } from './saved';
import { seatLabel, type SeatLabelWords } from './seat-labels';
import './play.css';
import type { PlayKey, Say } from './say';
import { wordsOf } from '../../i18n/words';

const playText = wordsOf<typeof PlayTextTable>('play');
const shareText = wordsOf<typeof ShareTextTable>('share');

/** The bot actor of the page: the worker's answer, shown after a short pause so people can follow. */
const pickBot = tableBot<PuertoRicoTable>(puertoRicoBots);

function isFast(): boolean {
  try {
    return new URLSearchParams(location.search).get('fast') === '1' || localStorage.getItem('eurotutor.play.fast') === '1';
  } catch {
    return false;
  }
}

/** The address's query without the seats parameter (a new game has no seats yet). */
function searchWithoutSeats(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('seats');
  params.delete('n');
  const q = params.toString();
  return q === '' ? '' : `?${q}`;
}

/** Whether the game a saved link code holds is over (a code that does not decode is not: it is junk, shown as such). */
function savedIsOver(code: string): boolean {
  const r = decodeLink(code);
  return r.ok && isGameOver(r.value.state);
}

export default function GameTable({ lang }: { lang: Lang }) {
  const t: Say = (k, v) => (v ? fill(playText(lang, k), v, lang) : playText(lang, k));
  const machine = useMemo(() => gameTableMachine.provide({ actors: { pickBot } }), []);
  const [snap, send] = useMachine(machine, { input: { botDelayMs: isFast() ? 0 : 700 } });
  const [notice, setNotice] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [lastOver, setLastOver] = useState<RecoveredTable | null>(null);
  // Set once storage refuses to keep the game (blocked or full): the page says so, once.
  const [cannotSave, setCannotSave] = useState(false);
  // Set when the save was made by a newer version of the site: this page never writes over it
  // (a game started here is not saved), so a reload into the newer version still resumes it.
  const [keepNewer, setKeepNewer] = useState(false);
  const [editingSeats, setEditingSeats] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const revealRef = useRef<HTMLButtonElement>(null);
  const { game, seats, names, played, start, refusal, failure } = snap.context;
  const defaultName = (i: number) => fill(playText(lang, 'name.default'), { n: i + 1 });

  /**
   * Starts the game a link code holds with these seats and names (null: the names the code
   * carries, or an old link's `&n=`); false when the notation (or engine) refuses it.
   */
  const open = (code: string, seatsNow: SeatKind[] | null, namesNow: string[] | null): { ok: true; seats: SeatKind[]; names: string[]; viewer: number } | { ok: false; message: string } => {
    const r = decodeLink(code);
    if (!r.ok) return { ok: false, message: shareText(lang, r.error.code as Parameters<typeof shareText>[1]) };
    const n = r.value.state.players.length;
    const names = namesNow ?? namesFromLink(r.value.envelope.view.names, new URLSearchParams(location.search), n);
    const view = r.value.envelope.view.seat;
    const viewer = view !== null && view < n ? view : r.value.state.toAct;
    const chosen = seatsNow ?? defaultSeats(n, viewer);
    if (chosen.length !== n) return { ok: false, message: 'seats' };
    const sc = r.value.envelope.scenario;
    const startPoint: StartPoint = sc.kind === 'replay' ? { kind: 'new', options: sc.options, seed: sc.seed } : { kind: 'position', state: sc.state };
    send({ type: 'table.start', start: startPoint, moves: sc.kind === 'replay' ? sc.moves : [], seats: chosen, names });
    return { ok: true, seats: chosen, names, viewer };
  };

  /** A shared link: the game opens at once, with the seats it carries or the viewer at the seat it shows. */
  const openShared = (code: string): void => {
    const decoded = decodeLink(code);
    // An intact Endeavor link belongs on the Endeavor table (same code, a site-relative address).
    const elsewhere = decoded.ok ? null : pageOfOtherGame(decoded.error);
    if (elsewhere !== null) {
      location.replace(scenarioPath(lang, elsewhere, code));
      return;
    }
    const players = decoded.ok ? decoded.value.state.players.length : 0;
    const given = seatsFromParam(new URLSearchParams(location.search).get('seats'), players);
    const r = open(code, given, null);
    if (!r.ok) setNotice(fill(playText(lang, 'link.error'), { message: r.message }));
    else if (r.viewer < 0 || r.viewer >= r.seats.length)
      setNotice(playText(lang, 'link.openedOver')); // a finished game: no seat is to act
    else setNotice(given ? playText(lang, 'link.openedSeats') : fill(playText(lang, 'link.openedYou'), { name: r.names[r.viewer] || defaultName(r.viewer) }));
  };

  // On load: a link in the address wins (unless it is this very game, reloaded); otherwise the saved game resumes.
  useEffect(() => {
    const code = codeFromHash(location.hash);
    const saved = readSaved();
    /** Resumes the saved game; seats or names that were unreadable fall back to the defaults. */
    const resume = (table: RecoveredTable, repaired: boolean): void => {
      const r = open(table.code, table.seats, table.names);
      if (!r.ok) writeSaved(null);
      setNotice(playText(lang, !r.ok ? 'saved.junk' : repaired ? 'saved.repaired' : 'saved.resumed'));
    };
    if (saved.kind === 'blocked') setCannotSave(true);
    if (saved.kind === 'newer') setKeepNewer(true);
    if (code !== '' && saved.kind === 'saved' && saved.table.code === code) {
      // A reload of this page: the address and the save agree, so the game resumes as it was.
      resume(saved.table, saved.repaired);
    } else if (code !== '') {
      openShared(code);
    } else if (saved.kind === 'junk') {
      writeSaved(null);
      setNotice(playText(lang, 'saved.junk'));
    } else if (saved.kind === 'newer') {
      // Left untouched: the newer version of the site resumes it after a reload.
      setNotice(playText(lang, 'saved.newer'));
    } else if (saved.kind === 'saved' && savedIsOver(saved.table.code)) {
      // "Play" from the menu after a finished game: the setup form, with the last game one click away as a replay.
      setLastOver(saved.table);
      setNotice(playText(lang, 'saved.over'));
    } else if (saved.kind === 'saved') {
      resume(saved.table, saved.repaired);
    }
    setLoaded(true);
  }, []);

  // A link pasted over this page's address changes only the hash and the page does not reload:
  // the new link replaces the table. The page's own address updates (replaceState) fire no event,
  // and an in-page anchor (the skip link's #content) is not a link.
  useEffect(() => {
    const changed = (): void => {
      const code = codeFromHash(location.hash);
      if (code === '' || document.getElementById(code) !== null) return;
      const d = decodeLink(code);
      // A link that cannot be opened leaves the game on the table as it is, and says why.
      if (!d.ok && pageOfOtherGame(d.error) === null) {
        setNotice(fill(playText(lang, 'link.error'), { message: shareText(lang, d.error.code) }));
        return;
      }
      setLastOver(null);
      send({ type: 'table.restart' });
      openShared(code);
    };
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);

  // The link of the game as it stands: a replay from the seed, or the position when it began
  // from one; the typed names travel inside it (view.names).
  const code = useMemo(() => {
    if (start === null || game === null) return null;
    const named = linkNames(names, game.players.length, defaultName);
    const view = named ? { names: named } : {};
    return start.kind === 'new'
      ? replayLink(
          start.options,
          start.seed,
          played.map((p) => p.move),
          view,
        )
      : positionLink(game, view);
  }, [start, game, played, names, lang]);

  useEffect(() => {
    if (!loaded) return;
    if (code === null) {
      if (snap.matches('setup')) history.replaceState(null, '', location.pathname + searchWithoutSeats(location.search));
      return;
    }
    history.replaceState(null, '', `${location.pathname}${searchWithSeats(location.search, seats)}#${code}`);
    if (keepNewer) return;
    if (!writeSaved({ seats, names, code })) setCannotSave(true);
  }, [code, loaded, seats, names, keepNewer]);

  // Focus follows the handover: onto the reveal button when the board is covered, back to the status line after.
  const handover = snap.matches('handover');
  const wasHandover = useRef(false);
  useEffect(() => {
    if (handover) revealRef.current?.focus();
    else if (wasHandover.current) statusRef.current?.focus();
    wasHandover.current = handover;
  }, [handover]);
  // When the seats form closes, focus returns to its opener (cancel) or the status line (applied), unless the handover took it.
  const seatsButtonRef = useRef<HTMLButtonElement>(null);
  const afterSeats = useRef<'cancel' | 'apply' | null>(null);
  useEffect(() => {
    if (afterSeats.current === null || editingSeats) return;
    if (afterSeats.current === 'cancel') seatsButtonRef.current?.focus();
    else if (!handover) statusRef.current?.focus();
    afterSeats.current = null;
  });

  const begin = (choice: SetupChoice) => {
    setNotice(null);
    setLastOver(null);
    send({ type: 'table.start', start: { kind: 'new', options: choice.options, seed: choice.seed }, moves: [], seats: choice.seats, names: choice.names });
  };

  const restart = () => {
    writeSaved(null);
    setNotice(null);
    setEditingSeats(false);
    send({ type: 'table.restart' });
  };

  if (snap.matches('setup') || game === null) {
    return (
      <div class="play">
        {notice && (
          <p class="play-notice card" role="status">
            {notice}
          </p>
        )}
        {cannotSave && <CannotSave text={t('saved.blocked')} />}
        {keepNewer && code !== null && <CannotSave text={t('saved.keptNewer')} />}
        {failure && (
          <p class="play-notice card" role="alert">
            {t('setup.failed', { message: failure })}
          </p>
        )}
        {lastOver && (
          <p class="play-notice">
            <button
              type="button"
              class="button secondary"
              data-testid="replay-last"
              onClick={() => {
                const r = open(lastOver.code, lastOver.seats, lastOver.names);
                setLastOver(null);
                setNotice(r.ok ? null : playText(lang, 'saved.junk'));
              }}
            >
              {t('saved.replay')}
            </button>
          </p>
        )}
        <SetupForm say={t} lang={lang} fixedPlayers={null} submitLabel={t('setup.start')} onStart={begin} />
      </div>
    );
  }

  // Who plays each seat, when nobody typed a name: "You", "Bot (strong)", or "Player 2" at a shared device.
  const seatWords: SeatLabelWords = {
    you: () => t('seat.you'),
    bot: (level) => t('seat.bot', { level }),
    botNumbered: (n, level) => t('seat.botNumbered', { n, level }),
    player: (n) => t('name.default', { n }),
    level: (level) => t(`level.${level}` as PlayKey),
  };
  const seatName = (i: number) => seatLabel(seats, names, i, seatWords);
  const allNames = game.players.map((_, i) => seatName(i));
  const humans = seats.map((s, i) => (s.kind === 'human' ? i : -1)).filter((i) => i >= 0);
  const over = snap.matches('gameOver');
  const humanTurn = snap.matches('humanTurn');
  // Hidden VP chips: everyone's when only bots play or at the end; with one person, theirs;
  // with several at one device, only the one whose turn it is (and nobody's between turns).
  const vpVisibleTo: 'all' | number = over || humans.length === 0 ? 'all' : humans.length === 1 ? humans[0]! : humanTurn ? game.toAct : -1;
  const legal = humanTurn ? legalMoves(game) : [];
  const phaseKey = `phase.${game.phase}` as PlayKey;
  const phaseWords = playText.has(lang, phaseKey) ? t(phaseKey) : t('phase.other');
  // A finished game is final (the machine refuses undo there too): the end card offers a new game.
  const canUndo = !over && humans.length > 0 && played.some((p) => seats[p.seat]?.kind === 'human');
  const end = outcome(game);
  const result = end.over ? end : null;
  const next = seatName(game.toAct);
  // The answer to the person's latest move, marked where they clicked: refused, or played.
  const last = played[played.length - 1];
  const answer: BoardAnswer | null = refusal ? { kind: 'bad', key: refusal } : last && seats[last.seat]?.kind === 'human' ? { kind: 'good', key: last } : null;

  return (
    <div class="play">
      {notice && (
        <p class="play-notice card" role="status">
          {notice}
        </p>
      )}
      {cannotSave && <CannotSave text={t('saved.blocked')} />}
      {keepNewer && code !== null && <CannotSave text={t('saved.keptNewer')} />}
      {editingSeats && !over && (
        <SetupForm
          say={t}
          lang={lang}
          fixedPlayers={game.players.length}
          initialSeats={seats}
          initialNames={names}
          focusOnOpen
          title={t('seats.title')}
          submitLabel={t('seats.apply')}
          onCancel={() => {
            afterSeats.current = 'cancel';
            setEditingSeats(false);
          }}
          onStart={(choice) => {
            afterSeats.current = 'apply';
            setEditingSeats(false);
            setNotice(null);
            send({ type: 'table.seats', seats: choice.seats, names: choice.names });
          }}
        />
      )}
      <BoardScreen
        kind="play"
        scrollOnOpen
        answer={answer}
        board={
          <>
            {result && (
              <ScoreTable
                say={t}
                lang={lang}
                result={result}
                names={allNames}
                replayHref={code && start?.kind === 'new' ? scenarioPath(lang, 'position', code) : null}
                reviewHref={code && start?.kind === 'new' ? reviewPath(lang, code, reviewQuery(DEFAULT_REVIEW_BUDGET, humans.length > 0 ? humans : null)) : null}
                onNewGame={restart}
              />
            )}
            {handover ? (
              <section class="play-handover card" aria-labelledby="play-handover-title" data-testid="handover">
                <h2 id="play-handover-title">{t('handover.title', { name: next })}</h2>
                <p>{t('handover.text', { name: next })}</p>
                <button type="button" ref={revealRef} class="button" onClick={() => send({ type: 'table.reveal' })}>
                  {t('handover.show', { name: next })}
                </button>
              </section>
            ) : (
              <GameBoard
                state={game}
                inGame={buildingsOnBoard(game)}
                legal={legal}
                onMove={(move) => send({ type: 'table.move', move })}
                names={allNames}
                vpVisibleTo={vpVisibleTo}
                statusShownByHost
                fullSeats={humans}
                label={t('board')}
                lang={lang}
              />
            )}
          </>
        }
        panel={
          <>
            <div class="play-bar">
              <p class="play-status" ref={statusRef} tabIndex={-1} role="status" aria-live="polite" data-testid="play-status" data-prompt>
                {over && result
                  ? t('over.status', {
                      round: result.rounds,
                      reasons: nameList(
                        t,
                        result.reasons.map((r) => t(`end.${r}` as PlayKey)),
                      ),
                    })
                  : snap.matches('botFailed')
                    ? t('turn.botFailed', { message: failure ?? '' })
                    : // The round last: a phone folds this line to two, and what to do comes first.
                      `${
                        handover
                          ? t('handover.title', { name: next })
                          : humanTurn
                            ? t('turn.human', { name: next, phase: phaseWords })
                            : t(names[game.toAct]?.trim() ? 'turn.bot' : 'turn.botLevel', { name: next })
                      } · ${t('turn.round', { round: game.round })}`}
              </p>
              <div class="play-actions">
                {snap.matches('botFailed') && (
                  <button type="button" class="button" onClick={() => send({ type: 'table.retry' })}>
                    {t('turn.retry')}
                  </button>
                )}
                {canUndo && (
                  <button type="button" class="button secondary" onClick={() => send({ type: 'table.undo' })}>
                    {t('undo')}
                  </button>
                )}
                {!over && (
                  <button type="button" ref={seatsButtonRef} class="button secondary" aria-expanded={editingSeats} onClick={() => setEditingSeats(!editingSeats)}>
                    {t('seats.change')}
                  </button>
                )}
                {!over && (
                  <button type="button" class="button secondary" onClick={restart}>
                    {t('newGame')}
                  </button>
                )}
              </div>
            </div>
            {/* The one announcement of a refusal, beside the board. */}
            <div class="play-refusal" role="alert" data-feedback>
              {refusal && <p data-rule={refusal.rule}>{refusalText(lang, refusal).main.text}</p>}
            </div>
            {humans.length > 1 && !over && humanTurn && <p class="muted play-hotseat">{t('hotseat', { name: next })}</p>}
            <GameLog say={t} lang={lang} played={played} names={allNames} seats={seats} />
            {code && <ShareLink lang={lang} path={playPath(lang, code, seats)} label={t('link.label')} />}
          </>
        }
      />
    </div>
  );
}

/** Storage refused the game: it plays on, but a reload will not bring it back. */
function CannotSave({ text }: { text: string }) {
  return (
    <p class="play-notice card" role="status" data-testid="cannot-save">
      {text}
    </p>
  );
}
