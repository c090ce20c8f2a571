// Every mode but Minesweeper brings its part of the store with its code: fetched the first time the mode is shown or
// a link needs it, so the first screen carries only Minesweeper's rules.
import type { HexlabStore, LaterMode, ModePart } from './index';
import type { Mode } from './types';

const LOADERS: Record<LaterMode, () => Promise<ModePart>> = {
  lab: () => import('./labSlice').then((m) => m.labPart),
  editor: () => import('./editorSlice').then((m) => m.editorPart),
  hero: () => import('./heroSlice').then((m) => m.heroPart),
  proximity: () => import('./proximitySlice').then((m) => m.proximityPart),
};

/** Make sure the mode's slice is in the store (at once for Minesweeper and for a mode already loaded). */
export function loadPart(store: HexlabStore, mode: Mode): Promise<void> {
  if (mode === 'minesweeper' || store.hasPart(mode)) return Promise.resolve();
  return LOADERS[mode]().then(store.addPart);
}
