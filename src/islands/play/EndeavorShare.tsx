/**
 * Share links on the Endeavor table. A game travels as its inputs (player count, the seed the
 * table started with, the moves so far), and a friend's table rebuilds it by sending the same
 * events to the table machine, so the engine judges every move again. A single position travels
 * as the whole state; the friend picks who plays each seat and the table machine loads it
 * (through the engine's gate again). Kept apart from the table so the table only gains a hook
 * and two components.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Lang } from '../../content/schemas';
import type { GameState, PlayerCount } from '../../engine/endeavor';
import { fill } from '../../i18n/define';
import type { endeavorLinkText as EndeavorLinkTextTable } from '../../i18n/strings/endeavor-links';
import type { shareText as ShareTextTable } from '../../i18n/strings/share';
import { movesOf, type EndeavorPlayed, type EndeavorTableEvent, type TableOrigin } from '../../machines/endeavor/table';
import type { NotationError } from '../../notation/errors';
import { decodeEndeavorLink, endeavorPositionLink, endeavorReplayLink } from '../../notation/endeavor/link';
import { codeFromHash, scenarioPath } from '../../notation/url';
import ShareLink from '../share/ShareLink';
import './endeavor-sharing.css';
import { wordsOf } from '../../i18n/words';

const endeavorLinkText = wordsOf<typeof EndeavorLinkTextTable>('endeavor-links');
const shareText = wordsOf<typeof ShareTextTable>('share');

/** What opening the page's hash gave. */
export type SharedOpen =
  | { readonly kind: 'none' }
  /** A replay, rebuilt on the table. */
  | { readonly kind: 'opened'; readonly moves: number }
  /** A position waiting for its seats (checked by the engine's gate on decoding). */
  | { readonly kind: 'position'; readonly state: GameState }
  /** A position now on the table. */
  | { readonly kind: 'loaded' }
  | { readonly kind: 'error'; readonly error: NotationError; readonly code: string };

export interface SharedGame {
  readonly opened: SharedOpen;
  /** The position was given its seats and put on the table. */
  readonly loaded: () => void;
  /** The person left the shared game (New game): its notice goes. */
  readonly dismiss: () => void;
}

/**
 * Reads the page's hash after hydration and whenever it changes. A shared game starts the table
 * with its seed and replays its moves with every seat played by hand; a shared position waits for
 * its seats.
 */
export function useSharedGame(send: (e: EndeavorTableEvent) => void): SharedGame {
  const [opened, setOpened] = useState<SharedOpen>({ kind: 'none' });
  useEffect(() => {
    /** An in-page anchor (the skip link's #content) is not a link code. */
    const anchor = (code: string): boolean => code === '' || document.getElementById(code) !== null;
    const open = (): void => {
      const code = codeFromHash(window.location.hash);
      if (anchor(code)) return;
      const d = decodeEndeavorLink(code);
      if (!d.ok) return setOpened({ kind: 'error', error: d.error, code });
      const sc = d.value.envelope.scenario;
      if (sc.kind === 'position') return setOpened({ kind: 'position', state: d.value.state });
      // Every seat is played by hand; the table replays the moves through the engine again.
      const seats = Array.from({ length: sc.options.players }, () => ({ kind: 'human' }) as const);
      send({ type: 'table.start', start: { kind: 'new', options: { players: sc.options.players }, seed: sc.seed }, seats, names: [], moves: sc.moves });
      setOpened({ kind: 'opened', moves: sc.moves.length });
    };
    open();
    // A link pasted over this page's address changes only the hash: the page does not reload,
    // so the new link replaces whatever is on the table.
    const changed = (): void => {
      if (anchor(codeFromHash(window.location.hash))) return;
      send({ type: 'table.restart' });
      open();
    };
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  return { opened, loaded: () => setOpened({ kind: 'loaded' }), dismiss: () => setOpened({ kind: 'none' }) };
}

/** Plain words for what the hash gave; nothing from the URL is shown but the error's kind. */
export function SharedNotice({ lang, opened }: { lang: Lang; opened: SharedOpen }) {
  const t = (k: Parameters<typeof endeavorLinkText>[1]) => endeavorLinkText(lang, k);
  // A position waiting for its seats is announced by the seat chooser itself.
  if (opened.kind === 'none' || opened.kind === 'position') return null;
  if (opened.kind === 'opened')
    return (
      <p class="e-help" role="status" data-testid="shared-notice">
        {fill(t('shared.opened'), { moves: opened.moves })}
      </p>
    );
  if (opened.kind === 'loaded')
    return (
      <p class="e-help" role="status" data-testid="shared-notice">
        {t('shared.loaded')}
      </p>
    );
  return (
    <div class="card" role="alert" data-testid="shared-error">
      <p>
        <strong>{t('shared.error')}</strong>
      </p>
      {opened.error.code === 'notation/unknown-game' && opened.error.game === 'puerto-rico' ? (
        // The code is base64url (checked by the decoder), put in an href, never into markup.
        <p>
          {t('shared.puertoRico')} <a href={scenarioPath(lang, 'position', opened.code)}>{t('shared.openPuertoRico')}</a>
        </p>
      ) : (
        <p>{shareText(lang, opened.error.code)}</p>
      )}
      <p>{t('shared.fresh')}</p>
    </div>
  );
}

/** The game's inputs as a link code, or null when the notation cannot carry them. */
function replayCode(players: number, seed: number | string, played: readonly EndeavorPlayed[]): string | null {
  try {
    return endeavorReplayLink(players as PlayerCount, seed, movesOf(played));
  } catch {
    // A seed the notation cannot carry (longer than the field allows): no link rather than a broken one.
    return null;
  }
}

/** The position on the board as a link code, or null when the notation refuses it. */
function positionCode(game: GameState): string | null {
  try {
    return endeavorPositionLink(game);
  } catch {
    return null;
  }
}

/**
 * The Copy link buttons: the game from its start (only when the table started from a seed; a
 * loaded position has no start to replay) and the position on the board now (always, a finished
 * game included).
 */
export function EndeavorShareLinks({ lang, game, origin, played }: { lang: Lang; game: GameState; origin: TableOrigin | null; played: readonly EndeavorPlayed[] }) {
  const t = (k: Parameters<typeof endeavorLinkText>[1]) => endeavorLinkText(lang, k);
  const seed = origin?.kind === 'seed' ? origin.seed : null;
  const replay = useMemo(() => (seed === null ? null : replayCode(game.players.length, seed, played)), [seed, played, game.players.length]);
  const position = useMemo(() => positionCode(game), [game]);
  if (replay === null && position === null) return null;
  return (
    <section class="card e-share" aria-labelledby="e-share-h">
      <h3 id="e-share-h">{t('link.heading')}</h3>
      {replay !== null && <LinkBlock lang={lang} testId="game-link" code={replay} label={t('link.label')} help={t('link.help')} />}
      {position !== null && <LinkBlock lang={lang} testId="position-link" code={position} label={t('link.positionLabel')} help={t('link.positionHelp')} />}
    </section>
  );
}

/** One link of the Share section: its heading, the Copy link control and what the link holds. */
function LinkBlock({ lang, testId, code, label, help }: { lang: Lang; testId: string; code: string; label: string; help: string }) {
  return (
    <div data-testid={testId}>
      <h4>{label}</h4>
      <ShareLink lang={lang} path={scenarioPath(lang, 'play/endeavor', code)} label={label} title="Endeavor" />
      <p class="e-help">{help}</p>
    </div>
  );
}
