/**
 * Equivalence of the ways of playing Puerto Rico (issue #18.2): replays the fixed random games of
 * src/engine/puerto-rico/equivalence.ts and compares their hashes with the fixture recorded from
 * today's engine.
 *
 *   npm run equivalence [-- --player json|roundtrip|compact|page|page-json] [--games N] [--write]
 *
 * `page` is the checked path (legalMoves + applyMove) as the game table plays it, in compact form
 * (src/engine/puerto-rico/compact/page-path.ts); `page-json` the same calls on the JSON engine.
 *
 * --write records the fixture anew from the JSON engine (only when a rule changes on purpose).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type GameHashes, JSON_PLAYER, PAGE_PLAYER, type Player, hashGame, hex } from '../src/engine/puerto-rico/equivalence';
import { ROUNDTRIP_PLAYER } from '../src/engine/puerto-rico/compact/roundtrip';
import { COMPACT_PLAYER } from '../src/engine/puerto-rico/compact/player';
import { COMPACT_PAGE_PATH } from '../src/engine/puerto-rico/compact/page-path';
import { usePagePath } from '../src/engine/puerto-rico/game';
import { FIXTURE_GAMES, STEPS_FILE, GAMES_FILE, type EquivalenceFixture } from '../src/engine/puerto-rico/fixtures/equivalence-fixture';

const { values: flags } = parseArgs({ options: { player: { type: 'string' }, games: { type: 'string' }, write: { type: 'boolean' } }, strict: true });
const PLAYERS: Record<string, Player> = { json: JSON_PLAYER, roundtrip: ROUNDTRIP_PLAYER, compact: COMPACT_PLAYER, page: PAGE_PLAYER, 'page-json': PAGE_PLAYER };
const player = PLAYERS[flags.player ?? 'compact'];
if (player === undefined) {
  console.error(`--player must be json, roundtrip, compact, page or page-json (got ${flags.player})`);
  process.exit(2);
}
usePagePath(flags.player === 'page' ? COMPACT_PAGE_PATH : null);
const games = Number(flags.games ?? FIXTURE_GAMES);

const t0 = performance.now();
const results: GameHashes[] = [];
for (let i = 0; i < games; i++) results.push(hashGame(i, flags.write ? JSON_PLAYER : player));
const seconds = (performance.now() - t0) / 1000;
const states = results.reduce((n, r) => n + r.steps.length, 0);

if (flags.write) {
  const fixture: EquivalenceFixture = { games: results.map((r) => ({ hash: r.game, states: r.steps.length })) };
  writeFileSync(GAMES_FILE, `${JSON.stringify(fixture, null, 2)}\n`);
  writeFileSync(STEPS_FILE, `${results.map((r) => r.steps.map(hex).join('')).join('\n')}\n`);
  console.log(`recorded ${games} games, ${states} states, in ${seconds.toFixed(1)} s`);
  process.exit(0);
}

const fixture = JSON.parse(readFileSync(GAMES_FILE, 'utf8')) as EquivalenceFixture;
const stepLines = readFileSync(STEPS_FILE, 'utf8').split('\n');
let bad = 0;
for (let i = 0; i < games; i++) {
  const want = fixture.games[i];
  if (want === undefined) throw new Error(`the fixture has only ${fixture.games.length} games`);
  const got = results[i]!;
  if (got.game === want.hash) continue;
  bad++;
  const line = stepLines[i] ?? '';
  let at = 0;
  while (at < got.steps.length && hex(got.steps[at]!) === line.slice(at * 8, at * 8 + 8)) at++;
  console.log(`game ${i}: differs first at decision ${at} (of ${want.states} recorded, ${got.steps.length} played)`);
}
console.log(`${flags.player ?? 'compact'}: ${games} games, ${states} states, ${bad} differing, ${seconds.toFixed(1)} s`);
process.exit(bad === 0 ? 0 : 1);
