import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bitWidth, ByteReader, ByteWriter, fromBase64Url, toBase64Url } from './friendBytes';

describe('the bytes of a link of a game by links', () => {
  it('reads back every byte string from base64url, which holds nothing a query escapes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        const text = toBase64Url(bytes);
        expect(text).toMatch(/^[\w-]*$/);
        expect(fromBase64Url(text)).toEqual(bytes);
      }),
    );
  });

  it('refuses characters outside base64url', () => {
    expect(fromBase64Url('ab+c')).toBeNull();
    expect(fromBase64Url('ab=')).toBeNull();
    expect(fromBase64Url('abcde')).toBeNull();
  });

  it('reads back varints and fixed-width values, and says when the bytes end', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.nat(1000)), (n, values) => {
        const w = new ByteWriter();
        w.varint(n);
        w.bits(values, bitWidth(1001));
        const bytes = w.done();
        const r = new ByteReader(bytes);
        expect(r.varint()).toBe(n);
        expect(r.bits(values.length, bitWidth(1001))).toEqual(values);
        expect(r.left).toBe(0);
        expect(r.byte()).toBeNull();
        if (bytes.length > 0) expect(new ByteReader(bytes.slice(0, -1)).bits(values.length + 8, 10)).toBeNull();
      }),
    );
  });

  it('refuses padding bits that are not zero', () => {
    expect(new ByteReader(Uint8Array.of(0b1000_0001)).bits(1, 4)).toBeNull();
    expect(new ByteReader(Uint8Array.of(0b0000_0101)).bits(1, 4)).toEqual([5]);
  });

  it('gives the fewest bits that hold a count of values', () => {
    expect([1, 2, 3, 250, 256, 257, 1250].map(bitWidth)).toEqual([1, 1, 2, 8, 8, 9, 11]);
  });
});
