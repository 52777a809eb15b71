/**
 * The position editor's flow. The user's changes are plain operations (EditOp) applied to the
 * current position; the engine's setup gate (fromSetup) is the only judge of the result. The
 * editor is always `editing`, in one of two modes: `valid` (the last change was accepted) or
 * `refused` (the last change was refused; the position stays as it was and the engine's reasons
 * are kept to show). Moving a piece also moves it out of (or back into) the supply, so a change
 * is refused only when the box really holds no such piece, or the position breaks a rule.
 */
import { assign, setup } from 'xstate';
import type { BuildingId, GameState, Good, IslandTile, Phase, Plantation, Role, SetupError } from '../../engine/puerto-rico';
import { fromSetup, newGame } from '../../engine/puerto-rico';
import type { Result } from '../../engine/result';
import { err } from '../../engine/result';

/** Phases the editor can start a position in (the draft, the Prospector and the game end are not set up by hand). */
export const EDITABLE_PHASES = ['role', 'settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain', 'storage'] as const satisfies readonly Phase[];
export type EditablePhase = (typeof EDITABLE_PHASES)[number];

/** The role card whose phase this is ('storage' closes the Captain's phase). */
const ROLE_OF: { [P in Exclude<EditablePhase, 'role'>]: Role } = {
  settler: 'settler',
  mayor: 'mayor',
  builder: 'builder',
  craftsman: 'craftsman',
  trader: 'trader',
  captain: 'captain',
  storage: 'captain',
};

/** One change to the position, as plain data. Counts move to or from the supply. */
export type EditOp =
  /** A fresh game: player count, building setup ('all' = every base and New Building) and seed. */
  | { readonly op: 'game.new'; readonly players: 2 | 3 | 4 | 5; readonly buildings: 'base' | 'all'; readonly seed: number }
  /** A whole position, e.g. from a link (it must pass the gate like any change). */
  | { readonly op: 'game.load'; readonly state: unknown }
  | { readonly op: 'player.doubloons' | 'player.vp' | 'player.sanJuan'; readonly seat: number; readonly delta: number }
  | { readonly op: 'player.goods'; readonly seat: number; readonly good: Good; readonly delta: number }
  | { readonly op: 'island.add'; readonly seat: number; readonly tile: IslandTile }
  | { readonly op: 'island.remove'; readonly seat: number; readonly index: number }
  | { readonly op: 'island.colonist'; readonly seat: number; readonly index: number; readonly colonists: number }
  | { readonly op: 'city.add'; readonly seat: number; readonly building: BuildingId }
  | { readonly op: 'city.remove'; readonly seat: number; readonly index: number }
  | { readonly op: 'city.colonists'; readonly seat: number; readonly index: number; readonly delta: number }
  | { readonly op: 'supply.colonists' | 'supply.colonistShip' | 'supply.vpChips' | 'supply.quarries' | 'supply.forests' | 'supply.bank'; readonly delta: number }
  /** The round number (1-based). */
  | { readonly op: 'turn.round'; readonly delta: number }
  | { readonly op: 'supply.goods'; readonly good: Good; readonly delta: number }
  | { readonly op: 'ship.capacity'; readonly ship: number; readonly delta: number }
  /** Sets what a ship carries: the old cargo goes back to the supply, the new one comes from it. */
  | { readonly op: 'ship.cargo'; readonly ship: number; readonly good: Good | null; readonly count: number }
  | { readonly op: 'tradingHouse.add'; readonly good: Good }
  | { readonly op: 'tradingHouse.remove'; readonly index: number }
  | { readonly op: 'faceUp.add'; readonly tile: Plantation }
  | { readonly op: 'faceUp.remove'; readonly index: number }
  | { readonly op: 'role.doubloons'; readonly index: number; readonly delta: number }
  | { readonly op: 'role.takenBy'; readonly index: number; readonly seat: number }
  /** Whose turn it is: the phase, the governor, the seat to act and (in a phase) who chose its role. */
  | { readonly op: 'turn.set'; readonly phase: EditablePhase; readonly governor: number; readonly toAct: number; readonly chooser: number };

export type EditOpName = EditOp['op'];

type Draft = GameState & Record<string, unknown>;

/** Takes one piece from a supply count when there is one (otherwise the gate will say the box is short). */
const take = (n: number): number => (n > 0 ? n - 1 : n);

function removeLast<T>(list: T[], item: T): void {
  const i = list.lastIndexOf(item);
  if (i >= 0) list.splice(i, 1);
}

const seatsFrom = (first: number, count: number, n: number): number[] => Array.from({ length: count }, (_, i) => (first + i) % n);

/**
 * The position after one change, before the engine has judged it. Pure bookkeeping: which
 * pieces move where. Whether the result is a legal position is fromSetup's question.
 */
