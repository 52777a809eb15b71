/** The board on the server: what it draws, which parts are buttons, what a click sends, and its words. */
import { readFileSync } from 'node:fs';
import { options, type VNode } from 'preact';
import { render as renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BUILDING } from '../../../engine/puerto-rico';
import { legalMoves, playerView } from '../../../engine/puerto-rico';
import type { Move } from '../../../engine/puerto-rico';
import type { GameState } from '../../../engine/puerto-rico';
import { BUILDINGS } from '../../../engine/puerto-rico';
import { readPosition } from '../PositionView';
import { CargoShips } from './CargoShips';
import { GameBoard } from './GameBoard';
import { BUILDING_NAMES } from '../../../i18n/strings/names';
import { PlayerBoard } from './PlayerBoard';
import { takerMark } from './RoleCards';
import { ChoiceMenu } from './Target';
import { TradingHouse } from './TradingHouse';

const NAMES = ['Anna', 'Róbert', 'Krisztina', 'Dávid'];

/** The rulebook's captain example, read from the puzzle file through the engine's gate. */
function captainExample(): GameState {
  const puzzle = parse(readFileSync(new URL('../../../../puzzles/001-captain-rulebook.yaml', import.meta.url), 'utf8')) as { position: Record<string, unknown> };
  const { result } = readPosition(puzzle.position);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

/** The element with data-place="…" (its opening tag and what follows up to the next part). */
function part(html: string, place: string): string {
  const i = html.indexOf(`data-place="${place}"`);
  if (i < 0) throw new Error(`no part ${place}`);
  const start = html.lastIndexOf('<', i);
  const next = html.indexOf('data-place=', i + 1);
  return html.slice(start, next < 0 ? undefined : html.lastIndexOf('<', next));
}
const isButton = (html: string, place: string) => /^<div class="pr-target" data-place="[^"]+"><button/.test(part(html, place));

/** Records, while rendering, the click handler of the button inside every part (by data-place). */
let clicks: Map<string, () => void>;
let previous: typeof options.vnode;
beforeEach(() => {
  clicks = new Map();
  previous = options.vnode;
  options.vnode = (v: VNode) => {
    const props = v.props as Record<string, unknown>;
    const place = props['data-place'];
    if (typeof place === 'string') {
      const kids = ([] as unknown[]).concat(props.children);
      for (const k of kids) {
        const kp = (k as VNode | null)?.props as Record<string, unknown> | undefined;
        if ((k as VNode | null)?.type === 'button' && typeof kp?.onClick === 'function') clicks.set(place, kp.onClick as () => void);
      }
    }
    previous?.(v);
  };
});
afterEach(() => {
  options.vnode = previous;
});

