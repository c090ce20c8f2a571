// A list kept in localStorage under one key as `{ version, <field>: [...] }`, versioned as zustand persist's
// `version`/`migrate` are (version 1 is the first): the reading of My boards' puzzle shelf and of the games with
// friends. A newer Hexlab's list reads as empty and marked `newer`, so it is never written over.

export interface ListRead<T> {
  items: T[];
  /** the stored list is a newer Hexlab's: it is not written over */
  newer: boolean;
}

/** The list stored under `key` (entries that fail `isItem` left out); empty when there is none or it can't be read. */
export function readList<T>(
  storage: Storage | null,
  key: string,
  field: string,
  version: number,
  isItem: (v: unknown) => v is T,
): ListRead<T> {
  try {
    const o: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    if (!o || typeof o !== 'object') return { items: [], newer: false };
    const stored = (o as Record<string, unknown>).version;
    const items = (o as Record<string, unknown>)[field];
    if (typeof stored === 'number' && stored > version) return { items: [], newer: true };
    if (stored !== version || !Array.isArray(items)) return { items: [], newer: false };
    return { items: items.filter(isItem), newer: false };
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
