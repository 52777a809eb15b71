/**
 * The words of a mined puzzle in English, Hungarian and Dutch, from the templates in
 * src/i18n/strings/puzzle-mine.ts: moves and values through the board's and the trainer's own
 * words, lists through Intl.ListFormat, plurals and articles through src/i18n/grammar.ts.
 */
import '../src/i18n/tables';
import type { GameState, Good, Move } from '../src/engine/puerto-rico';
import { GOODS } from '../src/engine/puerto-rico';
import { format } from '../src/i18n/grammar';
import { type MineKey, mineText } from '../src/i18n/strings/puzzle-mine';
import { GOOD_NAMES, ROLE_NAMES } from '../src/i18n/strings/names';
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

/** A role choice's title asks what the goal measures, among the `rolesLeft` roles on offer. */
export function roleChoiceTitle(goal: Goal, name: string, rolesLeft: number): Localized {
  const key: MineKey = othersOf(goal) === 'greedy' ? 'title.role.round' : goal.kind === 'most-vp' ? 'title.role.most-vp' : 'title.role.most-doubloons';
  return each((lang) => say(lang, key, { name, n: rolesLeft }));
}

/** How many role phases of the next round a line at `s` runs through (0: it ends with the round or before). */
const phasesPastRound = (s: GameState, goal: Goal): number => Math.max(0, goalPhases(goal) - phasesToRoundEnd(s));

/** The role whose phase is in progress at `s` (the storage step belongs to the Captain), null at a role choice. */
const phaseRole = (s: GameState): string | null => (s.phase === 'role' ? null : s.phase === 'storage' ? 'captain' : s.phase);

/**
 * The titles a mined puzzle at `s` may have, each saying what is asked (the phase, what the
 * player holds or pays with, what the goal measures): the plain one first, then the same with
 * the round, with the round and the seats, and with the puzzle's number (unique by itself), so
 * that no two puzzles of the pool share a title (issue #21: mined titles repeated word for word).
 */
export function titleVariants(s: GameState, goal: Goal, names: readonly string[], number: number): Localized[] {
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
  const plain = each((lang) => {
    if (role === null) return roleChoiceTitle(goal, name, s.roles.filter((r) => r.takenBy === -1).length)[lang];
    if (role === 'builder') return say(lang, past > 0 ? 'title.builder.next' : declared ? 'title.builder.round' : 'title.builder', { name, n: p.doubloons, k: past });
    if (role === 'mayor') return say(lang, 'title.mayor', { name, n: p.sanJuan });
    if (held.length > 0) {
      if (role === 'captain') return say(lang, goal.kind === 'fewest-goods-lost' ? 'title.captain.fewest-goods-lost' : 'title.captain.most-vp', { name, goods: goods(lang) });
      if (role === 'trader' || role === 'craftsman') return say(lang, `title.${role}`, { name, goods: goods(lang) });
    }
    return say(lang, 'title.doubloons', { role: ROLE_NAMES[lang][role as keyof (typeof ROLE_NAMES)['en']], name, n: p.doubloons });
  });
  const at = (key: MineKey): Localized => each((lang) => say(lang, key, { title: plain[lang], round: s.round, players: s.players.length, number }));
  return [plain, at('title.at.round'), at('title.at.players'), at('title.at.number')];
}

/** The first of `variants` that no puzzle in `taken` (titles as `lang:text`) has in any language; it joins `taken`. */
export function pickTitle(variants: readonly Localized[], taken: Set<string>): Localized {
  const free = variants.find((v) => LANGS.every((lang) => !taken.has(`${lang}:${v[lang]}`))) ?? variants[variants.length - 1]!;
  for (const lang of LANGS) taken.add(`${lang}:${free[lang]}`);
  return free;
}

/** Title variants, question and explanation of mined puzzle `number` at `s` (the goal player decides first). */
export function minedText(s: GameState, goal: Goal, names: readonly string[], solved: Solved, natural: readonly Move[], tags: readonly string[], number: number): MinedText {
  const seat = goal.player;
  const name = names[seat]!;
  const caps = s.ships.map((sh) => sh.capacity);
  const role = phaseRole(s);
  const titles = titleVariants(s, goal, names, number);
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
