/**
 * The words of a mined puzzle in English, Hungarian and Dutch, from the templates in
 * src/i18n/strings/puzzle-mine.ts: moves and values through the board's and the trainer's own
 * words, lists through Intl.ListFormat, plurals and articles through src/i18n/grammar.ts.
 */
import '../src/i18n/tables';
import type { GameState, Good, IslandTile, Move, Role } from '../src/engine/puerto-rico';
import { GOODS, ISLAND_TILES } from '../src/engine/puerto-rico';
import { format } from '../src/i18n/grammar';
import { type MineKey, mineText } from '../src/i18n/strings/puzzle-mine';
import { GOOD_NAMES, ROLE_NAMES, TILE_NAMES } from '../src/i18n/strings/names';
import { moveLabel } from '../src/islands/puerto-rico/board/text';
import { diffWords, valueWords } from '../src/islands/puzzles/words';
import { type Goal, goalPhases, othersOf } from '../src/puzzles/puerto-rico/goals';
import { phasesToRoundEnd, type RolePick, type Solved } from '../src/puzzles/puerto-rico/mine';

export const LANGS = ['en', 'hu', 'nl'] as const;
export type MineLang = (typeof LANGS)[number];
export type Localized = Record<MineLang, string>;

const say = (lang: MineLang, key: MineKey, values: Record<string, string | number> = {}): string => format(lang, mineText(lang, key), values);
const each = (f: (lang: MineLang) => string): Localized => ({ en: f('en'), hu: f('hu'), nl: f('nl') });
const list = (lang: MineLang, items: readonly string[]): string => new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);

/** Rule sentences for the tags a puzzle has, in order. */
const TAG_RULES: readonly [string, MineKey][] = [
  ['harbor', 'rule.harbor'],
  ['wharf', 'rule.wharf'],
  ['smallWharf', 'rule.wharf'],
  ['smallWarehouse', 'rule.storage'],
  ['largeWarehouse', 'rule.storage'],
  ['storehouse', 'rule.storage'],
  ['smallMarket', 'rule.market'],
  ['largeMarket', 'rule.market'],
  ['office', 'rule.office'],
  ['factory', 'rule.factory'],
  ['quarry', 'rule.quarry'],
];

export interface MinedText {
  /** Titles from the plainest to the most specific: the miner takes the first not yet in the pool (pickTitle). */
  readonly titles: readonly Localized[];
  readonly question: Localized;
  readonly explanation: Localized;
}

/** The role choice's title key for what the goal measures. */
const roleChoiceKey = (goal: Goal): 'title.role.round' | 'title.role.most-vp' | 'title.role.most-doubloons' =>
  othersOf(goal) === 'greedy' ? 'title.role.round' : goal.kind === 'most-vp' ? 'title.role.most-vp' : 'title.role.most-doubloons';

/** A role choice's title asks what the goal measures, among the `rolesLeft` roles on offer. */
export function roleChoiceTitle(goal: Goal, name: string, rolesLeft: number): Localized {
  return each((lang) => say(lang, roleChoiceKey(goal), { name, n: rolesLeft }));
}

/** How many role phases of the next round a line at `s` runs through (0: it ends with the round or before). */
const phasesPastRound = (s: GameState, goal: Goal): number => Math.max(0, goalPhases(goal) - phasesToRoundEnd(s));

/** The role whose phase is in progress at `s` (the storage step belongs to the Captain), null at a role choice. */
const phaseRole = (s: GameState): string | null => (s.phase === 'role' ? null : s.phase === 'storage' ? 'captain' : s.phase);

/** Tiles by kind, counted where there are several ("corn, 2 indigo"): the order they lie in says nothing. */
const counted = (lang: MineLang, tiles: readonly IslandTile[]): string =>
  ISLAND_TILES.filter((t) => tiles.includes(t))
    .map((t) => {
      const n = tiles.filter((u) => u === t).length;
      return n > 1 ? `${n} ${TILE_NAMES[lang][t]}` : TILE_NAMES[lang][t];
    })
    .join(', ');

/** What a mined title's plain form already says of the player: a fact it says is not said again. */
interface Said {
  readonly money: boolean;
  readonly goods: boolean;
}

/**
 * Facts of the position that tell apart puzzles the plain title and the round leave alike, in
 * the order a learner would look for them: what the player holds (doubloons, barrels, victory
 * points), the roles already taken, the building set, the face-up plantations, the islands. A fact the plain
 * title already says, or that the position does not have, is left out.
 */
