/**
 * The Endeavor board as SVG plus HTML panels: the world map (ship tracks, cities, connections,
 * decks, governors), the building stock and each player's board. Only parts that a legal move
 * (passed in as `legal`, from the engine) points at are clickable; a click that could mean
 * several moves opens a small menu. Everything else is a labelled picture.
 */
import type { SVGAttributes, TargetedKeyboardEvent } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  BUILDINGS,
  BUILDING_DATA,
  CITY_DATA,
  CONNECTION_DATA,
  DECKS,
  PRACTICE_COMPONENTS,
  REGION_DATA,
  SHIPPING_REGIONS,
  TRACKS,
  levelOf,
  type GameState,
  type Move,
  type StockBuilding,
} from '../../engine/endeavor';
import { BIG_CITY_R, CITY_R, DECK_H, DECK_W, GOV_W, MAP_HEIGHT, MAP_WIDTH, REGION_PANELS, SPACE_R, TOKEN_R, deckPos } from './map-layout';
import { movesByTarget, type TargetKey } from './targets';
import { TOKEN_WORDS, buildingName, cardOf, cardWords, cityName, deckName, iconWords, moveWords } from './words';
import './endeavor.css';

export interface EndeavorBoardProps {
  game: GameState;
  /** Display names of the seats, e.g. "You", "Random bot 2". */
  seatNames: readonly string[];
  /** Legal moves of the seat to act (from the engine); empty or absent = nothing clickable. */
  legal?: readonly Move[];
  onMove?: (move: Move) => void;
  /**
   * Moves offered even though they may be illegal, so the engine can explain a refusal
   * (e.g. a stock building above your Industry level). Only used for stock buildings.
   */
  tryBuild?: boolean;
}

const cityById = new Map(CITY_DATA.map((c) => [c.id, c]));
const seatFill = (seat: number | null): string => (seat === null ? 'var(--surface)' : `var(--e-seat${seat})`);

interface Menu {
  title: string;
  moves: Move[];
}

