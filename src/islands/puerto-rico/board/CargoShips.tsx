/** The cargo ships (and the Wharf / Small Wharf when a legal move offers them). */
import type { CargoShip } from '../../../engine/puerto-rico';
import { shipLabel } from './describe';
import { BarrelShape } from './pictures';
import { GOOD_NAMES } from './names';
import { useRoving } from '../../board-screen/roving';
import { Target } from './Target';
import { shipMoves, wharfMoves } from './targets';
import { tx } from './text';
import { isHighlighted, type InteractionProps } from './types';
import './board.css';

export interface CargoShipsProps extends InteractionProps {
  /** The ships, smallest first, e.g. state.ships. */
  ships: readonly CargoShip[];
}

const SLOT = 20;

/** One ship drawn to scale: a hull with one slot per barrel it can carry. */
export function ShipPicture({ ship, name }: { ship: CargoShip; name?: string }) {
  const w = ship.capacity * SLOT + 16;
  return (
    <svg class="pr-ship-svg" viewBox={`0 0 ${w} 46`} aria-hidden="true" focusable="false" style={{ maxWidth: `${Math.round(w * 1.6)}px` }}>
      <path class="pr-hull" d={`M2 25 H${w - 2} L${w - 12} 44 H12 Z`} />
      {Array.from({ length: ship.capacity }, (_, i) => (
        <BarrelShape good={i < ship.count ? ship.good : null} x={8 + i * SLOT} y={2} w={SLOT} h={23} name={name} />
      ))}
    </svg>
  );
}

export function CargoShips({ ships, legal = [], onMove, highlight, lang = 'en' }: CargoShipsProps) {
  const roving = useRoving<HTMLDivElement>();
  const wharf = wharfMoves(legal, false);
  const small = wharfMoves(legal, true);
  return (
    <section class="pr-ships" aria-label={tx(lang, 'ships')}>
      <h3 class="pr-heading">{tx(lang, 'ships')}</h3>
      <div class="pr-ship-list" {...roving}>
        {ships.map((ship, i) => (
          <Target place={`ship:${i}`} moves={shipMoves(legal, i)} onMove={onMove} label={shipLabel(ship, lang)} lang={lang} class="pr-ship" highlighted={isHighlighted(highlight, `ship:${i}`)}>
            <span class="pr-ship-name" aria-hidden="true">
              {ship.capacity}
            </span>
            <ShipPicture ship={ship} name={ship.good ? GOOD_NAMES[lang][ship.good] : undefined} />
          </Target>
        ))}
        {wharf.length > 0 && (
          <Target place="wharf" moves={wharf} onMove={onMove} label={tx(lang, 'wharf')} lang={lang} class="pr-ship pr-wharf" highlighted={isHighlighted(highlight, 'wharf')}>
            <span class="pr-ship-name">{tx(lang, 'wharf')}</span>
          </Target>
        )}
        {small.length > 0 && (
          <Target place="small-wharf" moves={small} onMove={onMove} label={tx(lang, 'smallWharf')} lang={lang} class="pr-ship pr-wharf" highlighted={isHighlighted(highlight, 'small-wharf')}>
            <span class="pr-ship-name">{tx(lang, 'smallWharf')}</span>
          </Target>
        )}
      </div>
    </section>
  );
}
