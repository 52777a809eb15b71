/** End of the game: the scoring list of the Dutch text, as a breakdown per player. */
import { CITY_DATA, CONNECTION_DATA, CONNECTION_GLORY, HARBOUR_GLORY, ODDITIES, SLAVERY_PENALTY, TRACK_TABLES } from './components';
import { buildingData, cardData, type GameState, type PlayerState } from './state';
import { TRACKS, type Track } from './vocabulary';

export interface ScoreBreakdown {
  /** score.cities */
  readonly cities: number;
  /** score.connections */
  readonly connections: number;
  /** score.tracks, per track and summed */
  readonly tracks: number;
  readonly byTrack: { readonly [K in Track]: number };
  /** score.cards */
  readonly cards: number;
  /** score.university (glory printed on buildings) */
  readonly buildings: number;
  /** score.harbour */
  readonly harbour: number;
  /** score.slavery (zero or negative) */
  readonly slavery: number;
  /** score.free-governor-space: glory for an uncovered governor space (an unconfirmed oddity) */
  readonly governorSpace: number;
  readonly total: number;
}

/**
 * Glory of a track: back to the highest logo at or below the cube (score.tracks). Logos sit on 2,
 * 4 and 7, and from 10 up every space is a logo worth its position (reference §6.1).
 */
export function trackGlory(track: Track, position: number): number {
  const table = TRACK_TABLES[track];
  if (position >= table.positionFrom) return Math.min(position, table.max);
  let glory = 0;
  for (const logo of table.logos) if (logo.position <= position && logo.glory > glory) glory = logo.glory;
  return glory;
}

function scorePlayer(state: GameState, seat: number, player: PlayerState): ScoreBreakdown {
  const owner = (city: string) => state.board.cities[city]?.owner;
  const cities = CITY_DATA.reduce((n, c) => n + (owner(c.id) === seat ? c.glory : 0), 0);
  const connections = CONNECTION_DATA.reduce((n, c) => n + (owner(c.a) === seat && owner(c.b) === seat ? CONNECTION_GLORY.value : 0), 0);
  const byTrack = {} as { [K in Track]: number };
  for (const t of TRACKS) byTrack[t] = trackGlory(t, player.tracks[t]);
  const tracks = TRACKS.reduce((n, t) => n + byTrack[t], 0);
  const cards = player.cards.reduce((n, id) => n + (cardData(id)?.glory ?? 0), 0);
  const buildings = player.buildings.reduce((n, b) => n + buildingData(b.building).glory, 0);
  const harbour = Math.floor(player.harbour / HARBOUR_GLORY.value);
  const slavery = -SLAVERY_PENALTY.value * player.setAside.length;
  // An uncovered governor space: S1 gives it to any player holding no governor (one source).
  const governorSpace = player.cards.some((id) => cardData(id)?.kind === 'governor') ? 0 : ODDITIES.freeGovernorSpaceGlory.value;
  return { cities, connections, tracks, byTrack, cards, buildings, harbour, slavery, governorSpace, total: cities + connections + tracks + cards + buildings + harbour + slavery + governorSpace };
}

/** Each player's score now, by item of the scoring list (meaningful at any time, final at the end). */
export function scores(state: GameState): ScoreBreakdown[] {
  return state.players.map((p, seat) => scorePlayer(state, seat, p));
}

/** Seats with the highest total: a tie shares the win (score.winner). */
export function winners(state: GameState): number[] {
  const totals = scores(state).map((s) => s.total);
  const best = Math.max(...totals);
  return totals.flatMap((t, seat) => (t === best ? [seat] : []));
}
