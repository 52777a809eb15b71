/**
 * The learner's puzzles from game reviews (/<lang>/puzzles/yours/): with a puzzle link in the hash
 * (a position link whose view names a review puzzle, src/puzzles/puerto-rico/review-puzzle.ts) the puzzle
 * opens in the ordinary trainer, judged by the same solver as every puzzle file; below it, or
 * alone, the list the learner saved in this browser (src/puzzles/my-puzzles.ts). Endeavor review
 * puzzles (src/puzzles/endeavor/review-puzzle.ts) open in the Endeavor trainer. A link is
 * untrusted: it goes through the notation's decoder and the engine's gate like any other.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '../../content/schemas';
import { fill } from '../../i18n/define';
import type { reviewText as ReviewTextTable } from '../../i18n/strings/review';
import { wordsOf } from '../../i18n/words';
import type { GameState as EndeavorState } from '../../engine/endeavor';
import { codeFromHash, decodeEndeavorLink, decodeLink } from '../../notation';
import { type EndeavorReviewGoal, goalOfEndeavorReviewPuzzle } from '../../puzzles/endeavor/review-puzzle';
import { utcDay } from '../../puzzles/daily';
import { addMyPuzzle, loadMyPuzzles, type MyPuzzle, type MyPuzzles, myPuzzlesNoticeKind, removeMyPuzzle, saveMyPuzzles } from '../../puzzles/my-puzzles';
import { scenarioCodeOf } from '../../puzzles/puzzle-link';
import { goalOfReviewPuzzle, type ReviewPuzzle } from '../../puzzles/puerto-rico/review-puzzle';
import { browserStorage } from '../../storage/guarded';
import EndeavorPuzzleTrainer, { endeavorGoalWords } from './EndeavorPuzzleTrainer';
import PuzzleTrainer from './PuzzleTrainer';
import { goalWords } from './words';

const reviewText = wordsOf<typeof ReviewTextTable>('review');
type Key = Parameters<typeof reviewText>[1];

type Opened = { id: string; code: string; names: string[] } & (
  | { game: 'puerto-rico'; goal: ReviewPuzzle['goal']; position: Record<string, unknown> }
  | { game: 'endeavor'; goal: EndeavorReviewGoal; state: EndeavorState }
);

const namesOf = (names: readonly unknown[] | null | undefined): string[] => [...(names ?? [])].filter((n): n is string => typeof n === 'string');

/** The puzzle of a page hash (either game's link): null when the hash holds none, 'bad' when it holds something else. */
function readPuzzle(hash: string): Opened | 'bad' | null {
  const code = scenarioCodeOf(hash);
  if (code === null) return null;
  const d = decodeLink(code);
  if (d.ok) {
    const { scenario, view } = d.value.envelope;
    const goal = view.puzzle ? goalOfReviewPuzzle(view.puzzle.id) : null;
    if (scenario.kind !== 'position' || goal === null || view.puzzle === null) return 'bad';
    const names = namesOf(view.names);
    return { game: 'puerto-rico', id: view.puzzle.id, code: codeFromHash(hash), goal, position: { ...(scenario.state as unknown as Record<string, unknown>), names }, names };
  }
  const e = decodeEndeavorLink(code);
  if (!e.ok) return 'bad';
  const { scenario, view } = e.value.envelope;
  const goal = view.puzzle ? goalOfEndeavorReviewPuzzle(view.puzzle.id) : null;
  if (scenario.kind !== 'position' || goal === null || view.puzzle === null || goal.player >= scenario.state.players.length) return 'bad';
  return { game: 'endeavor', id: view.puzzle.id, code: codeFromHash(hash), goal, state: scenario.state, names: namesOf(view.names) };
}

