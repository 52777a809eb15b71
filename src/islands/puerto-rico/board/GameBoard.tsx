/**
 * The whole table: roles, ships, trading house, colonist ship, supply, face-up plantations, the
 * building bank and every player's board, laid out for a phone (one column) and a desktop.
 * The host computes `legal` with the engine and applies what `onMove` hands back; the board keeps
 * only the words of the move played last, for screen readers (one polite announcement per move).
 */
import { useState } from 'preact/hooks';
import type { BuildingId, Move } from '../../../engine/puerto-rico';
import { GOODS } from '../../../engine/puerto-rico/vocabulary';
import { GOOD_NAMES, type BoardLang } from './names';
import { Barrel } from './pictures';
import { BuildingSupply } from './BuildingSupply';
import { CargoShips } from './CargoShips';
import { positionSummary } from './describe';
import { PlayerBoard } from './PlayerBoard';
import { useRoving } from '../../board-screen/roving';
import { RoleCards } from './RoleCards';
import { ColonistShip, PlantationRow, SupplyCounts } from './Supply';
import { MoveWords, Target } from './Target';
import { otherMoves } from './targets';
import { TradingHouse } from './TradingHouse';
import { moveLabel, phaseLabel, tx } from './text';
import { isHighlighted, type BoardPlace, type BoardState, type InteractionProps } from './types';
import './board.css';

export interface GameBoardProps extends InteractionProps {
  /** The position: a GameState, or a player's view of it (engine playerView: others' VP shown as "?"). */
  state: BoardState;
  /** Seat names, e.g. ['Anna', 'Róbert', 'Krisztina', 'Dávid']; default "Player 1", ... */
  names?: readonly string[] | undefined;
  /** Whose VP chips are visible: 'all' (default; puzzles, lessons) or the viewing seat's only. */
  vpVisibleTo?: 'all' | number | undefined;
  /** Which buildings the bank board shows (in this game, even when sold out); default: those left. */
  inGame?: ((b: BuildingId) => boolean) | undefined;
  /** Why the last move was refused, in words; shown near the board as an alert. */
  lastRefusal?: string | null | undefined;
  /** Accessible name of the board, e.g. the puzzle title. */
  label?: string | undefined;
  /**
   * True when the page around the board already says the round and who is to act (the play
   * page's status bar): the board then leaves its own status line out, so a screen has one.
   */
  statusShownByHost?: boolean | undefined;
  /**
   * Seats whose boards are always drawn in full, besides the one to act (the play page: the
   * people at the table). The others are one line each, open on request.
   */
  fullSeats?: readonly number[] | undefined;
}

