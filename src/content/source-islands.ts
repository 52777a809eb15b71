/**
 * The interactive islands a source-text lesson (content/lessons/hu/**, content/lessons/nl/**) puts
 * beside the paragraph they illustrate. In the MDX each is one self-closing tag on a line of its
 * own, between blank lines, with plain string attributes only:
 *
 *   <Steps lesson="en/puerto-rico/07-captain" steps="3-4" />   steps of an English lesson's plan (1-based, as in #step-N)
 *   <Building id="smallMarket" />                              a building's example from the building guide
 *   <Chart machine="captain" />                                a phase machine's statechart
 *   <EndeavorStep step="build" />                              an Endeavor board step (src/content/lesson-steps/endeavor/)
 *   <EndeavorChart machine="build" />                          an Endeavor phase machine's statechart
 *
 * Keeping the tag to one line of plain data lets the word-for-word test take it out of the text
 * exactly (mdxToText) and lets this module check every reference before a page is built.
 *
 * JavaScript budget (80 kB gzip a page, `npm run size`): islands hydrate only when opened, but a page
 * ships the code of every kind it uses. A lesson player and a building example on one page come to
 * about 79 kB, so the source texts keep them on separate pages.
 */
import { err, ok, type Result } from '../engine/result';
import { BUILDINGS, type BuildingId } from '../engine/puerto-rico/vocabulary';
import { LESSON_PLANS } from './lesson-steps/puerto-rico/index';
import { MACHINE_NAMES } from './lesson-steps/puerto-rico/machine-names';
import type { MachineName } from '../machines/puerto-rico/index';
import { BOARD_STEP_IDS } from './lesson-steps/endeavor/index';
import { ENDEAVOR_MACHINES, type EndeavorMachineName } from '../machines/endeavor/index';
import type { GameId } from './schemas';

/** The tag names a source text may use, and the game each belongs to. */
export const ISLAND_GAME = {
  Steps: 'puerto-rico',
  Building: 'puerto-rico',
  Chart: 'puerto-rico',
  EndeavorStep: 'endeavor',
  EndeavorChart: 'endeavor',
} as const satisfies Record<string, GameId>;

export type IslandName = keyof typeof ISLAND_GAME;
export const ISLAND_NAMES = Object.keys(ISLAND_GAME) as IslandName[];

/** One island, checked: every reference names something that exists. */
export type SourceIsland =
  /** Steps `first`..`last` (0-based, inclusive) of an English lesson's plan. */
  | { kind: 'Steps'; lesson: string; first: number; last: number }
  | { kind: 'Building'; building: BuildingId }
  | { kind: 'Chart'; machine: MachineName }
  | { kind: 'EndeavorStep'; step: string }
  | { kind: 'EndeavorChart'; machine: EndeavorMachineName };

/** A line that is a self-closing capitalised tag with "string" attributes, e.g. <Chart machine="captain" />. */
const TAG_LINE = /^\s*<([A-Z][A-Za-z]*)((?:\s+[a-z][A-Za-z]*="[^"{}<>]*")*)\s*\/>\s*$/;
const ATTR = /([a-z][A-Za-z]*)="([^"]*)"/g;

/** The tag name and attributes of an island line, or null when the line is not one (i.e. it is text). */
export function islandTag(line: string): { name: string; attrs: Record<string, string> } | null {
  const m = TAG_LINE.exec(line);
  if (!m) return null;
  const attrs: Record<string, string> = {};
  for (const a of (m[2] ?? '').matchAll(ATTR)) attrs[a[1]!] = a[2]!;
  return { name: m[1]!, attrs };
}

const has = <K extends string>(table: Record<K, unknown>, key: string): key is K => Object.hasOwn(table, key);