export function applyEdit(state: GameState, e: EditOp): unknown {
  if (e.op === 'game.new') return JSON.parse(JSON.stringify(newGame({ players: e.players, buildings: { kind: e.buildings } }, e.seed)));
  if (e.op === 'game.load') return e.state;
  const s = JSON.parse(JSON.stringify(state)) as Draft;
  const n = s.players.length;
  const p = 'seat' in e ? s.players[e.seat] : undefined;
  if ('seat' in e && p === undefined && e.op !== 'role.takenBy') return s;
  switch (e.op) {
    case 'player.doubloons':
      p!.doubloons += e.delta;
      s.bank -= e.delta;
      break;
    case 'player.vp':
      p!.vp += e.delta;
      s.vpChips = e.delta > 0 ? take(s.vpChips) : s.vpChips + 1;
      break;
    case 'player.sanJuan':
      p!.sanJuan += e.delta;
      s.colonists = e.delta > 0 ? take(s.colonists) : s.colonists + 1;
      break;
    case 'player.goods':
      p!.goods[e.good] += e.delta;
      s.goods[e.good] = e.delta > 0 ? take(s.goods[e.good]) : s.goods[e.good] + 1;
      break;
    case 'island.add':
      p!.island.push({ tile: e.tile, colonists: 0 });
      if (e.tile === 'quarry') s.quarries = take(s.quarries);
      else if (e.tile === 'forest') s.forests = take(s.forests);
      else removeLast(s.stack, e.tile);
      break;
    case 'island.remove': {
      const [t] = p!.island.splice(e.index, 1);
      if (t === undefined) break;
      s.colonists += t.colonists;
      if (t.tile === 'quarry') s.quarries++;
      else if (t.tile === 'forest') s.forests++;
      // Back under the face-down stack, so the next draws stay as they were.
      else s.stack.unshift(t.tile);
      break;
    }
    case 'island.colonist': {
      const t = p!.island[e.index];
      if (t === undefined) break;
      s.colonists -= e.colonists - t.colonists;
      t.colonists = e.colonists;
      break;
    }
    case 'city.add':
      p!.city.push({ building: e.building, colonists: 0 });
      s.buildings[e.building] = take(s.buildings[e.building]);
      break;
    case 'city.remove': {
      const [b] = p!.city.splice(e.index, 1);
      if (b === undefined) break;
      s.colonists += b.colonists;
      s.buildings[b.building]++;
      break;
    }
    case 'city.colonists': {
      const b = p!.city[e.index];
      if (b === undefined) break;
      b.colonists += e.delta;
      s.colonists = e.delta > 0 ? take(s.colonists) : s.colonists + 1;
      break;
    }
    case 'supply.colonists':
      s.colonists += e.delta;
      break;
    case 'supply.colonistShip':
      s.colonistShip += e.delta;
      s.colonists = e.delta > 0 ? take(s.colonists) : s.colonists + 1;
      break;
    case 'supply.vpChips':
      s.vpChips += e.delta;
      break;
    case 'supply.quarries':
      s.quarries += e.delta;
      break;
    case 'supply.forests':
      s.forests += e.delta;
      break;
    case 'supply.bank':
      s.bank += e.delta;
      break;
    case 'turn.round':
      s.round += e.delta;
      break;
    case 'supply.goods':
      s.goods[e.good] += e.delta;
      break;
    case 'ship.capacity': {
      const ship = s.ships[e.ship];
      if (ship !== undefined) ship.capacity += e.delta;
      break;
    }
    case 'ship.cargo': {
      const ship = s.ships[e.ship];
      if (ship === undefined) break;
      if (ship.good !== null) s.goods[ship.good] += ship.count;
      const count = e.good === null ? 0 : e.count;
      ship.good = count > 0 ? e.good : null;
      ship.count = count;
      // From the supply; when it is short, the gate counts the box and says so.
      if (ship.good !== null) s.goods[ship.good] = Math.max(0, s.goods[ship.good] - count);
      break;
    }
    case 'tradingHouse.add':
      s.tradingHouse.push(e.good);
      s.goods[e.good] = take(s.goods[e.good]);
      break;
    case 'tradingHouse.remove': {
      const [g] = s.tradingHouse.splice(e.index, 1);
      if (g !== undefined) s.goods[g]++;
      break;
    }
    case 'faceUp.add':
      s.faceUp.push(e.tile);
      removeLast(s.stack, e.tile);
      break;
    case 'faceUp.remove': {
      const [t] = s.faceUp.splice(e.index, 1);
      if (t !== undefined) s.stack.unshift(t);
      break;
    }
    case 'role.doubloons': {
      const card = s.roles[e.index];
      if (card === undefined) break;
      card.doubloons += e.delta;
      s.bank -= e.delta;
      break;
    }
    case 'role.takenBy': {
      const card = s.roles[e.index];
      if (card === undefined) break;
      card.takenBy = e.seat;
      s.rolesChosen = s.roles.filter((c) => c.takenBy >= 0).length;
      break;
    }
    case 'turn.set': {
      s.phase = e.phase;
      s.governor = e.governor;
      // A new turn: the engine starts its scratch data afresh.
      delete (s as Partial<Draft>).turn;
      if (e.phase === 'role') {
        s.chooser = -1;
        s.queue = [];
        // The seat to choose is the governor's, plus one for each role already chosen.
        s.rolesChosen = (((e.toAct - e.governor) % n) + n) % n;
      } else {
        s.chooser = e.chooser;
        // The phase goes round from the chooser; the seats before the one to act have had their turn.
        const done = (((e.toAct - e.chooser) % n) + n) % n;
        s.queue = seatsFrom(e.toAct, n - done, n);
        const role = ROLE_OF[e.phase];
        if (!s.roles.some((c) => c.role === role && c.takenBy === e.chooser)) {
          const card = s.roles.find((c) => c.role === role && c.takenBy < 0) ?? s.roles.find((c) => c.role === role);
          if (card !== undefined) card.takenBy = e.chooser;
        }
        s.rolesChosen = s.roles.filter((c) => c.takenBy >= 0).length;
      }
      break;
    }
  }
  return s;
}

