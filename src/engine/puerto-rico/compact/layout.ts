/**
 * Where each field of a game lives in the compact form (issue #18.1): one Int32Array per game, so
 * a copy is one allocation and a memory copy. Lists have a length slot and room for their most
 * entries; a position that does not fit is refused by toCompact (it stays on the JSON path).
 */

/** Most entries of each list (the gate's limits, with room to spare where it sets none). */
export const MAX = {
  players: 5,
  queue: 16,
  roles: 8,
  ships: 8,
  tradingHouse: 8,
  /** Plantation tiles in the box (seed 000): no list of them holds more. */
  tiles: 50,
  draftFree: 16,
  picked: 40,
  endTriggers: 4,
  /** Seats in the per-seat turn flags (wharfUsed, smallWharfUsed, hadTurn). */
  seats: 8,
  island: 12,
  city: 12,
} as const;

/** Slots of one player, from the player's base offset. */
export const P = {
  doubloons: 0,
  vp: 1,
  goods: 2, // 5 slots
  sanJuan: 7,
  islandLength: 8,
  /** Per island space: tile, colonists. */
  island: 9,
  cityLength: 9 + 2 * MAX.island,
  /** Per city space: building, colonists, settled (NONE when absent). */
  city: 10 + 2 * MAX.island,
  /**
   * Derived, not part of the JSON state: the buildings with a colonist, a bit per building id in
   * two words (ids 0-31, 32-63), kept wherever a building's colonists change (board.ts
   * setCityColonists), so `works` is one bit test instead of a city scan (issue #18.3).
   */
  working: 10 + 2 * MAX.island + 3 * MAX.city,
  size: 12 + 2 * MAX.island + 3 * MAX.city,
} as const;

let at = 0;
const slot = (n = 1): number => {
  const here = at;
  at += n;
  return here;
};

/** Slots of the whole game. Lists are a length slot followed by their entries. */
export const G = {
  round: slot(),
  governor: slot(),
  phase: slot(),
  toAct: slot(),
  chooser: slot(),
  rolesChosen: slot(),
  colonists: slot(),
  colonistShip: slot(),
  vpChips: slot(),
  vpOnPaper: slot(),
  goods: slot(5),
  quarries: slot(),
  forests: slot(),
  bank: slot(),
  ply: slot(),
  rng: slot(4),
  players: slot(),
  queue: slot(1 + MAX.queue),
  /** Per card: role, doubloons, takenBy. */
  roles: slot(1 + 3 * MAX.roles),
  /** Per ship: capacity, good (NONE when empty), count. */
  ships: slot(1 + 3 * MAX.ships),
  tradingHouse: slot(1 + MAX.tradingHouse),
  stack: slot(1 + MAX.tiles),
  faceUp: slot(1 + MAX.tiles),
  discards: slot(1 + MAX.tiles),
  removed: slot(1 + MAX.tiles),
  buildings: slot(37),
  /** 1 when the game has a draft record, then its lists. */
  hasDraft: slot(),
  draftFree: slot(1 + MAX.draftFree),
  draftPicked: slot(1 + MAX.picked),
  endTriggers: slot(1 + MAX.endTriggers),
  // The phase scratch (TurnState); booleans are 0 or 1.
  started: slot(),
  guestWindow: slot(),
  guestEnd: slot(),
  haciendaUsed: slot(),
  drawn: slot(),
  extraPick: slot(),
  craftBonus: slot(),
  craftKinds: slot(1 + 5),
  produced: slot(5),
  captainPrivilegeUsed: slot(),
  idle: slot(),
  wharfUsed: slot(1 + MAX.seats),
  smallWharfUsed: slot(1 + MAX.seats),
  /** 1 when a Small Wharf loading is open, then its barrels by good. */
  hasSmallWharf: slot(),
  smallWharf: slot(5),
  hadTurn: slot(1 + MAX.seats),
  /**
   * Derived, not part of the JSON state: a bit per seat that owns a Guest House, kept by toCompact
   * and the Builder, so the check for Guest House windows after every role and phase does not scan
   * every city (issue #18.3).
   */
  guestHouses: slot(),
  /**
   * Derived, not part of the JSON state: counts of writes to the plantation tiles (stack, face-up
   * row, discards, removed) and to the building supply, raised by every move that writes them, so
   * the page path (./sharing.ts) hands those parts on unread when a move left the count alone.
   */
  tilesWritten: slot(),
  supplyWritten: slot(),
  /**
   * Derived, not part of the JSON state: a bit per seat whose slots the last move may have
   * written. playCode sets the acting seat's bit, a turn begun or ended adds that seat's, and a
   * phase begun or ended sets every bit (./play.ts), so the page path hands the players whose bit
   * is clear on unread, where comparing their slots took about a sixth of its time.
   */
  seatsWritten: slot(),
  player: slot(MAX.players * P.size),
  size: 0,
};
G.size = at;

/** The base offset of seat `seat`'s slots. */
export const playerAt = (seat: number): number => G.player + seat * P.size;
