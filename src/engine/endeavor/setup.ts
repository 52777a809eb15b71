/**
 * Making positions: newGame for a fresh game, fromSetup as the one validating gate for unchecked
 * positions (puzzles, links, tests), and setupDefaults to complete a partial position.
 */
import { Rng, seedRandom, type RandomState } from '../random';
import { err, ok, type Result } from '../result';
import { note, withRuleNotes } from '../rule-notes';
import { Problems, isNat, isObject as isObj, nearest, sentence } from '../validate';
import { BUILDING_DATA, BUILDING_SPACES, CARD_DATA, CITY_DATA, CONNECTION_DATA, MARKERS_PER_PLAYER, REGION_DATA, ROUNDS, SHIP_OVERFLOW_PER_PLAYER, TOKEN_MIX, UNIQUE_LEVEL } from './components';
import type { SetupError as SetupErrorOf } from '../contract';
import type { RuleId } from './rules';
import { cardData, countedCards, derivedTracks, handLimit, markersOnBoard, zeroCounts, type BoardState, type GameState, type PlayerState } from './state';
import {
  BUILDINGS,
  DECKS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  PHASES,
  SHIPPING_REGIONS,
  STARTING_BUILDING,
  TOKENS,
  TRACKS,
  isOneOf,
  type BuildingId,
  type Deck,
  type ShippingRegion,
  type StockBuilding,
  type Token,
} from './vocabulary';

export type PlayerCount = 3 | 4 | 5;

export interface NewGameOptions {
  readonly players: PlayerCount;
}

/** A problem found in an unchecked position: where (dotted path, 'players.1.harbour'), which rule, and words for a person. */
export type SetupError = SetupErrorOf<string, RuleId>;

/** "shipyardd" is not a known building; did you mean shipyard? */
function unknownNameReason(kind: string, name: unknown, known: readonly string[]): string {
  const near = typeof name === 'string' ? nearest(name, known) : null;
  return `"${String(name)}" is not a known ${kind}${near ? `; did you mean ${near}?` : '.'}`;
}

function tokenPool(): Token[] {
  const pool: Token[] = [];
  for (const k of TOKENS) for (let i = 0; i < TOKEN_MIX.counts[k]; i++) pool.push(k);
  return pool;
}

function sortedDeck(deck: Deck): string[] {
  return CARD_DATA.filter((c) => c.deck === deck && c.kind !== 'governor')
    .slice()
    .sort((a, b) => a.value - b.value)
    .map((c) => c.id);
}

function governorOf(region: ShippingRegion): string | null {
  return CARD_DATA.find((c) => c.deck === region && c.kind === 'governor')?.id ?? null;
}

function newPlayer(): PlayerState {
  return {
    supply: MARKERS_PER_PLAYER.value,
    harbour: 0,
    buildings: [{ building: STARTING_BUILDING, marker: false }],
    cards: [],
    setAside: [],
    tokens: zeroCounts(TOKENS),
    tracks: zeroCounts(TRACKS),
  };
}

/**
 * A new game (rule setup.start): tokens shuffled onto every circle, first player at random,
 * everyone with only the pre-printed building and all markers in the supply. Deterministic in
 * the seed. Throws RangeError only for a player count outside 3–5 (a programming error).
 */
