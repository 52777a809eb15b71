/**
 * The position editor: forms that send plain edit operations to the editor machine, whose only
 * judge is the engine's setup gate; a live board of the accepted position; and what to do with
 * it (share a link, play on, open the position page, save a puzzle file). The address follows
 * the position (history.replaceState), so reloading or copying the address keeps it.
 */
import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { useMachine } from '@xstate/react';
import type { Lang } from '../../content/schemas';
import { editorMachine, type EditOp } from '../../machines/puerto-rico/editor';
import { codeFromHash, decodeLink, isSeatName, pageOfOtherGame, positionLink, scenarioPath } from '../../notation';
import type { shareText as ShareTextTable } from '../../i18n/strings/share';
import { wordsOf } from '../../i18n/words';
import { BoardScreen } from '../board-screen/BoardScreen';
import { GameBoard } from '../puerto-rico/board/GameBoard';
import { buildingsOnBoard } from '../puerto-rico/board/on-board';
import ShareLink from '../share/ShareLink';
import { PlayerForm } from './PlayerForm';
import { PuzzleForm } from './PuzzleForm';
import { RolesForm, ShipsForm, SupplyForm, TurnForm } from './TableForms';
import { NamesForm, PilesForm } from './PilesForm';
import { translator } from './words';
import './editor.css';

const shareText = wordsOf<typeof ShareTextTable>('share');

export interface EditorProps {
  lang: Lang;
}

type Opened = 'new' | 'link' | 'link-error';

