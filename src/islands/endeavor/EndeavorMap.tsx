/**
 * The Endeavor world map as one SVG: the seven regions placed as on the printed board, each
 * with its ship track ending at the governor card, its deck showing the next card (level, track
 * icons, glory), its cities with their trade tokens, and the connections with theirs. Markers
 * are discs in the player's colour with the seat number. The board hands in `part`, which makes
 * a piece a button when a legal move points at it, so this file holds no rules.
 */
import type { JSX, SVGAttributes } from 'preact';
import { CITY_DATA, CONNECTION_DATA, DECKS, REGION_DATA, SHIPPING_REGIONS, TOKENS, TRACKS, type GameState, type Token } from '../../engine/endeavor';
import type { Lang } from '../../content/schemas';
import type { Roving } from '../board-screen/roving';
import { GlyphAt, GlyphIcon } from './glyphs';
import {
  CITY_AT,
  CITY_HIT_R,
  DECK_H,
  DECK_W,
  GOV_H,
  GOV_W,
  LABELS,
  LEGEND,
  MAP_HEIGHT,
  MAP_WIDTH,
  REGION_PANELS,
  TOKEN_R,
  cityCircle,
  deckBox,
  governorBox,
  shipSpace,
  trackHitBox,
} from './map-layout';
import type { TargetKey } from './targets';
import { boardWord, cardOf, cardWords, cityName, deckName, regionName, tokenWord } from './words';

export interface EndeavorMapProps {
  game: GameState;
  seatNames: readonly string[];
  lang: Lang;
  /** Props for a piece: a button when a move targets it, a labelled picture otherwise. */
  part: (key: TargetKey, label: string) => SVGAttributes<SVGGElement>;
  /** Keyboard play: the map is one Tab stop, the arrow keys move between its playable parts. */
  keys?: Roving<SVGSVGElement>;
}

export const seatFill = (seat: number | null): string => (seat === null ? 'var(--surface)' : `var(--e-seat${seat})`);

const cityById = new Map(CITY_DATA.map((c) => [c.id, c]));

/** A marker: a disc in the seat's colour with its number, so seats differ without colour too. */
function Marker({ x, y, r, seat }: { x: number; y: number; r: number; seat: number }) {
  return (
    <g aria-hidden="true">
      <circle cx={x} cy={y} r={r} class="e-marker" style={{ fill: seatFill(seat) }} />
      <text x={x} y={y + 4} class="e-mark e-on-seat">
        {seat + 1}
      </text>
    </g>
  );
}

/** A circle that holds a trade token (drawn as its glyph), a marker, or nothing. */
function Spot({ x, y, r, token, seat, cls }: { x: number; y: number; r: number; token: Token | null; seat: number | null; cls: string }) {
  if (seat !== null) return <Marker x={x} y={y} r={r} seat={seat} />;
  return (
    <g>
      <circle cx={x} cy={y} r={r} class={cls} />
      {token && <GlyphAt kind={token} x={x} y={y} size={r * 1.35} />}
    </g>
  );
}

