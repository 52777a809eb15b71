/**
 * The Endeavor board as SVG plus HTML panels: the world map (ship tracks, cities, connections,
 * decks, governors), the building stock and each player's board. Only parts that a legal move
 * (passed in as `legal`, from the engine) points at are clickable; a click that could mean
 * several moves opens a small menu. Everything else is a labelled picture. A lesson may also
 * offer moves the engine refuses (`refusals`), so the learner can try them and read why: those
 * are drawn dashed and announced as not allowed, so the board never shows them as legal.
 */
import type { SVGAttributes, TargetedKeyboardEvent } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  BUILDINGS,
  BUILDING_DATA,
  CITY_DATA,
  CONNECTION_DATA,
  DECKS,
  REGION_DATA,
  SHIPPING_REGIONS,
  TRACKS,
  levelOf,
  type GameState,
  type Move,
  type StockBuilding,
  type Token,
} from '../../engine/endeavor';
import { BIG_CITY_R, CITY_R, DECK_H, DECK_W, GOV_W, MAP_HEIGHT, MAP_WIDTH, REGION_PANELS, SPACE_R, TOKEN_R, deckPos } from './map-layout';
import { movesByTarget, type TargetKey } from './targets';
import { boardWord, buildingName, cardOf, cardWords, cityName, deckName, iconWords, moveWords, personOf, regionName, tokenMark, tokenWord } from './words';
import type { Lang } from '../../content/schemas';
import { componentsHref } from './rule-link';
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
  /**
   * Moves the engine refuses here that a lesson offers anyway, so the learner can try one and read
   * the engine's reason (e.g. occupying Quebec while North America is closed). Clickable, but drawn
   * dashed and labelled "not allowed here".
   */
  refusals?: readonly Move[];
  /** Language of the words around the pieces (names of pieces stay as they are); default English. */
  lang?: Lang;
}

const cityById = new Map(CITY_DATA.map((c) => [c.id, c]));
const seatFill = (seat: number | null): string => (seat === null ? 'var(--surface)' : `var(--e-seat${seat})`);

interface Menu {
  title: string;
  moves: Move[];
}

const keyOf = (m: Move): string => JSON.stringify(m);

