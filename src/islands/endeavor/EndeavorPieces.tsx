/**
 * The pieces of a player's board drawn as on the table: building tiles with their gains, action
 * and glory; the four tracks with their level starts and glory logos; cards with their icons;
 * trade tokens as their glyphs. Each is a picture beside words a screen reader reads (the
 * caller's label), never the only way to know what it is.
 */
import { BUILDING_DATA, STARTING_BUILDING_DATA, TRACKS, TRACK_TABLES, type Action, type BuildingId, type Icons, type Token, type Track } from '../../engine/endeavor';
import { GlyphIcon, type Glyph } from './glyphs';
import type { Lang } from '../../content/schemas';
import { buildingName, cardOf } from './words';

/** An action drawn as the token that pays for it (draw has its own card glyph). */
const ACTION_GLYPH: Record<Action, Glyph> = { ship: 'shipOrDraw', occupy: 'occupyOrDraw', attack: 'attack', payment: 'payment', draw: 'draw' };

/** Track icons with their amounts, e.g. a gear and "2". */
export function IconRow({ icons }: { icons: Icons }) {
  const shown = TRACKS.filter((t) => (icons[t] ?? 0) > 0);
  if (shown.length === 0) return null;
  return (
    <span class="e-icons" aria-hidden="true">
      {shown.map((t) => (
        <span key={t} class="e-icon-n">
          <GlyphIcon kind={t} size={14} />
          {icons[t]}
        </span>
      ))}
    </span>
  );
}

/** A building tile's face: name, gains, the ways to activate it (steps in order, choices apart), glory. */
export function BuildingFace({ building, level, lang = 'en' }: { building: BuildingId; level?: boolean; lang?: Lang }) {
  const d = building === 'startingBuilding' ? STARTING_BUILDING_DATA : BUILDING_DATA[building];
  return (
    <span class="e-bface" aria-hidden="true">
      <span class="e-bname">
        {buildingName(building, lang)}
        {level && d.level > 0 && <span class="e-blevel">{d.level}</span>}
      </span>
      <span class="e-brow">
        <IconRow icons={d.icons} />
        {d.choices.length > 0 && (
          <span class="e-bact">
            {d.choices.map((c, i) => (
              <span key={i} class="e-bchoice">
                {i > 0 && <span class="e-bor">/</span>}
                {c.steps.map((s, k) => (
                  <span key={k}>
                    {k > 0 && '›'}
                    <GlyphIcon kind={ACTION_GLYPH[s]} size={14} />
                  </span>
                ))}
              </span>
            ))}
          </span>
        )}
        {d.glory > 0 && (
          <span class="e-icon-n">
            <GlyphIcon kind="glory" size={13} />
            {d.glory}
          </span>
        )}
      </span>
    </span>
  );
}

/**
 * A track as a row of spaces 0 … max: filled up to the player's position in the track's colour,
 * a thicker edge where a level starts, a glory logo's value under its space.
 */
export function TrackBar({ track, position }: { track: Track; position: number }) {
  const t = TRACK_TABLES[track];
  const cell = 7;
  const width = (t.max + 1) * cell;
  const logos = new Map(t.logos.map((l) => [l.position, l.glory]));
  return (
    <svg class="e-trackbar" viewBox={`0 0 ${width} 20`} width={width} height="20" aria-hidden="true" focusable="false">
      {Array.from({ length: t.max + 1 }, (_, i) => {
        const start = (t.levelStarts as readonly number[]).includes(i) && i > 0;
        return (
          <g key={i}>
            <rect x={i * cell + 0.5} y="0.5" width={cell - 1} height="10" class={i <= position && position > 0 && i > 0 ? `e-cell e-cell-${track}` : 'e-cell'} />
            {start && <line x1={i * cell} y1="0" x2={i * cell} y2="12" class="e-levelstart" />}
            {(logos.has(i) || i === t.positionFrom || i === t.max) && (
              <text x={i * cell + cell / 2} y="19" class="e-logo">
                {logos.get(i) ?? i}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** A card's face: its deck's level (or kind) with its icons and glory. */
export function CardFace({ id }: { id: string }) {
  const c = cardOf(id);
  if (!c) return null;
  return (
    <span class="e-bface" aria-hidden="true">
      <span class="e-brow">
        <IconRow icons={c.icons} />
        {c.glory !== 0 && (
          <span class="e-icon-n">
            <GlyphIcon kind="glory" size={13} />
            {c.glory}
          </span>
        )}
      </span>
    </span>
  );
}

/** Trade tokens held, as glyphs with counts. */
export function TokenRow({ tokens }: { tokens: Partial<Record<Token, number>> }) {
  const held = Object.entries(tokens).filter(([, n]) => (n ?? 0) > 0) as [Token, number][];
  return (
    <span class="e-icons" aria-hidden="true">
      {held.map(([t, n]) => (
        <span key={t} class="e-icon-n">
          <GlyphIcon kind={t} size={14} />
          {n}
        </span>
      ))}
    </span>
  );
}
