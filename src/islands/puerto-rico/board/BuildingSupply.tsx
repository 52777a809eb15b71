/** The bank board: buildings left, in the four quarry columns by cost, with the copies left. */
import { BUILDING } from '../../../engine/puerto-rico/buildings';
import type { BuildingId, ByBuilding } from '../../../engine/puerto-rico';
import { BUILDINGS } from '../../../engine/puerto-rico/vocabulary';
import { buildingName, buildingWords } from './names';
import { Barrel, Circles, Doubloon, VpChip } from './pictures';
import { useRoving } from '../../board-screen/roving';
import { Target } from './Target';
import { buildMoves } from './targets';
import { tx } from './text';
import { isHighlighted, type InteractionProps } from './types';
import './board.css';

export interface BuildingSupplyProps extends InteractionProps {
  /** Copies left per building, e.g. state.buildings. */
  buildings: ByBuilding<number>;
  /**
   * Which buildings the board has a place for (those in this game, even when sold out), e.g.
   * startingBuildings(state.options) > 0. Default: every building with a copy left.
   */
  inGame?: ((b: BuildingId) => boolean) | undefined;
}

/** The colour class of a building: production buildings in their good's colour, the rest violet. */
export const kindClass = (b: BuildingId): string => {
  const d = BUILDING[b];
  return d.produces ? `pr-kind-${d.produces}` : 'pr-kind-violet';
};

export function BuildingSupply({ buildings, inGame, legal = [], onMove, highlight, lang = 'en' }: BuildingSupplyProps) {
  const roving = useRoving<HTMLDivElement>();
  const shown = BUILDINGS.filter((b) => (inGame ? inGame(b) : buildings[b] > 0));
  const columns = ([1, 2, 3, 4] as const).map((col) =>
    shown.filter((b) => BUILDING[b].column === col).sort((a, b) => BUILDING[a].cost - BUILDING[b].cost || (BUILDING[a].kind === 'production' ? -1 : 1)),
  );
  return (
    <section class="pr-bank" aria-label={tx(lang, 'buildings')}>
      <h3 class="pr-heading">{tx(lang, 'buildings')}</h3>
      {/* On a desktop each quarry column is a row of six tiles; New Buildings' longer columns (up to nine) flow on instead, so the supply stays five rows high. */}
      <div class="pr-bank-grid" data-flow={columns.some((list) => list.length > 6) ? '' : undefined} {...roving}>
        {columns.map((list, c) => (
          <div class="pr-bank-col" data-column={c + 1}>
            {list.map((b) => {
              const d = BUILDING[b];
              const left = buildings[b];
              const label = `${buildingWords(b, lang)}: ${tx(lang, 'cost', { n: d.cost })}, ${d.vp} ${tx(lang, 'vp')}, ${tx(lang, 'left', { n: left })}`;
              return (
                <Target
                  place={`supply:building:${b}`}
                  moves={buildMoves(legal, b)}
                  onMove={onMove}
                  label={label}
                  lang={lang}
                  class={`pr-building pr-bank-building ${kindClass(b)}${d.size === 2 ? ' pr-large' : ''}${left === 0 ? ' pr-sold-out' : ''}`}
                  highlighted={isHighlighted(highlight, `supply:building:${b}`)}
                  tip={label}
                >
                  <span class="pr-building-top">
                    {/* The good a production building makes, by its mark: the kind is not told by the colour alone. */}
                    {d.produces && <Barrel good={d.produces} size={13} />}
                    <span class="pr-building-name pr-name-full">{buildingName(b, lang)}</span>
                    <span class="pr-building-name pr-name-short" aria-hidden="true">
                      {buildingName(b, lang, true)}
                    </span>
                    <span class="pr-left">×{left}</span>
                  </span>
                  <span class="pr-building-meta">
                    <span class="pr-count">
                      <Doubloon size={14} />
                      {d.cost}
                    </span>
                    <span class="pr-count">
                      <VpChip size={14} />
                      {d.vp}
                    </span>
                    <Circles filled={0} total={d.circles} size={11} />
                  </span>
                </Target>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
