import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BitReader, BitWriter, VARINT_MAX, widthFor } from './bits';
import { fromBase64Url, toBase64Url } from './base64url';

describe('bit packing', () => {
  it('reads back any mix of fixed fields and varints', () => {
    const field = fc.oneof(
      fc.integer({ min: 1, max: 32 }).chain((width) => fc.tuple(fc.constant('bits' as const), fc.nat({ max: width === 32 ? 0xffff_ffff : 2 ** width - 1 }), fc.constant(width))),
      fc.tuple(fc.constant('uint' as const), fc.nat({ max: VARINT_MAX }), fc.integer({ min: 1, max: 8 })),
      fc.tuple(fc.constant('int' as const), fc.integer({ min: -0x7fff_ffff, max: 0x7fff_ffff }), fc.integer({ min: 1, max: 8 })),
    );
    fc.assert(
      fc.property(fc.array(field, { maxLength: 40 }), (fields) => {
        const w = new BitWriter();
        for (const [kind, v, arg] of fields) w[kind](v, arg);
        const r = new BitReader(w.finish());
        for (const [kind, v, arg] of fields) expect(r[kind](arg)).toBe(v);
        expect(r.failed).toBe(false);
        expect(r.atCleanEnd()).toBe(true);
      }),
    );
  });

  it('reading past the end fails instead of throwing', () => {
    const r = new BitReader(Uint8Array.of(0xff));
    expect(r.uint(3)).toBe(0);
    expect(r.failed).toBe(true);
  });

  it('widthFor gives the bits for n values', () => {
    expect([1, 2, 3, 4, 5, 8, 9, 44].map(widthFor)).toEqual([0, 1, 2, 2, 3, 3, 4, 6]);
  });
});

describe('base64url', () => {
  it('round-trips any bytes, and has one spelling per byte string', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = toBase64Url(bytes);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(fromBase64Url(text)).toEqual(bytes);
      }),
    );
    expect(fromBase64Url('AB')).toBeNull(); // stray end bits
    expect(fromBase64Url('A')).toBeNull(); // impossible length
    expect(fromBase64Url('A+')).toBeNull();
  });
});
