// A list kept in localStorage under one key as `{ version, <field>: [...] }`, versioned as zustand persist's
// `version`/`migrate` are (version 1 is the first): the reading of a mode's shelf on My boards and of the games with
// friends. A newer Hexlab's list reads as empty and marked `newer`, so it is never written over (storedNewer says so
// of any versioned record a mode keeps).

export interface ListRead<T> {
  items: T[];
  /** the stored list is a newer Hexlab's: it is not written over */
  newer: boolean;
}

/**
 * The list stored under `key` (entries that fail `isItem` left out); empty when there is none or it can't be read.
 * An older version's entries go through `upgrade` (given the version they were stored at) first; without it, an older
 * list reads as empty.
 */
export function readList<T>(
  storage: Storage | null,
  key: string,
  field: string,
  version: number,
  isItem: (v: unknown) => v is T,
  upgrade?: (item: unknown, from: number) => unknown,
): ListRead<T> {
  try {
    const o: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    if (!o || typeof o !== 'object') return { items: [], newer: false };
    const stored = (o as Record<string, unknown>).version;
    const items = (o as Record<string, unknown>)[field];
    if (typeof stored === 'number' && stored > version) return { items: [], newer: true };
    if (typeof stored !== 'number' || stored < 1 || !Array.isArray(items)) return { items: [], newer: false };
    if (stored === version) return { items: items.filter(isItem), newer: false };
    if (!upgrade) return { items: [], newer: false };
    return { items: items.map((item) => upgrade(item, stored)).filter(isItem), newer: false };
  } catch {
    return { items: [], newer: false };
  }
}

/** Store the list; false when the browser refuses (full or blocked storage). */
export function writeList<T>(
  storage: Storage | null,
  key: string,
  field: string,
  version: number,
  items: T[],
): boolean {
  try {
    storage?.setItem(key, JSON.stringify({ version, [field]: items }));
    return storage !== null;
  } catch {
    return false;
  }
}

/** Whether the record stored under `key` is a newer Hexlab's than `version` (never written over). */
export function storedNewer(storage: Storage | null, key: string, version: number): boolean {
  try {
    const o: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    const v = o && typeof o === 'object' ? (o as { version?: unknown }).version : undefined;
    return typeof v === 'number' && v > version;
  } catch {
    return false;
  }
}
