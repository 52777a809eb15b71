/** A friend's challenge result beside the learner's, for either game. */
import type { Lang } from '../../content/schemas';
import type { ChallengeResult } from '../../puzzles/puzzle-link';
import { pt } from './words';

export interface ChallengeTableProps {
  lang: Lang;
  friend: ChallengeResult<unknown>;
  mine: ChallengeResult<unknown>;
  /** The learner's run is over, so there is something to compare. */
  finished: boolean;
  valueText: (v: number) => string;
}

export function ChallengeTable({ lang, friend, mine, finished, valueText }: ChallengeTableProps) {
  const solved = (r: ChallengeResult<unknown>) => pt(lang, r.solved ? 'challenge.solved' : 'challenge.notSolved');
  return (
    <section class="pz-challenge card" aria-labelledby="pz-challenge-title">
      <h2 id="pz-challenge-title">{pt(lang, 'challenge.title')}</h2>
      <table>
        <thead>
          <tr>
            <td></td>
            <th scope="col">{pt(lang, 'challenge.friend')}</th>
            <th scope="col">{pt(lang, 'challenge.you')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{pt(lang, 'challenge.result')}</th>
            <td>{solved(friend)}</td>
            <td>{finished ? solved(mine) : pt(lang, 'challenge.waiting')}</td>
          </tr>
          <tr>
            <th scope="row">{pt(lang, 'challenge.firstTry')}</th>
            <td>{pt(lang, friend.clean ? 'yes' : 'no')}</td>
            <td>{finished ? pt(lang, mine.clean ? 'yes' : 'no') : '…'}</td>
          </tr>
          <tr>
            <th scope="row">{pt(lang, 'challenge.hints')}</th>
            <td>{friend.hints}</td>
            <td>{finished ? mine.hints : '…'}</td>
          </tr>
          <tr>
            <th scope="row">{pt(lang, 'challenge.value')}</th>
            <td>{friend.value === null ? '—' : valueText(friend.value)}</td>
            <td>{finished && mine.value !== null ? valueText(mine.value) : '—'}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