/** Checks one island's name and attributes (from an MDX line, or the props a page component got). */
export function decodeIsland(name: string, attrs: Readonly<Record<string, unknown>>): Result<SourceIsland, string> {
  const str = (key: string): string | null => (typeof attrs[key] === 'string' ? (attrs[key] as string) : null);
  const extra = (allowed: readonly string[]) => Object.keys(attrs).filter((k) => !allowed.includes(k));
  const only = (allowed: readonly string[]): string | null => {
    const bad = extra(allowed);
    return bad.length > 0 ? `<${name}> does not take ${bad.join(', ')} (it takes ${allowed.join(', ')})` : null;
  };
  switch (name) {
    case 'Steps': {
      const problem = only(['lesson', 'steps']);
      if (problem) return err(problem);
      const lesson = str('lesson');
      const plan = LESSON_PLANS.find((p) => p.lesson === lesson);
      if (!plan) return err(`<Steps lesson="${lesson ?? ''}">: no lesson plan has this id (src/content/lesson-steps/puerto-rico/index.ts)`);
      const m = /^(\d{1,3})(?:-(\d{1,3}))?$/.exec(str('steps') ?? '');
      if (!m) return err(`<Steps steps="${str('steps') ?? ''}">: expected a step number or a range such as "3-5"`);
      const first = Number(m[1]) - 1;
      const last = Number(m[2] ?? m[1]) - 1;
      if (first < 0 || last < first || last >= plan.steps.length) {
        return err(`<Steps steps="${str('steps')}">: ${plan.lesson} has steps 1 to ${plan.steps.length}`);
      }
      return ok({ kind: 'Steps', lesson: plan.lesson, first, last });
    }
    case 'Building': {
      const problem = only(['id']);
      if (problem) return err(problem);
      const id = str('id') ?? '';
      return (BUILDINGS as readonly string[]).includes(id) ? ok({ kind: 'Building', building: id as BuildingId }) : err(`<Building id="${id}">: not a building id`);
    }
    case 'Chart': {
      const problem = only(['machine']);
      if (problem) return err(problem);
      const machine = str('machine') ?? '';
      return (MACHINE_NAMES as readonly string[]).includes(machine)
        ? ok({ kind: 'Chart', machine: machine as MachineName })
        : err(`<Chart machine="${machine}">: expected one of ${MACHINE_NAMES.join(', ')}`);
    }
    case 'EndeavorStep': {
      const problem = only(['step']);
      if (problem) return err(problem);
      const step = str('step') ?? '';
      return BOARD_STEP_IDS.includes(step) ? ok({ kind: 'EndeavorStep', step }) : err(`<EndeavorStep step="${step}">: expected one of ${BOARD_STEP_IDS.join(', ')}`);
    }
    case 'EndeavorChart': {
      const problem = only(['machine']);
      if (problem) return err(problem);
      const machine = str('machine') ?? '';
      return has(ENDEAVOR_MACHINES, machine) ? ok({ kind: 'EndeavorChart', machine }) : err(`<EndeavorChart machine="${machine}">: expected one of ${Object.keys(ENDEAVOR_MACHINES).join(', ')}`);
    }
    default:
      return err(`<${name}>: not an island a source text can use (${ISLAND_NAMES.join(', ')})`);
  }
}

/** An island found in a lesson body, by line (1-based), or why it is wrong. */
export type FoundIsland = { line: number; island: Result<SourceIsland, string> };

/**
 * Every island line of an MDX body, checked, plus a problem for each line that is not alone
 * between blank lines (MDX would then read the tag into the neighbouring paragraph).
 */
export function islandsIn(body: string): FoundIsland[] {
  const lines = body.split('\n');
  const found: FoundIsland[] = [];
  lines.forEach((line, i) => {
    const tag = islandTag(line);
    if (!tag) return;
    const alone = (lines[i - 1] ?? '').trim() === '' && (lines[i + 1] ?? '').trim() === '';
    const island = decodeIsland(tag.name, tag.attrs);
    found.push({ line: i + 1, island: alone || !island.ok ? island : err(`<${tag.name}> must stand between blank lines`) });
  });
  return found;
}
