/**
 * The goods and tiles stay apart for viewers with protanopia, deuteranopia and tritanopia: every
 * pair of the palette (read from the stylesheets, light and dark) is simulated with the Machado
 * 2009 matrices and must stay at least MIN_DISTANCE apart in CIELAB. Colour is never the only
 * cue (each good also has a mark, a name on hover and a legend), but it should still help.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { distance, type Vision } from './palette';

/** ΔE 1976 of 12: clearly different at a glance, well above the just-noticeable 2.3. */
const MIN_DISTANCE = 12;
const VISIONS: Vision[] = ['typical', 'protanopia', 'deuteranopia', 'tritanopia'];

const css = readFileSync('src/styles/global.css', 'utf8') + readFileSync('src/islands/puerto-rico/board/board.css', 'utf8');
/** A colour as the light theme (first definition) or the dark theme (the last one) has it. */
const colour = (name: string, theme: 'light' | 'dark'): string => {
  const all = [...css.matchAll(new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})`, 'g'))].map((m) => m[1]!);
  if (all.length === 0) throw new Error(`no colour --${name}`);
  return theme === 'light' ? all[0]! : all[all.length - 1]!;
};
const paletteOf = (theme: 'light' | 'dark'): Record<string, string> => ({
  corn: colour('good-corn', theme),
  indigo: colour('good-indigo', theme),
  sugar: colour('good-sugar', theme),
  tobacco: colour('good-tobacco', theme),
  coffee: colour('good-coffee', theme),
  quarry: colour('pr-quarry', theme),
  forest: colour('pr-forest', theme),
});

describe('the goods palette without full colour vision', () => {
  for (const theme of ['light', 'dark'] as const)
    for (const vision of VISIONS) {
      it(`${theme}, ${vision}: every two goods and tiles stay at least ΔE ${MIN_DISTANCE} apart`, () => {
        const palette = paletteOf(theme);
        const names = Object.keys(palette);
        const close: string[] = [];
        for (let i = 0; i < names.length; i++)
          for (let k = i + 1; k < names.length; k++) {
            const dE = distance(palette[names[i]!]!, palette[names[k]!]!, vision);
            if (dE < MIN_DISTANCE) close.push(`${names[i]}/${names[k]} ΔE ${dE.toFixed(1)}`);
          }
        expect(close).toEqual([]);
      });
    }

  it('the simulation can fail: red and green collapse for a deuteranope', () => {
    expect(distance('#d62728', '#2ca02c', 'typical')).toBeGreaterThan(50);
    expect(distance('#c0392b', '#6d8b00', 'deuteranopia')).toBeLessThan(MIN_DISTANCE);
  });
});
