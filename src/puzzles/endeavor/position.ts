/**
 * An Endeavor puzzle's position: the engine's partial setup (setupDefaults, which ends in the
 * engine's one validating gate fromSetup) plus board-only seat names. The partial setup fills in
 * what it is not told, so a typo would silently vanish (an unknown city id is skipped); the
 * shape is therefore checked here first and every problem is returned, never thrown.
 */
import { CITY_DATA, SHIPPING_REGIONS, fromSetup, setupDefaults, type GameState, type PartialSetup, type SetupError } from '../../engine/endeavor';
import type { Result } from '../../engine/result';
import { type Obj, isObject as isObj } from '../../engine/validate';

export interface EndeavorPuzzlePosition {
  /** Seat names for the board, e.g. ['You', 'Bea', 'Carl']; the engine never sees them. */
  readonly names: string[];
  readonly result: Result<GameState, SetupError[]>;
}

/** The keys a partial setup may have (PartialSetup), named once so that a typo is reported. */
const KEYS = ['players', 'seed', 'round', 'phase', 'firstPlayer', 'toAct', 'step', 'passed', 'discarding', 'seats', 'shipTracks', 'cities', 'abolished', 'salaryLeft'] as const;
const SEAT_KEYS = ['harbour', 'buildings', 'markers', 'cards', 'setAside', 'tokens'] as const;
const CITIES = new Set(CITY_DATA.map((c) => c.id));

function shapeProblems(setup: Obj): SetupError[] {
  const out: SetupError[] = [];
  const bad = (path: string, message: string) => out.push({ code: 'puzzle/position-shape', rule: 'setup.valid-position', path, message });
  for (const k of Object.keys(setup)) if (!(KEYS as readonly string[]).includes(k)) bad(k, `Unknown position field "${k}" (known: ${KEYS.join(', ')}, names).`);
  if (setup.seats !== undefined) {
    if (!Array.isArray(setup.seats)) bad('seats', 'seats must be a list, one entry per seat.');
    else
      setup.seats.forEach((s: unknown, i) => {
        if (!isObj(s)) return bad(`seats[${i}]`, 'Each seat must be an object.');
        for (const k of Object.keys(s)) if (!(SEAT_KEYS as readonly string[]).includes(k)) bad(`seats[${i}].${k}`, `Unknown seat field "${k}" (known: ${SEAT_KEYS.join(', ')}).`);
        for (const k of ['buildings', 'markers', 'cards', 'setAside'] as const) if (s[k] !== undefined && !Array.isArray(s[k])) bad(`seats[${i}].${k}`, `${k} must be a list.`);
        if (s.tokens !== undefined && !isObj(s.tokens)) bad(`seats[${i}].tokens`, 'tokens must map token kinds to counts.');
      });
  }
  if (setup.shipTracks !== undefined) {
    if (!isObj(setup.shipTracks)) bad('shipTracks', 'shipTracks must map regions to lists of seats.');
    else
      for (const [r, v] of Object.entries(setup.shipTracks)) {
        if (!(SHIPPING_REGIONS as readonly string[]).includes(r)) bad(`shipTracks.${r}`, `No shipping track "${r}" (known: ${SHIPPING_REGIONS.join(', ')}).`);
        else if (!Array.isArray(v)) bad(`shipTracks.${r}`, 'A shipping track is a list of seats, from space 0.');
      }
  }
  if (setup.cities !== undefined) {
    if (!isObj(setup.cities)) bad('cities', 'cities must map city ids to seats.');
    else for (const c of Object.keys(setup.cities)) if (!CITIES.has(c)) bad(`cities.${c}`, `No city "${c}".`);
  }
  if (setup.passed !== undefined && !Array.isArray(setup.passed)) bad('passed', 'passed must list true/false per seat.');
  if (setup.step !== undefined && (setup.phase !== 'build' || !Number.isInteger(setup.step) || (setup.step as number) < 0))
    bad('step', 'step (how many players have already built) is for a Build-phase position only, a whole number from 0.');
  return out;
}

/** Splits off `names` and sends the rest through the engine's validating setup. Never throws. */
export function readEndeavorPosition(position: Record<string, unknown>): EndeavorPuzzlePosition {
  const { names, ...setup } = position;
  const list = Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
  const shape = shapeProblems(setup);
  if (shape.length > 0) return { names: list, result: { ok: false, error: shape } };
  // The engine's partial setup starts a Build phase with nobody built yet; a puzzle may start
  // later in it ("Bea and Carl have built, you build last"): the step then goes through the gate again.
  const { step, ...partial } = setup;
  try {
    const made = setupDefaults(partial as PartialSetup);
    if (step === undefined || !made.ok) return { names: list, result: made };
    const g = made.value;
    if ((g.firstPlayer + (step as number)) % g.players.length !== g.toAct || (step as number) >= g.players.length) {
      const message = `After ${String(step)} builder(s) from seat ${g.firstPlayer}, seat ${(g.firstPlayer + Number(step)) % g.players.length} builds, not seat ${String(g.toAct)}.`;
      return { names: list, result: { ok: false, error: [{ code: 'puzzle/position-shape', rule: 'setup.valid-position', path: 'step', message }] } };
    }
    return { names: list, result: fromSetup({ ...made.value, step }) };
  } catch (e) {
    return {
      names: list,
      result: { ok: false, error: [{ code: 'setup/invalid', path: '', rule: 'setup.valid-position', message: `The position could not be read: ${e instanceof Error ? e.message : String(e)}` }] },
    };
  }
}
