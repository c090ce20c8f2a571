// Base64 by hand: the pure folders have no atob/btoa, and a reader must tell corrupt text from data (atob's rules differ
// between engines). Whitespace is skipped, as Tiled's XML indents its data; anything else outside the alphabet fails.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const CHARS = Uint8Array.from(ALPHABET, (c) => c.charCodeAt(0));
const PAD = '='.charCodeAt(0);
const CODES = new Int16Array(128).fill(-1);
for (let i = 0; i < 64; i++) CODES[ALPHABET.charCodeAt(i)] = i;

/** The bytes of base64 text, or null when it is not base64 (a stray character, a wrong length, bits after the end). */
export function fromBase64(text: string): Uint8Array | null {
  const clean = text.replace(/\s+/g, '');
  let end = clean.length;
  while (end > 0 && clean[end - 1] === '=') end--;
  if (clean.length - end > 2 || (clean.length % 4 !== 0 && clean.length !== end) || end % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((end * 3) / 4));
  let bits = 0;
  let count = 0;
  let o = 0;
  for (let i = 0; i < end; i++) {
    const c = clean.charCodeAt(i);
    const v = c < 128 ? CODES[c] : -1;
    if (v < 0) return null;
    bits = (bits << 6) | v;
    count += 6;
    if (count >= 8) {
      count -= 8;
      out[o++] = (bits >> count) & 0xff;
    }
  }
  return out;
}

/** Base64 text of bytes, padded. Written into a byte buffer first: string concatenation is 20x slower on a 250 x 250 map. */
export function toBase64(bytes: Uint8Array): string {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  const whole = bytes.length - (bytes.length % 3);
  let o = 0;
  // Whole triples first: reading past a typed array's end (the last, short group) slows the whole loop down in V8.
  for (let i = 0; i < whole; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out[o++] = CHARS[(n >> 18) & 63];
    out[o++] = CHARS[(n >> 12) & 63];
    out[o++] = CHARS[(n >> 6) & 63];
    out[o++] = CHARS[n & 63];
  }
  if (whole < bytes.length) {
    const two = whole + 1 < bytes.length;
    const n = (bytes[whole] << 16) | (two ? bytes[whole + 1] << 8 : 0);
    out[o++] = CHARS[(n >> 18) & 63];
    out[o++] = CHARS[(n >> 12) & 63];
    out[o++] = two ? CHARS[(n >> 6) & 63] : PAD;
    out[o++] = PAD;
  }
  // Every byte is ASCII, which any single-byte decoding reads as it is.
  return new TextDecoder('latin1').decode(out);
}
