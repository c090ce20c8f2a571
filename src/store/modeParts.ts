// Every mode but Minesweeper brings its part of the store with its code: fetched in idle time after the first paint
// (prefetchPart), or the first time the mode is shown or a link needs it, so the first screen carries only
// Minesweeper's rules. A fetched part joins the store only when its mode is first shown (or a link needs it): until
// then the mode has no state to keep, and the store does no work for it. Where each part's code is fetched from is
// the mode registry's (src/ui/modes.ts, one definition per mode), which hands its loaders here as it starts.
import { MODES } from '../share/types';
import type { LaterMode, Mode, ModePart } from './state/app';
import type { HexlabStore } from './state/store';
import { later, type Later } from './later';

const parts: Partial<Record<LaterMode, Later<ModePart>>> = {};
/** The parts that joined a store (any store: a part is the same code in each), which shared code asks for its hooks. */
const joined: Partial<Record<Mode, ModePart>> = {};
/** How many times a part has joined a store: a cheap sign for followers (persist/modeKeeping.ts) to look again. */
let joins = 0;

/** Note a part that joined a store (createStore's addPart). */
export function notePart(part: ModePart): void {
  joined[part.mode] ??= part;
  joins++;
}

/** How many times a part has joined a store (any store) so far. */
export const partsJoined = (): number => joins;

/** The part of a mode that has joined a store, if any (none for Minesweeper, which is the store's own). */
export const joinedPart = (mode: Mode): ModePart | undefined => joined[mode];

/** The parts that joined a store: in tab order (MODES), then any mode the app does not list (a test's) as it joined. */
export function joinedParts(): ModePart[] {
  const at = (mode: Mode) => (MODES.includes(mode) ? MODES.indexOf(mode) : MODES.length);
  return Object.values(joined)
    .filter((part) => part !== undefined)
    .sort((a, b) => at(a.mode) - at(b.mode));
}

/** Say where each later mode's part of the store comes from (the mode registry, once, as the app starts). */
export function installPartLoaders(loaders: Readonly<Record<LaterMode, () => Promise<ModePart>>>): void {
  for (const mode of Object.keys(loaders) as LaterMode[]) parts[mode] ??= later(loaders[mode]);
}

function partOf(mode: LaterMode): Later<ModePart> {
  const part = parts[mode];
  if (!part)
    throw new Error(`No loader for the ${mode} mode's store part: the mode registry (ui/modes.ts) installs them`);
  return part;
}

/** Whether a mode's id is the app's: listed in MODES, or a later mode whose code the registry says where to find. */
export const knownMode = (mode: string): mode is Mode => MODES.includes(mode as Mode) || mode in parts;

/** Fetch a mode's part of the store without adding it (idle-time prefetch). */
export const prefetchPart = (mode: LaterMode): Promise<ModePart> => partOf(mode).load();

/** Make sure the mode's slice is in the store (at once for Minesweeper and for a mode already loaded). */
export function loadPart(store: HexlabStore, mode: Mode): Promise<void> {
  // Minesweeper's slice is the store's own from the start (hasPart says so).
  if (store.hasPart(mode)) return Promise.resolve();
  return prefetchPart(mode as LaterMode).then(store.addPart);
}

/** Add a mode's part now if its code has arrived; whether the mode's state is in the store. */
export function addFetchedPart(store: HexlabStore, mode: Mode): boolean {
  if (store.hasPart(mode)) return true;
  const part = parts[mode as LaterMode]?.now();
  if (part) store.addPart(part);
  return Boolean(part);
}
