/** Puzzle words that depend on data: goal lines, values, moves with who made them. */
import type { Move } from '../../engine/puerto-rico';
import { fill } from '../../i18n/define';
import type { puzzleText as PuzzleTextTable, PuzzleKey } from '../../i18n/strings/puzzles';
import type { Goal, GoalHorizon } from '../../puzzles/puerto-rico/goals';
import type { Hint } from '../../puzzles/puerto-rico/hints';
import { buildingName, type BoardLang } from '../puerto-rico/board/names';
import { moveLabel } from '../puerto-rico/board/text';
import { wordsOf } from '../../i18n/words';

const puzzleText = wordsOf<typeof PuzzleTextTable>('puzzles');

export const pt = (lang: BoardLang, key: PuzzleKey, values: Record<string, string | number> = {}): string => fill(puzzleText(lang, key), values, lang);

/** A goal value in words, e.g. "7 VP", "2 barrel(s) lost"; -Infinity misses the goal. */
export function valueWords(goal: Goal, v: number, lang: BoardLang): string {
  if (!Number.isFinite(v)) return pt(lang, 'value.miss');
  // 'fewest-goods-lost' is stored as minus the barrels lost, so that higher is better.
  return pt(lang, `value.${goal.kind}`, { n: goal.kind === 'fewest-goods-lost' ? -v : v });
}

/** A difference between two goal values in words (same unit as the goal). */
export function diffWords(goal: Goal, d: number, lang: BoardLang): string {
  if (!Number.isFinite(d)) return pt(lang, 'value.miss');
  return pt(lang, `diff.${goal.kind}`, { n: d });
}

/**
 * The goal as a line, e.g. "Goal: the most VP for Anna in this phase"; without `until` (where the
 * line ends, ../../puzzles/puerto-rico/goals.ts goalHorizon), as short as a list entry needs.
 */
export function goalWords(goal: Goal, names: readonly string[], lang: BoardLang, until?: GoalHorizon): string {
  const name = names[goal.player] ?? `Player ${goal.player + 1}`;
  if (goal.kind === 'cheapest-build') return pt(lang, 'goal.cheapest-build', { buildings: goal.buildings.map((b) => buildingName(b, lang)).join(' / ') });
  const what = pt(lang, `goal.${goal.kind}`, { name });
  return until === undefined ? what : pt(lang, 'goal.until', { goal: what, until: untilWords(until, lang) });
}

/** Where the goal's line ends, e.g. "in this phase", "by the end of the next 2 phases". */
function untilWords(h: GoalHorizon, lang: BoardLang): string {
  if (h.kind === 'next-round') return pt(lang, 'until.next-round', { n: h.phases });
  if (h.kind === 'next-roles') return pt(lang, 'until.next-roles', { n: h.roles });
  return pt(lang, `until.${h.kind}`);
}

/** "Anna: Load sugar on the ship of 7". */
export const playedWords = (seat: number, m: Move, names: readonly string[], lang: BoardLang, caps: readonly number[]): string => `${names[seat] ?? `Player ${seat + 1}`}: ${moveLabel(m, lang, caps)}`;

/** A rung of the hint ladder in words: the area to look at, where to act, or the move itself. */
export function hintWords(hint: Hint, lang: BoardLang, caps: readonly number[]): string {
  if (hint.level === 1) return pt(lang, 'hint.1', { area: pt(lang, `area.${hint.area}`) });
  if (hint.level === 2 || hint.move === null) return pt(lang, 'hint.2');
  return pt(lang, 'hint.3', { move: moveLabel(hint.move, lang, caps) });
}
