// Base64 by hand: the pure folders have no atob/btoa, and a reader must tell corrupt text from data (atob's rules differ
// between engines). Whitespace is skipped, as Tiled's XML indents its data; anything else outside the alphabet fails.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
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

/** Base64 text of bytes, padded. */
export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += ALPHABET[(n >> 18) & 63] + ALPHABET[(n >> 12) & 63];
    out += i + 1 < bytes.length ? ALPHABET[(n >> 6) & 63] : '=';
    out += i + 2 < bytes.length ? ALPHABET[n & 63] : '=';
  }
  return out;
}