describe('the rulebook captain example (puzzle 001)', () => {
  const s = captainExample();
  const legal = legalMoves(s);

  it('goes through the engine gate as the rulebook sets it up', () => {
    expect(s.phase).toBe('captain');
    expect(s.toAct).toBe(0);
    expect(s.ships.map((x) => x.capacity)).toEqual([5, 6, 7]);
    expect(s.players[0]!.goods).toMatchObject({ corn: 2, sugar: 6 });
  });

  it('draws a ship with its barrels, one slot per capacity', () => {
    const html = renderToString(<CargoShips ships={s.ships} />);
    const six = part(html, 'ship:1');
    expect(six).toContain('aria-label="Ship of 6: 3 corn, 3 free"');
    expect(six.match(/pr-barrel pr-good-corn/g)).toHaveLength(3);
    expect(six.match(/class="pr-slot"/g)).toHaveLength(3);
    expect(part(html, 'ship:2').match(/class="pr-slot"/g)).toHaveLength(7);
  });

  it('makes a part a button only when a legal move names it', () => {
    const html = renderToString(<GameBoard state={s} names={NAMES} legal={legal} onMove={() => {}} />);
    // Anna may load corn on the 6 (corn is already there) or sugar on the 7; the 5 takes neither.
    expect(isButton(html, 'ship:1')).toBe(true);
    expect(isButton(html, 'ship:2')).toBe(true);
    expect(isButton(html, 'ship:0')).toBe(false);
    expect(isButton(html, 'p0:goods:corn')).toBe(true);
    expect(isButton(html, 'p0:goods:sugar')).toBe(true);
    expect(isButton(html, 'p0:goods:indigo')).toBe(false);
    // Only the player to act gets buttons; roles and the bank are not in play in the Captain phase.
    expect(isButton(html, 'p1:goods:sugar')).toBe(false);
    expect(isButton(html, 'role:settler')).toBe(false);
    expect(isButton(html, 'supply:building:harbor')).toBe(false);
    expect(isButton(html, 'trading-house')).toBe(false);
    expect(html.match(/<button/g)).toHaveLength(4);
  });

  it('is read-only without legal moves or without onMove', () => {
    expect(renderToString(<GameBoard state={s} />)).not.toContain('<button');
    expect(renderToString(<GameBoard state={s} legal={legal} />)).not.toContain('<button');
  });

  it('sends exactly the legal move a click stands for', () => {
    const sent: Move[] = [];
    const html = renderToString(<GameBoard state={s} names={NAMES} legal={legal} onMove={(m) => sent.push(m)} />);
    // The board names ships by their size, as the player sees them.
    expect(part(html, 'ship:2')).toContain('aria-label="Ship of 7: 7 free. Load sugar on the ship of 7"');
    clicks.get('ship:2')!();
    clicks.get('p0:goods:corn')!();
    expect(sent).toEqual([
      { type: 'load', good: 'sugar', ship: 2 },
      { type: 'load', good: 'corn', ship: 1 },
    ]);
    for (const m of sent) expect(legal).toContainEqual(m);
  });

  it('has words for every picture and a summary of the whole position', () => {
    const html = renderToString(<GameBoard state={s} names={NAMES} label="Captain example" />);
    expect(html).toContain('aria-label="Captain example" role="region"');
    // Every svg is decoration inside a labelled part.
    expect(html.match(/<svg/g)!.length).toBe(html.match(/<svg[^>]*aria-hidden="true"/g)!.length);
    expect(html).toMatch(/role="img" aria-label="Ship of 5: 5 free"/);
    expect(html).toContain('aria-label="Trading house: 4 free"');
    expect(html).toContain('aria-label="2 corn"');
    const summary = html.slice(html.indexOf('data-summary'));
    expect(summary).toContain('Round 1. Phase: Captain. Anna to act.');
    expect(summary).toContain('Ship of 6: 3 corn, 3 free');
    expect(summary).toContain('Anna (Governor): 3 doubloons, 0 VP, goods: 2 corn, 6 sugar;');
    expect(summary).toContain('Captain, taken by Anna');
  });

  it('marks a taken role with its taker in full, and in one or two characters for a narrow card', () => {
    const html = renderToString(<GameBoard state={s} names={NAMES} />);
    expect(part(html, 'role:captain')).toContain('<span class="pr-taken-full">Anna</span>');
    expect(part(html, 'role:captain')).toContain('aria-hidden="true">A</span>');
    expect(takerMark('Player 4')).toBe('4');
    expect(takerMark('4. játékos')).toBe('4');
    expect(takerMark('Speler 12')).toBe('12');
    expect(takerMark(' ágnes')).toBe('Á');
  });

  it('hides other players\u2019 VP chips when the view says so', () => {
    const t = { ...s, players: s.players.map((p, i) => ({ ...p, vp: i + 5 })) };
    const html = renderToString(<GameBoard state={t} names={NAMES} vpVisibleTo={0} />);
    expect(part(html, 'p0:vp')).toContain('</span> 5');
    expect(part(html, 'p1:vp')).toContain('</span> ?');
    expect(html).not.toMatch(/Róbert[^<]*6 VP/);
  });

  it('draws a player view, where others\u2019 VP are secret (null)', () => {
    const t = { ...s, players: s.players.map((p, i) => ({ ...p, vp: i + 5 })) };
    const html = renderToString(<GameBoard state={playerView(t, 1)} names={NAMES} />);
    expect(part(html, 'p1:vp')).toContain('</span> 6');
    expect(part(html, 'p0:vp')).toContain('</span> ?');
    expect(html).toContain('Anna (Governor): 3 doubloons, ? VP');
  });

  it('emphasises the highlighted places', () => {
    const html = renderToString(<GameBoard state={s} names={NAMES} highlight={['ship:2', 'p0:goods:sugar']} />);
    expect(part(html, 'ship:2')).toContain('pr-highlight');
    expect(part(html, 'p0:goods:sugar')).toContain('pr-highlight');
    expect(part(html, 'ship:1')).not.toContain('pr-highlight');
  });

  it('says the round, the phase and who acts once, unless the page around it already does', () => {
    const status = (html: string) => /<p class="pr-status-line"[^>]*>(.*?)<\/p>/.exec(html)?.[1]?.replace(/<!-- -->/g, '') ?? null;
    expect(status(renderToString(<GameBoard state={s} names={NAMES} />))).toBe('Round 1 · Phase: Captain · Anna to act');
    const hosted = renderToString(<GameBoard state={s} names={NAMES} legal={[{ type: 'pass' }]} onMove={() => {}} statusShownByHost />);
    expect(status(hosted)).toBeNull();
    // The moves without a place on the board stay with the board.
    expect(hosted).toContain('class="pr-other-moves"');
    // Nothing to act on and the page says the status: no empty header at all.
    expect(renderToString(<GameBoard state={s} statusShownByHost />)).not.toContain('class="pr-status"');
  });

  it('says "Game over" at the end, not a phase or someone to act', () => {
    const over: GameState = { ...s, phase: 'over', toAct: -1 };
    expect(renderToString(<GameBoard state={over} names={NAMES} />)).toMatch(/<p class="pr-status-line"[^>]*>Round 1 · (<!-- -->)*Game over<\/p>/);
    expect(renderToString(<GameBoard state={over} names={NAMES} lang="hu" />)).toContain('Vége a játéknak</p>');
  });

  it('shows a refusal as an alert', () => {
    const html = renderToString(<GameBoard state={s} lastRefusal="You must load the ship where the most barrels fit." />);
    expect(html).toContain('<div class="pr-refusal" role="alert"><p>You must load the ship where the most barrels fit.</p></div>');
  });

  it('inserts text from the state and the host as text, never as HTML', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const html = renderToString(<GameBoard state={s} names={[evil, evil, evil, evil]} lastRefusal={`<script>alert(1)</script>`} label={evil} />);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;img src=x onerror=alert(1)>');
  });
});

