// Every mode but Minesweeper brings its part of the store with its code: fetched in idle time after the first paint
// (prefetchPart), or the first time the mode is shown or a link needs it, so the first screen carries only
// Minesweeper's rules. A fetched part joins the store only when its mode is first shown (or a link needs it): until
// then the mode has no state to keep, and the store does no work for it.
import type { HexlabStore, LaterMode, ModePart } from './index';
import type { Mode } from './types';

const LOADERS: Record<LaterMode, () => Promise<ModePart>> = {
  lab: () => import('./slices/labSlice').then((m) => m.labPart),
  editor: () => import('./slices/editorSlice').then((m) => m.editorPart),
  hero: () => import('./slices/heroSlice').then((m) => m.heroPart),
  proximity: () => import('./slices/proximitySlice').then((m) => m.proximityPart),
};

const fetched: Partial<Record<LaterMode, ModePart>> = {};
const pending: Partial<Record<LaterMode, Promise<ModePart>>> = {};

/** Fetch a mode's part of the store without adding it (idle-time prefetch). */
export function prefetchPart(mode: LaterMode): Promise<ModePart> {
  return (pending[mode] ??= LOADERS[mode]().then((part) => (fetched[mode] = part)));
}

/** Make sure the mode's slice is in the store (at once for Minesweeper and for a mode already loaded). */
export function loadPart(store: HexlabStore, mode: Mode): Promise<void> {
  if (mode === 'minesweeper' || store.hasPart(mode)) return Promise.resolve();
  return prefetchPart(mode).then(store.addPart);
}

/** Add a mode's part now if its code has arrived; whether the mode's state is in the store. */
export function addFetchedPart(store: HexlabStore, mode: Mode): boolean {
  if (mode === 'minesweeper' || store.hasPart(mode)) return true;
  const part = fetched[mode];
  if (part) store.addPart(part);
  return part !== undefined;
}
