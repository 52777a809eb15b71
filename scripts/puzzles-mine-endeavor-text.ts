/**
 * The words of a mined Endeavor puzzle in English, Hungarian and Dutch, from the templates in
 * src/i18n/strings/endeavor-puzzle-mine.ts: moves through the board's words (moveWords), values
 * through the trainer's (value.glory), plurals and articles through src/i18n/grammar.ts.
 */
import '../src/i18n/tables';
import type { GameState, Move } from '../src/engine/endeavor';
import { format } from '../src/i18n/grammar';
import { type EndeavorMineKey, endeavorMineText } from '../src/i18n/strings/endeavor-puzzle-mine';
import { endeavorPuzzleText } from '../src/i18n/strings/endeavor-puzzles';
import { moveWords, regionName } from '../src/islands/endeavor/words';
import type { EndeavorGoal } from '../src/puzzles/endeavor/goals';
import type { EndeavorMined } from '../src/puzzles/endeavor/mine';
import { LANGS, type Localized, type MineLang } from './puzzles-mine-text';

const say = (lang: MineLang, key: EndeavorMineKey, values: Record<string, string | number> = {}): string => format(lang, endeavorMineText(lang, key), values);
const each = (f: (lang: MineLang) => string): Localized => ({ en: f('en'), hu: f('hu'), nl: f('nl') });
const glory = (lang: MineLang, n: number): string => format(lang, endeavorPuzzleText(lang, 'value.glory'), { n });
/** A goal's value in the trainer's words: glory, or for a race the card won (with the glory) or missed. */
const goalValue = (lang: MineLang, goal: EndeavorGoal, n: number): string =>
  !Number.isFinite(n) ? endeavorPuzzleText(lang, 'value.miss') : goal.kind === 'governor' ? format(lang, endeavorPuzzleText(lang, 'value.governor'), { n }) : glory(lang, n);

/** Rule sentences for the tags a puzzle has, in order. */
const TAG_RULES: readonly [string, EndeavorMineKey][] = [
  ['build', 'rule.build'],
  ['ship', 'rule.ship'],
  ['governor', 'rule.governor'],
  ['occupy', 'rule.occupy'],
  ['connections', 'rule.connections'],
  ['attack', 'rule.attack'],
  ['payment', 'rule.payment'],
  ['draw', 'rule.draw'],
  ['slavery', 'rule.slavery'],
  ['discard', 'rule.discard'],
  ['abolition', 'rule.abolition'],
];

export interface EndeavorMinedText {
  /** Titles from the plainest to the most specific: the miner takes the first not yet in the pool (pickTitle). */
  readonly titles: readonly Localized[];
  readonly question: Localized;
  readonly explanation: Localized;
}

/** The template of a goal at `s`: a race for a governor, a discard, the building for the round, the rest of the Action phase, or the single action. */
const kindOf = (s: GameState, goal: EndeavorGoal): 'governor' | 'discard' | 'action' | 'phase' | 'build' =>
  goal.kind === 'governor' ? 'governor' : s.discarding ? 'discard' : goal.until === 'round' ? 'build' : goal.until === 'phase' ? 'phase' : 'action';

/** Title variants, question and explanation of a mined puzzle at `s` (the goal player decides first). */
export function endeavorMinedText(s: GameState, goal: EndeavorGoal, names: readonly string[], mined: EndeavorMined, natural: Move, tags: readonly string[]): EndeavorMinedText {
  const seat = goal.player;
  const name = names[seat]!;
  const kind = kindOf(s, goal);
  const region = (lang: MineLang): string => (goal.kind === 'governor' ? regionName(goal.region, lang) : '');
  const plain = each((lang) => say(lang, `title.${kind}`, { name, n: s.players[seat]!.harbour, region: region(lang) }));
  const at = (key: EndeavorMineKey): Localized => each((lang) => say(lang, key, { title: plain[lang], round: s.round, players: s.players.length }));
  const titles = [plain, at('title.at.round'), at('title.at.players')];
  const questionKey: EndeavorMineKey = kind === 'phase' && goal.others === 'pass' ? 'question.phase.pass' : `question.${kind}`;
  const question = each((lang) => say(lang, questionKey, { name, round: s.round, region: region(lang) }));
  // A move is worded with the mover's buildings as they stood when it was made (a Build changes them).
  const words = (m: Move, at: GameState, lang: MineLang): string => moveWords(m, at.players[seat]!.buildings, lang);
  const rules = TAG_RULES.filter(([t]) => tags.includes(t)).map(([, k]) => k);
  const explanation = each((lang) => {
    const line = mined.line.length === 1 ? words(mined.line[0]!, s, lang) : mined.line.map((m, i) => say(lang, 'step', { i: i + 1, move: words(m, mined.before[i]!, lang) })).join('; ');
    const parts = [
      goal.kind === 'governor' ? say(lang, 'explain.best.governor', { line, value: glory(lang, mined.best) }) : say(lang, 'explain.best', { line, value: goalValue(lang, goal, mined.best) }),
    ];
    if (goal.others !== 'pass' && (kind === 'phase' || kind === 'governor')) parts.push(say(lang, 'explain.worst'));
    const move = words(natural, s, lang);
    parts.push(
      Number.isFinite(mined.natural)
        ? say(lang, 'explain.natural', { move, value: goalValue(lang, goal, mined.natural), diff: glory(lang, mined.best - mined.natural) })
        : say(lang, 'explain.natural.miss', { move }),
    );
    if (!Number.isFinite(mined.runnerUp)) parts.push(say(lang, 'explain.runnerUp.miss'));
    else if (JSON.stringify(mined.runnerUpMove) !== JSON.stringify(natural))
      parts.push(say(lang, 'explain.runnerUp', { move: words(mined.runnerUpMove, s, lang), value: goalValue(lang, goal, mined.runnerUp) }));
    for (const r of rules) parts.push(say(lang, r));
    return parts.join(' ');
  });
  return { titles, question, explanation };
}

export { LANGS };
