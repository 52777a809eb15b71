/**
 * "Review this game" under a finished Endeavor game: the review page of the game's replay link,
 * reviewing the people at the table (every seat when only bots played). A game begun from a
 * position has no replay from its start, so it offers no review.
 */
import { useMemo } from 'preact/hooks';
import { DEFAULT_ENDEAVOR_REVIEW_BUDGET, ENDEAVOR_BUDGET_SPEC } from '../../bots/endeavor/review-budget';
import { makeQuery } from '../../bots/review/link';
import type { Lang } from '../../content/schemas';
import type { PlayerCount } from '../../engine/endeavor';
import type { reviewText as ReviewTextTable } from '../../i18n/strings/review';
import { wordsOf } from '../../i18n/words';
import { movesOf, type EndeavorPlayed, type TableOrigin } from '../../machines/endeavor/table';
import { endeavorReplayLink } from '../../notation/endeavor/link';
import { cleanSeatName, isSeatName } from '../../notation/envelope';
import { reviewPath } from '../../notation/url';

const reviewText = wordsOf<typeof ReviewTextTable>('review');

export function EndeavorReviewLink({
  lang,
  origin,
  played,
  names,
  people,
}: {
  lang: Lang;
  origin: TableOrigin | null;
  played: readonly EndeavorPlayed[];
  names: readonly string[];
  people: readonly number[];
}) {
  const href = useMemo(() => {
    if (origin?.kind !== 'seed') return null;
    try {
      const view = names.every((n) => isSeatName(cleanSeatName(n))) ? { names: names.map(cleanSeatName) } : {};
      const code = endeavorReplayLink(names.length as PlayerCount, origin.seed, movesOf(played), view);
      return reviewPath(lang, code, makeQuery(ENDEAVOR_BUDGET_SPEC, DEFAULT_ENDEAVOR_REVIEW_BUDGET, people.length > 0 ? people : null));
    } catch {
      // A seed the notation cannot carry: no link rather than a broken one.
      return null;
    }
  }, [origin, played, names, people.join()]);
  if (href === null) return null;
  return (
    <p>
      <a class="button" href={href} data-testid="endeavor-review-link">
        {reviewText(lang, 'e.reviewThis')}
      </a>
    </p>
  );
}
