/**
 * Hints name only what is on the board (issue #21.6): every component a hint names, a wharf, a
 * harbour, a small wharf, a ship of N, a building or a good, must be in the puzzle's position.
 * The hints are read as the learner reads them: the Puerto Rico ladder in words (src/islands/
 * puzzles/words.ts) at every decision of the solution, and the Endeavor files' own hints.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { BuildingId, GameState, Good } from '../engine/puerto-rico';
import { BUILDINGS, GOODS } from '../engine/puerto-rico/vocabulary';
import { BUILDING_DATA as ENDEAVOR_BUILDINGS } from '../engine/endeavor';
import type { GameState as EndeavorState } from '../engine/endeavor';
import { endeavorPuzzleSchema, puertoRicoPuzzleSchema, puzzleSchema } from '../content/schemas';
import { BUILDING_NAMES, GOOD_NAMES } from '../i18n/strings/names';
import { hintWords } from '../islands/puzzles/words';
import { readEndeavorPosition } from './endeavor/position';
import { hintFor } from './puerto-rico/hints';
import { readPosition } from './puerto-rico/position';
import { Solver } from './puerto-rico/solve';

type Lang = 'en' | 'hu' | 'nl';
const LANGS: readonly Lang[] = ['en', 'hu', 'nl'];

/** A component a text names. */
type Named = { kind: 'building'; id: BuildingId } | { kind: 'ship'; capacity: number } | { kind: 'good'; good: Good };

const plain = (x: string) => x.replace(/\u00ad/g, '').toLowerCase();
const literal = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words for the wharves beyond their names: plurals and the generic word ("the wharves"). */
const WHARF_WORDS: Record<Lang, { small: RegExp; wharf: RegExp; harbor: RegExp }> = {
  en: { small: /small wharf|small wharves/g, wharf: /\bwharf|\bwharves/g, harbor: /\bharbou?rs?\b/g },
  hu: { small: /kis rakpart/g, wharf: /rakpart/g, harbor: /kikötő/g },
  nl: { small: /kleine werf|kleine werven/g, wharf: /\bwerf\b|\bwerven\b/g, harbor: /\bhavens?\b/g },
};
const SHIP_OF: Record<Lang, RegExp> = { en: /ship of (\d+)/g, hu: /(\d+) férőhelyes/g, nl: /schip van (\d+)/g };

/** Every Puerto Rico component a text in `lang` names. */
function namedIn(text: string, lang: Lang): Named[] {
  let t = plain(text);
  const out: Named[] = [];
  const w = WHARF_WORDS[lang];
  const take = (re: RegExp, id: BuildingId) => {
    if (t.match(re)) out.push({ kind: 'building', id });
    t = t.replace(re, ' ');
  };
  take(w.small, 'smallWharf');
  take(w.wharf, 'wharf');
  take(w.harbor, 'harbor');
  for (const b of BUILDINGS) {
    if (b === 'smallWharf' || b === 'wharf' || b === 'harbor') continue;
    const re = new RegExp(`(^|[^\\p{L}])${literal(plain(BUILDING_NAMES[b][lang]))}`, 'gu');
    if (re.test(t)) out.push({ kind: 'building', id: b });
    // A building's name is not its good: "Tobacco Storage" names no tobacco.
    t = t.replace(re, ' ');
  }
  for (const m of t.matchAll(SHIP_OF[lang])) out.push({ kind: 'ship', capacity: Number(m[1]) });
  for (const g of GOODS) if (new RegExp(`(^|[^\\p{L}])${literal(plain(GOOD_NAMES[lang][g]))}`, 'u').test(t)) out.push({ kind: 'good', good: g });
  return out;
}

/** Whether a named component is in the position `s`, for the deciding seat. */
function onBoard(n: Named, s: GameState, seat: number): boolean {
  if (n.kind === 'ship') return s.ships.some((x) => x.capacity === n.capacity);
  // A good is on the board as barrels, as a face-up plantation (a line that goes on to the Settler)
  // or as a plantation of the deciding player (a Mayor placement names the tile).
  if (n.kind === 'good')
    return (
      s.players[seat]!.goods[n.good] > 0 ||
      s.ships.some((x) => x.good === n.good) ||
      s.tradingHouse.includes(n.good) ||
      (s.faceUp as readonly string[]).includes(n.good) ||
      s.players[seat]!.island.some((t) => t.tile === n.good)
    );
  // A wharf or a harbour helps its owner only: in the deciding player's city, or on offer in the Builder phase.
  if (n.id === 'wharf' || n.id === 'smallWharf' || n.id === 'harbor') return s.players[seat]!.city.some((c) => c.building === n.id) || (s.phase === 'builder' && s.buildings[n.id] > 0);
  return s.buildings[n.id] > 0 || s.players.some((p) => p.city.some((c) => c.building === n.id));
}

const describeNamed = (n: Named) => (n.kind === 'ship' ? `a ship of ${n.capacity}` : n.kind === 'good' ? n.good : n.id);

const files = readdirSync('puzzles')
  .filter((f) => f.endsWith('.yaml'))
  .sort();
const read = (f: string) => puzzleSchema.parse(parse(readFileSync(`puzzles/${f}`, 'utf8')));

