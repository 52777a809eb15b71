/**
 * A rule's board example (../content/rule-example.ts) drawn with the board's own components, with no
 * moves offered: a static picture. The rules pages fetch these as markup when a learner opens an
 * example (src/pages/[lang]/rules/examples/[game].json.ts), so the pages stay light.
 */
import { renderToString } from 'preact-render-to-string';
import type { Lang } from '../content/schemas';
import type { RuleExample } from '../content/rule-example';
import EndeavorBoard from '../islands/endeavor/EndeavorBoard';
import { lessonSeatNames } from '../islands/endeavor/words';
import { CargoShips } from '../islands/puerto-rico/board/CargoShips';
import { PlayerBoard } from '../islands/puerto-rico/board/PlayerBoard';
import { RoleCards } from '../islands/puerto-rico/board/RoleCards';
import { TradingHouse } from '../islands/puerto-rico/board/TradingHouse';

export function RuleExampleBoard({ ex, lang }: { ex: RuleExample; lang: Lang }) {
  if (ex.game === 'endeavor') {
    return <EndeavorBoard game={ex.state} seatNames={lessonSeatNames(lang, ex.state.players.length, ex.seat)} you={ex.seat} only={ex.part} lang={lang} />;
  }
  const { state, highlight, names, seat } = ex;
  if (ex.part === 'ships') return <CargoShips ships={state.ships} highlight={highlight} lang={lang} />;
  if (ex.part === 'trading-house') return <TradingHouse goods={state.tradingHouse} highlight={highlight} lang={lang} />;
  if (ex.part === 'roles') return <RoleCards roles={state.roles} names={names} highlight={highlight} lang={lang} />;
  const player = state.players[seat];
  return player ? <PlayerBoard player={player} seat={seat} name={names[seat]} highlight={highlight} lang={lang} /> : null;
}

/** The example's markup, as the server renders the islands. */
export const ruleExampleHtml = (ex: RuleExample, lang: Lang): string => renderToString(<RuleExampleBoard ex={ex} lang={lang} />);