export function newGame(options: NewGameOptions, seed: number | string): GameState {
  const n = options.players;
  if (!Number.isInteger(n) || n < MIN_PLAYERS || n > MAX_PLAYERS) throw new RangeError(`Endeavor needs 3 to 5 players, got ${String(n)}`);
  note('setup.players');
  note('setup.start');
  const rng = new Rng(seedRandom(seed));
  const pool = rng.shuffleInPlace(tokenPool());
  let next = 0;
  const draw = (): Token | null => pool[next++] ?? null;
  const shipTracks = {} as BoardState['shipTracks'];
  const governors = {} as BoardState['governors'];
  for (const r of SHIPPING_REGIONS) {
    const length = REGION_DATA[r].shipTrack?.length ?? 0;
    shipTracks[r] = { spaces: Array.from({ length }, () => ({ token: draw(), owner: null })), overflow: [] };
    governors[r] = governorOf(r);
  }
  const cities: BoardState['cities'] = {};
  for (const c of CITY_DATA) cities[c.id] = { token: draw(), owner: null };
  const connections: BoardState['connections'] = {};
  for (const c of CONNECTION_DATA) connections[c.id] = draw();
  const decks = {} as BoardState['decks'];
  for (const d of DECKS) decks[d] = sortedDeck(d);
  const spentTokens = zeroCounts(TOKENS);
  // Tokens beyond the circles (none with the published data: 95 tokens, 95 circles) stay in the box, counted as spent.
  for (let i = next; i < pool.length; i++) spentTokens[pool[i] as Token] += 1;
  const firstPlayer = rng.int(n);
  const stock = {} as GameState['stock'];
  for (const b of BUILDINGS) stock[b] = BUILDING_DATA[b].copies;
  return {
    version: 2,
    players: Array.from({ length: n }, newPlayer),
    round: 1,
    phase: 'build',
    firstPlayer,
    toAct: firstPlayer,
    step: 0,
    salaryLeft: 0,
    passed: Array.from({ length: n }, () => false),
    discarding: false,
    stock,
    board: { shipTracks, cities, connections, governors, decks },
    abolished: false,
    removedCards: [],
    spentTokens,
    rng: rng.state,
  };
}

// ---------------------------------------------------------------------------------------------
// fromSetup: the validating gate
// ---------------------------------------------------------------------------------------------

/** The gate's problem collector: the shared validation kit, with this engine's rule ids. */
class Checker extends Problems<SetupError> {
  constructor() {
    super((code, path, reason) => ({ code, rule: 'setup.valid-position', path, message: sentence(path, reason) }));
  }
  /** One problem: its code, the rule it breaks, where, and words for a person. */
  fail(code: string, rule: RuleId, path: string, message: string): void {
    this.list.push({ code, rule, path, message });
  }
}

/**
 * Checks an unchecked position and returns it as a GameState, or every problem found (never
 * throws). The result is a fresh copy made only of the known fields.
 */
