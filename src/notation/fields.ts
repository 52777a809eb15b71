/**
 * Field codecs: how one value of a game's vocabulary is packed into bits, for both games (each
 * game's own kinds of field sit in its folder: src/notation/puerto-rico/fields.ts). Every codec
 * comes as a write/read pair so the two sides cannot drift apart. The context gives the player
 * count (known once the options are read) and the notation version being read.
 */
import type { BitReader, BitWriter } from './bits';
import { widthFor } from './bits';

export interface Ctx {
  /** Player count, once the options are known. */
  readonly players: number;
  /** Notation version of the code being read or written. */
  readonly version: number;
}

export interface Codec<T> {
  write(w: BitWriter, value: T, c: Ctx): void;
  read(r: BitReader, c: Ctx): T;
}

/**
 * A field added in notation `version`: codes of older versions do not have it, so reading one
 * gives `fallback()`. This is how an old link keeps opening after the engine grows a field.
 */
export function since<T>(version: number, inner: Codec<T>, fallback: () => T): Codec<T> {
  return {
    write(w, v, c) {
      if (c.version >= version) inner.write(w, v, c);
    },
    read(r, c) {
      return c.version >= version ? inner.read(r, c) : fallback();
    },
  };
}

/** A record of codecs, one per key of T: a field the engine adds and the codec forgets is a compile error. */
export type RecordCodec<T> = { readonly [K in keyof T]-?: Codec<T[K]> };

export function record<T>(fields: RecordCodec<T>): Codec<T> {
  // Key order is the wire order: never reorder the entries of a released version.
  const keys = Object.keys(fields) as (keyof T)[];
  return {
    write(w, value, c) {
      for (const k of keys) fields[k].write(w, value[k], c);
    },
    read(r, c) {
      const out = {} as T;
      for (const k of keys) out[k] = fields[k].read(r, c);
      return out;
    },
  };
}

/** A chunked unsigned varint; `chunk` is tuned to the usual size of the field. */
export const uint = (chunk = 3): Codec<number> => ({ write: (w, v) => w.uint(v, chunk), read: (r) => r.uint(chunk) });

/** A signed varint (the bank has no lower limit in the engine). */
export const int = (chunk = 3): Codec<number> => ({ write: (w, v) => w.int(v, chunk), read: (r) => r.int(chunk) });

export const fixed = (width: number): Codec<number> => ({ write: (w, v) => w.bits(v, width), read: (r) => r.bits(width) });

export const bool: Codec<boolean> = { write: (w, v) => w.bool(v), read: (r) => r.bool() };

/** A constant that takes no bits (e.g. the state's own `version: 1`). */
export const constant = <T>(value: T): Codec<T> => ({ write() {}, read: () => value });

/** One word of a vocabulary tuple, as its index. A damaged index reads as the first word and fails the checksum or the gate. */
export function oneOf<T extends string>(words: readonly T[]): Codec<T> {
  const width = widthFor(words.length);
  return {
    write(w, v) {
      const i = words.indexOf(v);
      if (i < 0) throw new RangeError(`notation: "${v}" is not one of ${words.join(', ')}`);
      w.bits(i, width);
    },
    read(r) {
      const i = r.bits(width);
      const word = words[i];
      if (word === undefined) {
        r.failed = true;
        return words[0]!;
      }
      return word;
    },
  };
}

/** A value or null, behind one presence bit. */
export function nullable<T>(inner: Codec<T>): Codec<T | null> {
  return {
    write(w, v, c) {
      w.bool(v !== null);
      if (v !== null) inner.write(w, v, c);
    },
    read(r, c) {
      return r.bool() ? inner.read(r, c) : null;
    },
  };
}

/** Most items any list in a position holds (the face-down plantations: about 50). */
export const LIST_MAX = 255;

/** A list with its length first. */
export function list<T>(item: Codec<T>, chunk = 3): Codec<T[]> {
  return {
    write(w, v, c) {
      w.uint(v.length, chunk);
      for (const x of v) item.write(w, x, c);
    },
    read(r, c) {
      const len = r.uint(chunk);
      const out: T[] = [];
      if (len > LIST_MAX) {
        r.failed = true;
        return out;
      }
      for (let i = 0; i < len && !r.failed; i++) out.push(item.read(r, c));
      return out;
    },
  };
}

/** A list with one entry per seat (its length is the player count, so it is not written). */
export function perSeat<T>(item: Codec<T>): Codec<T[]> {
  return {
    write(w, v, c) {
      if (v.length !== c.players) throw new RangeError(`notation: expected ${c.players} entries, got ${v.length}`);
      for (const x of v) item.write(w, x, c);
    },
    read(r, c) {
      const out: T[] = [];
      for (let i = 0; i < c.players; i++) out.push(item.read(r, c));
      return out;
    },
  };
}

/** A seat 0-4 (three bits; with `none`, -1 is allowed too). */
export const seat = (none: boolean): Codec<number> => ({
  write: (w, v) => w.bits(none ? v + 1 : v, 3),
  read: (r) => r.bits(3) - (none ? 1 : 0),
});
