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
import { BUILDINGS, BUILDING_DATA, CITY_DATA, TRACKS, levelOf, scores, type Attempt, type GameState, type Move, type Offer, type StockBuilding, type Token } from '../../engine/endeavor';
import EndeavorMap, { MapLegend, seatFill } from './EndeavorMap';
import { BuildingFace, CardFace, TokenRow, TrackBar } from './EndeavorPieces';
import { GlyphIcon } from './glyphs';
import { panTo } from './map-pan';
import { movesByTarget, onMap, type TargetKey } from './targets';
import { boardWord, buildingName, cardOf, cardWords, cityName, deckName, iconWords, moveWords, personOf, seatBoardLabel, tokenWord } from './words';
import type { Lang } from '../../content/schemas';
import { componentsHref } from './rule-link';
import { useRoving } from '../board-screen/roving';
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
  refusals?: readonly Attempt[];
  /** Takes an offer the rules forbid (giving a card away) that `refusals` holds; without it none is offered. */
  onOffer?: (offer: Offer) => void;
  /** Language of the words around the pieces (names of pieces stay as they are); default English. */
  lang?: Lang;
  /**
   * The seat of the person at the screen (a lesson's learner), whose board is "Your board"; when
   * absent, the seat named "You" in the page's language is.
   */
  you?: number | undefined;
  /**
   * One part of the board alone, as a static picture (a rules reference's example): the map, the
   * building stock, or the board of seat `you`. The whole board when absent.
   */
  only?: 'map' | 'stock' | 'seat';
}

interface Menu {
  title: string;
  moves: Attempt[];
}

const keyOf = (m: Attempt): string => JSON.stringify(m);

