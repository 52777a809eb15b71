/**
 * The shared-position page's island: reads the scenario from the address's hash, asks the
 * notation (and through it the engine) to decode it, and shows the board, or the reason in plain
 * words with a way back. A replay can be stepped through move by move. Nothing from the hash is
 * ever inserted as HTML: it is decoded to data, and shown as text or put into hrefs it built.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Lang } from '../../content/schemas';
import type { GameState } from '../../engine/puerto-rico';
import { applyMove, newGame } from '../../engine/puerto-rico';
import { fill } from '../../i18n/define';
import type { shareText as ShareTextTable } from '../../i18n/strings/share';
import type { Decoded, NotationError } from '../../notation';
import { codeFromHash, decodeLink, positionLink, replayLink, reviewPath, scenarioPath } from '../../notation';
import { BoardScreen } from '../board-screen/BoardScreen';
import { GameBoard } from '../puerto-rico/board/GameBoard';
import { buildingsOnBoard } from '../puerto-rico/board/on-board';
import { tx } from '../puerto-rico/board/text';
import { refusalText } from '../puerto-rico/refusal-words';
import ShareLink from './ShareLink';
import './share.css';
import { wordsOf } from '../../i18n/words';

const shareText = wordsOf<typeof ShareTextTable>('share');

type Load = { status: 'loading' } | { status: 'error'; error: NotationError } | { status: 'ok'; code: string; decoded: Decoded };

export interface SharedScenarioProps {
  lang: Lang;
}

function read(): Load {
  const code = codeFromHash(window.location.hash);
  const r = decodeLink(code);
  return r.ok ? { status: 'ok', code, decoded: r.value } : { status: 'error', error: r.error };
}

export default function SharedScenario({ lang }: SharedScenarioProps) {
  const t = (k: Parameters<typeof shareText>[1], values: Record<string, string | number> = {}) => fill(shareText(lang, k), values, lang);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    const first = read();
    // An intact Endeavor link opens on the Endeavor table (same code, a site-relative address).
    if (first.status === 'error' && first.error.code === 'notation/unknown-game' && first.error.game === 'endeavor') {
      window.location.replace(scenarioPath(lang, 'play/endeavor', codeFromHash(window.location.hash)));
      return;
    }
    setLoad(first);
    const onHash = () => setLoad(read());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  if (load.status === 'loading')
    return (
      <p class="muted" aria-live="polite">
        {t('position.loading')}
      </p>
    );
  if (load.status === 'error') return <LinkError lang={lang} error={load.error} />;
  return <Scenario lang={lang} code={load.code} decoded={load.decoded} />;
}

/** A replay link's refused move: the rule it breaks in the page's language, the engine's English words where no sentence is at hand. */
function IllegalMove({ lang, index, error }: { lang: Lang; index: number; error: { readonly rule: string; readonly message: string } }) {
  const { main } = refusalText(lang, error);
  return <p lang={main.lang === lang ? undefined : main.lang}>{fill(shareText(lang, 'error.move'), { n: index + 1, message: main.text }, lang)}</p>;
}

export function LinkError({ lang, error }: { lang: Lang; error: NotationError }) {
  const t = (k: Parameters<typeof shareText>[1], values: Record<string, string | number> = {}) => fill(shareText(lang, k), values, lang);
  return (
    <section class="card scenario-error" role="alert" data-error={error.code}>
      <h2>{t('error.title')}</h2>
      <p>{t(error.code)}</p>
      {error.code === 'notation/illegal-position' && (
        <details>
          <summary>{t('error.details')}</summary>
          <ul>
            {error.errors.map((e) => (
              <li lang="en">{e.message}</li>
            ))}
          </ul>
        </details>
      )}
      {error.code === 'notation/illegal-move' && <IllegalMove lang={lang} index={error.index} error={error.error} />}
      <p class="scenario-actions">
        <a class="button" href={`/${lang}/`}>
          {t('error.back')}
        </a>
        <a class="button secondary" href={`/${lang}/editor/`}>
          {t('error.editor')}
        </a>
      </p>
    </section>
  );
}

