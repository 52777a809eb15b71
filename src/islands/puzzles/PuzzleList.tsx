/**
 * The puzzle list with filters by type, difficulty and solved state, the learner's marks (kept in
 * the browser) and the puzzle of the day (chosen from the UTC date: the same for everyone).
 */
import { useEffect, useState } from 'preact/hooks';
import { dailyIndex, utcDay } from '../../puzzles/daily';
import { loadProgress, noticeKind, type Progress } from '../../puzzles/progress';

type NoticeKind = ReturnType<typeof noticeKind>;
import type { BoardLang } from '../puerto-rico/board/names';
import { pt } from './words';
import './list.css';

export interface ListedPuzzle {
  id: string;
  game: 'puerto-rico' | 'endeavor';
  number: number;
  title: string;
  titleLang: string;
  type: 'shipping' | 'building' | 'trading' | 'craftsman' | 'endeavor';
  difficulty: 1 | 2 | 3;
  expansion: boolean;
  url: string;
}

type Status = 'all' | 'solved' | 'unsolved';

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

export default function PuzzleList({ puzzles, lang }: { puzzles: ListedPuzzle[]; lang: BoardLang }) {
  const [game, setGame] = useState<string>('all');
  const [type, setType] = useState<string>('all');
  const [level, setLevel] = useState<string>('all');
  const [status, setStatus] = useState<Status>('all');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [notice, setNotice] = useState<NoticeKind>(null);
  const [daily, setDaily] = useState<ListedPuzzle | null>(null);
  useEffect(() => {
    const r = loadProgress(storage());
    setProgress(r.progress);
    setNotice(noticeKind(r.notices));
    const i = dailyIndex(utcDay(new Date()), puzzles.length);
    setDaily(puzzles[i] ?? null);
    // ?game=endeavor (the home page's links) opens the list on one game; anything else is ignored.
    const wanted = new URLSearchParams(window.location.search).get('game');
    if (wanted && puzzles.some((p) => p.game === wanted)) setGame(wanted);
  }, []);
  const solved = (id: string) => progress?.puzzles[id]?.solved === true;
  const shown = puzzles.filter(
    (p) =>
      (game === 'all' || p.game === game) && (type === 'all' || p.type === type) && (level === 'all' || String(p.difficulty) === level) && (status === 'all' || (status === 'solved') === solved(p.id)),
  );
  const games = [...new Set(puzzles.map((p) => p.game))];
  const types = [...new Set(puzzles.filter((p) => game === 'all' || p.game === game).map((p) => p.type))];
  return (
    <div class="pz-list">
      {notice && (
        <p class="pz-notice" role="status">
          {pt(lang, `progress.${notice}`)}
        </p>
      )}
      {daily && (
        <p class="pz-daily card" data-daily={daily.id}>
          <strong>{pt(lang, 'list.daily')}:</strong>{' '}
          <a href={daily.url} lang={daily.titleLang}>
            {daily.number}. {daily.title}
          </a>
        </p>
      )}
      <form class="pz-filters" aria-label={pt(lang, 'list.filters')} onSubmit={(e) => e.preventDefault()}>
        {games.length > 1 && (
          <label>
            {pt(lang, 'list.game')}
            <select
              value={game}
              onChange={(e) => {
                setGame((e.currentTarget as HTMLSelectElement).value);
                setType('all');
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
          {pt(lang, 'list.type')}
          <select value={type} onChange={(e) => setType((e.currentTarget as HTMLSelectElement).value)}>
            <option value="all">{pt(lang, 'list.all')}</option>
            {types.map((t) => (
              <option value={t}>{pt(lang, `type.${t}`)}</option>
            ))}
          </select>
        </label>
        <label>
          {pt(lang, 'list.level')}
          <select value={level} onChange={(e) => setLevel((e.currentTarget as HTMLSelectElement).value)}>
            <option value="all">{pt(lang, 'list.all')}</option>
            {(['1', '2', '3'] as const).map((l) => (
              <option value={l}>{pt(lang, `level.${l}`)}</option>
            ))}
          </select>
        </label>
        <label>
          {pt(lang, 'list.status')}
          <select value={status} onChange={(e) => setStatus((e.currentTarget as HTMLSelectElement).value as Status)}>
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
          {shown.map((p) => (
            <li class={`card${solved(p.id) ? ' pz-solved' : ''}`} data-puzzle={p.id} data-type={p.type} data-difficulty={p.difficulty}>
              <a href={p.url} lang={p.titleLang}>
                <strong>
                  {p.number}. {p.title}
                </strong>
              </a>
              <p>
                {games.length > 1 && (
                  <span class="tag" data-game={p.game}>
                    {pt(lang, `game.${p.game}`)}
                  </span>
                )}
                {p.type !== 'endeavor' && <span class="tag">{pt(lang, `type.${p.type}`)}</span>}
                <span class="tag">
                  {pt(lang, `level.${p.difficulty}`)} <span aria-hidden="true">{'★'.repeat(p.difficulty)}</span>
                </span>
                {p.expansion && <span class="tag">{pt(lang, 'expansion')}</span>}
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
    </div>
  );
}