function titleFacts(s: GameState, seat: number, names: readonly string[], said: Said): ((lang: MineLang) => string)[] {
  const name = names[seat]!;
  const p = s.players[seat]!;
  const held = GOODS.filter((g) => p.goods[g] > 0);
  const barrels = (lang: MineLang): string[] => held.map((g) => `${p.goods[g]} ${GOOD_NAMES[lang][g]}`);
  const money = (lang: MineLang): string => say(lang, 'fact.doubloons', { n: p.doubloons });
  const none = held.length === 0;
  const taken = s.roles.filter((r) => r.takenBy !== -1).map((r) => r.role);
  // Hungarian and Dutch write role names small inside a sentence, English capitalises them.
  const roles = (lang: MineLang): string =>
    list(
      lang,
      taken.map((r) => say(lang, 'fact.role', { role: lang === 'en' ? ROLE_NAMES.en[r] : ROLE_NAMES[lang][r].toLowerCase() })),
    );
  const facts: (((lang: MineLang) => string) | null)[] = [
    said.money ? null : (lang) => say(lang, 'fact.money', { name, n: p.doubloons, money: money(lang) }),
    said.goods ? null : (lang) => (none ? say(lang, 'fact.goods.none', { name }) : say(lang, 'fact.goods', { name, goods: list(lang, barrels(lang)) })),
    said.money || said.goods
      ? null
      : (lang) => (none ? say(lang, 'fact.holdings.none', { name, money: money(lang) }) : say(lang, 'fact.holdings', { name, what: list(lang, [money(lang), ...barrels(lang)]) })),
    (lang) => say(lang, 'fact.vp', { name, n: p.vp }),
    s.phase !== 'role' || taken.length === 0 ? null : (lang) => say(lang, 'fact.after', { roles: roles(lang) }),
    (lang) => say(lang, s.options.buildings.kind === 'base' ? 'fact.set.base' : 'fact.set.expansion'),
    s.faceUp.length === 0 ? null : (lang) => say(lang, 'fact.face-up', { tiles: counted(lang, s.faceUp) }),
    // Last, the islands, the player's first: two positions alike in all the rest may differ there.
    ...s.players
      .map((_, i) => (seat + i) % s.players.length)
      .map(
        (at) => (lang: MineLang) =>
          say(lang, 'fact.island', {
            name: names[at]!,
            tiles: counted(
              lang,
              s.players[at]!.island.map((x) => x.tile),
            ),
          }),
      ),
  ];
  return facts.filter((f) => f !== null);
}

/**
 * The titles a mined puzzle at `s` may have, each saying what is asked (the phase, what the
 * player holds or pays with, what the goal measures): the plain one first, then the same with
 * the round, with the round and the seats, then (the question asked short) with the round and
 * one more fact of the position, then with two, so that no two puzzles of the pool share a title (issue #21) and none needs the
 * puzzle's number, which the list and the page already show in front of it.
 */
export function titleVariants(s: GameState, goal: Goal, names: readonly string[]): Localized[] {
  const seat = goal.player;
  const name = names[seat]!;
  const p = s.players[seat]!;
  const held: Good[] = GOODS.filter((g) => p.goods[g] > 0);
  const role = phaseRole(s);
  const declared = othersOf(goal) === 'greedy';
  const past = phasesPastRound(s, goal);
  const goods = (lang: MineLang) =>
    list(
      lang,
      held.map((g) => `${p.goods[g]} ${GOOD_NAMES[lang][g]}`),
    );
  const saysGoods = held.length > 0 && (role === 'captain' || role === 'trader' || role === 'craftsman');
  const plain = each((lang) => {
    if (role === null) return roleChoiceTitle(goal, name, s.roles.filter((r) => r.takenBy === -1).length)[lang];
    if (role === 'builder') return say(lang, past > 0 ? 'title.builder.next' : declared ? 'title.builder.round' : 'title.builder', { name, n: p.doubloons, k: past });
    if (role === 'mayor') return say(lang, 'title.mayor', { name, n: p.sanJuan });
    if (saysGoods) {
      if (role === 'captain') return say(lang, goal.kind === 'fewest-goods-lost' ? 'title.captain.fewest-goods-lost' : 'title.captain.most-vp', { name, goods: goods(lang) });
      return say(lang, `title.${role as 'trader' | 'craftsman'}`, { name, goods: goods(lang) });
    }
    return say(lang, 'title.doubloons', { role: ROLE_NAMES[lang][role as Role], name, n: p.doubloons });
  });
  const at = (key: MineKey): Localized => each((lang) => say(lang, key, { title: plain[lang], round: s.round, players: s.players.length }));
  // The Builder's title and the doubloon fallback say the player's doubloons; the Mayor's says colonists.
  const saysMoney = role === 'builder' || (role !== null && role !== 'mayor' && !saysGoods);
  const facts = titleFacts(s, seat, names, { money: saysMoney, goods: saysGoods });
  // With facts after it, a role choice's or a Mayor's question is asked short, to keep the title on one line.
  const short = role === null ? each((lang) => say(lang, `${roleChoiceKey(goal)}.short`, { name })) : role === 'mayor' ? each((lang) => say(lang, 'title.mayor.short', { name, n: p.sanJuan })) : plain;
  const withFacts = (fs: readonly ((lang: MineLang) => string)[]): Localized =>
    each((lang) =>
      say(lang, 'title.at.fact', {
        title: short[lang],
        round: s.round,
        // A comma between facts, as between the round and the seats: "and" would join a fact to the player's name.
        fact: fs.map((f) => f(lang)).join(', '),
      }),
    );
  const pairs = facts.flatMap((f, i) => facts.slice(i + 1).map((g) => [f, g]));
  return [plain, at('title.at.round'), at('title.at.players'), ...facts.map((f) => withFacts([f])), ...pairs.map(withFacts)];
}