export function GameBoard({
  state: s,
  names = [],
  vpVisibleTo = 'all',
  inGame,
  lastRefusal,
  label,
  statusShownByHost = false,
  fullSeats = [],
  legal = [],
  onMove,
  highlight,
  lang = 'en',
}: GameBoardProps) {
  const otherKeys = useRoving<HTMLDivElement>();
  const [said, setSaid] = useState('');
  const capacities = s.ships.map((x) => x.capacity);
  const words = (m: Move, l: BoardLang) => moveLabel(m, l, capacities);
  // Every move played on the board, said once in words (the host's feedback says whether it was right).
  const play =
    onMove &&
    ((m: Move) => {
      setSaid(tx(lang, 'played', { move: words(m, lang) }));
      onMove(m);
    });
  const shared = { legal, onMove: play, highlight, lang };
  const vpVisible = (seat: number) => vpVisibleTo === 'all' || vpVisibleTo === seat;
  const others = otherMoves(legal);
  const keeps = others.filter((m) => m.type === 'keep');
  const who = (seat: number) => names[seat] ?? tx(lang, 'player', { n: seat + 1 });
  const summary = positionSummary(s, names, lang, vpVisible);
  const boards = s.players.map((p, i) => {
    const props = { player: p, seat: i, name: names[i], governor: s.governor === i, active: s.toAct === i, showVp: vpVisible(i), ...shared, legal: s.toAct === i ? legal : [] };
    // The acting player's board in full, and at the end (scoring) everyone's; a board the lesson points at opens.
    const full = s.toAct === i || s.phase === 'over' || fullSeats.includes(i);
    return { full, node: <PlayerBoard {...props} compact={!full && (pointsAt(highlight, i) ? 'open' : true)} /> };
  });
  return (
    <MoveWords.Provider value={words}>
      <div class="pr-board" aria-label={label ?? tx(lang, 'board')} role="region">
        {(!statusShownByHost || (others.length > 0 && play)) && (
          <div class="pr-status" data-pin>
            {!statusShownByHost && (
              <p class="pr-status-line" data-testid="board-status">
                {tx(lang, 'round', { n: s.round })} · {/* At the end there is no phase and nobody to act: just say so. */}
                {s.phase === 'over' ? (
                  tx(lang, 'gameOver')
                ) : (
                  <>
                    {tx(lang, 'phase')}: {phaseLabel(s.phase, lang)}
                  </>
                )}
                {s.phase !== 'over' && s.toAct >= 0 && <> · {tx(lang, 'toAct', { name: who(s.toAct) })}</>}
              </p>
            )}
            {others.length > 0 && play && (
              <div class="pr-other-moves" role="group" aria-label={tx(lang, 'otherMoves')} {...otherKeys}>
                {others
                  .filter((m) => m.type !== 'keep')
                  .map((m) => (
                    <Target
                      place={`move:${m.type}`}
                      moves={[m]}
                      onMove={play}
                      label={tx(lang, 'otherMoves')}
                      lang={lang}
                      class="pr-chip-button"
                      highlighted={isHighlighted(highlight, `move:${m.type}` as BoardPlace)}
                    >
                      {words(m, lang)}
                    </Target>
                  ))}
                {/* What to keep after shipping can be many combinations: one button, one menu. */}
                {keeps.length > 0 && (
                  <Target place="move:keep" moves={keeps} onMove={play} label={tx(lang, 'keep')} lang={lang} class="pr-chip-button" highlighted={isHighlighted(highlight, 'move:keep')}>
                    {tx(lang, 'keep')}
                  </Target>
                )}
              </div>
            )}
          </div>
        )}
        <p class="visually-hidden" aria-live="polite" data-said>
          {said}
        </p>
        <div class="pr-refusal" role="alert">
          {lastRefusal ? <p>{lastRefusal}</p> : null}
        </div>
        {/* The key to the pictures: each good by its mark and colour, with its name. */}
        <ul class="pr-legend" aria-label={tx(lang, 'legend')} data-legend>
          {GOODS.map((k) => (
            <li>
              <Barrel good={k} size={20} name={GOOD_NAMES[lang][k]} />
              {GOOD_NAMES[lang][k]}
            </li>
          ))}
        </ul>
        <RoleCards roles={s.roles} names={names} {...shared} />
        {/* The acting player's board first, next to the shared areas the move goes to; the others after the table, one line each. */}
        <div class="pr-players pr-players-full">{boards.filter((b) => b.full).map((b) => b.node)}</div>
        <div class="pr-table">
          <div class="pr-common">
            <CargoShips ships={s.ships} {...shared} />
            <div class="pr-row">
              <TradingHouse goods={s.tradingHouse} {...shared} />
              <ColonistShip colonists={s.colonistShip} {...shared} />
            </div>
            <PlantationRow faceUp={s.faceUp} quarries={s.quarries} {...shared} />
            <SupplyCounts colonists={s.colonists} vpChips={s.vpChips} quarries={s.quarries} goods={s.goods} {...shared} />
          </div>
          <BuildingSupply buildings={s.buildings} inGame={inGame} {...shared} />
        </div>
        <div class="pr-players pr-players-others">{boards.filter((b) => !b.full).map((b) => b.node)}</div>
        <section class="visually-hidden" aria-label={tx(lang, 'summary')} data-summary>
          <h2>{tx(lang, 'summary')}</h2>
          <ul>
            {summary.map((line) => (
              <li>{line}</li>
            ))}
          </ul>
        </section>
      </div>
    </MoveWords.Provider>
  );
}

/** Whether a highlight names something on seat's board ('p2', 'p2:goods:corn'). */
function pointsAt(highlight: GameBoardProps['highlight'], seat: number): boolean {
  const names: Iterable<string> = highlight ?? [];
  return [...names].some((h) => h === `p${seat}` || h.startsWith(`p${seat}:`));
}