export function fromSetup(setup: unknown): Result<GameState, SetupError[]> {
  const checker = new Checker();
  const errors = checker.list;
  const V: RuleId = 'setup.valid-position';
  if (!isObj(setup)) return err([{ code: 'setup/not-an-object', rule: V, path: '', message: 'The position must be an object.' }]);
  // Format 1 held the earlier practice components: its cities, tokens and cards mean something else now.
  if (setup.version === 1) checker.fail('setup/practice-components', V, 'version', 'This position was made with the earlier practice components; it cannot be read on the real components.');
  else if (setup.version !== 2) checker.fail('setup/version', V, 'version', 'The position format version must be 2.');

  // Players
  const playersIn = setup.players;
  if (!Array.isArray(playersIn) || playersIn.length < MIN_PLAYERS || playersIn.length > MAX_PLAYERS) {
    checker.fail('setup/player-count', 'setup.players', 'players', 'There must be 3 to 5 players.');
    return err(errors);
  }
  const n = playersIn.length;
  const isSeat = (v: unknown): v is number => isNat(v) && v < n;
  const players: PlayerState[] = [];
  const heldCards: string[] = [];
  const builtCount = zeroCounts(BUILDINGS);
  playersIn.forEach((raw: unknown, seat) => {
    const at = `players.${seat}`;
    const p = newPlayer();
    p.supply = 0;
    if (!isObj(raw)) {
      checker.fail('setup/player', V, at, `Player ${seat + 1} must be an object.`);
      players.push(p);
      return;
    }
    for (const f of ['supply', 'harbour'] as const) {
      if (isNat(raw[f])) p[f] = raw[f];
      else checker.fail(`setup/${f}`, V, `${at}.${f}`, `Player ${seat + 1}'s ${f} must be a whole number of markers, 0 or more.`);
    }
    const bs = raw.buildings;
    if (!Array.isArray(bs) || bs.length < 1 || bs.length > BUILDING_SPACES.value) {
      checker.fail('setup/buildings', V, `${at}.buildings`, `Player ${seat + 1} must have 1 to ${BUILDING_SPACES.value} buildings.`);
    } else {
      p.buildings = [];
      let levelFive = 0;
      bs.forEach((b: unknown, i) => {
        const bid = isObj(b) ? b.building : undefined;
        const okId = i === 0 ? bid === STARTING_BUILDING : isOneOf(BUILDINGS, bid);
        if (!isObj(b) || !okId || typeof b.marker !== 'boolean') {
          checker.fail(
            'setup/building',
            V,
            `${at}.buildings.${i}`,
            i === 0 ? 'Space 0 must hold the pre-printed starting building.' : `Player ${seat + 1}'s building ${i} is not a known building with a marker flag.`,
          );
          return;
        }
        const id = bid as BuildingId;
        if (id !== STARTING_BUILDING) {
          builtCount[id] += 1;
          if (BUILDING_DATA[id].level === UNIQUE_LEVEL.value) levelFive++;
        }
        p.buildings.push({ building: id, marker: b.marker });
      });
      if (levelFive > 1) checker.fail('setup/level-five', 'build.one-level-five', `${at}.buildings`, `Player ${seat + 1} has more than one level-5 building.`);
    }
    for (const f of ['cards', 'setAside'] as const) {
      const cs = raw[f];
      if (!Array.isArray(cs) || !cs.every((c) => typeof c === 'string' && cardData(c) !== undefined)) {
        checker.fail(`setup/${f}`, V, `${at}.${f}`, `Player ${seat + 1}'s ${f} must be a list of known card ids.`);
      } else {
        p[f] = [...(cs as string[])];
        heldCards.push(...p[f]);
      }
    }
    if (p.setAside.some((c) => cardData(c)?.kind !== 'slavery')) checker.fail('setup/set-aside', 'pass.slavery-aside', `${at}.setAside`, 'Only slavery cards can be set aside.');
    const tk = raw.tokens;
    if (!isObj(tk) || !TOKENS.every((k) => isNat(tk[k]))) checker.fail('setup/tokens', V, `${at}.tokens`, `Player ${seat + 1}'s tokens must give a count for each of: ${TOKENS.join(', ')}.`);
    else for (const k of TOKENS) p.tokens[k] = tk[k] as number;
    const tr = raw.tracks;
    const want = derivedTracks(p);
    if (!isObj(tr) || !TRACKS.every((k) => tr[k] === want[k])) {
      checker.fail('setup/tracks', 'round.check-tracks', `${at}.tracks`, `Player ${seat + 1}'s tracks must show what they hold: ${TRACKS.map((k) => `${k} ${want[k]}`).join(', ')}.`);
    }
    p.tracks = want;
    players.push(p);
  });

  // Round and turn
  const phase = setup.phase;
  if (!isOneOf(PHASES, phase) || phase === 'growth') checker.fail('setup/phase', 'round.phase-order', 'phase', 'The phase must be build, salary, action or gameOver.');
  const round = setup.round;
  if (!isNat(round) || round < 1 || round > ROUNDS.value) checker.fail('setup/round', 'round.seven-rounds', 'round', `The round must be 1 to ${ROUNDS.value}.`);
  if (!isSeat(setup.firstPlayer)) checker.fail('setup/first-player', V, 'firstPlayer', 'The first player must be a seat number.');
  if (phase === 'gameOver' ? setup.toAct !== null : !isSeat(setup.toAct))
    checker.fail('setup/to-act', 'round.phase-order', 'toAct', 'The player to act must be a seat number (null only when the game is over).');
  if (!isNat(setup.step) || setup.step > n) checker.fail('setup/step', V, 'step', 'step must be a whole number from 0 to the number of players.');
  if (!isNat(setup.salaryLeft)) checker.fail('setup/salary-left', 'salary.choose', 'salaryLeft', 'salaryLeft must be a whole number.');
  const passed = setup.passed;
  if (!Array.isArray(passed) || passed.length !== n || !passed.every((x) => typeof x === 'boolean'))
    checker.fail('setup/passed', 'action.passed-is-out', 'passed', 'passed must list true/false for each player.');
  if (typeof setup.discarding !== 'boolean') checker.fail('setup/discarding', 'pass.choose-discard', 'discarding', 'discarding must be true or false.');
  if (typeof setup.abolished !== 'boolean') checker.fail('setup/abolished', 'draw.abolition', 'abolished', 'abolished must be true or false.');
  if (phase === 'action' && Array.isArray(passed) && isSeat(setup.toAct) && passed[setup.toAct] === true && setup.discarding !== true) {
    checker.fail('setup/passed-to-act', 'action.passed-is-out', 'toAct', 'The player to act has already passed.');
  }
  if (phase === 'action' && setup.discarding === true && Array.isArray(passed) && isSeat(setup.toAct) && passed[setup.toAct] !== true) {
    checker.fail('setup/discard-without-pass', 'action.no-voluntary-discard', 'discarding', 'Only a player who has passed may be discarding.');
  }
  const rng = setup.rng;
  if (!Array.isArray(rng) || rng.length !== 4 || !rng.every((x) => isNat(x) && x <= 0xffffffff)) checker.fail('setup/rng', V, 'rng', 'rng must be four unsigned 32-bit integers.');

  // Stock and buildings conservation
  const stockIn = setup.stock;
  const stock = {} as GameState['stock'];
  if (!isObj(stockIn)) checker.fail('setup/stock', V, 'stock', 'stock must give a count per building.');
  for (const b of BUILDINGS) {
    const v = isObj(stockIn) ? stockIn[b] : undefined;
    stock[b] = isNat(v) ? v : 0;
    if (isObj(stockIn) && (!isNat(v) || v + builtCount[b] !== BUILDING_DATA[b].copies)) {
      checker.fail('setup/stock-count', V, `stock.${b}`, `The stock and the boards must hold exactly ${BUILDING_DATA[b].copies} ${BUILDING_DATA[b].name} tiles.`);
    }
  }

  // Board
  const boardIn = isObj(setup.board) ? setup.board : undefined;
  if (!boardIn) {
    checker.fail('setup/board', V, 'board', 'board must be an object.');
    return err(errors);
  }
  const boardTokens = zeroCounts(TOKENS);
  const countToken = (t: unknown, path: string): Token | null => {
    if (t === null) return null;
    if (isOneOf(TOKENS, t)) {
      boardTokens[t] += 1;
      return t;
    }
    checker.fail('setup/token-kind', V, path, `Unknown token kind at ${path}.`);
    return null;
  };
  const shipTracks = {} as BoardState['shipTracks'];
  const tracksIn = isObj(boardIn.shipTracks) ? boardIn.shipTracks : {};
  for (const r of SHIPPING_REGIONS) {
    const at = `board.shipTracks.${r}`;
    const length = REGION_DATA[r].shipTrack?.length ?? 0;
    const t = tracksIn[r];
    shipTracks[r] = { spaces: Array.from({ length }, () => ({ token: null, owner: null })), overflow: [] };
    if (!isObj(t) || !Array.isArray(t.spaces) || t.spaces.length !== length || !Array.isArray(t.overflow)) {
      checker.fail('setup/ship-track', V, at, `The ${REGION_DATA[r].name} shipping track must have ${length} spaces and an overflow list.`);
      continue;
    }
    let seenFree = false;
    t.spaces.forEach((sp: unknown, i) => {
      if (!isObj(sp) || !(sp.owner === null || isSeat(sp.owner))) {
        checker.fail('setup/ship-space', V, `${at}.spaces.${i}`, 'A ship space needs an owner (seat or null) and a token.');
        return;
      }
      const token = countToken(sp.token, `${at}.spaces.${i}.token`);
      if (sp.owner === null) seenFree = true;
      else if (seenFree) checker.fail('setup/ship-gap', 'ship.first-free-space', `${at}.spaces.${i}`, 'Ship spaces fill in order: no marker may follow a free space.');
      if (sp.owner !== null && token !== null) checker.fail('setup/ship-token', 'ship.first-free-space', `${at}.spaces.${i}.token`, 'A space with a marker has had its token taken.');
      shipTracks[r].spaces[i] = { token, owner: sp.owner as number | null };
    });
    if (!t.overflow.every(isSeat)) checker.fail('setup/overflow', 'ship.full-track', `${at}.overflow`, 'Overflow must list seat numbers.');
    else shipTracks[r].overflow = [...(t.overflow as number[])];
    for (let seat = 0; seat < n; seat++) {
      if ((t.overflow as unknown[]).filter((o) => o === seat).length > SHIP_OVERFLOW_PER_PLAYER.value) {
        checker.fail('setup/overflow-count', 'ship.full-track', `${at}.overflow`, `Player ${seat + 1} has more than ${SHIP_OVERFLOW_PER_PLAYER.value} marker past the end of the track.`);
      }
    }
    if (seenFree && t.overflow.length > 0) checker.fail('setup/overflow-early', 'ship.full-track', `${at}.overflow`, 'Markers go past the last space only when the track is full.');
  }
  const cities: BoardState['cities'] = {};
  const citiesIn = isObj(boardIn.cities) ? boardIn.cities : {};
  for (const c of CITY_DATA) {
    const cs = citiesIn[c.id];
    const at = `board.cities.${c.id}`;
    if (!isObj(cs) || !(cs.owner === null || isSeat(cs.owner))) {
      checker.fail('setup/city', V, at, `${c.name} needs an owner (seat or null) and a token.`);
      cities[c.id] = { token: null, owner: null };
      continue;
    }
    const token = countToken(cs.token, `${at}.token`);
    if (cs.owner !== null && token !== null) checker.fail('setup/city-token', 'occupy.free-city', `${at}.token`, `${c.name} is occupied, so its token has been taken.`);
    cities[c.id] = { token, owner: cs.owner as number | null };
  }
  for (const k of Object.keys(citiesIn)) if (!(k in cities)) checker.fail('setup/unknown-city', V, `board.cities.${k}`, `There is no city "${k}".`);
  const connections: BoardState['connections'] = {};
  const connIn = isObj(boardIn.connections) ? boardIn.connections : {};
  for (const c of CONNECTION_DATA) {
    if (!(c.id in connIn)) {
      checker.fail('setup/connection', V, `board.connections.${c.id}`, `Connection ${c.id} is missing.`);
      connections[c.id] = null;
      continue;
    }
    connections[c.id] = countToken(connIn[c.id], `board.connections.${c.id}`);
  }
  const governors = {} as BoardState['governors'];
  const govIn = isObj(boardIn.governors) ? boardIn.governors : {};
  const boardCards: string[] = [];
  for (const r of SHIPPING_REGIONS) {
    const g = govIn[r];
    const expected = governorOf(r);
    if (g !== null && g !== expected) checker.fail('setup/governor', 'ship.governor', `board.governors.${r}`, `The ${REGION_DATA[r].name} governor slot may hold only its own governor card or null.`);
    governors[r] = g === expected ? expected : null;
    if (governors[r] !== null) boardCards.push(governors[r] as string);
    const full = shipTracks[r].spaces.every((s) => s.owner !== null);
    if (full && governors[r] !== null)
      checker.fail('setup/governor-unclaimed', 'ship.governor', `board.governors.${r}`, `The ${REGION_DATA[r].name} track is full, so its governor must have been awarded.`);
    if (!full && expected !== null && governors[r] === null)
      checker.fail('setup/governor-early', 'ship.governor', `board.governors.${r}`, `The ${REGION_DATA[r].name} governor is awarded only when the track is full.`);
  }
  const decks = {} as BoardState['decks'];
  const decksIn = isObj(boardIn.decks) ? boardIn.decks : {};
  for (const d of DECKS) {
    const cs = decksIn[d];
    decks[d] = [];
    if (!Array.isArray(cs) || !cs.every((c) => typeof c === 'string' && cardData(c)?.deck === d && cardData(c)?.kind !== 'governor')) {
      checker.fail('setup/deck', V, `board.decks.${d}`, `The ${d} deck must list only its own cards.`);
      continue;
    }
    decks[d] = [...(cs as string[])];
    boardCards.push(...decks[d]);
    const values = decks[d].map((c) => cardData(c)?.value ?? 0);
    if (values.some((v, i) => i > 0 && v < (values[i - 1] as number)))
      checker.fail('setup/deck-order', 'pass.discard-to-deck', `board.decks.${d}`, `The ${d} deck must be in value order, lowest on top.`);
  }
  const removed = setup.removedCards;
  const removedCards: string[] = [];
  // Governors leave the game when discarded; after Abolition the rest of the Slavery deck does too.
  const leaves = (c: unknown): boolean => typeof c === 'string' && (cardData(c)?.kind === 'governor' || (setup.abolished === true && cardData(c)?.kind === 'slavery'));
  if (!Array.isArray(removed) || !removed.every(leaves))
    checker.fail('setup/removed', 'pass.governor-out', 'removedCards', 'Only governor cards leave the game (and, after Abolition, the rest of the Slavery deck).');
  else removedCards.push(...(removed as string[]));

  // Conservation of cards: every card in exactly one place.
  const seen = new Map<string, number>();
  for (const c of [...heldCards, ...boardCards, ...removedCards]) seen.set(c, (seen.get(c) ?? 0) + 1);
  for (const c of CARD_DATA) {
    const k = seen.get(c.id) ?? 0;
    if (k !== 1) checker.fail('setup/card-count', V, 'cards', `Card ${c.id} must be in exactly one place (found ${k}).`);
  }
  if (setup.abolished === true && players.some((p) => p.cards.some((c) => cardData(c)?.kind === 'slavery'))) {
    checker.fail('setup/slavery-after-abolition', 'draw.abolition', 'players', 'After Abolition nobody may hold slavery cards.');
  }

  // Conservation of tokens: board + players + spent = the mix.
  const spentIn = setup.spentTokens;
  const spentTokens = zeroCounts(TOKENS);
  if (!isObj(spentIn) || !TOKENS.every((k) => isNat(spentIn[k]))) checker.fail('setup/spent', V, 'spentTokens', 'spentTokens must give a count per token kind.');
  else for (const k of TOKENS) spentTokens[k] = spentIn[k] as number;
  for (const k of TOKENS) {
    const total = boardTokens[k] + spentTokens[k] + players.reduce((a, p) => a + p.tokens[k], 0);
    if (total !== TOKEN_MIX.counts[k]) checker.fail('setup/token-count', V, `tokens.${k}`, `There are ${TOKEN_MIX.counts[k]} ${k} tokens in all; this position has ${total}.`);
  }

  const board: BoardState = { shipTracks, cities, connections, governors, decks };
  const draft = {
    version: 2,
    players,
    round: isNat(round) ? round : 1,
    phase: isOneOf(PHASES, phase) ? phase : 'build',
    firstPlayer: isSeat(setup.firstPlayer) ? setup.firstPlayer : 0,
    toAct: isSeat(setup.toAct) ? setup.toAct : null,
    step: isNat(setup.step) ? setup.step : 0,
    salaryLeft: isNat(setup.salaryLeft) ? setup.salaryLeft : 0,
    passed: Array.isArray(passed) ? passed.map((x) => x === true) : players.map(() => false),
    discarding: setup.discarding === true,
    stock,
    board,
    abolished: setup.abolished === true,
    removedCards,
    spentTokens,
    rng: (Array.isArray(rng) ? [...rng] : [0, 0, 0, 0]) as unknown as RandomState,
  } satisfies GameState;

  // Conservation of markers.
  players.forEach((p, seat) => {
    const total = p.supply + p.harbour + p.buildings.filter((b) => b.marker).length + markersOnBoard(draft, seat);
    if (total !== MARKERS_PER_PLAYER.value)
      checker.fail('setup/marker-count', V, `players.${seat}`, `Player ${seat + 1} must have ${MARKERS_PER_PLAYER.value} markers in all (supply, harbour, buildings, board); found ${total}.`);
  });
  if (draft.phase === 'salary' && draft.toAct !== null) {
    const p = players[draft.toAct];
    // A Salary decision exists only while payments are left and fewer than the markers out.
    if (p && (draft.salaryLeft < 1 || draft.salaryLeft >= p.buildings.filter((b) => b.marker).length)) {
      checker.fail('setup/salary-left', 'salary.choose', 'salaryLeft', 'In the Salary phase the player to act must have payments left (at least 1) and more markers on buildings than payments.');
    }
  }
  if (draft.phase === 'action' && draft.discarding && draft.toAct !== null) {
    const p = players[draft.toAct];
    // Discarding lasts only while counted cards are over the limit (the free governor never counts):
    // a forged "discarding" under the limit would leave no legal move at all.
    if (p && countedCards(p) <= handLimit(p)) {
      checker.fail('setup/discarding-under-limit', 'pass.discard-excess', 'discarding', 'Only a player over the card limit (the free governor card not counted) may be discarding.');
    }
  }
  if (errors.length > 0) return err(errors);
  note('setup.valid-position');
  return ok(draft);
}