export default function EndeavorBoard({ game, seatNames, legal = [], onMove: host, onOffer, tryBuild = false, refusals = [], lang = 'en', you, only }: EndeavorBoardProps) {
  const person = (seat: number): 'you' | 'other' => (you === undefined ? personOf(lang, seatNames[seat] ?? '') : seat === you ? 'you' : 'other');
  const [menu, setMenu] = useState<Menu | null>(null);
  const [said, setSaid] = useState('');
  // Keyboard play: the map, the stock, and the acting seat's buildings and cards are one Tab stop each, the arrows inside.
  const mapKeys = useRoving<SVGSVGElement>('.e-hot');
  const stockKeys = useRoving<HTMLUListElement>('button.e-tile');
  const slotKeys = useRoving<HTMLUListElement>('button.e-hot');
  const cardKeys = useRoving<HTMLUListElement>('button.e-hot');
  // On a phone, while a move makes parts of the map playable, the map opens enlarged, twice the
  // screen's width, and pans inside its box (its cities a finger wide); otherwise it opens whole at
  // the screen's width, so the stock and the seat's tiles that are played come up under it, in view
  // (#16). The player may switch either way, and the choice then holds (endeavor.css, #17.4).
  const [zoomChoice, setZoomChoice] = useState<boolean | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const mapBox = useRef<HTMLDivElement>(null);
  const w = (key: Parameters<typeof boardWord>[1], values?: Record<string, string | number>) => boardWord(lang, key, values);
  const legalKeys = new Set(legal.map(keyOf));
  // A refusal the engine would in fact accept is just a legal move: it is drawn as one.
  const tries = host ? refusals.filter((m) => !legalKeys.has(keyOf(m)) && (m.type !== 'give' || onOffer)) : [];
  const tryKeys = new Set(tries.map(keyOf));
  const isTry = (m: Attempt) => tryKeys.has(keyOf(m));
  const byTarget = movesByTarget(host ? [...legal, ...tries] : []);
  const zoomed = zoomChoice ?? [...byTarget.keys()].some(onMap);
  /** Every move on this part is one to try, not a legal one: the part is drawn as such. */
  const onlyTries = (key: TargetKey) => (byTarget.get(key) ?? []).every(isTry);
  const notAllowed = w('part.refused');
  const mover = game.toAct;
  // Live scores: what each player would have if the game ended now (the engine's scoring list).
  const totals = scores(game).map((b) => b.total);
  const moverSlots = mover === null ? [] : game.players[mover]!.buildings;
  // Every move played on the board, said once in words (the host's feedback says whether it was right).
  const onMove =
    host &&
    ((m: Attempt) => {
      setSaid(w('played', { move: moveWords(m, moverSlots, lang) }));
      if (m.type === 'give') onOffer?.(m);
      else host(m);
    });

  useEffect(() => setMenu(null), [game]);
  // The enlarged map turns to the parts a move makes playable when none of them is in its box.
  useEffect(() => {
    const wrap = mapBox.current;
    if (!wrap || wrap.scrollWidth <= wrap.clientWidth) return;
    const origin = wrap.getBoundingClientRect().left - wrap.scrollLeft;
    const parts = [...wrap.querySelectorAll('.e-hot')].map((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left - origin, right: r.right - origin };
    });
    const to = panTo(parts, { scrollLeft: wrap.scrollLeft, width: wrap.clientWidth, contentWidth: wrap.scrollWidth });
    if (to !== null) wrap.scrollLeft = to;
  }, [game, legal, zoomed]);
  useEffect(() => {
    menuRef.current?.querySelector('button')?.focus();
  }, [menu]);

  const shows = (what: NonNullable<typeof only>) => only === undefined || only === what;
  const seats = only === 'seat' ? [you ?? 0] : only === undefined ? game.players.map((_, seat) => seat) : [];

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

  return (
    <div class="e-board">
      {only === undefined && (
        <>
          <p class="e-notice" data-testid="components-note">
            {w('components.note')} <a href={componentsHref(lang)}>{w('components.link')}</a>
          </p>
          <p class="visually-hidden">{summary(game, seatNames, lang, person)}</p>
          <p class="visually-hidden" aria-live="polite" data-said>
            {said}
          </p>
          <button type="button" class="e-zoom" aria-pressed={zoomed} onClick={() => setZoomChoice(!zoomed)}>
            {zoomed ? w('map.zoomOut') : w('map.zoomIn')}
          </button>
        </>
      )}
      {shows('map') && (
        <>
          <div class={zoomed ? 'e-mapwrap e-zoomed' : 'e-mapwrap'} ref={mapBox} data-pan tabIndex={0} role="region" aria-label={w('map.region')}>
            <EndeavorMap game={game} seatNames={seatNames} lang={lang} part={part} keys={mapKeys} />
          </div>
          <MapLegend lang={lang} />
        </>
      )}
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
        <div class="e-menu card bs-sheet" ref={menuRef} role="group" aria-label={w('menu.choose', { title: menu.title })}>
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
          <button type="button" class="e-cancel bs-sheet-cancel" onClick={() => setMenu(null)}>
            {w('menu.cancel')}
          </button>
        </div>
      )}

      {game.phase === 'build' && shows('stock') && (
        <section class="e-stock" aria-label={w('stock.heading')}>
          <h3>{w('stock.heading')}</h3>
          <ul {...stockKeys}>
            {BUILDINGS.filter((b) => game.stock[b] > 0).map((b: StockBuilding) => {
              const d = BUILDING_DATA[b];
              const key: TargetKey = `stock:${b}`;
              const legalHere = byTarget.has(key);
              const actions = d.choices.length ? ` · ${d.choices.map((c) => c.steps.map((a) => tokenWord(a, lang)).join(w('stock.then'))).join(w('stock.or'))}` : '';
              const text = w('stock.tile', { name: buildingName(b, lang), level: d.level, icons: iconWords(d.icons, lang), actions, n: game.stock[b] });
              // The words for screen readers and tests; the tile's face for the eye.
              const face = (
                <>
                  <span class="visually-hidden">{text}</span>
                  <BuildingFace building={b} level lang={lang} />
                  <span class="e-bcount" aria-hidden="true">
                    ×{game.stock[b]}
                  </span>
                </>
              );
              return (
                <li key={b}>
                  {onMove && (legalHere || tryBuild) ? (
                    <button
                      type="button"
                      class={legalHere ? 'e-tile e-btile e-hot' : 'e-tile e-btile'}
                      aria-label={legalHere ? undefined : `${text} (${notAllowed})`}
                      onClick={() => (legalHere ? choose(buildingName(b, lang), key) : onMove({ type: 'build', building: b }))}
                    >
                      {face}
                    </button>
                  ) : (
                    <span class="e-tile e-btile">{face}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {seats.length > 0 && (
        <div class="e-players">
          {seats.map((seat) => {
            const p = game.players[seat]!;
            const head = (
              <h3>
                <span class="e-swatch" style={{ background: seatFill(seat) }} aria-hidden="true">
                  {seat + 1}
                </span>{' '}
                <span class="e-pname">
                  {seatNames[seat]}
                  {seat === game.firstPlayer && <span class="e-first"> · {w('seat.first')}</span>}
                  {seat === game.toAct && <span class="e-first"> · {w('seat.toAct')}</span>}
                </span>
                <span class="e-score-now">
                  <GlyphIcon kind="glory" size={15} /> {w('seat.score', { n: totals[seat] ?? 0 })}
                </span>
              </h3>
            );
            // The seat to act in full (its buildings and cards are what it plays); the others one line
            // each, open on request. In the build phase the stock is what is played: every seat folds.
            // The person's own seat ("You") stays open too: a lesson or puzzle reads its cards after the move, when
            // another seat or a new round is on. Only while they choose from the stock does it fold with the rest.
            const own = person(seat) === 'you' && !(onMove && game.phase === 'build');
            const full = mover === null || only === 'seat' || own || (seat === mover && game.phase !== 'build');
            return (
              <section key={seat} class={`e-player card${seat === game.toAct ? ' e-acting' : ''}${full ? '' : ' e-folded'}`} aria-label={seatBoardLabel(lang, seatNames[seat] ?? '', person(seat))}>
                {full ? (
                  head
                ) : (
                  <details class="e-fold">
                    <summary>{head}</summary>
                    {body(p, seat)}
                  </details>
                )}
                {full && body(p, seat)}
              </section>
            );
          })}
        </div>
      )}
    </div>
  );

  function body(p: GameState['players'][number], seat: number) {
    return (
      <>
        <dl class="e-tracks">
          {TRACKS.map((t) => (
            <div key={t}>
              <dt>
                <GlyphIcon kind={t} size={14} /> {tokenWord(t, lang)}
              </dt>
              <dd>
                <TrackBar track={t} position={p.tracks[t]} />
                <span class="e-track-text">
                  {p.tracks[t]} {w('seat.level', { n: levelOf(t, p.tracks[t]) })}
                </span>
              </dd>
            </div>
          ))}
        </dl>
        <p class="e-line">{w('seat.supply', { supply: p.supply, harbour: p.harbour })}</p>
        <ul class="e-slots" aria-label={w('seat.buildings')} {...(seat === mover ? slotKeys : {})}>
          {p.buildings.map((b, i) => {
            const key: TargetKey = `slot:${i}`;
            const hot = seat === mover && byTarget.has(key);
            const tryOnly = hot && onlyTries(key);
            const text = `${buildingName(b.building, lang)}${b.marker ? ` · ${w('seat.marker')}` : ''}`;
            const face = (
              <>
                <span class="visually-hidden">{text}</span>
                <BuildingFace building={b.building} lang={lang} />
                {b.marker && (
                  <span class="e-slot-marker" style={{ background: seatFill(seat) }} aria-hidden="true">
                    {seat + 1}
                  </span>
                )}
              </>
            );
            return (
              <li key={i}>
                {hot ? (
                  <button
                    type="button"
                    class={tryOnly ? 'e-tile e-btile e-hot e-try' : 'e-tile e-btile e-hot'}
                    aria-label={tryOnly ? `${text} (${notAllowed})` : undefined}
                    onClick={() => choose(buildingName(b.building, lang), key)}
                  >
                    {face}
                  </button>
                ) : (
                  <span class={b.marker ? 'e-tile e-btile e-used' : 'e-tile e-btile'}>{face}</span>
                )}
              </li>
            );
          })}
        </ul>
        {p.cards.length > 0 && (
          <ul class="e-cards" aria-label={w('seat.cards')} {...(seat === mover ? cardKeys : {})}>
            {p.cards.map((c) => {
              const key: TargetKey = `card:${c}`;
              const hot = seat === mover && byTarget.has(key);
              const words = cardWords(c, lang);
              // A discard or a gift offered only to be refused is marked as the other tries are, and says which it is.
              const tryOnly = hot && onlyTries(key);
              const only = byTarget.get(key);
              const tryWords = only?.length === 1 ? moveWords(only[0]!, moverSlots, lang) : words;
              return (
                <li key={c}>
                  {hot ? (
                    <button
                      type="button"
                      class={tryOnly ? 'e-tile e-btile e-hot e-try' : 'e-tile e-btile e-hot'}
                      aria-label={tryOnly ? `${tryWords} (${notAllowed})` : undefined}
                      onClick={() => choose(words, key)}
                    >
                      <span class="visually-hidden">{words}</span>
                      <span aria-hidden="true">{deckName(cardOf(c)?.deck ?? 'europe', lang)}</span>
                      <CardFace id={c} />
                    </button>
                  ) : (
                    <span class="e-tile e-btile">
                      <span class="visually-hidden">{words}</span>
                      <span aria-hidden="true">{deckName(cardOf(c)?.deck ?? 'europe', lang)}</span>
                      <CardFace id={c} />
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <p class="e-line">
          {w('seat.tokens')} <TokenRow tokens={p.tokens} />
          <span class={Object.values(p.tokens).some((n) => n > 0) ? 'visually-hidden' : undefined}>
            {Object.entries(p.tokens)
              .filter(([, n]) => n > 0)
              .map(([k, n]) => `${tokenWord(k as Token, lang)} ${n}`)
              .join(', ') || w('seat.none')}
          </span>
          {p.setAside.length > 0 && ` · ${w('seat.setAside', { n: p.setAside.length })}`}
        </p>
      </>
    );
  }
}

/** The whole position in sentences, for screen readers. */
function summary(game: GameState, seatNames: readonly string[], lang: Lang, person: (seat: number) => 'you' | 'other'): string {
  const w = (key: Parameters<typeof boardWord>[1], values?: Record<string, string | number>) => boardWord(lang, key, values);
  const who = game.toAct === null ? w('summary.nobody') : w('summary.who', { name: seatNames[game.toAct] ?? '', who: person(game.toAct) });
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
