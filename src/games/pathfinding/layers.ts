/**
 * A*'s open list as a bucket queue: one stack per integer f (costs and the hex heuristic are integers, so f is too).
 * Push and pop are O(1), and popping the newest entry of the lowest f first (LIFO) dives towards the goal among
 * equal f. Entries live in one Int32Array pool, ENTRY ints each, linked into their bucket's stack; popped entries go
 * on a free list, so a search reuses the same few hot slots instead of walking through fresh memory.
 * The search loop reads and writes these arrays inline; this module only makes and grows them.
 */
export interface Layers {
  /** ENTRY ints per entry: the fields at the E_* offsets */
  pool: Int32Array;
  /** first entry of the stack for f = base + i at heads[i], -1 empty */
  heads: Int32Array;
}

/** Ints per pool entry (one spare, so an entry is 32 aligned bytes). */
export const ENTRY = 8;
/**
 * Entry fields: the tile, the next entry in its stack (or free list), the tile's offset and axial coordinates, and
 * the direction back to the tile it was reached from.
 */
export const E_ID = 0;
export const E_NEXT = 1;
export const E_ROW = 2;
export const E_COL = 3;
export const E_Q = 4;
export const E_R = 5;
export const E_BACK = 6;

/** Empty layers with room for `capacity` entries. */
export function makeLayers(capacity: number): Layers {
  return { pool: new Int32Array(Math.max(64, capacity) * ENTRY), heads: new Int32Array(64) };
}

/** A pool with room for at least `entries` entries, keeping the ones in use; stored back in `l`. */
export function growPool(l: Layers, entries: number): Int32Array {
  let n = l.pool.length;
  while (n < entries * ENTRY) n *= 2;
  const pool = new Int32Array(n);
  pool.set(l.pool);
  l.pool = pool;
  return pool;
}

/** Heads with room for at least `slots` buckets, keeping the ones in use; stored back in `l`. */
export function growHeads(l: Layers, slots: number): Int32Array {
  let n = l.heads.length;
  while (n < slots) n *= 2;
  const heads = new Int32Array(n);
  heads.set(l.heads);
  l.heads = heads;
  return heads;
}
