/** The role cards: doubloons lying on each and who took it this round. */
import type { RoleCard } from '../../../engine/puerto-rico';
import { ROLE_NAMES, roleCardName } from './names';
import { Doubloon } from './pictures';
import { useRoving } from '../../board-screen/roving';
import { Target } from './Target';
import { roleMoves } from './targets';
import { tx } from './text';
import { isHighlighted, type InteractionProps } from './types';
import './board.css';

export interface RoleCardsProps extends InteractionProps {
  /** state.roles */
  roles: readonly RoleCard[];
  /** Seat names, e.g. ['Anna', 'Róbert']; default "Player 1", ... */
  names?: readonly string[] | undefined;
}

export function RoleCards({ roles, names = [], legal = [], onMove, highlight, lang = 'en' }: RoleCardsProps) {
  const roving = useRoving<HTMLDivElement>();
  const who = (seat: number) => names[seat] ?? tx(lang, 'player', { n: seat + 1 });
  return (
    <section class="pr-roles" aria-label={tx(lang, 'roles')}>
      <h3 class="pr-heading">{tx(lang, 'roles')}</h3>
      <div class="pr-role-list" {...roving}>
        {roles.map((r) => {
          const name = ROLE_NAMES[lang][r.role];
          const taken = r.takenBy >= 0 ? tx(lang, 'takenBy', { name: who(r.takenBy) }) : '';
          const label = `${name}${r.doubloons ? `, ${r.doubloons} ${tx(lang, 'doubloons').toLowerCase()}` : ''}${taken ? `, ${taken}` : ''}`;
          // Two Prospector cards share one move: each untaken one offers it.
          return (
            <Target
              place={`role:${r.role}`}
              moves={r.takenBy < 0 ? roleMoves(legal, r.role) : []}
              onMove={onMove}
              label={label}
              lang={lang}
              class={`pr-role pr-role-${r.role}${r.takenBy >= 0 ? ' pr-taken' : ''}`}
              highlighted={isHighlighted(highlight, `role:${r.role}`)}
            >
              <span class="pr-role-name">{roleCardName(r.role, lang)}</span>
              <span class="pr-role-meta">
                {r.doubloons > 0 && (
                  <span class={r.doubloons > 9 ? 'pr-count pr-count-wide' : 'pr-count'}>
                    <Doubloon size={16} />
                    {r.doubloons}
                  </span>
                )}
                {r.takenBy >= 0 && (
                  <span class="pr-taken-by" title={who(r.takenBy)}>
                    <span class="pr-taken-full">{who(r.takenBy)}</span>
                    <span class="pr-taken-short" aria-hidden="true">
                      {takerMark(who(r.takenBy))}
                    </span>
                  </span>
                )}
              </span>
            </Target>
          );
        })}
      </div>
    </section>
  );
}

/**
 * Who took a role, in one or two characters, for a role card too narrow for the name (a wide board
 * keeps each card on one line): a seat's number when the name has one ("Player 4", "4. játékos"),
 * else its first letter ("Anna"). The whole name stays in the card's label and its tooltip.
 */
export function takerMark(name: string): string {
  return /\d+/.exec(name)?.[0] ?? [...name.trim()][0]?.toUpperCase() ?? '';
}