export default function EndeavorMap({ game, seatNames, lang, part, keys }: EndeavorMapProps) {
  const w = (key: Parameters<typeof boardWord>[1], values?: Record<string, string | number>) => boardWord(lang, key, values);
  const tokenText = (t: string | null) => (t === null ? w('map.noToken') : w('map.token', { kind: tokenWord(t as Token, lang) }));
  const owner = (seat: number | null) => (seat === null ? w('map.free') : w('map.heldBy', { name: seatNames[seat] ?? w('map.player', { n: seat + 1 }) }));
  const cityOwner = (id: string) => game.board.cities[id]?.owner ?? null;

  return (
    <svg class="e-map" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="group" aria-label={w('map.label')} {...keys}>
      <rect x="0" y="0" width={MAP_WIDTH} height={MAP_HEIGHT} class="e-sea" />
      {REGION_PANELS.map(({ region, box }) => (
        <rect key={region} x={box.x} y={box.y} width={box.w} height={box.h} rx="14" class={region === 'europe' ? 'e-land e-europe' : 'e-land'} aria-hidden="true" />
      ))}
      {Object.values(REGION_DATA).map((r) => (
        <text key={r.id} x={LABELS[r.id].x} y={LABELS[r.id].y} class="e-region" aria-hidden="true">
          {regionName(r.id, lang)}
        </text>
      ))}

      {CONNECTION_DATA.map((c) => {
        const a = cityById.get(c.a);
        const b = cityById.get(c.b);
        if (!a || !b) return null;
        const pa = CITY_AT[c.a]!;
        const pb = CITY_AT[c.b]!;
        const tok = game.board.connections[c.id] ?? null;
        // Held when one player holds both ends: the line takes their colour.
        const held = cityOwner(c.a) !== null && cityOwner(c.a) === cityOwner(c.b) ? cityOwner(c.a) : null;
        const mx = (pa.x + pb.x) / 2;
        const my = (pa.y + pb.y) / 2;
        return (
          <g key={c.id} role="img" aria-label={w('map.connection', { a: cityName(a.id, lang), b: cityName(b.id, lang), what: held === null ? tokenText(tok) : `${owner(held)}, ${tokenText(tok)}` })}>
            <line x1={pa.x} y1={pa.y} x2={pb.x} y2={pb.y} class={held === null ? 'e-conn' : 'e-conn e-conn-held'} style={held === null ? undefined : { stroke: seatFill(held) }} />
            {tok && (
              <g>
                <circle cx={mx} cy={my} r={TOKEN_R} class="e-token" />
                <GlyphAt kind={tok} x={mx} y={my} size={11} />
              </g>
            )}
          </g>
        );
      })}

      {SHIPPING_REGIONS.map((region) => {
        const track = game.board.shipTracks[region];
        const taken = track.spaces.filter((s) => s.owner !== null).length;
        const label = `${w('map.track', { region: regionName(region, lang), taken, length: track.spaces.length })}${track.overflow.length ? w('map.overflow', { n: track.overflow.length }) : ''}. ${track.spaces
          .map((s, i) => w('map.space', { n: i + 1, what: s.owner === null ? tokenText(s.token) : owner(s.owner) }))
          .join('; ')}`;
        const props = part(`region:${region}`, label);
        const hit = trackHitBox(region, track.spaces.length);
        return (
          <g key={region} {...props}>
            {props.role === 'button' && <rect x={hit.x} y={hit.y} width={hit.w} height={hit.h} class="e-hit" />}
            {track.spaces.map((s, i) => {
              const c = shipSpace(region, i);
              return <Spot key={i} x={c.x} y={c.y} r={c.r} token={s.token} seat={s.owner} cls="e-space" />;
            })}
            {/* Markers shipped past the end of a full track (one per player) lie beside the governor card. */}
            {track.overflow.map((seat, k) => {
              const g = governorBox(region);
              return <Marker key={`over${k}`} x={g.x + GOV_W + 10 + k * 14} y={g.y + GOV_H - 8} r={7} seat={seat} />;
            })}
          </g>
        );
      })}

      {SHIPPING_REGIONS.map((region) => {
        const g = governorBox(region);
        const waiting = game.board.governors[region] !== null;
        return (
          <g key={`gov-${region}`} aria-hidden="true">
            <rect x={g.x} y={g.y} width={g.w} height={g.h} rx="4" class={waiting ? 'e-gov' : 'e-gov e-gov-gone'} />
            {waiting && <GlyphAt kind="governor" x={g.x + g.w / 2} y={g.y + g.h / 2} size={22} />}
          </g>
        );
      })}

      {CITY_DATA.map((c) => {
        const st = game.board.cities[c.id];
        const ownerSeat = st?.owner ?? null;
        const circle = cityCircle(c.id);
        const label = w('map.city', { city: cityName(c.id, lang), region: regionName(c.region, lang), glory: c.glory, what: ownerSeat === null ? tokenText(st?.token ?? null) : owner(ownerSeat) });
        const props = part(`city:${c.id}`, label);
        return (
          <g key={c.id} {...props}>
            {props.role === 'button' && <circle cx={circle.x} cy={circle.y} r={CITY_HIT_R} class="e-hit" />}
            {c.glory > 1 && <circle cx={circle.x} cy={circle.y} r={circle.r + 3} class="e-city-ring" />}
            <Spot x={circle.x} y={circle.y} r={circle.r} token={st?.token ?? null} seat={ownerSeat} cls="e-city" />
          </g>
        );
      })}

      {DECKS.map((d) => {
        const cards = game.board.decks[d];
        const top = cards[0];
        const gov = d !== 'europe' && d !== 'slavery' ? game.board.governors[d] : null;
        const box = deckBox(d);
        const card = top ? cardOf(top) : undefined;
        const label = `${w('map.deck', { deck: deckName(d, lang), n: cards.length })}${top ? w('map.top', { card: cardWords(top, lang) }) : ''}${gov ? w('map.governor') : ''}`;
        const icons = card ? TRACKS.filter((t) => (card.icons[t] ?? 0) > 0) : [];
        return (
          <g key={d} {...part(`deck:${d}`, label)}>
            <rect x={box.x} y={box.y} width={DECK_W} height={DECK_H} rx="5" class={d === 'slavery' ? 'e-deck e-deck-slavery' : 'e-deck'} />
            {card ? (
              <g aria-hidden="true">
                <text x={box.x + 7} y={box.y + 17} class="e-card-level">
                  {card.kind === 'slavery' || card.kind === 'abolition' ? (card.kind === 'abolition' ? 'A' : 'S') : card.value}
                </text>
                <text x={box.x + DECK_W - 6} y={box.y + 15} class="e-card-count">
                  ×{cards.length}
                </text>
                {icons.map((t, i) => {
                  const cx = box.x + 12 + (i % 2) * 26;
                  const cy = box.y + 32 + Math.floor(i / 2) * 17;
                  return (
                    <g key={t}>
                      <GlyphAt kind={t} x={cx} y={cy} size={13} />
                      <text x={cx + 9} y={cy + 4} class="e-card-n">
                        {card.icons[t]}
                      </text>
                    </g>
                  );
                })}
                {card.glory > 0 && (
                  <g>
                    <GlyphAt kind="glory" x={box.x + 12} y={box.y + DECK_H - 11} size={13} />
                    <text x={box.x + 21} y={box.y + DECK_H - 7} class="e-card-n">
                      {card.glory}
                    </text>
                  </g>
                )}
              </g>
            ) : (
              <text x={box.x + DECK_W / 2} y={box.y + DECK_H / 2 + 4} class="e-mark" aria-hidden="true">
                –
              </text>
            )}
          </g>
        );
      })}
      <MapKey lang={lang} />
      {/* The Slavery deck's name: it has no region of its own. */}
      <text x={deckBox('slavery').x + DECK_W / 2} y={deckBox('slavery').y + DECK_H + 11} class="e-deck-name" aria-hidden="true">
        {deckName('slavery', lang)}
      </text>
    </svg>
  );
}

