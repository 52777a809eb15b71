/** The colonist ship, the supply counts and the face-up plantations (with the quarries). */
import type { ByGood, Plantation } from '../../../engine/puerto-rico';
import { GOODS } from '../../../engine/puerto-rico/vocabulary';
import { GOOD_NAMES, TILE_NAMES } from './names';
import { Barrel, Colonist, TileShape, VpChip } from './pictures';
import { useRoving } from '../../board-screen/roving';
import { Target } from './Target';
import { plantMoves } from './targets';
import { tx } from './text';
import { isHighlighted, type InteractionProps } from './types';
import './board.css';

export interface ColonistShipProps extends InteractionProps {
  /** Colonists on the ship, e.g. state.colonistShip. */
  colonists: number;
}

export function ColonistShip({ colonists, highlight, lang = 'en' }: ColonistShipProps) {
  const shown = Math.min(colonists, 12);
  return (
    <section class="pr-colonist-ship" aria-label={tx(lang, 'colonistShip')}>
      <h3 class="pr-heading">{tx(lang, 'colonistShip')}</h3>
      <Target
        place="colonist-ship"
        moves={[]}
        label={`${tx(lang, 'colonistShip')}: ${tx(lang, 'count.colonists', { n: colonists })}`}
        lang={lang}
        class="pr-colship"
        highlighted={isHighlighted(highlight, 'colonist-ship')}
      >
        <svg class="pr-colship-svg" viewBox="0 0 120 40" aria-hidden="true" focusable="false">
          <path class="pr-hull" d="M2 18 H118 L108 38 H12 Z" />
          {Array.from({ length: shown }, (_, i) => (
            <circle class="pr-colonist" cx={12 + (i % 6) * 19} cy={i < 6 ? 11 : 3} r={6} />
          ))}
        </svg>
        <span class="pr-big-count">{colonists}</span>
      </Target>
    </section>
  );
}

export interface SupplyCountsProps extends InteractionProps {
  colonists: number;
  vpChips: number;
  quarries: number;
  /** Barrels left in the supply, by kind. */
  goods: ByGood<number>;
}

export function SupplyCounts({ colonists, vpChips, quarries, goods, lang = 'en' }: SupplyCountsProps) {
  const g = GOOD_NAMES[lang];
  return (
    <section class="pr-supply" aria-label={tx(lang, 'supply')}>
      <h3 class="pr-heading">{tx(lang, 'supply')}</h3>
      <ul class="pr-counts">
        <li>
          <Colonist />
          <span class="visually-hidden">{tx(lang, 'colonists')}:</span> {colonists}
        </li>
        <li>
          <VpChip />
          <span class="visually-hidden">{tx(lang, 'vpChips')}:</span> {vpChips}
        </li>
        <li>
          <svg class="pr-icon" viewBox="0 0 40 40" width={18} height={18} aria-hidden="true" focusable="false">
            <rect class="pr-tile pr-tile-quarry" x={2} y={2} width={36} height={36} rx={5} />
          </svg>
          <span class="visually-hidden">{tx(lang, 'quarries')}:</span> {quarries}
        </li>
        {GOODS.map((k) => (
          <li>
            <Barrel good={k} size={18} name={g[k]} />
            <span class="visually-hidden">{g[k]}:</span> {goods[k]}
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface PlantationRowProps extends InteractionProps {
  /** Face-up plantations, e.g. state.faceUp. */
  faceUp: readonly Plantation[];
  /** Quarries left in the supply. */
  quarries: number;
}

export function PlantationRow({ faceUp, quarries, legal = [], onMove, highlight, lang = 'en' }: PlantationRowProps) {
  const roving = useRoving<HTMLDivElement>();
  const quarry = plantMoves(legal, 'quarry');
  return (
    <section class="pr-plantations" aria-label={tx(lang, 'faceUp')}>
      <h3 class="pr-heading">{tx(lang, 'faceUp')}</h3>
      <div class="pr-tile-row" {...roving}>
        {faceUp.map((t, i) => {
          // The same kind twice: one move stands for both tiles, and either tile offers it.
          return (
            <Target
              place={`faceup:${i}`}
              moves={plantMoves(legal, t)}
              onMove={onMove}
              label={TILE_NAMES[lang][t]}
              lang={lang}
              class="pr-tile-part"
              highlighted={isHighlighted(highlight, `faceup:${i}`)}
            >
              <TileShape tile={t} occupied={false} name={TILE_NAMES[lang][t]} />
            </Target>
          );
        })}
        <Target
          place="quarries"
          moves={quarry}
          onMove={onMove}
          label={`${tx(lang, 'quarries')}: ${quarries}`}
          lang={lang}
          class="pr-tile-part pr-quarry-stack"
          highlighted={isHighlighted(highlight, 'quarries')}
        >
          <TileShape tile="quarry" occupied={false} name={TILE_NAMES[lang].quarry} />
          <span class="pr-tile-count">{quarries}</span>
        </Target>
      </div>
    </section>
  );
}