function Scenario({ lang, code, decoded }: { lang: Lang; code: string; decoded: Decoded }) {
  const t = (k: Parameters<typeof shareText>[1], values: Record<string, string | number> = {}) => fill(shareText(lang, k), values, lang);
  const { envelope } = decoded;
  const sc = envelope.scenario;
  // A replay: every position along the game, rebuilt by the engine (the moves were checked on decoding).
  const states = useMemo<GameState[]>(() => {
    if (sc.kind === 'position') return [decoded.state];
    const out = [newGame(sc.options, sc.seed)];
    for (const m of sc.moves) {
      const next = applyMove(out[out.length - 1]!, m);
      if (!next.ok) break;
      out.push(next.value);
    }
    return out;
  }, [decoded]);
  const [at, setAt] = useState(states.length - 1);
  useEffect(() => setAt(states.length - 1), [states]);
  const state = states[at] ?? decoded.state;
  const seat = envelope.view.seat;
  // Seat names from the link are shown as text only (Preact escapes them); absent = "Player n".
  const names = envelope.view.names?.map((n, i) => n || tx(lang, 'player', { n: i + 1 }));
  const boardLang = lang;

  // What "play on" and "edit" open: this very position (a replay keeps its history up to here).
  const here = sc.kind === 'replay' ? replayLink(sc.options, sc.seed, sc.moves.slice(0, at)) : code;
  const editCode = sc.kind === 'replay' ? positionLink(state) : code;
  const shareCode = sc.kind === 'replay' && at === sc.moves.length ? code : here;

  return (
    <div class="scenario" data-scenario={sc.kind}>
      <BoardScreen
        kind="position"
        scrollOnOpen
        board={<GameBoard state={state} lang={boardLang} label={t('position.board')} vpVisibleTo={seat ?? 'all'} inGame={buildingsOnBoard(state)} names={names} />}
        panel={
          <>
            {sc.kind === 'replay' && (
              <div class="replay-controls card">
                <p class="replay-where" aria-live="polite">
                  {t('position.replay', { players: sc.options.players, at, total: sc.moves.length })}
                </p>
                <div class="replay-buttons">
                  <button type="button" class="button secondary" onClick={() => setAt(0)} disabled={at === 0}>
                    {t('position.first')}
                  </button>
                  <button type="button" class="button secondary" onClick={() => setAt(Math.max(0, at - 1))} disabled={at === 0}>
                    {t('position.prev')}
                  </button>
                  <button type="button" class="button secondary" onClick={() => setAt(Math.min(sc.moves.length, at + 1))} disabled={at === sc.moves.length}>
                    {t('position.next')}
                  </button>
                  <button type="button" class="button secondary" onClick={() => setAt(sc.moves.length)} disabled={at === sc.moves.length}>
                    {t('position.last')}
                  </button>
                </div>
                <label class="replay-slider">
                  <span>{t('position.slider')}</span>
                  <input type="range" min={0} max={sc.moves.length} value={at} onInput={(e) => setAt(Number((e.currentTarget as HTMLInputElement).value))} />
                </label>
              </div>
            )}
            {seat !== null && <p class="muted">{t('position.seat', { player: names?.[seat] || tx(lang, 'player', { n: seat + 1 }) })}</p>}
            {envelope.view.lesson !== null && (
              <p>
                <a href={`/${lang}/learn/${envelope.view.lesson.id}/#step-${envelope.view.lesson.step + 1}`}>
                  {t('position.lesson', { id: envelope.view.lesson.id, step: envelope.view.lesson.step + 1 })}
                </a>
              </p>
            )}
            {envelope.view.puzzle !== null && (
              <p>
                {t('position.puzzle', { id: envelope.view.puzzle.id, moves: envelope.view.puzzle.attempt.length })}{' '}
                <a href={`/${lang}/puzzles/${envelope.view.puzzle.id}/`}>{t('position.openPuzzle')}</a>
              </p>
            )}
            <ShareLink lang={lang} path={scenarioPath(lang, 'position', shareCode)} />
            <p class="scenario-actions">
              <a class="button" href={scenarioPath(lang, 'play', here)} data-action="play-on">
                {t('position.playOn')}
              </a>
              <a class="button secondary" href={scenarioPath(lang, 'editor', editCode)} data-action="edit">
                {t('position.edit')}
              </a>
              {sc.kind === 'replay' && sc.moves.length > 0 && (
                <a class="button secondary" href={reviewPath(lang, code)} data-action="review">
                  {t('position.review')}
                </a>
              )}
            </p>
          </>
        }
      />
    </div>
  );
}
