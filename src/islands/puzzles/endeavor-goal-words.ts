/**
 * An Endeavor puzzle's goal as a sentence ("Most glory for you by the end of this Action phase"):
 * kept apart from the trainer so the review page and the learner's own list can say a goal without
 * shipping the trainer.
 */
import type { Lang } from '../../content/schemas';
import { fill } from '../../i18n/define';
import type { endeavorPuzzleText as EndeavorPuzzleTextTable, EndeavorPuzzleKey } from '../../i18n/strings/endeavor-puzzles';
import { wordsOf } from '../../i18n/words';
import type { EndeavorGoal } from '../../puzzles/endeavor/goals';
import { regionName, tokenWord } from '../endeavor/words';

const endeavorPuzzleText = wordsOf<typeof EndeavorPuzzleTextTable>('endeavor-puzzles');
const et = (lang: Lang, key: EndeavorPuzzleKey, values: Record<string, string | number> = {}): string => fill(endeavorPuzzleText(lang, key), values, lang);

const YOU: Record<Lang, string> = { en: 'you', hu: 'számodra', nl: 'jou' };

/** A seat's name inside a sentence: the files call the learner "You". */
export const seatInSentence = (names: readonly string[], seat: number, lang: Lang): string => {
  const name = names[seat] ?? `Player ${seat + 1}`;
  if (name === 'You') return YOU[lang];
  return lang === 'hu' ? `${name} számára` : name;
};

/** The goal as a sentence, e.g. "Most glory for you by the end of this Action phase". */
export function endeavorGoalWords(goal: EndeavorGoal, names: readonly string[], lang: Lang): string {
  const name = seatInSentence(names, goal.player, lang);
  const until = et(lang, goal.until === 'round' ? 'until.round' : goal.until === 'phase' ? 'until.phase' : 'until.action');
  if (goal.kind === 'track') return et(lang, 'goal.track', { name, until, track: tokenWord(goal.track, lang) });
  if (goal.kind === 'governor') return et(lang, 'goal.governor', { name, until, region: regionName(goal.region, lang) });
  return et(lang, 'goal.glory', { name, until });
}

/** How the other seats reply inside the goal's line, e.g. "The other players pass in the Action phase; …". */
export function endeavorOthersWords(goal: EndeavorGoal, names: readonly string[], lang: Lang): string {
  return et(lang, goal.others === 'pass' ? 'goal.othersPass' : 'goal.others', { name: seatInSentence(names, goal.player, lang) });
}
