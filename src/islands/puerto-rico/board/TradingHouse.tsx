/** The trading house: four spaces and the goods sold into them this round. */
import type { Good } from '../../../engine/puerto-rico';
import { tradingHouseLabel } from './describe';
import { BarrelShape } from './pictures';
import { GOOD_NAMES } from './names';
import { Target } from './Target';
import { sellMoves } from './targets';
import { tx } from './text';
import { isHighlighted, type InteractionProps } from './types';
import './board.css';

export interface TradingHouseProps extends InteractionProps {
  /** Goods in the house, in order of sale, e.g. ['corn', 'coffee']. */
  goods: readonly Good[];
}

export function TradingHouse({ goods, legal = [], onMove, highlight, lang = 'en' }: TradingHouseProps) {
  const post = sellMoves(legal, true);
  return (
    <section class="pr-house" aria-label={tx(lang, 'tradingHouse')}>
      <h3 class="pr-heading">{tx(lang, 'tradingHouse')}</h3>
      <Target
        place="trading-house"
        moves={sellMoves(legal)}
        onMove={onMove}
        label={tradingHouseLabel(goods, lang)}
        lang={lang}
        class="pr-house-box"
        highlighted={isHighlighted(highlight, 'trading-house')}
      >
        <svg class="pr-house-svg" viewBox="0 0 108 36" aria-hidden="true" focusable="false">
          <rect class="pr-house-frame" x={1} y={1} width={106} height={34} rx={5} />
          {[0, 1, 2, 3].map((i) => (
            <BarrelShape good={goods[i] ?? null} x={6 + i * 25} y={5} w={22} h={26} name={goods[i] ? GOOD_NAMES[lang][goods[i]] : undefined} />
          ))}
        </svg>
      </Target>
      {post.length > 0 && (
        <Target place="trading-post" moves={post} onMove={onMove} label={tx(lang, 'tradingPost')} lang={lang} class="pr-chip-button" highlighted={isHighlighted(highlight, 'trading-post')}>
          {tx(lang, 'tradingPost')}
        </Target>
      )}
    </section>
  );
}
