/**
 * The whole Endeavor game state in bits, driven by the engine's vocabulary and component data
 * (cards, cities and connections as their index in the engine's own lists). Each part has a
 * record codec typed by the engine's interfaces, so a field added to GameState, PlayerState or
 * the board without a codec here does not compile; the round-trip property test catches a codec
 * that loses information. Whether the result is a legal position is the engine gate's question.
 */
import type { BitReader, BitWriter } from '../bits';
import type { BoardState, BuildingSlot, CityState, GameState, PlayerState, ShipSpace, ShipTrackState } from '../../engine/endeavor';
import { BUILDINGS, CARD_DATA, CITY_DATA, CONNECTION_DATA, DECKS, PHASES, SHIPPING_REGIONS, STARTING_BUILDING, TOKENS, TRACKS } from '../../engine/endeavor';
import type { Codec, Ctx } from '../fields';
import { bool, constant, fixed, list, nullable, oneOf, perSeat, record, seat, uint } from '../fields';

/** Every card id, in the engine's data order (the wire uses the index: append, never reorder). */
export const CARD_IDS = CARD_DATA.map((c) => c.id);
export const CITY_IDS = CITY_DATA.map((c) => c.id);
const CONNECTION_IDS = CONNECTION_DATA.map((c) => c.id);

export const card = oneOf(CARD_IDS);
const token = oneOf(TOKENS);
/** A seat or nobody. */
const maybeSeat = nullable(seat(false));

/** An object with exactly these keys, in this order, each value by `item`. */
function byKeys<K extends string, T>(keys: readonly K[], item: Codec<T>): Codec<{ [P in K]: T }> {
  return {
    write(w, v, c) {
      for (const k of keys) {
        if (!(k in v)) throw new RangeError(`notation: missing key "${k}"`);
        item.write(w, v[k], c);
      }
    },
    read(r, c) {
      const out = {} as { [P in K]: T };
      for (const k of keys) out[k] = item.read(r, c);
      return out;
    },
  };
}

/** Counts per key: tokens, track positions, buildings in stock (all small). */
const counts = <K extends string>(keys: readonly K[]) => byKeys(keys, uint(2));

const slot = record<BuildingSlot>({ building: oneOf([STARTING_BUILDING, ...BUILDINGS] as const), marker: bool });

const player = record<PlayerState>({
  supply: uint(3),
  harbour: uint(3),
  buildings: list(slot, 3),
  cards: list(card, 3),
  setAside: list(card, 2),
  tokens: counts(TOKENS),
  tracks: counts(TRACKS),
});

const shipSpace = record<ShipSpace>({ token: nullable(token), owner: maybeSeat });
const shipTrack = record<ShipTrackState>({ spaces: list(shipSpace, 3), overflow: list(seat(false), 2) });
const city = record<CityState>({ token: nullable(token), owner: maybeSeat });

const board = record<BoardState>({
  shipTracks: byKeys(SHIPPING_REGIONS, shipTrack),
  cities: byKeys(CITY_IDS, city),
  connections: byKeys(CONNECTION_IDS, nullable(token)),
  governors: byKeys(SHIPPING_REGIONS, nullable(card)),
  decks: byKeys(DECKS, list(card, 4)),
});

const rng: Codec<GameState['rng']> = {
  write(w, v) {
    for (const x of v) w.bits(x, 32);
  },
  read: (r) => [r.bits(32), r.bits(32), r.bits(32), r.bits(32)],
};

/** Everything but the players, whose count comes first because it shapes the rest. */
const rest = record<Omit<GameState, 'players'>>({
  version: constant(2 as const),
  round: uint(3),
  phase: oneOf(PHASES),
  firstPlayer: seat(false),
  toAct: maybeSeat,
  step: uint(2),
  salaryLeft: uint(2),
  passed: perSeat(bool),
  discarding: bool,
  stock: counts(BUILDINGS),
  board,
  abolished: bool,
  removedCards: list(card, 2),
  spentTokens: counts(TOKENS),
  rng,
});

/** Player counts 3-5 in two bits. */
export const playerCount = fixed(2);

export function writeEndeavorState(w: BitWriter, s: GameState, version: number): void {
  const n = s.players.length;
  if (n < 3 || n > 5) throw new RangeError(`notation: Endeavor has 3 to 5 players, not ${n}`);
  const c: Ctx = { players: n, version };
  playerCount.write(w, n - 3, c);
  perSeat(player).write(w, s.players, c);
  rest.write(w, s, c);
}

/** Reads a state as written in notation `version`; the engine's gate judges it afterwards. */
export function readEndeavorState(r: BitReader, version: number): GameState {
  const n = 3 + playerCount.read(r, { players: 0, version });
  if (n > 5) r.failed = true;
  const c: Ctx = { players: Math.min(n, 5), version };
  const players = perSeat(player).read(r, c);
  return { players, ...rest.read(r, c) };
}
