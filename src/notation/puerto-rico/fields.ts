/**
 * Puerto Rico's own field codecs (the shared ones are in src/notation/fields.ts): goods by kind
 * and the plantation lists. The vocabulary comes from its own module, not the engine's index, so
 * a page that reads links of the other game does not load Puerto Rico's rules.
 */
import type { ByGood } from '../../engine/puerto-rico/vocabulary';
import { GOODS } from '../../engine/puerto-rico/vocabulary';
import type { Codec } from '../fields';
import { LIST_MAX } from '../fields';

/** Barrels per kind, in GOODS order. */
export const goods: Codec<ByGood<number>> = {
  write(w, v) {
    for (const g of GOODS) w.uint(v[g], 2);
  },
  read(r) {
    const out = {} as ByGood<number>;
    for (const g of GOODS) out[g] = r.uint(2);
    return out;
  },
};

/**
 * A list of plantations: kinds packed three to seven bits (5^3 = 125 < 128), because the
 * face-down stack is the longest list in a position.
 */
export const plantations: Codec<(typeof GOODS)[number][]> = {
  write(w, v) {
    w.uint(v.length, 4);
    for (let i = 0; i < v.length; i += 3) {
      let packed = 0;
      for (let k = 2; k >= 0; k--) packed = packed * 5 + (i + k < v.length ? GOODS.indexOf(v[i + k]!) : 0);
      w.bits(packed, 7);
    }
  },
  read(r) {
    const len = r.uint(4);
    const out: (typeof GOODS)[number][] = [];
    if (len > LIST_MAX) {
      r.failed = true;
      return out;
    }
    for (let i = 0; i < len && !r.failed; i += 3) {
      let packed = r.bits(7);
      if (packed >= 125) r.failed = true;
      for (let k = 0; k < 3; k++) {
        if (i + k < len) out.push(GOODS[packed % 5]!);
        packed = Math.floor(packed / 5);
      }
    }
    return out;
  },
};
