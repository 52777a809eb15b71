/**
 * Review benchmark in the browser (issue #22.5): the review page, with its default budget and
 * every seat reviewed, on the fixed complete 4-player Puerto Rico game
 * (src/bots/puerto-rico/review-game.ts) or, with --game endeavor, the fixed complete 3-player
 * Endeavor game (src/bots/endeavor/review-game.ts), in Debian's Chromium. Times each run from the page's start of the review to "Review done"
 * (the page's own clock, so navigation and the build's download are not in it) and the CPU seconds
 * the whole browser spent on the run (a fresh browser each run; user + system time of all its
 * processes, which a loaded machine does not inflate as it does the wall clock), and prints the medians. Needs a build (`npx astro build`); starts its own preview server on --port.
 * A measurement, not a test: run it by hand, never in CI.
 *
 *   npm run bench:review:browser [-- --runs 3 --port 4417 [--no-worker] [--game endeavor]]
 *
 * --no-worker removes `Worker` before the page's scripts run, so the main-thread fallback is timed.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { endeavorReviewGame } from '../src/bots/endeavor/review-game';
import { reviewGame } from '../src/bots/puerto-rico/review-game';
import { endeavorReplayLink, replayLink } from '../src/notation';

const { values: flags } = parseArgs({ options: { runs: { type: 'string' }, port: { type: 'string' }, 'no-worker': { type: 'boolean' }, game: { type: 'string' } }, strict: true });
const runs = Number(flags.runs ?? 3);
const port = Number(flags.port ?? 4417);
const base = `http://127.0.0.1:${port}`;
const endeavor = flags.game === 'endeavor';
/** The game reviewed: its players, its length and its replay link code. */
function fixedGame(): { players: number; moves: number; code: string } {
  if (endeavor) {
    const g = endeavorReviewGame();
    return { players: g.options.players, moves: g.moves.length, code: endeavorReplayLink(g.options.players, g.seed, g.moves) };
  }
  const g = reviewGame();
  return { players: g.options.players, moves: g.moves.length, code: replayLink(g.options, g.seed, g.moves) };
}
const game = fixedGame();
const url = `${base}/en/play/review/#${game.code}`;

/**
 * User + system seconds spent so far by a browser: its main process and every process under it
 * (renderers, the GPU and utility processes), live ones and reaped ones, from /proc (Linux).
 */
function browserCpu(root: number): number {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    // After the command's ')': state is field 3, so ppid (4) is at 1, utime..cstime (14-17) at 11-14.
    const f = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    const pid = Number(name);
    const ppid = Number(f[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    ticks.set(pid, Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]));
  }
  let sum = 0;
  const todo = [root];
  while (todo.length > 0) {
    const pid = todo.pop()!;
    sum += ticks.get(pid) ?? 0;
    todo.push(...(children.get(pid) ?? []));
  }
  return sum / 100;
}

async function up(): Promise<boolean> {
  try {
    return (await fetch(`${base}/en/`)).ok;
  } catch {
    return false;
  }
}

const server = (await up()) ? null : spawn('npx', ['astro', 'preview', '--port', String(port), '--host', '127.0.0.1'], { stdio: 'ignore', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
try {
  for (let i = 0; i < 120 && !(await up()); i++) await new Promise((r) => setTimeout(r, 500));
  const options = { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] };
  console.log(
    `game: ${endeavor ? 'Endeavor' : 'Puerto Rico'}, ${game.players} players, ${game.moves} moves, every seat; page budget; ${flags['no-worker'] ? 'no Worker (main thread)' : 'Web Worker'}; load ${loadavg()[0]!.toFixed(2)}`,
  );
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    // A browser server, so its process (and the tree under it) is known.
    const browserServer = await chromium.launchServer(options);
    const pid = browserServer.process().pid!;
    const browser = await chromium.connect(browserServer.wsEndpoint());
    const cpu0 = browserCpu(pid);
    const context = await browser.newContext({ serviceWorkers: 'block' });
    if (flags['no-worker']) await context.addInitScript(() => Reflect.deleteProperty(globalThis, 'Worker'));
    const page = await context.newPage();
    const t0 = performance.now();
    await page.goto(url);
    // The page marks its own start and end (GameReview.tsx), so load and hydration are not counted.
    await page.waitForSelector('[data-testid="review-progress"][data-status="done"]', { timeout: 600_000 });
    const ms = await page.evaluate(() => {
      const m = performance.getEntriesByName('review-run', 'measure');
      return m.length > 0 ? m[m.length - 1]!.duration : Number.NaN;
    });
    const wall = performance.now() - t0;
    const total = await page.locator('[data-testid="review-progress"]').innerText();
    const cpu = browserCpu(pid) - cpu0;
    await browser.close();
    await browserServer.close();
    // A build without the page's marks is timed from navigation (a little more).
    const s = (Number.isNaN(ms) ? wall : ms) / 1000;
    times.push(s);
    cpus.push(cpu);
    console.log(`run ${i + 1}: ${s.toFixed(1)} s (page; ${(wall / 1000).toFixed(1)} s from navigation), browser CPU ${cpu.toFixed(1)} s; ${total.trim()}; load ${loadavg()[0]!.toFixed(2)}`);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`median: ${median(times).toFixed(1)} s, browser CPU ${median(cpus).toFixed(1)} s, of ${runs} (load ${loadavg()[0]!.toFixed(2)})`);
} finally {
  server?.kill();
}
