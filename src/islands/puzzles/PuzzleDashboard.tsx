/**
 * The learner's puzzle dashboard: the rating now, the rating over time (an SVG chart with its
 * title and description, and the points as a table for whoever cannot see it), the results by
 * theme, and the weakest themes to train. Everything is read from the record in this browser.
 */
import { useEffect, useState } from 'preact/hooks';
import { loadProgress, noticeKind, type Progress, type RatingPoint } from '../../puzzles/progress';
import { themeResults, weakestThemes } from '../../puzzles/pool';
import { provisional } from '../../puzzles/rating';
import { THEMES } from '../../puzzles/themes';
import type { BoardLang } from '../puerto-rico/board/names';
import type { ListedPuzzle } from './PuzzleList';
import { pt } from './words';
import './dashboard.css';

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

const W = 640;
const H = 220;
const PAD = 36;

function RatingChart({ points, lang }: { points: readonly RatingPoint[]; lang: BoardLang }) {
  const values = points.map((p) => p.rating);
  const lo = Math.floor((Math.min(...values) - 50) / 50) * 50;
  const hi = Math.ceil((Math.max(...values) + 50) / 50) * 50;
  const x = (i: number) => PAD + (points.length === 1 ? (W - 2 * PAD) / 2 : (i * (W - 2 * PAD)) / (points.length - 1));
  const y = (v: number) => H - PAD + ((v - lo) * (2 * PAD - H)) / (hi - lo);
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(' ');
  return (
    <svg class="pz-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="pz-chart-title pz-chart-desc" data-chart-points={points.length}>
      <title id="pz-chart-title">{pt(lang, 'dash.chart')}</title>
      <desc id="pz-chart-desc">{pt(lang, 'dash.chartDesc', { n: points.length, from: points[0]!.rating, to: points[points.length - 1]!.rating })}</desc>
      {[lo, (lo + hi) / 2, hi].map((v) => (
        <g>
          <line x1={PAD} x2={W - PAD} y1={y(v)} y2={y(v)} class="pz-chart-grid" />
          <text x={PAD - 4} y={y(v) + 4} text-anchor="end" class="pz-chart-label">
            {Math.round(v)}
          </text>
        </g>
      ))}
      <polyline points={line} class="pz-chart-line" />
      {points.map((p, i) => (
        <circle cx={x(i)} cy={y(p.rating)} r={4} class={p.solved ? 'pz-chart-won' : 'pz-chart-lost'} />
      ))}
    </svg>
  );
}

export default function PuzzleDashboard({ puzzles, lang, listUrl }: { puzzles: ListedPuzzle[]; lang: BoardLang; listUrl: string }) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [notice, setNotice] = useState<ReturnType<typeof noticeKind>>(null);
  useEffect(() => {
    const r = loadProgress(storage());
    setProgress(r.progress);
    setNotice(noticeKind(r.notices));
  }, []);
  if (progress === null) return <p class="muted">…</p>;
  const byId = new Map(puzzles.map((p) => [p.id, p]));
  const results = themeResults(puzzles, progress.puzzles, THEMES);
  const weakest = weakestThemes(results);
  const history = progress.history;
  return (
    <div class="pz-dashboard">
      {notice && (
        <p class="pz-notice" role="status">
          {pt(lang, `progress.${notice}`)}
        </p>
      )}
      <p class="pz-rating-now" data-learner-rating={Math.round(progress.rating.rating)}>
        <strong>{pt(lang, 'rating.yours', { n: Math.round(progress.rating.rating) })}</strong> {provisional(progress.rating) && <span class="muted">{pt(lang, 'rating.provisional')}</span>}
      </p>
      <section aria-labelledby="pz-dash-chart" class="card">
        <h2 id="pz-dash-chart">{pt(lang, 'dash.chart')}</h2>
        {history.length === 0 ? (
          <p>{pt(lang, 'dash.none')}</p>
        ) : (
          <>
            <RatingChart points={history} lang={lang} />
            <details>
              <summary>{pt(lang, 'dash.table')}</summary>
              <table class="pz-table" data-history>
                <thead>
                  <tr>
                    <th scope="col">{pt(lang, 'dash.day')}</th>
                    <th scope="col">{pt(lang, 'dash.puzzle')}</th>
                    <th scope="col">{pt(lang, 'dash.result')}</th>
                    <th scope="col">{pt(lang, 'dash.rating')}</th>
                  </tr>
                </thead>
                <tbody>
                  {history.map((h) => {
                    const p = byId.get(h.id);
                    return (
                      <tr>
                        <td>{h.day}</td>
                        <td>
                          {p ? (
                            <a href={p.url} data-history-puzzle={p.id}>
                              {p.number}. <span lang={p.titleLang === lang ? undefined : p.titleLang}>{p.title}</span>
                            </a>
                          ) : (
                            h.id
                          )}
                        </td>
                        <td>{pt(lang, h.solved ? 'dash.solved' : 'dash.failed')}</td>
                        <td>{h.rating}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </details>
          </>
        )}
      </section>
      <section aria-labelledby="pz-dash-weak" class="card">
        <h2 id="pz-dash-weak">{pt(lang, 'dash.weakest')}</h2>
        {weakest.length === 0 ? (
          <p>{pt(lang, 'dash.weakestNone')}</p>
        ) : (
          <ul data-weakest>
            {weakest.map((r) => (
              <li data-theme={r.theme}>
                {pt(lang, 'dash.weakLine', { theme: pt(lang, `theme.${r.theme}`), clean: r.clean, tried: r.tried })} <a href={`${listUrl}?theme=${r.theme}`}>{pt(lang, 'dash.train')}</a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="pz-dash-themes" class="card">
        <h2 id="pz-dash-themes">{pt(lang, 'dash.themes')}</h2>
        <div class="pz-table-wrap">
          <table class="pz-table" data-themes>
            <thead>
              <tr>
                <th scope="col">{pt(lang, 'dash.theme')}</th>
                <th scope="col">{pt(lang, 'dash.pool')}</th>
                <th scope="col">{pt(lang, 'dash.tried')}</th>
                <th scope="col">{pt(lang, 'dash.clean')}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((r) => (
                <tr data-theme={r.theme}>
                  <th scope="row">
                    <a href={`${listUrl}?theme=${r.theme}`}>{pt(lang, `theme.${r.theme}`)}</a>
                  </th>
                  <td>{r.pool}</td>
                  <td>{r.tried}</td>
                  <td>{r.clean}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
