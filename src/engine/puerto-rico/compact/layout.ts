/**
 * Where each field of a game lives in the compact form (issue #18.1): one Int32Array per game, so
 * a copy is one allocation and a memory copy. Lists have a length slot and room for their most
 * entries; a position that does not fit is refused by toCompact (it stays on the JSON path).
 */

// biome-ignore-all lint/style/useLiteralEnumMembers: the slots are sums over MAX and P, constant enum expressions that esbuild folds.
// biome-ignore-all lint/suspicious/noDuplicateEnumValues: MAX holds limits, not ids; nothing maps a number back to a name.

/*
 * The layout is written as enums, not objects: a bundler (esbuild, which the scripts and the
 * bench run through) puts an enum member's number straight into the code that reads it, where an
 * object's field is a load and a map check at every access. The playout loop reads these offsets
 * hundreds of times a decision: the numbers inlined made it about 1.25x faster (issue #18.3,
 * BENCHMARKS.md, seventh pass). Each slot is the previous one plus the previous one's size.
 */

/** Most entries of each list (the gate's limits, with room to spare where it sets none). */
export enum MAX {
  players = 5,
  queue = 16,
  roles = 8,
  ships = 8,
  tradingHouse = 8,
  /** Plantation tiles in the box (seed 000): no list of them holds more. */
  tiles = 50,
  draftFree = 16,
  picked = 40,
  endTriggers = 4,
  /** Seats in the per-seat turn flags (wharfUsed, smallWharfUsed, hadTurn). */
  seats = 8,
  island = 12,
  city = 12,
}

/** Slots of one player, from the player's base offset. */
export enum P {
  doubloons = 0,
  vp = doubloons + 1,
  goods = vp + 1, // 5 slots
  sanJuan = goods + 5,
  islandLength = sanJuan + 1,
  /** Per island space: tile, colonists. */
  island = islandLength + 1,
  cityLength = island + 2 * MAX.island,
  /** Per city space: building, colonists, settled (NONE when absent). */
  city = cityLength + 1,
  /**
   * Derived, not part of the JSON state: the buildings with a colonist, a bit per building id in
   * two words (ids 0-31, 32-63), kept wherever a building's colonists change (board.ts
   * setCityColonists), so `works` is one bit test instead of a city scan (issue #18.3).
   */
  working = city + 3 * MAX.city,
  size = working + 2,
}

/** Slots of the whole game. Lists are a length slot followed by their entries. */
export enum G {
  round = 0,
  governor = round + 1,
  phase = governor + 1,
  toAct = phase + 1,
  chooser = toAct + 1,
  rolesChosen = chooser + 1,
  colonists = rolesChosen + 1,
  colonistShip = colonists + 1,
  vpChips = colonistShip + 1,
  vpOnPaper = vpChips + 1,
  goods = vpOnPaper + 1, // 5 slots
  quarries = goods + 5,
  forests = quarries + 1,
  bank = forests + 1,
  ply = bank + 1,
  rng = ply + 1, // 4 slots
  players = rng + 4,
  queue = players + 1,
  /** Per card: role, doubloons, takenBy. */
  roles = queue + 1 + MAX.queue,
  /** Per ship: capacity, good (NONE when empty), count. */
  ships = roles + 1 + 3 * MAX.roles,
  tradingHouse = ships + 1 + 3 * MAX.ships,
  stack = tradingHouse + 1 + MAX.tradingHouse,
  faceUp = stack + 1 + MAX.tiles,
  discards = faceUp + 1 + MAX.tiles,
  removed = discards + 1 + MAX.tiles,
  buildings = removed + 1 + MAX.tiles, // 37 slots
  /** 1 when the game has a draft record, then its lists. */
  hasDraft = buildings + 37,
  draftFree = hasDraft + 1,
  draftPicked = draftFree + 1 + MAX.draftFree,
  endTriggers = draftPicked + 1 + MAX.picked,
  // The phase scratch (TurnState); booleans are 0 or 1.
  started = endTriggers + 1 + MAX.endTriggers,
  guestWindow = started + 1,
  guestEnd = guestWindow + 1,
  haciendaUsed = guestEnd + 1,
  drawn = haciendaUsed + 1,
  extraPick = drawn + 1,
  craftBonus = extraPick + 1,
  craftKinds = craftBonus + 1, // a list of 5
  produced = craftKinds + 1 + 5, // 5 slots
  captainPrivilegeUsed = produced + 5,
  idle = captainPrivilegeUsed + 1,
  wharfUsed = idle + 1,
  smallWharfUsed = wharfUsed + 1 + MAX.seats,
  /** 1 when a Small Wharf loading is open, then its barrels by good. */
  hasSmallWharf = smallWharfUsed + 1 + MAX.seats,
  smallWharf = hasSmallWharf + 1, // 5 slots
  hadTurn = smallWharf + 5,
  /**
   * Derived, not part of the JSON state: a bit per seat that owns a Guest House, kept by toCompact
   * and the Builder, so the check for Guest House windows after every role and phase does not scan
   * every city (issue #18.3).
   */
  guestHouses = hadTurn + 1 + MAX.seats,
  player = guestHouses + 1,
  size = player + MAX.players * P.size,
}

/** The base offset of seat `seat`'s slots. */
export const playerAt = (seat: number): number => G.player + seat * P.size;