export default function EndeavorBoard({ game, seatNames, legal = [], onMove, tryBuild = false }: EndeavorBoardProps) {
  const [menu, setMenu] = useState<Menu | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const byTarget = movesByTarget(onMove ? legal : []);
  const mover = game.toAct;
  const moverSlots = mover === null ? [] : game.players[mover]!.buildings;

  useEffect(() => setMenu(null), [game]);
  useEffect(() => {
    menuRef.current?.querySelector('button')?.focus();
  }, [menu]);

  const choose = (title: string, key: TargetKey) => {
    const moves = byTarget.get(key);
    if (!moves || !onMove) return;
    if (moves.length === 1) onMove(moves[0]!);
    else setMenu({ title, moves });
  };

  /** Props for an SVG part: a button when a move targets it, a labelled picture otherwise. */
  const part = (key: TargetKey, label: string): SVGAttributes<SVGGElement> => {
    const n = byTarget.get(key)?.length ?? 0;
    if (n === 0) return { role: 'img', 'aria-label': label };
    const full = n > 1 ? `${label}. ${n} choices` : `${label}. ${moveWords(byTarget.get(key)![0]!, moverSlots)}`;
    return {
      role: 'button',
      tabIndex: 0,
      'aria-label': full,
      class: 'e-hot',
      onClick: () => choose(label, key),
      onKeyDown: (e: TargetedKeyboardEvent<SVGGElement>) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          choose(label, key);
        }
      },
    };
  };

  const tokenText = (t: string | null) => (t === null ? 'no token' : `${TOKEN_WORDS[t as keyof typeof TOKEN_WORDS].word} token`);
  const owner = (seat: number | null) => (seat === null ? 'free' : `held by ${seatNames[seat] ?? `player ${seat + 1}`}`);

  return (
    <div class="e-board">
      {PRACTICE_COMPONENTS && (
        <p class="e-notice" data-testid="practice-notice">
          <strong>Practice components.</strong> The rules are the real ones, but most numbers on the pieces (track lengths, cities, card and building values) are stand-ins until the printed values are checked. Learn the flow here; expect different numbers on the real board.
        </p>
      )}
      <p class="visually-hidden">{summary(game, seatNames)}</p>

      <div class="e-mapwrap" tabIndex={0} role="region" aria-label="World map (scrolls sideways on small screens)">
      <svg class="e-map" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="group" aria-label="World map">
        <rect x="0" y="0" width={MAP_WIDTH} height={MAP_HEIGHT} class="e-sea" />
        {REGION_PANELS.map(({ region, box }) => (
          <rect key={region} x={box.x} y={box.y} width={box.w} height={box.h} rx="14" class="e-land" aria-hidden="true" />
        ))}
        {CONNECTION_DATA.map((c) => {
          const a = cityById.get(c.a);
          const b = cityById.get(c.b);
          if (!a || !b) return null;
          const tok = game.board.connections[c.id] ?? null;
          return (
            <g key={c.id} role="img" aria-label={`Connection ${a.name} to ${b.name}: ${tokenText(tok)}`}>
              <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} class="e-conn" />
              {tok && (
                <g>
                  <circle cx={(a.x + b.x) / 2} cy={(a.y + b.y) / 2} r={TOKEN_R} class="e-token" />
                  <text x={(a.x + b.x) / 2} y={(a.y + b.y) / 2 + 3} class="e-mark-s">{TOKEN_WORDS[tok].mark}</text>
                </g>
              )}
            </g>
          );
        })}
        {Object.values(REGION_DATA).map((r) => (
          <text key={r.id} x={r.label.x} y={r.label.y} class="e-region" aria-hidden="true">{r.name}</text>
        ))}
        {SHIPPING_REGIONS.map((region) => {
          const data = REGION_DATA[region].shipTrack!;
          const track = game.board.shipTracks[region];
          const taken = track.spaces.filter((s) => s.owner !== null).length;
          const label = `${REGION_DATA[region].name} ship track: ${taken} of ${track.spaces.length} spaces taken${track.overflow.length ? `, ${track.overflow.length} more past the end` : ''}. ${track.spaces
            .map((s, i) => `space ${i + 1}: ${s.owner === null ? tokenText(s.token) : owner(s.owner)}`)
            .join('; ')}`;
          return (
            <g key={region} {...part(`region:${region}`, label)}>
              {track.spaces.map((s, i) => {
                const x = data.x + i * data.dx;
                const y = data.y + i * data.dy;
                return (
                  <g key={i}>
                    <circle cx={x} cy={y} r={SPACE_R} class="e-space" style={{ fill: seatFill(s.owner) }} />
                    <text x={x} y={y + 4} class={s.owner === null ? 'e-mark' : 'e-mark e-on-seat'}>
                      {s.owner !== null ? s.owner + 1 : s.token ? TOKEN_WORDS[s.token].mark : ''}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
        {CITY_DATA.map((c) => {
          const st = game.board.cities[c.id];
          const ownerSeat = st?.owner ?? null;
          const label = `${c.name} (${REGION_DATA[c.region].name}, ${c.glory} glory): ${ownerSeat === null ? tokenText(st?.token ?? null) : owner(ownerSeat)}`;
          return (
            <g key={c.id} {...part(`city:${c.id}`, label)}>
              <circle cx={c.x} cy={c.y} r={c.glory > 1 ? BIG_CITY_R : CITY_R} class="e-city" style={{ fill: seatFill(ownerSeat) }} />
              <text x={c.x} y={c.y + 4} class={ownerSeat === null ? 'e-mark' : 'e-mark e-on-seat'}>
                {ownerSeat !== null ? ownerSeat + 1 : st?.token ? TOKEN_WORDS[st.token].mark : ''}
              </text>
            </g>
          );
        })}
        {DECKS.map((d) => {
          const cards = game.board.decks[d];
          const top = cards[0];
          const gov = d !== 'europe' && d !== 'slavery' ? game.board.governors[d] : null;
          const p = deckPos(d);
          const topCard = top ? cardOf(top) : undefined;
          const label = `${deckName(d)} deck: ${cards.length} cards${top ? `, top: ${cardWords(top)}` : ''}${gov ? '; governor card waiting' : ''}`;
          return (
            <g key={d} {...part(`deck:${d}`, label)}>
              <rect x={p.x - DECK_W / 2} y={p.y - DECK_H / 2 - 2} width={DECK_W} height={DECK_H} rx="4" class="e-deck" />
              <text x={p.x} y={p.y - 4} class="e-mark">{topCard ? topCard.value : '–'}</text>
              <text x={p.x} y={p.y + 13} class="e-mark-s">×{cards.length}</text>
              {gov && (
                <g>
                  <rect x={p.x + DECK_W / 2 + 2} y={p.y - DECK_H / 2 - 2} width={GOV_W} height="20" rx="3" class="e-gov" />
                  <text x={p.x + DECK_W / 2 + 2 + GOV_W / 2} y={p.y - DECK_H / 2 + 12} class="e-mark-s e-gov-mark">G</text>
                </g>
              )}
            </g>
          );
        })}
      </svg>
      </div>

      {menu && (
        <div class="e-menu card" ref={menuRef} role="group" aria-label={`Choose what to do: ${menu.title}`}>
          <p class="e-menu-title">{menu.title}</p>
          <ul>
            {menu.moves.map((m, i) => (
              <li key={i}>
                <button type="button" onClick={() => { setMenu(null); onMove?.(m); }}>{moveWords(m, moverSlots)}</button>
              </li>
            ))}
          </ul>
          <button type="button" class="e-cancel" onClick={() => setMenu(null)}>Cancel</button>
        </div>
      )}

      {game.phase === 'build' && (
        <section class="e-stock" aria-label="Building stock">
          <h3>Building stock</h3>
          <ul>
            {BUILDINGS.filter((b) => game.stock[b] > 0).map((b: StockBuilding) => {
              const d = BUILDING_DATA[b];
              const key: TargetKey = `stock:${b}`;
              const legalHere = byTarget.has(key);
              const text = `${d.name} · level ${d.level} · ${iconWords(d.icons)}${d.actions.length ? ` · ${d.actions.map((a) => TOKEN_WORDS[a].word).join(' then ')}` : ''} · ${game.stock[b]} left`;
              return (
                <li key={b}>
                  {onMove && (legalHere || tryBuild) ? (
                    <button type="button" class={legalHere ? 'e-tile e-hot' : 'e-tile'} onClick={() => (legalHere ? choose(d.name, key) : onMove({ type: 'build', building: b }))}>
                      {text}
                    </button>
                  ) : (
                    <span class="e-tile">{text}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <div class="e-players">
        {game.players.map((p, seat) => (
          <section key={seat} class={`e-player card${seat === game.toAct ? ' e-acting' : ''}`} aria-label={`${seatNames[seat]}'s board`}>
            <h3>
              <span class="e-swatch" style={{ background: seatFill(seat) }} aria-hidden="true">{seat + 1}</span> {seatNames[seat]}
              {seat === game.firstPlayer && <span class="e-first"> · first player</span>}
              {seat === game.toAct && <span class="e-first"> · to act</span>}
            </h3>
            <dl class="e-tracks">
              {TRACKS.map((t) => (
                <div key={t}>
                  <dt>{TOKEN_WORDS[t].word}</dt>
                  <dd>
                    <meter min={0} max={15} value={p.tracks[t]} aria-label={`${TOKEN_WORDS[t].word} position`} /> {p.tracks[t]} (level {levelOf(t, p.tracks[t])})
                  </dd>
                </div>
              ))}
            </dl>
            <p class="e-line">Supply {p.supply} · Harbour {p.harbour}</p>
            <ul class="e-slots" aria-label="Buildings">
              {p.buildings.map((b, i) => {
                const key: TargetKey = `slot:${i}`;
                const hot = seat === mover && byTarget.has(key);
                const text = `${buildingName(b.building)}${b.marker ? ' · marker on it' : ''}`;
                return (
                  <li key={i}>
                    {hot ? (
                      <button type="button" class="e-tile e-hot" onClick={() => choose(buildingName(b.building), key)}>{text}</button>
                    ) : (
                      <span class={b.marker ? 'e-tile e-used' : 'e-tile'}>{text}</span>
                    )}
                  </li>
                );
              })}
            </ul>
            {p.cards.length > 0 && (
              <ul class="e-cards" aria-label="Cards">
                {p.cards.map((c) => {
                  const key: TargetKey = `card:${c}`;
                  const hot = seat === mover && byTarget.has(key);
                  return <li key={c}>{hot ? <button type="button" class="e-tile e-hot" onClick={() => choose(cardWords(c), key)}>{cardWords(c)}</button> : <span class="e-tile">{cardWords(c)}</span>}</li>;
                })}
              </ul>
            )}
            <p class="e-line">
              Tokens:{' '}
              {Object.entries(p.tokens).filter(([, n]) => n > 0).map(([k, n]) => `${TOKEN_WORDS[k as keyof typeof TOKEN_WORDS].word} ${n}`).join(', ') || 'none'}
              {p.setAside.length > 0 && ` · Slavery cards set aside: ${p.setAside.length}`}
            </p>
          </section>
        ))}
      </div>
    </div>
  );
}

/** The whole position in sentences, for screen readers. */
function summary(game: GameState, seatNames: readonly string[]): string {
  const who = game.toAct === null ? 'Nobody is to act.' : `${seatNames[game.toAct]} is to act.`;
  const head = game.phase === 'gameOver' ? 'The game is over.' : `Round ${game.round} of 7, ${game.phase} phase. ${who}`;
  const players = game.players
    .map((p, i) => `${seatNames[i]}: ${TRACKS.map((t) => `${TOKEN_WORDS[t].word} ${p.tracks[t]}`).join(', ')}; ${p.buildings.length} buildings; ${p.cards.length} cards; harbour ${p.harbour}, supply ${p.supply}.`)
    .join(' ');
  const cities = CITY_DATA.filter((c) => game.board.cities[c.id]?.owner != null)
    .map((c) => `${cityName(c.id)} held by ${seatNames[game.board.cities[c.id]!.owner!]}`)
    .join(', ');
  return `${head} ${players} ${cities ? `Cities held: ${cities}.` : 'No city is held yet.'}`;
}
