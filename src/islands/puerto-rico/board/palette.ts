/**
 * Colour-vision checks for the board's palette: the Machado, Oliveira and Fernandes (2009)
 * simulation of protanopia, deuteranopia and tritanopia (severity 1, applied to linear RGB), and
 * the CIELAB distance (ΔE 1976) between two colours as such a viewer sees them. palette.test.ts
 * uses it to keep every pair of goods and tiles apart. Pure maths, no DOM.
 */
export type Rgb = readonly [number, number, number];
type Matrix = readonly [Rgb, Rgb, Rgb];

/** Machado et al. 2009, table of severity 1.0. */
export const CVD = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
} as const satisfies Record<string, Matrix>;
export type Vision = keyof typeof CVD | 'typical';

export function hex(h: string): Rgb {
  const n = Number.parseInt(h.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toLinear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const clamp = (x: number) => Math.min(1, Math.max(0, x));

/** The colour as a viewer with `vision` sees it, in linear RGB (0..1). */
export function simulate(rgb: Rgb, vision: Vision): Rgb {
  const lin = rgb.map(toLinear) as unknown as Rgb;
  if (vision === 'typical') return lin;
  const m = CVD[vision];
  return m.map((row) => clamp(row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2])) as unknown as Rgb;
}

/** CIELAB (D65) of a linear RGB colour. */
export function lab([r, g, b]: Rgb): Rgb {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** How far apart two colours look to a viewer with `vision` (ΔE 1976; about 2.3 is just noticeable). */
export function distance(a: string, b: string, vision: Vision): number {
  const [l1, a1, b1] = lab(simulate(hex(a), vision));
  const [l2, a2, b2] = lab(simulate(hex(b), vision));
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}
