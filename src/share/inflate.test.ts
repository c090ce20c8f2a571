import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import LZString from 'lz-string';
import { inflate } from './inflate';
import { lzBomb } from './bomb.testing';

const SLOW = 60_000;
const lz = (s: string) => LZString.decompressFromEncodedURIComponent(s);

describe('reading a packed field', () => {
  it(
    'gives what lz-string gives for any packed text',
    () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
          const packed = LZString.compressToEncodedURIComponent(text);
          expect(inflate(packed, Infinity)).toEqual({ ok: true, value: lz(packed) });
        }),
      );
    },
    SLOW,
  );

  it(
    'never throws on random characters, and what it reads, lz-string reads the same',
    () => {
      fc.assert(
        fc.property(
          fc.string({
            unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$'),
            maxLength: 60,
          }),
          (data) => {
            let expected: string | null;
            try {
              expected = lz(data);
            } catch {
              expected = null;
            }
            const got = inflate(data, Infinity);
            if (got.ok && got.value !== '') expect(got.value).toBe(expected);
          },
        ),
      );
    },
    SLOW,
  );
});

describe('when a link carries a decompression bomb', () => {
  const bomb = lzBomb(120_000);

  it('the bomb is real: it unpacks to far more than any board holds', () => {
    // Read with a ceiling of 50 million characters, it is still unpacking when it reaches it.
    const got = inflate(bomb, 50_000_000);
    expect(got).toMatchObject({ ok: false, why: 'tooBig' });
  });

  it('stops at the ceiling: the characters produced never pass it, whatever the input promises', () => {
    for (const limit of [1, 100, 78_125, 2_400_000]) {
      const got = inflate(bomb, limit);
      expect(got.ok).toBe(false);
      if (got.ok) continue;
      expect(got.why).toBe('tooBig');
      expect(got.produced).toBeLessThanOrEqual(limit);
    }
  });

  it(
    'refuses any ceiling of bomb',
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 20, max: 4_000 }), fc.integer({ min: 1, max: 100_000 }), (chars, limit) => {
          const got = inflate(lzBomb(chars), limit);
          if (got.ok) expect(got.value.length).toBeLessThanOrEqual(limit);
          else expect(got.produced).toBeLessThanOrEqual(limit);
        }),
        { numRuns: 60 },
      );
    },
    SLOW,
  );
});
