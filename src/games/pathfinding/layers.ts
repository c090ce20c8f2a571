import type FlatQueue from 'flatqueue';

/**
 * The frontier beyond the current f, kept as one linked list per integer f (an A* bucket queue). Only the current f
 * layer sits in the binary heap, ordered by its tie-breaker, so the heap stays small and most pushes cost O(1).
 * All arrays grow on demand and are reused from search to search.
 */
export interface Layers {
  ids: Int32Array;
  ties: Float64Array;
  next: Int32Array;
  /** first entry of layer f at heads[f - base], -1 empty */
  heads: Int32Array;
  used: number;
  /** the f of heads[0] */
  base: number;
  /** highest f with a list so far */
  top: number;
}

/** Empty layer lists with room for `capacity` entries. */
export function makeLayers(capacity: number): Layers {
  const n = Math.max(16, capacity);
  return { ids: new Int32Array(n), ties: new Float64Array(n), next: new Int32Array(n), heads: new Int32Array(64), used: 0, base: 0, top: -1 };
}

/** Forget every list; layers start at f = base. */
export function resetLayers(l: Layers, base: number): void {
  l.used = 0;
  l.base = base;
  l.top = base - 1;
}

function grown<T extends Int32Array | Float64Array>(a: T, size: number): T {
  const b = new (a.constructor as { new (n: number): T })(size);
  b.set(a);
  return b;
}

/** Put a tile on layer f (f above the current layer). */
export function addToLayer(l: Layers, f: number, id: number, tie: number): void {
  while (l.top < f) {
    const slot = ++l.top - l.base;
    if (slot >= l.heads.length) l.heads = grown(l.heads, l.heads.length * 2);
    l.heads[slot] = -1;
  }
  const e = l.used++;
  if (e >= l.ids.length) {
    l.ids = grown(l.ids, l.ids.length * 2);
    l.ties = grown(l.ties, l.ties.length * 2);
    l.next = grown(l.next, l.next.length * 2);
  }
  l.ids[e] = id;
  l.ties[e] = tie;
  l.next[e] = l.heads[f - l.base];
  l.heads[f - l.base] = e;
}

/** Move layer f's list into the heap; false when there is no layer f or beyond it. */
export function openLayer(l: Layers, f: number, queue: FlatQueue<number>): boolean {
  if (f > l.top) return false;
  const { ids, ties, next } = l;
  for (let e = l.heads[f - l.base]; e >= 0; e = next[e]) queue.push(ids[e], ties[e]);
  return true;
}
