/**
 * The themes a puzzle trains, read from its type and the rule tags of its file: what the list
 * filters by and the dashboard counts results by. One closed vocabulary, with words in
 * src/i18n/strings/puzzles.ts (`theme.<id>`).
 */
export const THEMES = [
  'shipping',
  'building',
  'trading',
  'craftsman',
  'role-choice',
  'wharf',
  'harbor',
  'storage',
  'quarry',
  'market',
  'new-buildings',
  'ship',
  'draw',
  'occupy',
  'attack',
  'payment',
  'governor',
  'connections',
  'card-limit',
  'abolition',
  'tracks',
  // New themes go last: the packed pool of a page names themes by their index here (src/puzzles/pool.ts).
  'mayor',
] as const;
export type Theme = (typeof THEMES)[number];

/** File tags that name a theme (several buildings train the same idea). */
const TAG_THEMES: Readonly<Record<string, Theme>> = {
  'role choice': 'role-choice',
  wharf: 'wharf',
  smallWharf: 'wharf',
  harbor: 'harbor',
  smallWarehouse: 'storage',
  largeWarehouse: 'storage',
  storehouse: 'storage',
  quarry: 'quarry',
  smallMarket: 'market',
  largeMarket: 'market',
  expansion: 'new-buildings',
  ship: 'ship',
  draw: 'draw',
  occupy: 'occupy',
  attack: 'attack',
  payment: 'payment',
  governor: 'governor',
  connections: 'connections',
  discard: 'card-limit',
  'card limit': 'card-limit',
  abolition: 'abolition',
  // An Endeavor Build-phase choice: which building to take for the tracks.
  build: 'tracks',
};

/** Tags that name the phase or the source, not a rule the puzzle turns on. */
const NOT_RULES = new Set(['captain', 'builder', 'trader', 'craftsman', 'mayor', 'expansion', 'rulebook']);

/** A puzzle's themes: its type (Endeavor puzzles have none as type) and what its tags name, each once. */
export function themesOf(type: string, tags: readonly string[]): Theme[] {
  const out = new Set<Theme>();
  if ((THEMES as readonly string[]).includes(type)) out.add(type as Theme);
  for (const t of tags) {
    const theme = TAG_THEMES[t];
    if (theme) out.add(theme);
  }
  return THEMES.filter((t) => out.has(t));
}

/** How many rules a puzzle involves, by its tags (the phase and the source do not count). */
export const rulesOf = (tags: readonly string[]): number => new Set(tags.filter((t) => !NOT_RULES.has(t))).size;
