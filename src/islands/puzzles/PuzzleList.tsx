/**
 * The puzzle list: filters by game, theme, difficulty (from the rating) and solved state, a search
 * by number or title, pages of PAGE puzzles (the list stays usable with hundreds), the learner's
 * marks and rating (kept in the browser), the puzzle of the day from the rated pool, and the way
 * into a Puzzle Streak and the dashboard.
 */
import { useEffect, useState } from 'preact/hooks';
import { utcDay } from '../../puzzles/daily';
import type { PuzzleLevel } from '../../puzzles/difficulty';
import { dailyOf, streakOrder, type PoolEntry } from '../../puzzles/pool';
import { loadProgress, noticeKind, type Progress } from '../../puzzles/progress';
import { provisional } from '../../puzzles/rating';
import { THEMES, type Theme } from '../../puzzles/themes';
import type { BoardLang } from '../puerto-rico/board/names';
import { pt } from './words';
import './list.css';

type NoticeKind = ReturnType<typeof noticeKind>;

export interface ListedPuzzle extends PoolEntry {
  title: string;
  titleLang: string;
  level: PuzzleLevel;
  expansion: boolean;
  url: string;
}

type Status = 'all' | 'solved' | 'unsolved';

/** Puzzles on one page of the list. */
export const PAGE = 24;

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** Whether a puzzle matches the search: its number, or words of its title. */
const matches = (p: ListedPuzzle, q: string): boolean => {
  const t = q.trim().toLowerCase();
  if (t === '') return true;
  if (/^\d+$/.test(t)) return String(p.number) === t;
  return p.title.toLowerCase().includes(t);
};

