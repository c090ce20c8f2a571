import { lazy, type ReactNode } from 'react';
import type { Mode } from '../store';
import { MinesweeperMode } from './minesweeper/MinesweeperMode';

export type ModeView = (props: { layoutPanel: ReactNode }) => ReactNode;

/** A mode whose code is its own chunk, fetched the first time it is shown (App's Suspense waits for it). */
const lazyMode = (load: () => Promise<ModeView>): ModeView => lazy(() => load().then((view) => ({ default: view }))) as unknown as ModeView;

/**
 * Each mode's view: the board with its tiles and overlays, and its panel. Minesweeper, the mode `/` opens, comes with
 * the first screen; every other mode's code is fetched the first time the mode is shown. The store and the board code
 * that the chunks share stay single modules: the bundler puts them in shared chunks, imported once.
 */
export const MODE_VIEWS: Record<Mode, ModeView> = {
  minesweeper: MinesweeperMode,
  lab: lazyMode(() => import('./lab/LabMode').then((m) => m.LabMode)),
  editor: lazyMode(() => import('./editor/EditorMode').then((m) => m.EditorMode)),
  hero: lazyMode(() => import('./hero/HeroMode').then((m) => m.HeroMode)),
  proximity: lazyMode(() => import('./proximity/ProximityMode').then((m) => m.ProximityMode)),
};