export default function Editor({ lang }: EditorProps) {
  const t = translator(lang);
  const [snapshot, send] = useMachine(editorMachine, { input: {} });
  const { state, refusal, history, revision } = snapshot.context;
  const [opened, setOpened] = useState<Opened>('new');
  const [seat, setSeat] = useState(0);
  const [players, setPlayers] = useState<2 | 3 | 4 | 5>(4);
  const [buildings, setBuildings] = useState<'base' | 'all'>('base');
  const [seed, setSeed] = useState(1);
  const edit = (op: EditOp) => send({ type: 'edit.apply', edit: op });
  // Seat names are the board's, not the engine's: typed here, carried in the link's view.
  const [names, setNames] = useState<string[]>([]);

  // Why the last pasted link was not opened, while the position being edited stays (null: none).
  const [kept, setKept] = useState<string | null>(null);
  // A link (#code) opens its position; it goes through the gate again like any change.
  const openLink = (code: string, onLoad: boolean): void => {
    const d = decodeLink(code);
    if (d.ok) {
      edit({ op: 'game.load', state: JSON.parse(JSON.stringify(d.value.state)) });
      setNames(d.value.envelope.view.names ? [...d.value.envelope.view.names] : []);
      setKept(null);
      setOpened('link');
      return;
    }
    // An intact Endeavor link belongs on the Endeavor table (same code, a site-relative address).
    const elsewhere = pageOfOtherGame(d.error);
    if (elsewhere !== null) window.location.replace(scenarioPath(lang, elsewhere, code));
    else if (onLoad) setOpened('link-error');
    else setKept(shareText(lang, d.error.code));
  };
  useEffect(() => {
    const code = codeFromHash(window.location.hash);
    if (code !== '') openLink(code, true);
    // A link pasted over this page's address changes only the hash (no reload): it replaces the
    // position. The editor's own address updates (replaceState) fire no event; the skip link's
    // #content is an anchor, not a link.
    const changed = (): void => {
      const pasted = codeFromHash(window.location.hash);
      if (pasted !== '' && document.getElementById(pasted) === null) openLink(pasted, false);
    };
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  const n = state.players.length;
  // Names for the board and the link: a blank or unusable one falls back to "Player n".
  const seatNames = useMemo(() => {
    const given = Array.from({ length: n }, (_, i) => (names[i] ?? '').trim());
    if (given.every((x) => x === '')) return null;
    return given.map((x, i) => (isSeatName(x) ? x : t('player.name', { n: i + 1 })));
  }, [names, n, lang]);
  const code = useMemo(() => positionLink(state, seatNames ? { names: seatNames } : {}), [state, seatNames]);
  // Keep the address on the accepted position without adding a history entry per click. A layout
  // effect, so the address changes in the same task as the link beside it: copied together, they agree.
  useLayoutEffect(() => {
    if (revision > 0 || seatNames) replaceHash(code);
  }, [code, revision]);
  useEffect(() => {
    if (seat >= state.players.length) setSeat(0);
  }, [state.players.length]);

  const props = { state, edit, lang, t };
  const refused = snapshot.matches({ editing: 'refused' });
  return (
    <div class="editor" data-state={refused ? 'refused' : 'valid'}>
      <BoardScreen
        kind="editor"
        board={
          <>
            <h2 class="preview-title">{t('preview')}</h2>
            <GameBoard state={state} lang={lang} label={t('preview')} inGame={buildingsOnBoard(state)} names={seatNames ?? undefined} />
          </>
        }
        panel={
          <>
            <section class="editor-status card" aria-label={t('status.label')}>
              <div class={`verdict ${refused ? 'bad' : 'ok'}`} aria-live="polite" data-verdict={refused ? 'refused' : 'valid'}>
                {refused && refusal !== null ? (
                  <div role="alert">
                    <p>
                      <strong>{t('status.refused')}</strong>
                    </p>
                    <ul lang="en">
                      {refusal.errors.map((e) => (
                        <li data-code={e.code}>{e.message}</li>
                      ))}
                    </ul>
                    <button type="button" class="button secondary" onClick={() => send({ type: 'edit.dismiss' })}>
                      {t('status.dismiss')}
                    </button>
                  </div>
                ) : (
                  <p>✓ {t('status.valid')}</p>
                )}
              </div>
              <div class="status-actions">
                <button type="button" class="button secondary" onClick={() => send({ type: 'edit.undo' })} disabled={history.length === 0} data-action="undo">
                  {t('undo')}
                </button>
              </div>
            </section>
            <section class="editor-out card">
              <h2>{t('out.legend')}</h2>
              <ShareLink lang={lang} path={scenarioPath(lang, 'position', code)} />
              <p class="scenario-actions">
                <a class="button" href={scenarioPath(lang, 'play', code)} data-action="play-on">
                  {t('out.play')}
                </a>
                <a class="button secondary" href={scenarioPath(lang, 'position', code)} data-action="view">
                  {t('out.view')}
                </a>
              </p>
              <PuzzleForm state={state} lang={lang} t={t} names={seatNames} />
            </section>
            <div class="editor-forms">
              {opened === 'link' && revision === 1 && <p class="note">{t('status.fromLink')}</p>}
              {opened === 'link-error' && (
                <p class="note bad" role="alert">
                  {t('status.linkError')}
                </p>
              )}
              {kept !== null && (
                <p class="note bad" role="alert" data-testid="link-kept">
                  {t('status.linkKept', { reason: kept })}
                </p>
              )}
              <fieldset>
                <legend>{t('game.legend')}</legend>
                <div class="field-grid">
                  <label>
                    <span>{t('game.players')}</span>
                    <select value={players} onChange={(e) => setPlayers(Number((e.currentTarget as HTMLSelectElement).value) as 2 | 3 | 4 | 5)} data-field="game-players">
                      {[2, 3, 4, 5].map((n) => (
                        <option value={n}>{n}</option>
                      ))}
                    </select>
                  </label>
                  <label>
                    <span>{t('game.buildings')}</span>
                    <select value={buildings} onChange={(e) => setBuildings((e.currentTarget as HTMLSelectElement).value as 'base' | 'all')} data-field="game-buildings">
                      <option value="base">{t('game.base')}</option>
                      <option value="all">{t('game.all')}</option>
                    </select>
                  </label>
                  <label>
                    <span>{t('game.seed')}</span>
                    <input
                      type="number"
                      min={0}
                      max={999999}
                      value={seed}
                      onInput={(e) => setSeed(Math.max(0, Math.trunc(Number((e.currentTarget as HTMLInputElement).value)) || 0))}
                      data-field="game-seed"
                    />
                  </label>
                </div>
                <p class="muted small">{t('game.newHint')}</p>
                <button type="button" class="button secondary" onClick={() => edit({ op: 'game.new', players, buildings, seed })} data-action="game-new">
                  {t('game.new')}
                </button>
              </fieldset>
              <TurnForm {...props} />
              <fieldset>
                <legend>{t('player.legend')}</legend>
                <label class="player-pick">
                  <span>{t('player.which')}</span>
                  <select value={seat} onChange={(e) => setSeat(Number((e.currentTarget as HTMLSelectElement).value))} data-field="player-which">
                    {state.players.map((_, i) => (
                      <option value={i}>{seatNames?.[i] ?? t('player.name', { n: i + 1 })}</option>
                    ))}
                  </select>
                </label>
                <PlayerForm {...props} seat={seat} />
              </fieldset>
              <NamesForm names={names} players={n} onChange={setNames} t={t} />
              <RolesForm {...props} />
              <ShipsForm {...props} />
              <SupplyForm {...props} />
              <PilesForm {...props} />
            </div>
          </>
        }
      />
    </div>
  );
}

function replaceHash(code: string): void {
  const hash = `#${code}`;
  if (window.location.hash !== hash) window.history.replaceState(null, '', hash);
}