/** What the hints of one Puerto Rico puzzle name that is not in its position, as "file lang: hint → component". */
function prMisnamed(f: string): string[] {
  const file = puertoRicoPuzzleSchema.parse(read(f));
  const pos = readPosition(file.position);
  if (!pos.result.ok) return [`${f}: bad position`];
  const solver = new Solver(pos.result.value, file.goal);
  const bad: string[] = [];
  // Every decision along the solution: the hint ladder is built from the best move there.
  let node = solver.advance(solver.root).node;
  while (!solver.isEnd(node)) {
    const s = node.state;
    const best = solver.bestMoves(node)[0]!;
    for (const level of [1, 3] as const) {
      const hint = hintFor(level, best, s);
      for (const lang of LANGS) {
        const text = hintWords(
          hint,
          lang,
          s.ships.map((x) => x.capacity),
        );
        for (const n of namedIn(text, lang)) if (!onBoard(n, s, s.toAct)) bad.push(`${f} ${lang}: "${text}" names ${describeNamed(n)}`);
      }
    }
    node = solver.advance(solver.child(node, best)).node;
  }
  for (const h of file.hints)
    for (const lang of LANGS) {
      const text = h[lang];
      if (text) for (const n of namedIn(text, lang)) if (!onBoard(n, pos.result.value, file.goal.player)) bad.push(`${f} ${lang}: "${text}" names ${describeNamed(n)}`);
    }
  return bad;
}

/** Endeavor building names as the Dutch hints write them (the board shows the English names). */
const ENDEAVOR_NL: Record<string, string> = {
  colonialOffice: 'koloniaal kantoor',
  market: 'markt',
  shipyard: 'scheepswerf',
  workshop: 'werkplaats',
  bank: 'bank',
  barracks: 'kazerne',
  guildHall: 'gildehuis',
  docks: 'dok',
  fortress: 'vesting',
  theatre: 'theater',
  cartographer: 'cartograaf',
  tradeOffice: 'handelskantoor',
  university: 'universiteit',
  exchange: 'beurs',
  museum: 'museum',
  parliament: 'parlement',
};

/** Endeavor building names as the Hungarian hints write them (the puzzle titles' words; the board shows the English names). */
const ENDEAVOR_HU: Record<string, string> = {
  market: 'piac',
  shipyard: 'hajógyár',
  workshop: 'műhely',
  bank: 'bank',
  barracks: 'kaszárny',
  guildHall: 'céhház',
  docks: 'dokk',
  fortress: 'erőd',
  theatre: 'színház',
  cartographer: 'térképész',
  tradeOffice: 'kereskedelmi iroda',
  university: 'egyetem',
  exchange: 'tőzsd',
  museum: 'múzeum',
  parliament: 'parlament',
};

/** The Endeavor buildings a hint names that no seat holds. */
function endeavorMisnamed(f: string, raw: unknown = read(f)): string[] {
  const file = endeavorPuzzleSchema.parse(raw);
  const pos = readEndeavorPosition(file.position);
  if (!pos.result.ok) return [`${f}: bad position`];
  const s: EndeavorState = pos.result.value;
  const held = new Set(s.players.flatMap((p) => p.buildings.map((b) => b.building as string)));
  const bad: string[] = [];
  for (const h of file.hints)
    for (const lang of LANGS) {
      const text = h[lang];
      if (!text) continue;
      for (const [id, data] of Object.entries(ENDEAVOR_BUILDINGS)) {
        const name = lang === 'nl' ? ENDEAVOR_NL[id] : lang === 'hu' ? ENDEAVOR_HU[id] : data.name;
        if (name && new RegExp(`(^|[^\\p{L}])${literal(name.toLowerCase())}`, 'u').test(text.toLowerCase()) && !held.has(id))
          bad.push(`${f} ${lang}: "${text}" names the ${data.name}, which no one has`);
      }
    }
  return bad;
}

describe('hints name only what is on the board', () => {
  it('reads the components a hint names, in each language', () => {
    expect(namedIn('Look at the cargo ships and your wharf.', 'en')).toEqual([{ kind: 'building', id: 'wharf' }]);
    expect(namedIn('Put 1 corn on the Small Wharf', 'en')).toEqual([
      { kind: 'building', id: 'smallWharf' },
      { kind: 'good', good: 'corn' },
    ]);
    expect(namedIn('Nézd meg a teherhajókat és a kikötőket.', 'hu')).toEqual([{ kind: 'building', id: 'harbor' }]);
    expect(namedIn('Laad suiker op het schip van 7', 'nl')).toEqual([
      { kind: 'ship', capacity: 7 },
      { kind: 'good', good: 'sugar' },
    ]);
  });

  it('catches a hint that speaks of wharves where the puzzle has none', () => {
    // shipping-2 (Harbor and Large Warehouse, no wharf) with the old area words of hint 1.
    const s = readPosition(puertoRicoPuzzleSchema.parse(read('003-shipping-2.yaml')).position).result;
    if (!s.ok) throw new Error('position');
    const old = namedIn('Look at the cargo ships and wharves.', 'en');
    expect(old.filter((n) => !onBoard(n, s.value, 0)).map(describeNamed)).toEqual(['wharf']);
  });

  it.each(files.filter((f) => !f.startsWith('endeavor-')))('%s: the hint ladder names only its own components', (f) => {
    expect(prMisnamed(f)).toEqual([]);
  });

  it('catches a Hungarian Endeavor hint that names a building no one has', () => {
    // endeavor-01: only Shipyards on the table.
    const raw = { ...(read('endeavor-01-governor-tie.yaml') as object), hints: [{ en: 'Use your Shipyard.', hu: 'Támadj a kaszárnyáddal.' }] };
    expect(endeavorMisnamed('endeavor-01-governor-tie.yaml', raw)).toEqual(['endeavor-01-governor-tie.yaml hu: "Támadj a kaszárnyáddal." names the Barracks, which no one has']);
  });

  it.each(files.filter((f) => f.startsWith('endeavor-')))('%s: the file hints name only buildings on the table', (f) => {
    expect(endeavorMisnamed(f)).toEqual([]);
  });
});
