/**
 * The Puerto Rico game page: setup form → play against bots or at one device (hot seat) → the
 * score table. The flow lives in the xstate machine game-table.ts; every rule question goes to
 * the engine, bots run in a Web Worker (bot-client). The game is saved in localStorage and kept
 * in the address as a replay link as it goes; `?fast=1` removes the bots' pause (tests).
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { fromPromise } from 'xstate';
import type { Lang } from '../../content/schemas';
import { legalMoves, outcome, type Move } from '../../engine/puerto-rico';
import { fill } from '../../i18n/define';
import { playText } from '../../i18n/strings/play';
import { shareText } from '../../i18n/strings/share';
import { gameTableMachine, type BotAnswer, type BotInput, type SeatKind, type StartPoint } from '../../machines/game-table';
import { codeFromHash, decodeLink, positionLink, replayLink, scenarioPath } from '../../notation';
import { chooseMove } from '../puerto-rico/bot-client';
import { GameBoard } from '../puerto-rico/board/GameBoard';
import ShareLink from '../share/ShareLink';
import { GameLog } from './GameLog';
import { ScoreTable } from './ScoreTable';
import { SetupForm, type SetupChoice } from './SetupForm';
import { readSaved, writeSaved } from './saved';
import './play.css';

export type PlayKey = Parameters<typeof playText>[1];
export type Say = (k: PlayKey, v?: Record<string, string | number>) => string;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(t));
  });

/** The bot actor of the page: the worker's answer, shown after a short pause so people can follow. */
const pickBot = fromPromise<BotAnswer, BotInput>(async ({ input, signal }) => {
  const [decision] = await Promise.all([
    chooseMove(input.state, input.seat, input.level, { names: input.names, signal }),
    wait(input.delayMs, signal),
  ]);
  return { move: decision.move, explanation: decision.explanation };
});

/** A link or a save waiting for the person to choose the seats (or resumed straight away). */
type Pending = { start: StartPoint; moves: Move[]; players: number; round: number };

function isFast(): boolean {
  try {
    return new URLSearchParams(location.search).get('fast') === '1' || localStorage.getItem('eurotutor.play.fast') === '1';
  } catch {
    return false;
  }
}