/** The legend drawn on the map itself (for the eye; the same words are in each part's label). */
function MapKey({ lang }: { lang: Lang }) {
  const w = (key: Parameters<typeof boardWord>[1]) => boardWord(lang, key);
  const items: { glyph: JSX.Element; words: string }[] = [
    ...TOKENS.map((t) => ({ glyph: <GlyphAt kind={t} x={0} y={0} size={14} />, words: tokenWord(t, lang) })),
    { glyph: <GlyphAt kind="glory" x={0} y={0} size={14} />, words: w('legend.glory') },
    { glyph: <GlyphAt kind="governor" x={0} y={0} size={15} />, words: w('legend.governorShort') },
    { glyph: <Marker x={0} y={0} r={7} seat={0} />, words: w('legend.markerShort') },
    {
      glyph: (
        <g>
          <circle r="6" class="e-city" />
          <circle r="8.5" class="e-city-ring" />
        </g>
      ),
      words: w('legend.bigCity'),
    },
  ];
  return (
    <g class="e-mapkey" aria-hidden="true">
      {items.map((it, i) => {
        const x = LEGEND.x + Math.floor(i / LEGEND.rows) * LEGEND.columnWidth + 10;
        const y = LEGEND.y + (i % LEGEND.rows) * (LEGEND.h / LEGEND.rows) + 11;
        return (
          <g key={i} transform={`translate(${x} ${y})`}>
            {it.glyph}
            <text x="13" y="4" class="e-mapkey-text">
              {it.words}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** What every picture on the map means, in words. */
export function MapLegend({ lang }: { lang: Lang }) {
  const w = (key: Parameters<typeof boardWord>[1]) => boardWord(lang, key);
  return (
    <details class="e-map-legend-box">
      <summary>{w('legend.heading')}</summary>
      <ul class="e-map-legend">
        {TOKENS.map((t) => (
          <li key={t}>
            <GlyphIcon kind={t} /> {tokenWord(t, lang)}
          </li>
        ))}
        <li>
          <GlyphIcon kind="glory" /> {w('legend.glory')}
        </li>
        <li>
          <GlyphIcon kind="governor" /> {w('legend.governor')}
        </li>
        <li>
          <svg class="e-glyph-icon" width="16" height="16" viewBox="-10 -10 20 20" aria-hidden="true" focusable="false">
            <circle r="9" style={{ fill: seatFill(0) }} stroke="#1b1b1b" />
            <text y="4" class="e-mark e-on-seat">
              1
            </text>
          </svg>{' '}
          {w('legend.marker')}
        </li>
        <li>
          <svg class="e-glyph-icon" width="16" height="16" viewBox="-10 -10 20 20" aria-hidden="true" focusable="false">
            <circle r="8" class="e-city" />
            <circle r="9.5" class="e-city-ring" />
          </svg>{' '}
          {w('legend.bigCity')}
        </li>
      </ul>
    </details>
  );
}