/** Marks every title of `variants` as taken (`lang:text`): each is true of the puzzle they describe. */
export function takeTitles(variants: readonly Localized[], taken: Set<string>): void {
  for (const v of variants) for (const lang of LANGS) taken.add(`${lang}:${v[lang]}`);
}

/**
 * The first of `variants` that is in no language in `taken`, which holds the pool's titles and
 * every variant of its puzzles: the title picked is one no earlier puzzle could also have, so it
 * tells the puzzle apart by a fact and not just by its wording. All variants then join `taken`.
 * Null when all are taken: a position no fact tells apart from the pool's is one the pool
 * already asks, and the miner drops it rather than repeat a title.
 */
export function pickTitle(variants: readonly Localized[], taken: Set<string>): Localized | null {
  const free = variants.find((v) => LANGS.every((lang) => !taken.has(`${lang}:${v[lang]}`)));
  if (free === undefined) return null;
  takeTitles(variants, taken);
  return free;
}

/** Title variants, question and explanation of a mined puzzle at `s` (the goal player decides first). */
export function minedText(s: GameState, goal: Goal, names: readonly string[], solved: Solved, natural: readonly Move[], tags: readonly string[]): MinedText {
  const seat = goal.player;
  const name = names[seat]!;
  const caps = s.ships.map((sh) => sh.capacity);
  const role = phaseRole(s);
  const titles = titleVariants(s, goal, names);
  const declared = othersOf(goal) === 'greedy';
  const past = phasesPastRound(s, goal);
  const questionKey: MineKey =
    role === null
      ? declared
        ? 'question.role.round'
        : goal.kind === 'most-vp'
          ? 'question.role.most-vp'
          : 'question.role.most-doubloons'
      : role === 'captain' && goal.kind === 'fewest-goods-lost'
        ? 'question.captain.fewest-goods-lost'
        : role === 'builder' && past > 0
          ? 'question.builder.next'
          : role === 'builder' && declared
            ? 'question.builder.round'
            : (`question.${role}` as MineKey);
  const values = { name, k: past };
  // A declared policy for the others is stated in the question, as the Endeavor puzzles state "the others pass".
  const question = each((lang) => (declared ? `${say(lang, questionKey, values)} ${say(lang, 'others.greedy')}` : say(lang, questionKey, values)));
  const phaseRule: MineKey = role === null ? 'rule.role' : role === 'captain' && goal.kind === 'fewest-goods-lost' ? 'rule.captain.lost' : (`rule.${role}` as MineKey);
  const rules = [...new Set(TAG_RULES.filter(([t]) => tags.includes(t)).map(([, k]) => k))];
  const explanation = each((lang) => {
    const steps = (moves: readonly Move[]): string =>
      moves.length === 1 ? moveLabel(moves[0]!, lang, caps) : moves.map((m, i) => say(lang, 'step', { i: i + 1, move: moveLabel(m, lang, caps) })).join('; ');
    const parts = [
      say(lang, declared ? 'explain.best.greedy' : 'explain.best', { line: steps(solved.line), value: valueWords(goal, solved.best, lang) }),
      say(lang, 'explain.natural', { move: steps(natural), value: valueWords(goal, solved.natural, lang), diff: diffWords(goal, solved.best - solved.natural, lang) }),
    ];
    if (solved.passRoles) {
      const picks = (ps: readonly RolePick[]) =>
        list(
          lang,
          ps.map((p) => say(lang, 'explain.pick', { role: ROLE_NAMES[lang][p.role], name: names[p.seat]! })),
        );
      const { pass, natural: after } = solved.passRoles;
      parts.push(say(lang, 'explain.pass', { pass: picks(pass), move: steps(natural), natural: picks(after) }));
      // The roles the others take after the pass and not after the natural move: usually the reason.
      const others = (ps: readonly RolePick[]) => ps.filter((p) => p.seat !== seat).map((p) => p.role);
      const missing = [...new Set(others(pass).filter((r) => !others(after).includes(r)))];
      if (missing.length > 0)
        parts.push(
          say(lang, 'explain.pass.missing', {
            move: steps(natural),
            roles: list(
              lang,
              missing.map((r) => ROLE_NAMES[lang][r]),
            ),
          }),
        );
    }
    if (solved.line.length > 1) parts.push(say(lang, 'explain.decisions', { name, n: solved.line.length }));
    parts.push(say(lang, phaseRule));
    // A role choice also gets the rule of the phase it leads to.
    const chosen = role === null && solved.line[0]?.type === 'role' ? solved.line[0].role : null;
    if (chosen === 'captain' || chosen === 'builder' || chosen === 'trader' || chosen === 'craftsman') parts.push(say(lang, `rule.${chosen}`));
    for (const r of rules) parts.push(say(lang, r));
    return parts.join(' ');
  });
  return { titles, question, explanation };
}
