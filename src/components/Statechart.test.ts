import { describe, expect, it } from 'vitest';
import { captainMachine } from '../machines/puerto-rico/captain';
import { roundMachine } from '../machines/puerto-rico/round';
import { MACHINES } from '../machines/puerto-rico/index';
import { ENDEAVOR_MACHINES } from '../machines/endeavor/index';
import { LANGS } from '../i18n/lang';
import { chartOf, layout, wrap } from './Statechart';
import { chartWords, missingChartWords } from './statechart-words';

describe('statechart read from the machine definition', () => {
  it('lists the captain machine’s states and arrows as the machine defines them', () => {
    const chart = chartOf(captainMachine);
    expect(chart.states.map((s) => s.key)).toEqual(Object.keys(captainMachine.root.states));
    expect(chart.edges).toContainEqual({ from: 'choosing', to: 'loading', label: 'captain.choose', auto: false });
    expect(chart.edges).toContainEqual({ from: 'loading', to: 'storing', label: 'storing', auto: true });
    expect(chart.states.find((s) => s.key === 'loading')?.stays).toEqual(['captain.load', 'captain.pass', 'captain.union-hall', 'captain.guest']);
    expect(chart.states.find((s) => s.key === 'done')?.kind).toBe('final');
  });

  it('nests the round machine’s roles inside playingRole, and lays every arrow out between boxes', () => {
    const chart = chartOf(roundMachine);
    expect(chart.states.filter((s) => s.depth === 1).map((s) => s.key)).toEqual(['which', 'settler', 'mayor', 'builder', 'craftsman', 'trader', 'captain']);
    const view = layout(chart);
    expect(view.arcs).toHaveLength(chart.edges.length);
    const parent = view.boxes.find((b) => b.state.key === 'playingRole')!;
    for (const child of view.boxes.filter((b) => b.state.depth === 1)) expect(child.y + child.h).toBeLessThanOrEqual(parent.y + parent.h);
  });

  it('wraps text at spaces', () => {
    expect(wrap('one two three four', 9)).toEqual(['one two', 'three', 'four']);
  });

  it('gives every state, event and automatic move of every drawn machine a name in words', () => {
    for (const [name, machine] of Object.entries({ ...MACHINES, ...ENDEAVOR_MACHINES })) expect(missingChartWords(chartOf(machine)), name).toEqual([]);
  });

  it('labels arrows with what the player does, not with event names, in every language', () => {
    for (const lang of LANGS) {
      const view = layout(chartOf(captainMachine), chartWords(lang));
      const text = view.boxes.flatMap((b) => b.lines).join(' ');
      expect(text, lang).not.toMatch(/captain\.\w+/);
    }
    expect(layout(chartOf(captainMachine), chartWords('en')).boxes.find((b) => b.state.key === 'loading')?.lines).toContain('⟲ loads goods on a ship');
  });
});