describe('one click, several legal moves', () => {
  const ships = [{ capacity: 5, good: null, count: 0 }];
  const legal: Move[] = [{ type: 'load', good: 'corn', ship: 0 }, { type: 'load', good: 'sugar', ship: 0 }, { type: 'pass' }];

  it('makes the part a menu button, not a move', () => {
    const sent: Move[] = [];
    const html = renderToString(<CargoShips ships={ships} legal={legal} onMove={(m) => sent.push(m)} />);
    expect(part(html, 'ship:0')).toContain('aria-haspopup="true"');
    expect(part(html, 'ship:0')).toContain('aria-expanded="false"');
    expect(part(html, 'ship:0')).toContain('aria-label="Ship of 5: 5 free. Choose…"');
    clicks.get('ship:0')!();
    expect(sent).toEqual([]);
  });

  it('offers exactly those moves, and each sends its own', () => {
    const picked: Move[] = [];
    let cancelled = 0;
    const choices = legal.slice(0, 2);
    const items: Array<() => void> = [];
    const prev = options.vnode;
    options.vnode = (v: VNode) => {
      const p = v.props as Record<string, unknown>;
      if (v.type === 'button' && p.class === 'pr-menu-item') items.push(p.onClick as () => void);
      prev?.(v);
    };
    const html = renderToString(<ChoiceMenu id="m" label="Ship of 5: 5 free" moves={choices} lang="en" onPick={(m) => picked.push(m)} onCancel={() => cancelled++} />);
    options.vnode = prev;
    expect(html).toContain('role="group" aria-label="Choose: Ship of 5: 5 free"');
    expect(html).toContain('>Load corn on ship 1</button>');
    expect(html).toContain('>Load sugar on ship 1</button>');
    expect(html).toContain('>Cancel</button>');
    items.forEach((f) => f());
    expect(picked).toEqual(choices);
  });

  it('goods offer every legal move that names them (load, sell, craft, wharf)', () => {
    const board = { doubloons: 0, vp: 0, goods: { corn: 2, indigo: 0, sugar: 1, tobacco: 0, coffee: 0 }, island: [], city: [], sanJuan: 0 };
    const many: Move[] = [
      { type: 'load', good: 'corn', ship: 0 },
      { type: 'wharf', good: 'corn' },
      { type: 'load', good: 'sugar', ship: 1 },
    ];
    const html = renderToString(<PlayerBoard player={board} seat={0} active legal={many} onMove={() => {}} />);
    expect(part(html, 'p0:goods:corn')).toContain('aria-haspopup="true"');
    expect(part(html, 'p0:goods:sugar')).toContain('aria-label="1 sugar. Load sugar on ship 2"');
    const sells = renderToString(<TradingHouse goods={['corn']} legal={[{ type: 'sell', good: 'sugar' }]} onMove={() => {}} />);
    expect(part(sells, 'trading-house')).toContain('aria-label="Trading house: corn, 3 free. Sell sugar"');
  });
});

