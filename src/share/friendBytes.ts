// The byte tools of the link of a game by links (friendLink.ts): base64url text, unsigned varints, and fixed-width
// fields packed in bits.
import { fromBase64, toBase64 } from '../games/maps/base64';

/** Bytes as base64url (A-Z a-z 0-9 - _), unpadded: nothing in it a chat program or a query needs to escape. */
export const toBase64Url = (bytes: Uint8Array): string =>
  toBase64(bytes).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** The bytes of base64url text, or null on a character outside its alphabet or a length no bytes give. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  return fromBase64(text.replace(/-/g, '+').replace(/_/g, '/'));
}

/** The bits a value below `count` needs (at least one). */
export const bitWidth = (count: number): number => Math.max(1, Math.ceil(Math.log2(Math.max(2, count))));

/** Bytes written in order. */
export class ByteWriter {
  private readonly out: number[] = [];

  byte(v: number): void {
    this.out.push(v & 0xff);
  }

  bytes(b: Uint8Array): void {
    for (const v of b) this.out.push(v);
  }

  varint(v: number): void {
    let x = v;
    while (x >= 0x80) {
      this.out.push((x % 0x80) | 0x80);
      x = Math.floor(x / 0x80);
    }
    this.out.push(x);
  }

  /** Values of `width` bits each, low bit first, the last byte padded with zeros. */
  bits(values: readonly number[], width: number): void {
    let acc = 0;
    let count = 0;
    for (const v of values) {
      for (let b = 0; b < width; b++) {
        acc |= ((Math.floor(v / 2 ** b) & 1) << count) & 0xff;
        if (++count === 8) {
          this.out.push(acc);
          acc = 0;
          count = 0;
        }
      }
    }
    if (count > 0) this.out.push(acc);
  }

  done(): Uint8Array {
    return Uint8Array.from(this.out);
  }
}

/** Bytes read in order; every read says null when the bytes have ended (the link was cut). */
export class ByteReader {
  private at = 0;

  constructor(private readonly b: Uint8Array) {}

  get left(): number {
    return this.b.length - this.at;
  }

  byte(): number | null {
    return this.at < this.b.length ? this.b[this.at++] : null;
  }

  bytes(n: number): Uint8Array | null {
    if (this.left < n) return null;
    this.at += n;
    return this.b.slice(this.at - n, this.at);
  }

  /** An unsigned varint of at most 5 bytes; null when cut or longer. */
  varint(): number | null {
    let v = 0;
    let scale = 1;
    for (let k = 0; k < 5; k++) {
      const b = this.byte();
      if (b === null) return null;
      v += (b & 0x7f) * scale;
      if (b < 0x80) return v;
      scale *= 0x80;
    }
    return null;
  }

  /** `count` values of `width` bits (see ByteWriter.bits); null when cut, or when the padding bits are not zero. */
  bits(count: number, width: number): number[] | null {
    const bytes = this.bytes(Math.ceil((count * width) / 8));
    if (!bytes) return null;
    const out: number[] = [];
    let bit = 0;
    for (let i = 0; i < count; i++) {
      let v = 0;
      for (let b = 0; b < width; b++, bit++) if (bytes[bit >> 3] & (1 << (bit & 7))) v += 2 ** b;
      out.push(v);
    }
    for (; bit < bytes.length * 8; bit++) if (bytes[bit >> 3] & (1 << (bit & 7))) return null;
    return out;
  }
}