/** The engine's verdict on a change: the new position, or every reason it is refused. */
export function judge(state: GameState, e: EditOp): Result<GameState, SetupError[]> {
  try {
    return fromSetup(applyEdit(state, e));
  } catch (x) {
    // fromSetup never throws; this guards the bookkeeping above against odd input from a link.
    return err([{ code: 'setup/invalid', path: '', rule: 'setup.valid', message: x instanceof Error ? x.message : String(x) }]);
  }
}

export interface EditorContext {
  /** The position as the engine last accepted it. */
  state: GameState;
  /** Earlier accepted positions, newest last, for undo. */
  history: GameState[];
  /** The last refused change and the engine's reasons; null after an accepted one. */
  refusal: { readonly edit: EditOp; readonly errors: readonly SetupError[] } | null;
  /** Counts accepted changes (e.g. to update the address only when the position changed). */
  revision: number;
}

export type EditorEvent = { type: 'edit.apply'; edit: EditOp } | { type: 'edit.undo' } | { type: 'edit.dismiss' };

export interface EditorInput {
  /** The starting position, e.g. from a link; default: a new 4-player game. */
  state?: GameState;
}

/** Up to this many positions are kept for undo. */
const HISTORY = 50;

// The guard and the action of one event ask the same question; remember the last answer.
let lastEvent: unknown = null;
let lastVerdict: Result<GameState, SetupError[]> | null = null;
function verdict(context: EditorContext, event: EditorEvent): Result<GameState, SetupError[]> {
  if (event.type !== 'edit.apply') return err([]);
  if (event === lastEvent && lastVerdict !== null) return lastVerdict;
  lastEvent = event;
  lastVerdict = judge(context.state, event.edit);
  return lastVerdict;
}

export const editorMachine = setup({
  types: { context: {} as EditorContext, events: {} as EditorEvent, input: {} as EditorInput },
  guards: {
    engineAccepts: ({ context, event }) => verdict(context, event).ok,
    canUndo: ({ context }) => context.history.length > 0,
  },
  actions: {
    commit: assign(({ context, event }) => {
      const v = verdict(context, event);
      if (!v.ok) return {};
      return { state: v.value, history: [...context.history, context.state].slice(-HISTORY), refusal: null, revision: context.revision + 1 };
    }),
    refuse: assign(({ context, event }) => {
      const v = verdict(context, event);
      if (v.ok || event.type !== 'edit.apply') return {};
      return { refusal: { edit: event.edit, errors: v.error } };
    }),
    undo: assign(({ context }) => ({
      state: context.history[context.history.length - 1] ?? context.state,
      history: context.history.slice(0, -1),
      refusal: null,
      revision: context.revision + 1,
    })),
    dismiss: assign({ refusal: null }),
  },
}).createMachine({
  id: 'editor',
  context: ({ input }) => ({ state: input.state ?? newGame({ players: 4 }, 1), history: [], refusal: null, revision: 0 }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'valid',
      on: {
        'edit.apply': [
          { guard: 'engineAccepts', target: '.valid', actions: 'commit' },
          { target: '.refused', actions: 'refuse' },
        ],
        'edit.undo': { guard: 'canUndo', target: '.valid', actions: 'undo' },
      },
      states: {
        valid: {},
        refused: { on: { 'edit.dismiss': { target: 'valid', actions: 'dismiss' } } },
      },
    },
  },
});
