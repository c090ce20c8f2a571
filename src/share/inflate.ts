// lz-string's decompressFromEncodedURIComponent (1.5.0), read with a ceiling on what it may produce. An LZ stream's
// output can grow with the square of its input (each code may name the entry before it plus one character), so a
// 120,000-character link field could unpack to a billion characters; this reader stops as soon as the output would
// pass what the field can hold for its board, so its work is bounded by that size, whatever the link says.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const VALUE = new Map([...ALPHABET].map((ch, i) => [ch, i]));

/** What a bounded unpack gives: the text, or why not (with how many characters it had produced when it stopped). */
export type Inflated = { ok: true; value: string } | { ok: false; why: 'damaged' | 'tooBig'; produced: number };

/** Unpack lz-string's URL-safe form, refusing any output longer than `limit` characters (never throws). */
export function inflate(data: string, limit: number): Inflated {
  if (data === '') return { ok: true, value: '' };
  // As lz-string reads: the next character is loaded as soon as the last bit of one is used.
  const valueAt = (i: number): number => VALUE.get(data.charAt(i)) ?? 0;
  let val = valueAt(0);
  let index = 1;
  let position = 32;
  const bitsOf = (n: number): number => {
    let out = 0;
    for (let k = 0; k < n; k++) {
      if (val & position) out |= 1 << k;
      position >>= 1;
      if (position === 0) {
        position = 32;
        val = valueAt(index++);
      }
    }
    return out;
  };
  const dictionary: string[] = [];
  let dictSize = 4;
  let numBits = 3;
  let enlargeIn = 4;
  let produced = 0;
  const damaged = (): Inflated => ({ ok: false, why: 'damaged', produced });
  const first = bitsOf(2);
  if (first === 2) return { ok: true, value: '' };
  // lz-string reads a 3 here as an undefined first entry; no packer writes one.
  if (first === 3) return damaged();
  let w = String.fromCharCode(bitsOf(first === 0 ? 8 : 16));
  dictionary[3] = w;
  const result = [w];
  produced = 1;
  if (produced > limit) return { ok: false, why: 'tooBig', produced };
  for (;;) {
    if (index > data.length) return damaged();
    let c = bitsOf(numBits);
    if (c === 2) return { ok: true, value: result.join('') };
    if (c < 2) {
      dictionary[dictSize++] = String.fromCharCode(bitsOf(c === 0 ? 8 : 16));
      c = dictSize - 1;
      if (--enlargeIn === 0) enlargeIn = 2 ** numBits++;
    }
    let entry = dictionary[c];
    if (entry === undefined) {
      if (c !== dictSize) return damaged();
      entry = w + w.charAt(0);
    }
    if (produced + entry.length > limit) return { ok: false, why: 'tooBig', produced };
    produced += entry.length;
    result.push(entry);
    dictionary[dictSize++] = w + entry.charAt(0);
    w = entry;
    if (--enlargeIn === 0) enlargeIn = 2 ** numBits++;
  }
}
