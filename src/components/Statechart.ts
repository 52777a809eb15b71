/**
 * A statechart read from a machine's own definition (machine.root: states, transitions, always),
 * so the diagram a lesson shows can never disagree with the machine that runs the phase. This
 * module turns the definition into plain data and lays it out; Statechart.astro draws it.
 */
import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/** One arrow: an event (or an automatic move, `auto`) from one state to another. */
export interface ChartEdge {
  from: string;
  to: string;
  /** The event type, e.g. 'captain.load'; for automatic moves, the guard that decides, e.g. 'storing'. */
  label: string;
  auto: boolean;
}

export interface ChartState {
  /** Dotted path below the machine, e.g. 'playingRole.captain'. */
  path: string;
  key: string;
  depth: number;
  description: string;
  kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  initial: boolean;
  /** Events handled without leaving the state (the engine's answer changes the context only). */
  stays: string[];
}

export interface Chart {
  id: string;
  states: ChartState[];
  edges: ChartEdge[];
}

const guardName = (g: unknown): string => (typeof g === 'string' ? g : typeof g === 'object' && g !== null && 'type' in g ? String(g.type) : '');

/** The states (depth first, in document order) and arrows of a machine. */
export function chartOf(machine: AnyStateMachine): Chart {
  const states: ChartState[] = [];
  const edges: ChartEdge[] = [];
  // xstate/graph walks the definition depth first in document order, typed as xstate's own state nodes.
  for (const n of getStateNodes(machine)) {
    const path = n.path.join('.');
    const stays: string[] = [];
    for (const [event, ts] of n.transitions) {
      for (const t of ts) {
        if (!t.target || t.target.length === 0) {
          if (!stays.includes(event)) stays.push(event);
          continue;
        }
        for (const to of t.target) edges.push({ from: path, to: to.path.join('.'), label: event, auto: false });
      }
    }
    for (const t of n.always ?? []) for (const to of t.target ?? []) edges.push({ from: path, to: to.path.join('.'), label: guardName(t.guard), auto: true });
    const parentInitial = n.parent?.config.initial;
    states.push({ path, key: n.key, depth: n.path.length - 1, description: n.description ?? '', kind: n.type, initial: parentInitial === n.key, stays });
  }
  // Re-entering a child from its parent (e.g. back to 'which') is drawn from the parent.
  return { id: machine.id, states, edges };
}

/** Breaks text into lines of at most `width` characters, at spaces. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export interface BoxLayout {
  state: ChartState;
  x: number;
  y: number;
  w: number;
  h: number;
  lines: string[];
}

export interface ArcLayout {
  edge: ChartEdge;
  d: string;
  labelX: number;
  labelY: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  boxes: BoxLayout[];
  arcs: ArcLayout[];
}

const BOX_W = 250;
const LINE = 15;
const GAP = 18;
const INDENT = 18;
/** Where an arrow's label row starts below a box's top, and the room each row takes. */
const LABEL_TOP = 36;
const LABEL_ROW = 15;
/** Room for an arrow's label in words ("when goods are being stored"), at 11 px. */
const LABEL_W = 210;
const LANE = 8;

export interface ChartWords {
  /** A state's name for the learner, e.g. 'Loading' for 'loading'. */
  state: (key: string) => string;
  /** What the player does, e.g. 'loads goods on a ship' for 'captain.load'. */
  event: (type: string) => string;
}

const asIs: ChartWords = { state: (k) => k, event: (e) => e };

/**
 * A column of boxes (children inside their parent's box). Each arrow leaves its box on the right
 * on a row of its own, with its label on that row, then runs down or up its own lane and enters
 * the target box near its top: nothing overlaps, and it reads top to bottom on a phone too.
 */
export function layout(chart: Chart, words: ChartWords = asIs): ChartLayout {
  const boxes: BoxLayout[] = [];
  const outCount = (path: string) => chart.edges.filter((e) => e.from === path).length;
  let y = 10;
  chart.states.forEach((s, i) => {
    const lines = [words.state(s.key), ...wrap(s.description, 38 - s.depth * 3), ...s.stays.map((e) => `⟲ ${words.event(e)}`)];
    const x = 10 + s.depth * INDENT;
    const n = outCount(s.path);
    const h = Math.max(14 + lines.length * LINE, n > 0 ? LABEL_TOP + (n - 1) * LABEL_ROW + 8 : 0);
    const box: BoxLayout = { state: s, x, y, w: BOX_W - s.depth * INDENT * 2, h, lines };
    boxes.push(box);
    const hasChildren = chart.states[i + 1] !== undefined && chart.states[i + 1]!.depth > s.depth;
    y += hasChildren ? 14 + lines.length * LINE + 8 : box.h + GAP;
  });
  // A parent box grows to enclose its children.
  for (let i = boxes.length - 1; i >= 0; i--) {
    const b = boxes[i]!;
    let last = b.y + b.h;
    for (let k = i + 1; k < boxes.length && boxes[k]!.state.depth > b.state.depth; k++) last = Math.max(last, boxes[k]!.y + boxes[k]!.h + 8);
    b.h = last - b.y;
  }
  const byPath = new Map(boxes.map((b) => [b.state.path, b]));
  const arcs: ArcLayout[] = [];
  const right = 10 + BOX_W;
  const lanes0 = right + LABEL_W;
  const outIdx = new Map<string, number>();
  const inIdx = new Map<string, number>();
  // Short arrows take the inner lanes, so long ones go round them instead of crossing them.
  const span = (e: ChartEdge) => Math.abs((byPath.get(e.from)?.y ?? 0) - (byPath.get(e.to)?.y ?? 0));
  const lane = new Map([...chart.edges].sort((x, y) => span(x) - span(y)).map((e, i) => [e, i]));
  chart.edges.forEach((edge) => {
    const a = byPath.get(edge.from);
    const b = byPath.get(edge.to);
    const k = lane.get(edge) ?? 0;
    if (!a || !b) return;
    const o = outIdx.get(edge.from) ?? 0;
    outIdx.set(edge.from, o + 1);
    const n = inIdx.get(edge.to) ?? 0;
    inIdx.set(edge.to, n + 1);
    const y1 = a.y + LABEL_TOP + o * LABEL_ROW;
    const y2 = b.y + 8 + (n % 5) * 3;
    const x = lanes0 + k * LANE;
    const d = `M${a.x + a.w} ${y1} H${x} V${y2} H${b.x + b.w + 2}`;
    arcs.push({ edge, d, labelX: a.x + a.w + 6, labelY: y1 - 3 });
  });
  const width = lanes0 + chart.edges.length * LANE + 10;
  const height = Math.max(...boxes.map((b) => b.y + b.h), 0) + 12;
  return { width, height, boxes, arcs };
}