export default function ReviewPuzzles({ lang }: { lang: Lang }) {
  const say = (k: Key, v: Record<string, string | number> = {}) => fill(reviewText(lang, k), v, lang);
  const [ready, setReady] = useState(false);
  const [opened, setOpened] = useState<Opened | 'bad' | null>(null);
  const [list, setList] = useState<MyPuzzles | null>(null);
  const [notice, setNotice] = useState<ReturnType<typeof myPuzzlesNoticeKind>>(null);

  useEffect(() => {
    const follow = () => setOpened(readPuzzle(location.hash));
    follow();
    const mine = loadMyPuzzles(browserStorage());
    setList(mine.list);
    setNotice(myPuzzlesNoticeKind(mine.notices));
    setReady(true);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  const store = (next: MyPuzzles) => {
    const r = saveMyPuzzles(browserStorage(), next);
    if (r === 'saved') setList(next);
    else setNotice(r === 'blocked' ? 'blocked' : 'newer');
  };

  if (!ready) return null;
  const open = opened !== null && opened !== 'bad' ? opened : null;
  const inList = open !== null && (list?.puzzles.some((p) => p.id === open.id) ?? false);
  const noticeKey = notice === null ? null : notice === 'blocked' ? 'puzzle.blocked' : (`yours.${notice}` as Key);

  return (
    <div class="review-puzzles">
      {noticeKey && (
        <p class="card" role="status" data-testid="my-puzzles-notice">
          {say(noticeKey)}
        </p>
      )}
      {opened === 'bad' && (
        <p class="card" role="alert" data-testid="my-puzzles-bad">
          {say('yours.bad')}
        </p>
      )}
      {open && (
        <section
          aria-label={open.game === 'endeavor' ? endeavorGoalWords(open.goal, open.names, lang) : goalWords(open.goal, open.names, lang)}
          data-testid="my-puzzle"
          data-game={open.game}
          data-puzzle={open.id}
        >
          {open.game === 'endeavor' ? (
            <EndeavorPuzzleTrainer
              key={open.code}
              id={open.id}
              lang={lang}
              title={say('yours.question')}
              question={{ text: say('yours.question'), lang }}
              position={{ state: open.state, names: open.names }}
              goal={open.goal}
              hints={[]}
              explanation={{ text: say('yours.explanation'), lang }}
              nextUrl={null}
              rating={null}
              pool=""
            />
          ) : (
            <PuzzleTrainer
              key={open.code}
              id={open.id}
              lang={lang}
              title={say('yours.question')}
              question={{ text: say('yours.question'), lang }}
              position={open.position}
              goal={open.goal}
              explanation={{ text: say('yours.explanation'), lang }}
              nextUrl={null}
              rating={null}
              pool=""
              rulesUrl={`/${lang}/rules/`}
            />
          )}
          <p class="review-nav">
            {inList ? (
              <span role="status">{say('puzzle.saved')}</span>
            ) : (
              <button type="button" class="button secondary" onClick={() => list && store(addMyPuzzle(list, { game: open.game, id: open.id, code: open.code, added: utcDay(new Date()), move: null }))}>
                {say('puzzle.save')}
              </button>
            )}
          </p>
        </section>
      )}
      <section class="card" aria-labelledby="my-puzzles-title">
        <h2 id="my-puzzles-title">{say('puzzle.list')}</h2>
        <p class="muted">{say('yours.intro')}</p>
        {list === null || list.puzzles.length === 0 ? (
          <p data-testid="my-puzzles-empty">{say('yours.empty')}</p>
        ) : (
          <ol class="my-puzzles" data-testid="my-puzzles">
            {[...list.puzzles].reverse().map((p) => (
              <Entry lang={lang} p={p} say={say} onRemove={() => store(removeMyPuzzle(list, p.id))} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function Entry({ lang, p, say, onRemove }: { lang: Lang; p: MyPuzzle; say: (k: Key, v?: Record<string, string | number>) => string; onRemove: () => void }) {
  const seen = readPuzzle(`#${p.code}`);
  const names = seen !== null && seen !== 'bad' ? seen.names : [];
  const what = p.game === 'endeavor' ? endeavorGoalWords(goalOfEndeavorReviewPuzzle(p.id)!, names, lang) : goalWords(goalOfReviewPuzzle(p.id)!, names, lang);
  return (
    <li data-id={p.id} data-game={p.game}>
      <a href={`/${lang}/puzzles/yours/#${p.code}`}>{what}</a> <span class="muted">({p.move === null ? say('yours.shared', { day: p.added }) : say('yours.from', { n: p.move, day: p.added })})</span>{' '}
      <button type="button" class="button secondary" onClick={onRemove} aria-label={`${say('yours.remove')}: ${what}`}>
        {say('yours.remove')}
      </button>
    </li>
  );
}