/**
 * A new game through the gate, and the ids of the rules that made it (setup.players, setup.start,
 * setup.valid-position): what a lesson step that starts from a new game teaches by doing, as
 * applyMoveWithRules says it for a move (issue #19.1). Only lessons and tools ask.
 */
export function newGameWithRules(options: NewGameOptions, seed: number | string): Result<{ readonly state: GameState; readonly rules: readonly RuleId[] }, SetupError[]> {
  const { value, rules } = withRuleNotes(() => fromSetup(newGame(options, seed)));
  return value.ok ? ok({ state: value.value, rules: rules as RuleId[] }) : value;
}

// ---------------------------------------------------------------------------------------------
// setupDefaults: partial positions for puzzles and tests
// ---------------------------------------------------------------------------------------------

/** What a puzzle states about one seat; everything else takes its default. */
export interface PartialSeat {
  readonly harbour?: number;
  /** Built tiles (the starting building is added in space 0). */
  readonly buildings?: readonly StockBuilding[];
  /** Slots (0 = starting building) that carry a marker. */
  readonly markers?: readonly number[];
  readonly cards?: readonly string[];
  readonly setAside?: readonly string[];
  readonly tokens?: Partial<Record<Token, number>>;
}

/** A position that states only what matters. */
export interface PartialSetup {
  readonly players?: PlayerCount;
  readonly seed?: number | string;
  readonly round?: number;
  readonly phase?: 'build' | 'salary' | 'action';
  readonly firstPlayer?: number;
  readonly toAct?: number;
  readonly passed?: readonly boolean[];
  /** Action phase: the player to act has passed and must still discard down to his Politics limit. */
  readonly discarding?: boolean;
  readonly seats?: readonly PartialSeat[];
  /** Owners of the ship markers in order from space 0; entries past the length are overflow. */
  readonly shipTracks?: Partial<Record<ShippingRegion, readonly number[]>>;
  /** City id → owning seat. */
  readonly cities?: Readonly<Record<string, number>>;
  readonly abolished?: boolean;
  readonly salaryLeft?: number;
}

