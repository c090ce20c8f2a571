import { createElement, lazy, useState, type ReactNode } from 'react';
import { useHexlab, type LaterMode, type Mode } from '../store';
import { later } from '../store/later';
import { addFetchedPart, loadPart, prefetchPart } from '../store/modeParts';
import { loadNamespace, useLang } from './i18n';
import { MinesweeperMode } from './minesweeper/MinesweeperMode';

export type ModeView = (props: { layoutPanel: ReactNode }) => ReactNode;

/** A mode's view, with a way to fetch its code (view, store part, texts) before it is first shown. */
type LazyMode = ModeView & { prefetch(): Promise<unknown> };

/**
 * A mode whose code is its own chunk, fetched in idle time after the first paint (`prefetch`) or else the first time
 * it is shown (App's Suspense waits for it): its view and its part of the store (rules included) come together, so
 * the view never renders before its state exists. Once both are in, the view is drawn at once: a lazy component
 * would still suspend on its first render, and React holds a revealed boundary back for a moment.
 */
function lazyMode(mode: LaterMode, load: () => Promise<ModeView>): LazyMode {
  const view = later(load);
  const Lazy = lazy(() => Promise.all([view.load(), loadPart(useHexlab, mode)]).then(([v]) => ({ default: v })));
  function Mode(props: { layoutPanel: ReactNode }) {
    const [ready] = useState(() => (useHexlab.hasPart(mode) ? view.now() : null));
    return ready ? createElement(ready, props) : createElement(Lazy, props);
  }
  return Object.assign(Mode, {
    prefetch: () => Promise.all([view.load(), prefetchPart(mode), loadNamespace(useLang.getState().lang, mode)]),
  });
}

/** Show a mode: its part of the store joins first when its code has come already, so its view draws without a wait. */
export function showMode(mode: Mode, how: 'setMode' | 'playBoard' = 'setMode'): void {
  addFetchedPart(useHexlab, mode);
  useHexlab.getState()[how](mode);
}

/**
 * Each mode's view: the board with its tiles and overlays, and its panel. Minesweeper, the mode `/` opens, comes with
 * the first screen; every other mode's code is fetched the first time the mode is shown. The store and the board code
 * that the chunks share stay single modules: the bundler puts them in shared chunks, imported once.
 */
export const MODE_VIEWS: Record<Mode, ModeView> & Record<LaterMode, LazyMode> = {
  minesweeper: MinesweeperMode,
  lab: lazyMode('lab', () => import('./lab/LabMode').then((m) => m.LabMode)),
  editor: lazyMode('editor', () => import('./editor/EditorMode').then((m) => m.EditorMode)),
  hero: lazyMode('hero', () => import('./hero/HeroMode').then((m) => m.HeroMode)),
  proximity: lazyMode('proximity', () => import('./proximity/ProximityMode').then((m) => m.ProximityMode)),
};
