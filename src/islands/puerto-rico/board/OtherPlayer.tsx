/**
 * A player who is not acting, compact: one line with the name, doubloons, VP, goods and how full
 * the island and the city are, which opens to the whole board. The table's decision stays on one
 * screen; nothing is hidden from anyone who wants to look.
 */
import { BUILDING, GOODS } from '../../../engine/puerto-rico';
import { GOOD_NAMES } from './names';
import { Barrel, Crown, Doubloon, VpChip } from './pictures';
import { PlayerBoard, type PlayerBoardProps } from './PlayerBoard';
import { tx } from './text';

export interface OtherPlayerProps extends PlayerBoardProps {
  /** Start open (a lesson points at something on this board). */
  open?: boolean | undefined;
}

export function OtherPlayer(props: OtherPlayerProps) {
  const { player: p, seat, name, governor = false, showVp = true, lang = 'en', open = false } = props;
  const who = name ?? tx(lang, 'player', { n: seat + 1 });
  const g = GOOD_NAMES[lang];
  const city = p.city.reduce((n, c) => n + BUILDING[c.building].size, 0);
  return (
    <details class="pr-other" open={open} data-place={`p${seat}:compact`}>
      <summary class="pr-other-line">
        <span class="pr-other-name">
          {governor && (
            <span class="pr-governor" title={tx(lang, 'governor')}>
              <Crown size={16} />
              <span class="visually-hidden">{tx(lang, 'governor')}: </span>
            </span>
          )}
          {who}
        </span>
        <span class="pr-count">
          <Doubloon size={15} />
          <span class="visually-hidden">{tx(lang, 'doubloons')}:</span> {p.doubloons}
        </span>
        <span class="pr-count">
          <VpChip size={15} />
          <span class="visually-hidden">{tx(lang, 'vp')}:</span> {showVp && p.vp !== null ? p.vp : '?'}
        </span>
        {GOODS.filter((k) => p.goods[k] > 0).map((k) => (
          <span class="pr-count">
            <Barrel good={k} size={15} name={g[k]} /> {p.goods[k]}
          </span>
        ))}
        <span class="pr-small">
          {tx(lang, 'island')} {p.island.length}/12 · {tx(lang, 'city')} {city}/12
        </span>
      </summary>
      <PlayerBoard {...props} />
    </details>
  );
}
