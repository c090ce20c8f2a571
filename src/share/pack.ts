import type { LinkField, LinkProblem } from './problems';
import LZString from 'lz-string';
import { inflate } from './inflate';
import { isTileValue } from '../games/editor/limits';
import { MAX_PACKED_CHARS } from './types';

// The packed fields of a link. Each is first bit-packed into a string of 8-bit character codes, then compressed by
// lz-string into URL-safe characters (A-Z a-z 0-9 + - $), so long runs of the same cells cost almost nothing.
//
// mask: 2 bits a cell, four cells a byte, cell i in bits 2*(i % 4): 0 void, 1 floor, 2 wall, 3 "a cost floor"; then
//       one character per cost floor, in cell order, its value as a digit '2'..'9'.
// bits: a set of cell indices as a bitset, eight cells a byte, cell i in bit i % 8.
// list: integers in base 36 joined by '.', order kept (Proximity's move log).

export type Unpacked<T> = { ok: true; value: T } | { ok: false; error: LinkProblem };

const CODE_OF = (v: number): number => (v === -1 ? 0 : v === 0 ? 1 : v === 1 ? 2 : 3);
const VALUE_OF = [-1, 0, 1];

/** lz-string into URL-safe characters; '' stays ''. */
export function compress(raw: string): string {
  return raw === '' ? '' : LZString.compressToEncodedURIComponent(raw);
}

/**
 * Unpack a field that can hold at most `limit` characters for its board: stopped there, so no link can make the page
 * unpack more than its board allows (see inflate.ts). Damaged input and empty output are one error.
 */
export function decompress(data: string, what: LinkField, limit: number): Unpacked<string> {
  if (data === '') return { ok: true, value: '' };
  if (data.length > MAX_PACKED_CHARS) return { ok: false, error: { kind: 'tooLong', field: what, chars: data.length } };
  // A chat program may have turned '+' into a space on the way.
  const raw = inflate(data.replace(/ /g, '+'), limit);
  if (!raw.ok && raw.why === 'tooBig') return { ok: false, error: { kind: 'unpacksTooBig', field: what } };
  if (!raw.ok || raw.value === '') return { ok: false, error: { kind: 'unpackFailed', field: what } };
  return { ok: true, value: raw.value };
}

/** Pack a rows x cols level: its mask of void, floor and wall cells, and the cost of each cost floor. */
export function packMask(level: readonly (readonly number[])[], rows: number, cols: number): string {
  const n = rows * cols;
  const bytes = new Uint8Array(Math.ceil(n / 4));
  let costs = '';
  for (let i = 0; i < n; i++) {
    const v = level[Math.floor(i / cols)]?.[i % cols] ?? -1;
    const code = CODE_OF(v);
    bytes[i >> 2] |= code << (2 * (i & 3));
    if (code === 3) costs += String(v);
  }
  return compress(bytesToString(bytes) + costs);
}

/** Unpack a mask made by packMask for a rows x cols board. */
export function unpackMask(data: string, rows: number, cols: number): Unpacked<number[][]> {
  const n = rows * cols;
  const packed = Math.ceil(n / 4);
  // Two bits a cell and at most one cost digit a cell.
  const raw = decompress(data, 'board', packed + n);
  if (!raw.ok) return raw;
  if (raw.value.length < packed) return { ok: false, error: { kind: 'boardCutShort', rows, cols } };
  const level: number[][] = [];
  let next = packed;
  for (let r = 0; r < rows; r++) {
    const line: number[] = [];
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      const byte = raw.value.charCodeAt(i >> 2);
      if (byte > 255) return { ok: false, error: { kind: 'boardNotBoard' } };
      const code = (byte >> (2 * (i & 3))) & 3;
      if (code < 3) line.push(VALUE_OF[code]);
      else {
        const cost = Number(raw.value[next++]);
        if (!isTileValue(cost) || cost < 2) {
          return { ok: false, error: { kind: 'boardBadCost' } };
        }
        line.push(cost);
      }
    }
    level.push(line);
  }
  if (next !== raw.value.length) {
    return { ok: false, error: { kind: 'boardTooMuch', rows, cols } };
  }
  return { ok: true, value: level };
}

/** Pack a set of cell indices below n as a bitset. */
export function packBits(indices: readonly number[], n: number): string {
  const bytes = new Uint8Array(Math.ceil(n / 8));
  for (const i of indices) if (i >= 0 && i < n) bytes[i >> 3] |= 1 << (i & 7);
  return compress(bytesToString(bytes));
}

/** Unpack a bitset made by packBits: the sorted cell indices it holds. */
export function unpackBits(data: string, n: number, what: LinkField): Unpacked<number[]> {
  const raw = decompress(data, what, Math.ceil(n / 8));
  if (!raw.ok) return raw;
  if (raw.value.length !== Math.ceil(n / 8)) return { ok: false, error: { kind: 'sizeMismatch', field: what } };
  const out: number[] = [];
  for (let k = 0; k < raw.value.length; k++) {
    const byte = raw.value.charCodeAt(k);
    if (byte > 255) return { ok: false, error: { kind: 'damaged', field: what } };
    for (let b = 0; b < 8; b++) {
      if (!(byte & (1 << b))) continue;
      const i = k * 8 + b;
      if (i >= n) return { ok: false, error: { kind: 'beyondBoard', field: what } };
      out.push(i);
    }
  }
  return { ok: true, value: out };
}

/** Pack a list of non-negative integers, order kept. */
export function packList(values: readonly number[]): string {
  return compress(values.map((v) => v.toString(36)).join('.'));
}

/** Unpack a list made by packList, of at most `most` values. */
export function unpackList(data: string, what: LinkField, most: number): Unpacked<number[]> {
  // Each value is at most seven base-36 digits and a '.'.
  const raw = decompress(data, what, 8 * most);
  if (!raw.ok) return raw;
  if (raw.value === '') return { ok: true, value: [] };
  const out: number[] = [];
  for (const token of raw.value.split('.')) {
    if (!/^[0-9a-z]{1,7}$/.test(token)) return { ok: false, error: { kind: 'damaged', field: what } };
    out.push(parseInt(token, 36));
  }
  return { ok: true, value: out };
}

/** One character per byte; in slices, since String.fromCharCode(...all) can overflow the call stack. */
export function bytesToString(bytes: Uint8Array): string {
  let out = '';
  for (let k = 0; k < bytes.length; k += 8192) out += String.fromCharCode(...bytes.subarray(k, k + 8192));
  return out;
}