/**
 * Completes a partial position from a new game (default: 3 players, seed 0, round 1, action
 * phase, seat 0 first and to act) and passes it through fromSetup. Tokens under markers placed
 * here count as already taken (spent); tokens given to a seat come from that pile first, then
 * from the board. Governors of full tracks go by the governor rule unless a seat already holds them.
 */
export function setupDefaults(partial: PartialSetup): Result<GameState, SetupError[]> {
  // Names from a file are untrusted: an unknown building or card is refused by name before use.
  const unknown: SetupError[] = [];
  const cardIds = CARD_DATA.map((c) => c.id);
  (partial.seats ?? []).forEach((seatIn, seat) => {
    (seatIn.buildings ?? []).forEach((b, i) => {
      if (!(BUILDINGS as readonly string[]).includes(b))
        unknown.push({ code: 'setup/building', rule: 'setup.valid-position', path: `seats.${seat}.buildings.${i}`, message: unknownNameReason('building', b, BUILDINGS) });
    });
    for (const key of ['cards', 'setAside'] as const)
      (seatIn[key] ?? []).forEach((c, i) => {
        if (!cardIds.includes(c)) unknown.push({ code: 'setup/card', rule: 'setup.valid-position', path: `seats.${seat}.${key}.${i}`, message: unknownNameReason('card', c, cardIds) });
      });
  });
  if (unknown.length > 0) return err(unknown);
  const n = partial.players ?? 3;
  const s = newGame({ players: n }, partial.seed ?? 0);
  const spent = s.spentTokens;
  s.round = partial.round ?? 1;
  s.phase = partial.phase ?? 'action';
  s.firstPlayer = partial.firstPlayer ?? 0;
  s.toAct = partial.toAct ?? s.firstPlayer;
  s.passed = partial.passed ? [...partial.passed] : s.players.map(() => false);
  s.discarding = partial.discarding ?? false;
  s.abolished = partial.abolished ?? false;
  s.salaryLeft = partial.salaryLeft ?? 0;
  const takeCard = (id: string): void => {
    for (const d of DECKS) s.board.decks[d] = s.board.decks[d].filter((c) => c !== id);
    for (const r of SHIPPING_REGIONS) if (s.board.governors[r] === id) s.board.governors[r] = null;
  };
  (partial.seats ?? []).forEach((seatIn, seat) => {
    const p = s.players[seat];
    if (!p) return;
    for (const b of seatIn.buildings ?? []) {
      p.buildings.push({ building: b, marker: false });
      s.stock[b] -= 1;
    }
    for (const slot of seatIn.markers ?? []) {
      const b = p.buildings[slot];
      if (b) b.marker = true;
    }
    p.harbour = seatIn.harbour ?? 0;
    p.cards = [...(seatIn.cards ?? [])];
    p.setAside = [...(seatIn.setAside ?? [])];
    for (const c of [...p.cards, ...p.setAside]) takeCard(c);
  });
  for (const r of SHIPPING_REGIONS) {
    const owners = partial.shipTracks?.[r] ?? [];
    const t = s.board.shipTracks[r];
    owners.forEach((seat, i) => {
      const sp = t.spaces[i];
      if (sp) {
        sp.owner = seat;
        if (sp.token) spent[sp.token] += 1;
        sp.token = null;
      } else t.overflow.push(seat);
    });
  }
  for (const [id, seat] of Object.entries(partial.cities ?? {})) {
    const c = s.board.cities[id];
    if (!c) continue;
    c.owner = seat;
    if (c.token) spent[c.token] += 1;
    c.token = null;
  }
  // Seat tokens: from the spent pile first, then from any board circle of that kind.
  (partial.seats ?? []).forEach((seatIn, seat) => {
    const p = s.players[seat];
    if (!p) return;
    for (const k of TOKENS) {
      let want = seatIn.tokens?.[k] ?? 0;
      p.tokens[k] = want;
      const fromSpent = Math.min(want, spent[k]);
      spent[k] -= fromSpent;
      want -= fromSpent;
      const circles: { get: () => Token | null; clear: () => void }[] = [
        ...Object.keys(s.board.connections).map((id) => ({ get: () => s.board.connections[id] ?? null, clear: () => void (s.board.connections[id] = null) })),
        ...Object.values(s.board.cities).map((c) => ({ get: () => c.token, clear: () => void (c.token = null) })),
        ...SHIPPING_REGIONS.flatMap((r) => s.board.shipTracks[r].spaces.map((sp) => ({ get: () => sp.token, clear: () => void (sp.token = null) }))),
      ];
      for (const c of circles) {
        if (want <= 0) break;
        if (c.get() === k) {
          c.clear();
          want -= 1;
        }
      }
    }
  });
  // Governors of full tracks: by the rule, unless already held.
  for (const r of SHIPPING_REGIONS) {
    const g = s.board.governors[r];
    const t = s.board.shipTracks[r];
    if (g === null || !t.spaces.every((sp) => sp.owner !== null)) continue;
    const counts = new Map<number, [number, number]>();
    t.spaces.forEach((sp, i) => {
      const o = sp.owner as number;
      const [c] = counts.get(o) ?? [0, -1];
      counts.set(o, [c + 1, i]);
    });
    const best = [...counts.entries()].sort((a, b) => b[1][0] - a[1][0] || b[1][1] - a[1][1])[0];
    const p = best ? s.players[best[0]] : undefined;
    if (p) p.cards.push(g);
    s.board.governors[r] = null;
  }
  s.players.forEach((p, seat) => {
    p.tracks = derivedTracks(p);
    const placed = p.harbour + p.buildings.filter((b) => b.marker).length + markersOnBoard(s, seat);
    p.supply = MARKERS_PER_PLAYER.value - placed;
  });
  return fromSetup(JSON.parse(JSON.stringify(s)) as unknown);
}

export { governorOf };
