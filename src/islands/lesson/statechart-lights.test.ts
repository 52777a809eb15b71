/**
 * A lesson's statechart follows the board step being played: a step that only hydrates as it
 * scrolls into view lights an unlit chart, but never takes a lit one from the step in play.
 */
import { describe, expect, it } from 'vitest';
import { lightStatechart } from './statechart-lights';

/** A chart of named states, each with the class list and data set lightStatechart reads. */
function chart(...states: string[]) {
  const els = states.map((state) => {
    const classes = new Set<string>();
    return {
      dataset: { chartState: state },
      classList: {
        contains: (c: string) => classes.has(c),
        toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c), on),
      },
    };
  });
  const doc = { querySelectorAll: () => els } as unknown as Pick<Document, 'querySelectorAll'>;
  const lit = () => els.filter((e) => e.classList.contains('active')).map((e) => e.dataset.chartState);
  return { doc, lit };
}

describe('lightStatechart', () => {
  it('lights exactly the states the machine is in', () => {
    const { doc, lit } = chart('turn', 'discarding', 'done');
    lightStatechart('endeavor-action', ['turn'], doc);
    expect(lit()).toEqual(['turn']);
    lightStatechart('endeavor-action', ['discarding'], doc);
    expect(lit()).toEqual(['discarding']);
  });

  it('a step that appears lights an unlit chart', () => {
    const { doc, lit } = chart('turn', 'discarding', 'done');
    lightStatechart('endeavor-action', ['turn'], doc, true);
    expect(lit()).toEqual(['turn']);
  });

  it('a step that appears leaves a chart lit by the step in play as it is', () => {
    const { doc, lit } = chart('turn', 'discarding', 'done');
    lightStatechart('endeavor-action', ['discarding'], doc);
    lightStatechart('endeavor-action', ['turn'], doc, true);
    expect(lit()).toEqual(['discarding']);
  });
});
