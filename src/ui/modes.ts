import { lazy, type ReactNode } from 'react';
import { useHexlab, type Mode } from '../store';
import { loadPart } from '../store/modeParts';
import { MinesweeperMode } from './minesweeper/MinesweeperMode';

export type ModeView = (props: { layoutPanel: ReactNode }) => ReactNode;

/**
 * A mode whose code is its own chunk, fetched the first time it is shown (App's Suspense waits for it): its view and
 * its part of the store (rules included) come together, so the view never renders before its state exists.
 */
const lazyMode = (mode: Mode, load: () => Promise<ModeView>): ModeView =>
  lazy(() => Promise.all([load(), loadPart(useHexlab, mode)]).then(([view]) => ({ default: view }))) as unknown as ModeView;

/**
 * Each mode's view: the board with its tiles and overlays, and its panel. Minesweeper, the mode `/` opens, comes with
 * the first screen; every other mode's code is fetched the first time the mode is shown. The store and the board code
 * that the chunks share stay single modules: the bundler puts them in shared chunks, imported once.
 */
export const MODE_VIEWS: Record<Mode, ModeView> = {
  minesweeper: MinesweeperMode,
  lab: lazyMode('lab', () => import('./lab/LabMode').then((m) => m.LabMode)),
  editor: lazyMode('editor', () => import('./editor/EditorMode').then((m) => m.EditorMode)),
  hero: lazyMode('hero', () => import('./hero/HeroMode').then((m) => m.HeroMode)),
  proximity: lazyMode('proximity', () => import('./proximity/ProximityMode').then((m) => m.ProximityMode)),
};
