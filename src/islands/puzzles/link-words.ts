/** Why a shared puzzle link could not be used, in the page language, for either game's links. */
import type { Lang } from '../../content/schemas';
import type { shareText as ShareTextTable } from '../../i18n/strings/share';
import type { EndeavorShareError } from '../../puzzles/endeavor/share';
import type { ShareError } from '../../puzzles/puerto-rico/share';
import { pt } from './words';
import { wordsOf } from '../../i18n/words';
import { scenarioPath } from '../../notation/url';

const shareText = wordsOf<typeof ShareTextTable>('share');

export function shareErrorWords(e: ShareError | EndeavorShareError, lang: Lang): string {
  switch (e.code) {
    case 'share/notation':
      return shareText(lang, e.error.code);
    case 'share/other-game':
      return pt(lang, e.game === 'endeavor' ? 'share.otherGameEndeavor' : 'share.otherGame');
    case 'share/shape':
      return pt(lang, 'share.notPuzzle');
    case 'share/other-puzzle':
      return pt(lang, 'share.otherPuzzle', { id: e.id });
    case 'share/changed':
      return pt(lang, 'share.changed');
    case 'share/version':
      return pt(lang, 'share.version');
    case 'share/encoding':
    case 'share/too-long':
      return pt(lang, 'share.encoding');
  }
}

/** Where a shared link that is not for this page opens instead (a link of the other game), or null. */
export function elsewhereOf(e: ShareError | EndeavorShareError, lang: Lang): string | null {
  return e.code === 'share/other-game' ? scenarioPath(lang, e.page, e.link) : null;
}
