/**
 * Saving a whole game for use with no connection: the build's list of its files is read as
 * untrusted data, and each file is fetched into the cache the service worker answers from
 * (integrations/offline.mjs names the caches and writes the lists).
 */
import type { Result } from '../engine/result';

/** One game's files in one language, as dist/offline/<lang>.json lists them. */
export interface OfflineGame {
  urls: string[];
  bytes: number;
}
export type OfflineListError = 'offline/unreachable' | 'offline/bad-list';

const PAGES_CACHE = 'pages';
const SEARCH_CACHE = 'search';

/** Reads and checks the list; a same-site path is the only address it lets through. */
export function parseOfflineList(data: unknown): Result<Record<string, OfflineGame>, OfflineListError> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, error: 'offline/bad-list' };
  const games: Record<string, OfflineGame> = {};
  for (const [game, entry] of Object.entries(data)) {
    const e = entry as Partial<OfflineGame> | null;
    const urls = e?.urls;
    if (!Array.isArray(urls) || typeof e?.bytes !== 'number' || !urls.every((u) => typeof u === 'string' && /^\/(?!\/)/.test(u))) return { ok: false, error: 'offline/bad-list' };
    games[game] = { urls, bytes: e.bytes };
  }
  return { ok: true, value: games };
}

export async function readOfflineList(lang: string): Promise<Result<Record<string, OfflineGame>, OfflineListError>> {
  try {
    const res = await fetch(`/offline/${encodeURIComponent(lang)}.json`);
    if (!res.ok) return { ok: false, error: 'offline/unreachable' };
    return parseOfflineList(await res.json());
  } catch {
    return { ok: false, error: 'offline/unreachable' };
  }
}

/** Fetches what is not cached yet, four at a time, reporting how many files are done. */
export async function saveForOffline(urls: readonly string[], progress: (done: number) => void): Promise<{ failed: number }> {
  const pages = await caches.open(PAGES_CACHE);
  const search = await caches.open(SEARCH_CACHE);
  let next = 0;
  let done = 0;
  let failed = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const cache = url.startsWith('/pagefind/') ? search : pages;
      try {
        if (!(await caches.match(url, { ignoreSearch: true }))) await cache.add(url);
      } catch {
        failed++;
      }
      progress(++done);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return { failed };
}