export default function PuzzleList({ puzzles, lang, dashboardUrl }: { puzzles: ListedPuzzle[]; lang: BoardLang; dashboardUrl: string }) {
  const [game, setGame] = useState<string>('all');
  const [theme, setTheme] = useState<string>('all');
  const [level, setLevel] = useState<string>('all');
  const [status, setStatus] = useState<Status>('all');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [notice, setNotice] = useState<NoticeKind>(null);
  const [daily, setDaily] = useState<ListedPuzzle | null>(null);
  useEffect(() => {
    const r = loadProgress(storage());
    setProgress(r.progress);
    setNotice(noticeKind(r.notices));
    const d = dailyOf(puzzles, utcDay(new Date()));
    setDaily(puzzles.find((p) => p.id === d?.id) ?? null);
    // ?game=endeavor (the home page's links) and ?theme=wharf (a puzzle's theme tags, the dashboard) open the list filtered; anything else is ignored.
    const params = new URLSearchParams(window.location.search);
    const wanted = params.get('game');
    if (wanted && puzzles.some((p) => p.game === wanted)) setGame(wanted);
    const th = params.get('theme');
    if (th && puzzles.some((p) => p.themes.includes(th as Theme))) setTheme(th);
  }, []);
  const solved = (id: string) => progress?.puzzles[id]?.solved === true;
  const shown = puzzles.filter(
    (p) =>
      (game === 'all' || p.game === game) &&
      (theme === 'all' || p.themes.includes(theme as Theme)) &&
      (level === 'all' || String(p.level) === level) &&
      (status === 'all' || (status === 'solved') === solved(p.id)) &&
      matches(p, query),
  );
  const pages = Math.max(1, Math.ceil(shown.length / PAGE));
  const at = Math.min(page, pages - 1);
  const onPage = shown.slice(at * PAGE, (at + 1) * PAGE);
  const games = [...new Set(puzzles.map((p) => p.game))];
  const themes = THEMES.filter((t) => puzzles.some((p) => (game === 'all' || p.game === game) && p.themes.includes(t)));
  const first = streakOrder(puzzles)[0] as ListedPuzzle | undefined;
  // Any change of filter or search starts again on the first page.
  const set =
    <T,>(f: (v: T) => void) =>
    (v: T) => {
      f(v);
      setPage(0);
    };
  const value = (e: Event) => (e.currentTarget as HTMLSelectElement | HTMLInputElement).value;
  return (
    <div class="pz-list">
      {notice && (
        <p class="pz-notice" role="status">
          {pt(lang, `progress.${notice}`)}
        </p>
      )}
      <div class="pz-modes">
        {daily && (
          <p class="pz-daily card" data-daily={daily.id}>
            <strong>{pt(lang, 'list.daily')}:</strong>{' '}
            <a href={daily.url} lang={daily.titleLang}>
              {daily.number}. {daily.title}
            </a>{' '}
            <span class="tag">{pt(lang, `level.${daily.level}`)}</span>
          </p>
        )}
        {first && (
          <p class="card">
            <a href={`${first.url}?streak=0`} data-streak-start>
              {pt(lang, 'list.streak')}
            </a>
            {progress && progress.puzzleStreak.best > 0 && <span class="muted"> · {pt(lang, 'streak.best', { n: progress.puzzleStreak.best })}</span>}
          </p>
        )}
        <p class="card">
          <a href={dashboardUrl}>{pt(lang, 'list.dashboard')}</a>
          {progress && (
            <span class="muted" data-learner-rating>
              {' '}
              · {pt(lang, 'rating.yours', { n: Math.round(progress.rating.rating) })}
              {provisional(progress.rating) ? '?' : ''}
            </span>
          )}
        </p>
      </div>
      <form class="pz-filters" aria-label={pt(lang, 'list.filters')} onSubmit={(e) => e.preventDefault()}>
        <label>
          {pt(lang, 'list.search')}
          <input type="search" value={query} onInput={(e) => set(setQuery)(value(e))} />
        </label>
        {games.length > 1 && (
          <label>
            {pt(lang, 'list.game')}
            <select
              value={game}
              onChange={(e) => {
                set(setGame)(value(e));
                setTheme('all');
              }}
            >
              <option value="all">{pt(lang, 'list.all')}</option>
              {games.map((g) => (
                <option value={g}>{pt(lang, `game.${g}`)}</option>
              ))}
            </select>
          </label>
        )}
        <label>
          {pt(lang, 'list.theme')}
          <select value={theme} onChange={(e) => set(setTheme)(value(e))}>
            <option value="all">{pt(lang, 'list.all')}</option>
            {themes.map((t) => (
              <option value={t}>{pt(lang, `theme.${t}`)}</option>
            ))}
          </select>
        </label>
        <label>
          {pt(lang, 'list.level')}
          <select value={level} onChange={(e) => set(setLevel)(value(e))}>
            <option value="all">{pt(lang, 'list.all')}</option>
            {(['1', '2', '3'] as const).map((l) => (
              <option value={l}>{pt(lang, `level.${l}`)}</option>
            ))}
          </select>
        </label>
        <label>
          {pt(lang, 'list.status')}
          <select value={status} onChange={(e) => set(setStatus)(value(e) as Status)}>
            <option value="all">{pt(lang, 'list.all')}</option>
            <option value="solved">{pt(lang, 'list.solved')}</option>
            <option value="unsolved">{pt(lang, 'list.unsolved')}</option>
          </select>
        </label>
      </form>
      <p class="muted" role="status" data-count>
        {pt(lang, 'list.count', { n: shown.length, total: puzzles.length })}
      </p>
      {progress && (
        <p class="muted" data-streak>
          {pt(lang, 'progress.streak', { n: progress.streak.current, best: progress.streak.best })}
        </p>
      )}
      {shown.length === 0 ? (
        <p>{pt(lang, 'list.none')}</p>
      ) : (
        <ol class="cards">
          {onPage.map((p) => (
            <li class={`card${solved(p.id) ? ' pz-solved' : ''}`} data-puzzle={p.id} data-game={p.game} data-themes={p.themes.join(' ')} data-difficulty={p.level}>
              <a href={p.url} lang={p.titleLang}>
                <strong>
                  {p.number}. {p.title}
                </strong>
              </a>
              <p>
                {games.length > 1 && <span class="tag">{pt(lang, `game.${p.game}`)}</span>}
                {p.themes.slice(0, 2).map((t) => (
                  <span class="tag">{pt(lang, `theme.${t}`)}</span>
                ))}
                <span class="tag" data-rating={p.rating}>
                  {pt(lang, `level.${p.level}`)} {p.rating} <span aria-hidden="true">{'★'.repeat(p.level)}</span>
                </span>
                {solved(p.id) && <span class="tag pz-solved-tag">✓ {pt(lang, 'list.solvedMark')}</span>}
                {progress?.puzzles[p.id] && (
                  <span class="tag" data-attempts>
                    {pt(lang, 'list.attempts', { n: progress.puzzles[p.id]!.attempts })}
                  </span>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav class="pz-pages" aria-label={pt(lang, 'list.pages')}>
          <button type="button" class="button secondary" disabled={at === 0} onClick={() => setPage(at - 1)}>
            {pt(lang, 'list.prev')}
          </button>
          <span data-page>{pt(lang, 'list.page', { n: at + 1, total: pages })}</span>
          <button type="button" class="button secondary" disabled={at >= pages - 1} onClick={() => setPage(at + 1)}>
            {pt(lang, 'list.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
