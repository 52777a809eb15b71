/**
 * Bit packing for link codes: fixed-width fields and chunked varints, most significant bit
 * first. The reader never throws: running past the end or reading an oversized number sets
 * `failed`, and the caller turns that into a typed notation error.
 */

/** Largest number a varint may carry: a 32-bit seed fits, arithmetic stays exact, and damaged codes are cheap to reject. */
export const VARINT_MAX = 0xffff_ffff;

/** Bits needed to write any value in [0, n); 0 when n <= 1. */
export function widthFor(n: number): number {
  let w = 0;
  while (1 << w < n) w++;
  return w;
}

export class BitWriter {
  private bytes: number[] = [];
  private acc = 0;
  private used = 0;

  /** Writes `value` in exactly `width` bits (width <= 32). Values that do not fit are a programming error. */
  bits(value: number, width: number): void {
    if (!Number.isInteger(value) || value < 0 || (width < 32 && value >= 2 ** width)) {
      throw new RangeError(`notation: ${value} does not fit in ${width} bits`);
    }
    for (let i = width - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | (Math.floor(value / 2 ** i) & 1);
      this.used++;
      if (this.used === 8) {
        this.bytes.push(this.acc);
        this.acc = 0;
        this.used = 0;
      }
    }
  }

  bool(b: boolean): void {
    this.bits(b ? 1 : 0, 1);
  }

  /**
   * An unsigned number in groups of `chunk` bits, each followed by a "more" bit. Small numbers
   * are common in a position (doubloons, barrels), so a small chunk keeps them short.
   */
  uint(value: number, chunk = 3): void {
    if (!Number.isInteger(value) || value < 0 || value > VARINT_MAX) throw new RangeError(`notation: ${value} is not a small whole number`);
    const base = 2 ** chunk;
    let v = value;
    for (;;) {
      const low = v % base;
      v = Math.floor(v / base);
      this.bits(low, chunk);
      this.bool(v > 0);
      if (v === 0) return;
    }
  }

  /** A signed number (zigzag: 0, -1, 1, -2, ... become 0, 1, 2, 3, ...). */
  int(value: number, chunk = 3): void {
    this.uint(value >= 0 ? value * 2 : -value * 2 - 1, chunk);
  }

  /** Bytes so far; the last partial byte is padded with zero bits. */
  finish(): Uint8Array {
    const out = this.bytes.slice();
    if (this.used > 0) out.push(this.acc << (8 - this.used));
    return Uint8Array.from(out);
  }
}

export class BitReader {
  private pos = 0;
  /** Set once a read ran past the end or met a malformed number; later reads return 0. */
  failed = false;

  constructor(private readonly data: Uint8Array) {}

  bits(width: number): number {
    let v = 0;
    for (let i = 0; i < width; i++) {
      const byte = this.data[this.pos >> 3];
      if (byte === undefined) {
        this.failed = true;
        return 0;
      }
      v = v * 2 + ((byte >> (7 - (this.pos & 7))) & 1);
      this.pos++;
    }
    return v;
  }

  bool(): boolean {
    return this.bits(1) === 1;
  }

  uint(chunk = 3): number {
    const base = 2 ** chunk;
    let v = 0;
    let scale = 1;
    for (;;) {
      v += this.bits(chunk) * scale;
      if (v > VARINT_MAX || this.failed) {
        this.failed = true;
        return 0;
      }
      if (!this.bool()) return v;
      scale *= base;
      if (scale > VARINT_MAX) {
        this.failed = true;
        return 0;
      }
    }
  }

  int(chunk = 3): number {
    const z = this.uint(chunk);
    return z % 2 === 0 ? z / 2 : -(z + 1) / 2;
  }

  /** Whether everything was read and only zero padding (less than a byte) is left. */
  atCleanEnd(): boolean {
    const total = this.data.length * 8;
    if (total - this.pos >= 8) return false;
    while (this.pos < total) if (this.bits(1) !== 0) return false;
    return !this.failed;
  }
}

/** Writes a short text: its length, then one UTF-16 unit at a time (seed texts, seat names). */
export function writeText(w: BitWriter, text: string): void {
  w.uint(text.length, 3);
  for (let i = 0; i < text.length; i++) w.uint(text.charCodeAt(i), 6);
}

/** Reads what writeText wrote; marks the reader failed (and gives '') when it is longer than `max` or damaged. */
export function readText(r: BitReader, max: number): string {
  const len = r.uint(3);
  if (len > max) {
    r.failed = true;
    return '';
  }
  let text = '';
  for (let i = 0; i < len && !r.failed; i++) {
    const unit = r.uint(6);
    if (unit > 0xffff) r.failed = true;
    text += String.fromCharCode(unit);
  }
  return text;
}