export default function GameTable({ lang }: { lang: Lang }) {
  const t: Say = (k, v) => (v ? fill(playText(lang, k), v) : playText(lang, k));
  const machine = useMemo(() => gameTableMachine.provide({ actors: { pickBot } }), []);
  const [snap, send] = useMachine(machine, { input: { botDelayMs: isFast() ? 0 : 700 } });
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { game, seats, names, played, start, refusal, failure } = snap.context;

  /** Restarts the saved game; a save the notation (or engine) refuses is cleared with a notice. */
  const resume = (code: string, savedSeats: SeatKind[], savedNames: string[]) => {
    const r = decodeLink(code);
    if (!r.ok || r.value.state.players.length !== savedSeats.length) {
      writeSaved(null);
      setNotice(playText(lang, 'saved.junk'));
      return;
    }
    const sc = r.value.envelope.scenario;
    const startPoint: StartPoint = sc.kind === 'replay' ? { kind: 'new', options: sc.options, seed: sc.seed } : { kind: 'position', state: sc.state };
    send({ type: 'table.start', start: startPoint, moves: sc.kind === 'replay' ? sc.moves : [], seats: savedSeats, names: savedNames });
    setNotice(playText(lang, 'saved.resumed'));
  };

  // On load: a link in the address wins (unless it is this very game, reloaded); otherwise the saved game resumes.
  useEffect(() => {
    const code = codeFromHash(location.hash);
    const saved = readSaved();
    if (code !== '' && saved.kind === 'saved' && saved.table.code === code) {
      // A reload of this page: the address and the save agree, so the game resumes as it was.
      resume(saved.table.code, saved.table.seats, saved.table.names);
    } else if (code !== '') {
      const r = decodeLink(code);
      if (!r.ok) setNotice(fill(playText(lang, 'link.error'), { message: shareText(lang, r.error.code as Parameters<typeof shareText>[1]) }));
      else {
        const sc = r.value.envelope.scenario;
        const startPoint: StartPoint = sc.kind === 'replay' ? { kind: 'new', options: sc.options, seed: sc.seed } : { kind: 'position', state: sc.state };
        setPending({ start: startPoint, moves: sc.kind === 'replay' ? [...sc.moves] : [], players: r.value.state.players.length, round: r.value.state.round });
      }
    } else if (saved.kind === 'junk') {
      writeSaved(null);
      setNotice(playText(lang, 'saved.junk'));
    } else if (saved.kind === 'saved') {
      resume(saved.table.code, saved.table.seats, saved.table.names);
    }
    setLoaded(true);
  }, []);

  // The link of the game as it stands: a replay from the seed, or the position when it began from one.
  const code = useMemo(() => {
    if (start === null || game === null) return null;
    return start.kind === 'new' ? replayLink(start.options, start.seed, played.map((p) => p.move)) : positionLink(game);
  }, [start, game, played]);

  useEffect(() => {
    if (!loaded) return;
    if (code === null) {
      if (snap.matches('setup') && pending === null) history.replaceState(null, '', location.pathname + location.search);
      return;
    }
    history.replaceState(null, '', `${location.pathname}${location.search}#${code}`);
    writeSaved({ seats, names, code });
  }, [code, loaded]);

  const begin = (choice: SetupChoice) => {
    setNotice(null);
    const base = pending ?? { start: { kind: 'new', options: choice.options, seed: choice.seed } as StartPoint, moves: [] };
    send({ type: 'table.start', start: base.start, moves: base.moves, seats: choice.seats, names: choice.names });
    setPending(null);
  };

  const restart = () => {
    writeSaved(null);
    setNotice(null);
    setPending(null);
    send({ type: 'table.restart' });
  };

  if (snap.matches('setup') || game === null) {
    return (
      <div class="play">
        {notice && <p class="play-notice card" role="status">{notice}</p>}
        {failure && <p class="play-notice card" role="alert">{t('setup.failed', { message: failure })}</p>}
        {pending && <p class="play-notice card">{t('setup.fromLink', { players: pending.players, moves: pending.moves.length, round: pending.round })}</p>}
        <SetupForm say={t} lang={lang} fixedPlayers={pending?.players ?? null} submitLabel={pending ? t('setup.continue') : t('setup.start')} onStart={begin} />
      </div>
    );
  }

  const seatName = (i: number) => names[i] || t('name.default', { n: i + 1 });
  const allNames = game.players.map((_, i) => seatName(i));
  const humans = seats.map((s, i) => (s.kind === 'human' ? i : -1)).filter((i) => i >= 0);
  const over = snap.matches('gameOver');
  const humanTurn = snap.matches('humanTurn');
  // Hidden VP chips: everyone's when only bots play or at the end; with one person, theirs;
  // with several at one device, only the one whose turn it is.
  const vpVisibleTo: 'all' | number = over || humans.length === 0 ? 'all' : humans.length === 1 ? humans[0]! : humanTurn ? game.toAct : -1;
  const legal = humanTurn ? legalMoves(game) : [];
  const phaseKey = `phase.${game.phase}` as PlayKey;
  const phaseWords = playText.table.en[phaseKey] !== undefined ? t(phaseKey) : t('phase.other');
  const canUndo = humans.length > 0 && played.some((p) => seats[p.seat]?.kind === 'human') && !snap.matches('setup');
  const result = over ? outcome(game) : null;

  return (
    <div class="play">
      {notice && <p class="play-notice card" role="status">{notice}</p>}
      <div class="play-bar">
        <p class="play-status" ref={statusRef} role="status" aria-live="polite" data-testid="play-status">
          {over
            ? t('over.title')
            : snap.matches('botFailed')
              ? t('turn.botFailed', { message: failure ?? '' })
              : humanTurn
                ? `${t('turn.round', { round: game.round })} · ${t('turn.human', { name: seatName(game.toAct), phase: phaseWords })}`
                : `${t('turn.round', { round: game.round })} · ${t('turn.bot', { name: seatName(game.toAct) })}`}
        </p>
        <div class="play-actions">
          {snap.matches('botFailed') && <button type="button" class="button" onClick={() => send({ type: 'table.retry' })}>{t('turn.retry')}</button>}
          {canUndo && <button type="button" class="button secondary" onClick={() => send({ type: 'table.undo' })}>{t('undo')}</button>}
          <button type="button" class="button secondary" onClick={restart}>{t('newGame')}</button>
        </div>
      </div>
      {humans.length > 1 && !over && humanTurn && <p class="muted play-hotseat">{t('hotseat', { name: seatName(game.toAct) })}</p>}
      {result && <ScoreTable say={t} result={result} names={allNames} />}
      <div class="play-main">
        <GameBoard state={game} legal={legal} onMove={(move) => send({ type: 'table.move', move })} names={allNames} vpVisibleTo={vpVisibleTo} lastRefusal={refusal?.message ?? null} label={t('board')} lang={lang} />
        <GameLog say={t} lang={lang} played={played} names={allNames} seats={seats} />
      </div>
      {code && <ShareLink lang={lang} path={scenarioPath(lang, 'play', code)} label={t('link.label')} />}
    </div>
  );
}
