/** One player's board: island (12 spaces), city (12 spaces, large buildings take two), San Juan,
 * doubloons, VP chips and goods. */
import { BUILDING } from '../../../engine/puerto-rico/buildings';
import { GOODS } from '../../../engine/puerto-rico/vocabulary';
import { kindClass } from './BuildingSupply';
import { citySpaceLabel, islandSpaceLabel } from './describe';
import { buildingName, GOOD_NAMES, TILE_NAMES } from './names';
import { Barrel, Circles, Colonist, Crown, Doubloon, TileShape, VpChip } from './pictures';
import { useRoving } from '../../board-screen/roving';
import { Target } from './Target';
import { colonistMoves, goodMoves } from './targets';
import { tx } from './text';
import { isHighlighted, type BoardPlayer, type InteractionProps } from './types';
import './board.css';

export interface PlayerBoardProps extends InteractionProps {
  /** The player, e.g. state.players[seat] (or a playerView's, where vp is null when secret). */
  player: BoardPlayer;
  /** Seat number, 0-based (used in place names: 'p0:goods:corn'). */
  seat: number;
  /** Display name, e.g. 'Anna'; default "Player N". */
  name?: string | undefined;
  /** This player holds the governor card. */
  governor?: boolean | undefined;
  /** This player is to act (legal moves apply to this board). */
  active?: boolean | undefined;
  /** Show the VP chips (false shows "?": VP chips are secret to the others). Default true. */
  showVp?: boolean | undefined;
  /**
   * A player who is not acting: the name, money and goods as one line that opens to the island
   * and the city, so the table's decision stays on one screen. `'open'` starts it open (a lesson
   * points at something on this board).
   */
  compact?: boolean | 'open' | undefined;
}

const ISLAND_SPACES = 12;
const CITY_SPACES = 12;

export function PlayerBoard({ player: p, seat, name, governor = false, active = false, showVp = true, compact = false, legal = [], onMove, highlight, lang = 'en' }: PlayerBoardProps) {
  const goodsKeys = useRoving<HTMLDivElement>();
  const islandKeys = useRoving<HTMLDivElement>();
  const cityKeys = useRoving<HTMLDivElement>();
  const who = name ?? tx(lang, 'player', { n: seat + 1 });
  const pre = `p${seat}` as const;
  const used = p.city.reduce((n, c) => n + BUILDING[c.building].size, 0);
  const g = GOOD_NAMES[lang];
  const head = (
    <>
      <header class="pr-player-head">
        <h3 class="pr-player-name">
          {governor && (
            <span class="pr-governor" title={tx(lang, 'governor')}>
              <Crown />
              <span class="visually-hidden">{tx(lang, 'governor')}: </span>
            </span>
          )}
          {who}
          {active && <span class="pr-to-act">{tx(lang, 'you')}</span>}
        </h3>
        <ul class="pr-counts pr-player-counts">
          <li class={isHighlighted(highlight, `${pre}:doubloons`) ? 'pr-highlight' : undefined} data-place={`${pre}:doubloons`}>
            <Doubloon />
            <span class="visually-hidden">{tx(lang, 'doubloons')}:</span> {p.doubloons}
          </li>
          <li class={isHighlighted(highlight, `${pre}:vp`) ? 'pr-highlight' : undefined} data-place={`${pre}:vp`}>
            <VpChip />
            <span class="visually-hidden">{tx(lang, 'vp')}:</span> {showVp && p.vp !== null ? p.vp : '?'}
          </li>
          <li class={isHighlighted(highlight, `${pre}:san-juan`) ? 'pr-highlight' : undefined} data-place={`${pre}:san-juan`}>
            <Colonist />
            <span class="pr-small">{tx(lang, 'sanJuan')}</span>
            <span class="visually-hidden">:</span> {p.sanJuan}
          </li>
        </ul>
      </header>
      <div class="pr-goods" role="group" aria-label={tx(lang, 'goods')} {...goodsKeys}>
        {GOODS.map((k) => (
          <Target
            place={`${pre}:goods:${k}`}
            moves={active ? goodMoves(legal, k) : []}
            onMove={onMove}
            label={`${p.goods[k]} ${g[k]}`}
            lang={lang}
            class={`pr-good-part${p.goods[k] === 0 ? ' pr-none' : ''}`}
            highlighted={isHighlighted(highlight, `${pre}:goods:${k}`)}
          >
            <Barrel good={k} size={22} name={g[k]} />
            <span class="pr-good-count">{p.goods[k]}</span>
          </Target>
        ))}
      </div>
    </>
  );
  const body = (
    <div class="pr-board-halves">
      <div>
        <p class="pr-half-title" aria-hidden="true">
          {tx(lang, 'island')}
        </p>
        <div class="pr-island" role="group" aria-label={tx(lang, 'island')} {...islandKeys}>
          {Array.from({ length: ISLAND_SPACES }, (_, i) => {
            const space = p.island[i];
            const moves = active && space && space.tile !== 'forest' && space.colonists === 0 ? colonistMoves(legal, space.tile) : [];
            return (
              <Target
                place={`${pre}:island:${i}`}
                moves={moves}
                onMove={onMove}
                label={islandSpaceLabel(space, lang)}
                lang={lang}
                class="pr-tile-part"
                highlighted={isHighlighted(highlight, `${pre}:island:${i}`)}
              >
                <TileShape tile={space?.tile ?? null} occupied={(space?.colonists ?? 0) > 0} name={space ? TILE_NAMES[lang][space.tile] : undefined} />
              </Target>
            );
          })}
        </div>
      </div>
      <div>
        <p class="pr-half-title" aria-hidden="true">
          {tx(lang, 'city')}
        </p>
        <div class="pr-city" role="group" aria-label={tx(lang, 'city')} {...cityKeys}>
          {p.city.map((c) => {
            const d = BUILDING[c.building];
            const moves = active && c.colonists < d.circles ? colonistMoves(legal, c.building) : [];
            return (
              <Target
                place={`${pre}:city:${c.building}`}
                moves={moves}
                onMove={onMove}
                label={citySpaceLabel(c, lang)}
                lang={lang}
                class={`pr-building ${kindClass(c.building)}${d.size === 2 ? ' pr-large' : ''}`}
                highlighted={isHighlighted(highlight, `${pre}:city:${c.building}`)}
              >
                <span class="pr-building-name">{buildingName(c.building, lang, true)}</span>
                <span class="pr-building-meta">
                  <span class="pr-count">
                    <Doubloon size={13} />
                    {d.cost}
                  </span>
                  <span class="pr-count">
                    <VpChip size={13} />
                    {d.vp}
                  </span>
                </span>
                <Circles filled={c.colonists} total={d.circles} size={13} />
              </Target>
            );
          })}
          {Array.from({ length: Math.max(0, CITY_SPACES - used) }, () => (
            <div class="pr-building pr-empty-space" aria-hidden="true" />
          ))}
        </div>
      </div>
    </div>
  );
  if (compact)
    return (
      <details class="pr-other" open={compact === 'open'} data-place={`${pre}:compact`}>
        <summary class="pr-other-line">{head}</summary>
        <div class="pr-player">{body}</div>
      </details>
    );
  return (
    <section class={`pr-player${active ? ' pr-player-active' : ''}${isHighlighted(highlight, pre) ? ' pr-highlight' : ''}`} aria-label={who} data-place={pre}>
      {head}
      {body}
    </section>
  );
}
