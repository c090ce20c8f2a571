// A single remembered choice in localStorage (the language, sounds, the guides seen), versioned as zustand persist's
// `version`/`migrate`: written as `{"version":N,"value":...}`. Version 0 is the bare text these keys held before they
// were versioned ('es', 'on', '["lab"]'). A choice is not worth an alarm: unreadable text reads as none (the default),
// and a choice written by a newer Hexlab is used as the default here and never written over.

export interface ChoiceSpec<T> {
  key: string;
  /** the version written today */
  version: number;
  /** the value stored by `version` (0: the bare text), as today's, or undefined when it can't be used */
  migrate(version: number, stored: unknown): T | undefined;
}

/** What a stored choice reads as: a value (`old` when it came from an earlier version), none, or a newer version's. */
export type ChoiceRead<T> =
  { kind: 'value'; value: T; old: boolean } | { kind: 'none' } | { kind: 'newer'; version: number };

/** Reads a stored text of any version this release knows. */
export function parseChoice<T>(spec: ChoiceSpec<T>, text: string | null): ChoiceRead<T> {
  if (text === null) return { kind: 'none' };
  let raw: unknown = undefined;
  try {
    raw = JSON.parse(text);
  } catch {
    // Not JSON: a version 0 text ('es', 'on').
  }
  const o = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
  const versioned = o !== null && typeof o.version === 'number' && Number.isInteger(o.version) && o.version > 0;
  const version = versioned ? (o.version as number) : 0;
  if (version > spec.version) return { kind: 'newer', version };
  const value = spec.migrate(version, versioned ? o.value : text);
  return value === undefined ? { kind: 'none' } : { kind: 'value', value, old: version < spec.version };
}

/** The page's localStorage, or null where the browser refuses it (private modes, blocked storage). */
export const safeLocal = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** The stored choice (none when storage is refused); one from an earlier version is written back as today's. */
export function readChoice<T>(spec: ChoiceSpec<T>, storage: Storage | null = safeLocal()): ChoiceRead<T> {
  let read: ChoiceRead<T>;
  try {
    read = parseChoice(spec, storage?.getItem(spec.key) ?? null);
  } catch {
    return { kind: 'none' };
  }
  if (read.kind === 'value' && read.old) writeChoice(spec, read.value, storage);
  return read;
}

/** Remembers a choice, unless a newer version's is stored (kept as it is); false when it could not be written. */
export function writeChoice<T>(spec: ChoiceSpec<T>, value: T, storage: Storage | null = safeLocal()): boolean {
  try {
    if (!storage || parseChoice(spec, storage.getItem(spec.key)).kind === 'newer') return false;
    storage.setItem(spec.key, JSON.stringify({ version: spec.version, value }));
    return true;
  } catch {
    // Full or blocked storage (private mode): the choice lasts the session.
    return false;
  }
}
