/**
 * Share links on the Endeavor table: the game travels as its inputs (player count, the seed the
 * table started with, the moves so far), and a friend's table rebuilds it by sending the same
 * events to the table machine, so the engine judges every move again. Kept apart from the
 * table so the table only gains a hook and a component.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Lang } from '../../content/schemas';
import type { Move, PlayerCount } from '../../engine/endeavor';
import { fill } from '../../i18n/define';
import { endeavorLinkText } from '../../i18n/strings/endeavor-links';
import { shareText } from '../../i18n/strings/share';
import type { EndeavorTableEvent, LogEntry } from '../../machines/endeavor-table';
import type { NotationError } from '../../notation';
import { codeFromHash, decodeEndeavorLink, endeavorReplayLink, scenarioPath } from '../../notation';
import ShareLink from '../share/ShareLink';

/** What opening the page's hash gave. */
export type SharedOpen = { readonly kind: 'none' } | { readonly kind: 'opened'; readonly moves: number } | { readonly kind: 'position' } | { readonly kind: 'error'; readonly error: NotationError; readonly code: string };

/**
 * Reads the page's hash once (after hydration) and, for a shared game, starts the table with
 * its seed and replays its moves with every seat played by hand. Returns what happened and the
 * seed the table runs on, for the share link.
 */
export function useSharedGame(send: (e: EndeavorTableEvent) => void): { opened: SharedOpen; seed: number | string | null; started: (seed: number | string) => void } {
  const [opened, setOpened] = useState<SharedOpen>({ kind: 'none' });
  const [seed, setSeed] = useState<number | string | null>(null);
  useEffect(() => {
    const code = codeFromHash(window.location.hash);
    if (code === '') return;
    const d = decodeEndeavorLink(code);
    if (!d.ok) return setOpened({ kind: 'error', error: d.error, code });
    const sc = d.value.envelope.scenario;
    if (sc.kind === 'position') return setOpened({ kind: 'position' });
    send({ type: 'table.start', seats: Array.from({ length: sc.options.players }, () => 'human' as const), seed: sc.seed });
    for (const move of sc.moves) send({ type: 'table.move', move });
    setSeed(sc.seed);
    setOpened({ kind: 'opened', moves: sc.moves.length });
  }, []);
  return { opened, seed, started: setSeed };
}

/** The moves played so far, from the table's log (each move is logged once, in order). */
export const movesOf = (log: readonly LogEntry[]): Move[] => log.flatMap((e) => (e.move ? [e.move] : []));

/** Plain words for what the hash gave; nothing from the URL is shown but the error's kind. */
export function SharedNotice({ lang, opened }: { lang: Lang; opened: SharedOpen }) {
  const t = (k: Parameters<typeof endeavorLinkText>[1]) => endeavorLinkText(lang, k);
  if (opened.kind === 'none') return null;
  if (opened.kind === 'opened') return <p class="e-help" role="status" data-testid="shared-notice">{fill(t('shared.opened'), { moves: opened.moves })}</p>;
  return (
    <div class="card" role="alert" data-testid="shared-error">
      <p><strong>{t('shared.error')}</strong></p>
      {opened.kind === 'position' ? (
        <p>{t('shared.position')}</p>
      ) : opened.error.code === 'notation/unknown-game' && opened.error.game === 'puerto-rico' ? (
        // The code is base64url (checked by the decoder), put in an href, never into markup.
        <p>{t('shared.puertoRico')} <a href={scenarioPath(lang, 'position', opened.code)}>{t('shared.openPuertoRico')}</a></p>
      ) : (
        <p>{shareText(lang, opened.error.code)}</p>
      )}
      <p>{t('shared.fresh')}</p>
    </div>
  );
}

/** The Copy link button for the game on the table. */
export function EndeavorShareLink({ lang, players, seed, log }: { lang: Lang; players: number; seed: number | string; log: readonly LogEntry[] }) {
  const code = useMemo(() => {
    try {
      return endeavorReplayLink(players as PlayerCount, seed, movesOf(log));
    } catch {
      // A seed the notation cannot carry (longer than the field allows): no link rather than a broken one.
      return null;
    }
  }, [players, seed, log.length]);
  if (code === null) return null;
  return (
    <div class="e-share">
      <ShareLink lang={lang} path={scenarioPath(lang, 'play/endeavor', code)} label={endeavorLinkText(lang, 'link.label')} title="Endeavor" />
      <p class="e-help">{endeavorLinkText(lang, 'link.help')}</p>
    </div>
  );
}