describe('moves without a place on the board', () => {
  it('pass is a button of its own; the many ways to keep goods share one menu', () => {
    const s = captainExample();
    const keep = (corn: number): Move => ({ type: 'keep', warehouse: [], barrels: { corn, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 } });
    const legal: Move[] = [{ type: 'pass' }, keep(0), keep(1)];
    const sent: Move[] = [];
    const html = renderToString(<GameBoard state={s} legal={legal} onMove={(m) => sent.push(m)} />);
    expect(part(html, 'move:pass')).toContain('>Pass</button>');
    expect(part(html, 'move:keep')).toContain('aria-haspopup="true"');
    clicks.get('move:pass')!();
    expect(sent).toEqual([{ type: 'pass' }]);
  });
});

describe('Mayor and Builder targets', () => {
  const p = {
    doubloons: 5,
    vp: 0,
    goods: { corn: 0, indigo: 0, sugar: 0, tobacco: 0, coffee: 0 },
    island: [
      { tile: 'corn' as const, colonists: 1 },
      { tile: 'corn' as const, colonists: 0 },
      { tile: 'quarry' as const, colonists: 0 },
    ],
    city: [
      { building: 'smallMarket' as const, colonists: 1 },
      { building: 'indigoPlant' as const, colonists: 1 },
      { building: 'guildHall' as const, colonists: 0 },
    ],
    sanJuan: 2,
  };
  it('island and city spaces with an empty circle take the colonist moves that name them', () => {
    const legal: Move[] = [{ type: 'colonist', to: 'corn' }, { type: 'colonist', to: 'indigoPlant' }, { type: 'pass' }];
    const sent: Move[] = [];
    const html = renderToString(<PlayerBoard player={p} seat={2} active legal={legal} onMove={(m) => sent.push(m)} />);
    expect(isButton(html, 'p2:island:0')).toBe(false);
    expect(isButton(html, 'p2:island:1')).toBe(true);
    expect(isButton(html, 'p2:island:2')).toBe(false);
    expect(isButton(html, 'p2:city:indigoPlant')).toBe(true);
    expect(isButton(html, 'p2:city:smallMarket')).toBe(false);
    expect(part(html, 'p2:city:indigoPlant')).toContain('Indigo Plant (cost 3, 2 VP, colonists: 1 of 3)');
    clicks.get('p2:island:1')!();
    clicks.get('p2:city:indigoPlant')!();
    expect(sent).toEqual(legal.slice(0, 2));
    // 12 city spaces: Guild Hall takes two, so 3 buildings leave 8 empty.
    expect(html.match(/pr-empty-space/g)).toHaveLength(8);
  });
});

describe('building names', () => {
  it('agree with the engine for every building', () => {
    for (const b of BUILDINGS) {
      expect(BUILDING_NAMES[b].en).toBe(BUILDING[b].name);
      expect(BUILDING_NAMES[b].hu.replace(/\u00ad/g, '')).toBe(BUILDING[b].hu);
      expect(BUILDING_NAMES[b].short.length).toBeLessThanOrEqual(BUILDING_NAMES[b].en.length);
    }
  });
});
