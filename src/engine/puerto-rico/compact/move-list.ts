/** The legal moves of a compact game as codes (./moves.ts), in one reused growable buffer. */
import { T } from './moves';

export class MoveList {
  codes = new Int32Array(256);
  n = 0;

  push(code: number): void {
    if (this.n === this.codes.length) {
      const bigger = new Int32Array(this.codes.length * 2);
      bigger.set(this.codes);
      this.codes = bigger;
    }
    this.codes[this.n++] = code;
  }

  /** Whether `code` is among the entries from `start` on. */
  has(code: number, start: number): boolean {
    for (let i = start; i < this.n; i++) if (this.codes[i] === code) return true;
    return false;
  }
}

// Codes built as ./moves.ts encodeMove builds them, from integer fields.
export const PASS_CODE = T.pass;
export const HACIENDA_CODE = T.hacienda;
export const roleCode = (role: number, declined: number): number => T.role | (role << 5) | (declined << 8);
export const draftCode = (b: number): number => T.draft | (b << 5);
export const plantCode = (tile: number, noColonist: number): number => T.plant | (tile << 5) | (noColonist << 8);
export const forestCode = (tile: number, noColonist: number): number => T.forest | (tile << 5) | (noColonist << 8);
/** `place`: island tile 0-6 or 7 + building id. */
export const colonistCode = (place: number, count: number): number => T.colonist | (place << 5) | (count << 11);
export const buildCode = (b: number, noColonist: number, pay: number): number => T.build | (b << 5) | (noColonist << 11) | (pay << 12);
/** A Black Market payment: `source` 0 none, 1 San Juan, 2 + place; `good` 0 none or 1 + good; `vp` 0/1. */
export const payCode = (source: number, good: number, vp: number): number => 1 | (source << 1) | (good << 7) | (vp << 10);
export const goodCode = (type: number, g: number): number => type | (g << 5);
export const loadCode = (g: number, ship: number): number => T.load | (g << 5) | (ship << 8);
/** A decline of a VP bonus (RULINGS.md base 22): `taken` + 1 at the type's bonus bits (./moves.ts). */
export const withBonus = (code: number, taken: number): number => code | ((taken + 1) << bonusShift(code & 31));
/** Where the bonus field of a load, Wharf, Small Wharf, pass, Union Hall or build code sits. */
export const bonusShift = (type: number): number => (type === T.load ? 12 : type === T.wharf || type === T.smallWharf ? 8 : type === T.pass || type === T.unionHall ? 5 : 23);
/** The Union Hall's VP taken in full (./moves.ts), listed only when the player has no other move. */
export const UNION_HALL_CODE = T.unionHall;
export const keepCode = (warehouse: number, barrels: number): number => T.keep | (warehouse << 5) | (barrels << 10);
export const guestCode = (place: number): number => T.guest | (place << 5);