export default function EndeavorBoard({ game, seatNames, legal = [], onMove, tryBuild = false, refusals = [], lang = 'en' }: EndeavorBoardProps) {
  const [menu, setMenu] = useState<Menu | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const w = (key: Parameters<typeof boardWord>[1], values?: Record<string, string | number>) => boardWord(lang, key, values);
  const legalKeys = new Set(legal.map(keyOf));
  // A refusal the engine would in fact accept is just a legal move: it is drawn as one.
  const tries = onMove ? refusals.filter((m) => !legalKeys.has(keyOf(m))) : [];
  const tryKeys = new Set(tries.map(keyOf));
  const isTry = (m: Move) => tryKeys.has(keyOf(m));
  const byTarget = movesByTarget(onMove ? [...legal, ...tries] : []);
  /** Every move on this part is one to try, not a legal one: the part is drawn as such. */
  const onlyTries = (key: TargetKey) => (byTarget.get(key) ?? []).every(isTry);
  const notAllowed = w('part.refused');
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
    const tryOnly = onlyTries(key);
    const what = n > 1 ? w('part.choices', { label, n }) : `${label}. ${moveWords(byTarget.get(key)![0]!, moverSlots, lang)}`;
    return {
      role: 'button',
      tabIndex: 0,
      'aria-label': tryOnly ? `${what} (${notAllowed})` : what,
      class: tryOnly ? 'e-hot e-try' : 'e-hot',
      onClick: () => choose(label, key),
      onKeyDown: (e: TargetedKeyboardEvent<SVGGElement>) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          choose(label, key);
        }
      },
    };
  };

  const tokenText = (t: string | null) => (t === null ? w('map.noToken') : w('map.token', { kind: tokenWord(t as Token, lang) }));
  const owner = (seat: number | null) => (seat === null ? w('map.free') : w('map.heldBy', { name: seatNames[seat] ?? w('map.player', { n: seat + 1 }) }));

  return (
    <div class="e-board">
      <p class="e-notice" data-testid="components-note">
        {w('components.note')} <a href={componentsHref(lang)}>{w('components.link')}</a>
      </p>
      <p class="visually-hidden">{summary(game, seatNames, lang)}</p>

      <div class="e-mapwrap" tabIndex={0} role="region" aria-label={w('map.region')}>
        <svg class="e-map" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="group" aria-label={w('map.label')}>
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
              <g key={c.id} role="img" aria-label={w('map.connection', { a: cityName(a.id, lang), b: cityName(b.id, lang), what: tokenText(tok) })}>
                <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} class="e-conn" />
                {tok && (
                  <g>
                    <circle cx={(a.x + b.x) / 2} cy={(a.y + b.y) / 2} r={TOKEN_R} class="e-token" />
                    <text x={(a.x + b.x) / 2} y={(a.y + b.y) / 2 + 3} class="e-mark-s">
                      {tokenMark(tok)}
                    </text>
                  </g>
                )}
              </g>
            );
          })}
          {Object.values(REGION_DATA).map((r) => (
            <text key={r.id} x={r.label.x} y={r.label.y} class="e-region" aria-hidden="true">
              {regionName(r.id, lang)}
            </text>
          ))}
          {SHIPPING_REGIONS.map((region) => {
            const data = REGION_DATA[region].shipTrack!;
            const track = game.board.shipTracks[region];
            const taken = track.spaces.filter((s) => s.owner !== null).length;
            const label = `${w('map.track', { region: regionName(region, lang), taken, length: track.spaces.length })}${track.overflow.length ? w('map.overflow', { n: track.overflow.length }) : ''}. ${track.spaces
              .map((s, i) => w('map.space', { n: i + 1, what: s.owner === null ? tokenText(s.token) : owner(s.owner) }))
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
                        {s.owner !== null ? s.owner + 1 : s.token ? tokenMark(s.token) : ''}
                      </text>
                    </g>
                  );
                })}
                {/* Markers shipped past the end of a full track (one per player), drawn on beyond its last space. */}
                {track.overflow.map((seat, k) => {
                  const i = track.spaces.length + k;
                  const x = data.x + i * data.dx;
                  const y = data.y + i * data.dy;
                  return (
                    <g key={`over${k}`}>
                      <circle cx={x} cy={y} r={SPACE_R - 2} class="e-space e-over" style={{ fill: seatFill(seat) }} />
                      <text x={x} y={y + 4} class="e-mark e-on-seat">
                        {seat + 1}
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
            const label = w('map.city', { city: cityName(c.id, lang), region: regionName(c.region, lang), glory: c.glory, what: ownerSeat === null ? tokenText(st?.token ?? null) : owner(ownerSeat) });
            return (
              <g key={c.id} {...part(`city:${c.id}`, label)}>
                <circle cx={c.x} cy={c.y} r={c.glory > 1 ? BIG_CITY_R : CITY_R} class="e-city" style={{ fill: seatFill(ownerSeat) }} />
                <text x={c.x} y={c.y + 4} class={ownerSeat === null ? 'e-mark' : 'e-mark e-on-seat'}>
                  {ownerSeat !== null ? ownerSeat + 1 : st?.token ? tokenMark(st.token) : ''}
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
            const label = `${w('map.deck', { deck: deckName(d, lang), n: cards.length })}${top ? w('map.top', { card: cardWords(top, lang) }) : ''}${gov ? w('map.governor') : ''}`;
            return (
              <g key={d} {...part(`deck:${d}`, label)}>
                <rect x={p.x - DECK_W / 2} y={p.y - DECK_H / 2 - 2} width={DECK_W} height={DECK_H} rx="4" class="e-deck" />
                <text x={p.x} y={p.y - 4} class="e-mark">
                  {topCard ? topCard.value : '–'}
                </text>
                <text x={p.x} y={p.y + 13} class="e-mark-s">
                  ×{cards.length}
                </text>
                {gov && (
                  <g>
                    <rect x={p.x + DECK_W / 2 + 2} y={p.y - DECK_H / 2 - 2} width={GOV_W} height="20" rx="3" class="e-gov" />
                    <text x={p.x + DECK_W / 2 + 2 + GOV_W / 2} y={p.y - DECK_H / 2 + 12} class="e-mark-s e-gov-mark">
                      G
                    </text>
                  </g>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      {tries.length > 0 && (
        <p class="e-legend" aria-hidden="true">
          <span>
            <span class="e-key" /> {w('legend.hot')}
          </span>
          <span>
            <span class="e-key e-key-try" /> {w('legend.try')}
          </span>
        </p>
      )}

      {menu && (
        <div class="e-menu card" ref={menuRef} role="group" aria-label={w('menu.choose', { title: menu.title })}>
          <p class="e-menu-title">{menu.title}</p>
          <ul>
            {menu.moves.map((m, i) => {
              const words = moveWords(m, moverSlots, lang);
              return (
                <li key={i}>
                  <button
                    type="button"
                    class={isTry(m) ? 'e-try' : undefined}
                    aria-label={isTry(m) ? `${words} (${notAllowed})` : undefined}
                    onClick={() => {
                      setMenu(null);
                      onMove?.(m);
                    }}
                  >
                    {words}
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" class="e-cancel" onClick={() => setMenu(null)}>
            {w('menu.cancel')}
          </button>
        </div>
      )}

      {game.phase === 'build' && (
        <section class="e-stock" aria-label={w('stock.heading')}>
          <h3>{w('stock.heading')}</h3>
          <ul>
            {BUILDINGS.filter((b) => game.stock[b] > 0).map((b: StockBuilding) => {
              const d = BUILDING_DATA[b];
              const key: TargetKey = `stock:${b}`;
              const legalHere = byTarget.has(key);
              const actions = d.choices.length ? ` · ${d.choices.map((c) => c.steps.map((a) => tokenWord(a, lang)).join(w('stock.then'))).join(w('stock.or'))}` : '';
              const text = w('stock.tile', { name: buildingName(b, lang), level: d.level, icons: iconWords(d.icons, lang), actions, n: game.stock[b] });
              return (
                <li key={b}>
                  {onMove && (legalHere || tryBuild) ? (
                    <button
                      type="button"
                      class={legalHere ? 'e-tile e-hot' : 'e-tile'}
                      aria-label={legalHere ? undefined : `${text} (${notAllowed})`}
                      onClick={() => (legalHere ? choose(buildingName(b, lang), key) : onMove({ type: 'build', building: b }))}
                    >
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
          <section key={seat} class={`e-player card${seat === game.toAct ? ' e-acting' : ''}`} aria-label={w('seat.board', { name: seatNames[seat] ?? '' })}>
            <h3>
              <span class="e-swatch" style={{ background: seatFill(seat) }} aria-hidden="true">
                {seat + 1}
              </span>{' '}
              {seatNames[seat]}
              {seat === game.firstPlayer && <span class="e-first"> · {w('seat.first')}</span>}
              {seat === game.toAct && <span class="e-first"> · {w('seat.toAct')}</span>}
            </h3>
            <dl class="e-tracks">
              {TRACKS.map((t) => (
                <div key={t}>
                  <dt>{tokenWord(t, lang)}</dt>
                  <dd>
                    <meter min={0} max={15} value={p.tracks[t]} aria-label={w('seat.trackPosition', { track: tokenWord(t, lang) })} /> {p.tracks[t]} {w('seat.level', { n: levelOf(t, p.tracks[t]) })}
                  </dd>
                </div>
              ))}
            </dl>
            <p class="e-line">{w('seat.supply', { supply: p.supply, harbour: p.harbour })}</p>
            <ul class="e-slots" aria-label={w('seat.buildings')}>
              {p.buildings.map((b, i) => {
                const key: TargetKey = `slot:${i}`;
                const hot = seat === mover && byTarget.has(key);
                const tryOnly = hot && onlyTries(key);
                const text = `${buildingName(b.building, lang)}${b.marker ? ` · ${w('seat.marker')}` : ''}`;
                return (
                  <li key={i}>
                    {hot ? (
                      <button
                        type="button"
                        class={tryOnly ? 'e-tile e-hot e-try' : 'e-tile e-hot'}
                        aria-label={tryOnly ? `${text} (${notAllowed})` : undefined}
                        onClick={() => choose(buildingName(b.building, lang), key)}
                      >
                        {text}
                      </button>
                    ) : (
                      <span class={b.marker ? 'e-tile e-used' : 'e-tile'}>{text}</span>
                    )}
                  </li>
                );
              })}
            </ul>
            {p.cards.length > 0 && (
              <ul class="e-cards" aria-label={w('seat.cards')}>
                {p.cards.map((c) => {
                  const key: TargetKey = `card:${c}`;
                  const hot = seat === mover && byTarget.has(key);
                  const words = cardWords(c, lang);
                  return (
                    <li key={c}>
                      {hot ? (
                        <button type="button" class="e-tile e-hot" onClick={() => choose(words, key)}>
                          {words}
                        </button>
                      ) : (
                        <span class="e-tile">{words}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            <p class="e-line">
              {w('seat.tokens')}{' '}
              {Object.entries(p.tokens)
                .filter(([, n]) => n > 0)
                .map(([k, n]) => `${tokenWord(k as Token, lang)} ${n}`)
                .join(', ') || w('seat.none')}
              {p.setAside.length > 0 && ` · ${w('seat.setAside', { n: p.setAside.length })}`}
            </p>
          </section>
        ))}
      </div>
    </div>
  );
}

/** The whole position in sentences, for screen readers. */
function summary(game: GameState, seatNames: readonly string[], lang: Lang): string {
  const w = (key: Parameters<typeof boardWord>[1], values?: Record<string, string | number>) => boardWord(lang, key, values);
  const who = game.toAct === null ? w('summary.nobody') : w('summary.who', { name: seatNames[game.toAct] ?? '', who: personOf(lang, seatNames[game.toAct] ?? '') });
  const head = game.phase === 'gameOver' ? w('summary.over') : w('summary.round', { round: game.round, phase: w(`phase.${game.phase}`), who });
  const players = game.players
    .map((p, i) =>
      w('summary.player', {
        name: seatNames[i] ?? '',
        tracks: TRACKS.map((t) => `${tokenWord(t, lang)} ${p.tracks[t]}`).join(', '),
        buildings: p.buildings.length,
        cards: p.cards.length,
        harbour: p.harbour,
        supply: p.supply,
      }),
    )
    .join(' ');
  const cities = CITY_DATA.filter((c) => game.board.cities[c.id]?.owner != null)
    .map((c) => w('summary.city', { city: cityName(c.id, lang), name: seatNames[game.board.cities[c.id]!.owner!] ?? '' }))
    .join(', ');
  return `${head} ${players} ${cities ? w('summary.cities', { list: cities }) : w('summary.noCity')}`;
}
