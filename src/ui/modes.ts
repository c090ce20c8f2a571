// The mode registry: one definition per mode, as tldraw lists its shape utils. The tabs, the order modes are fetched
// in, the Editor's "Play ..." buttons and the store's loaders are derived from it. A mode's id is its name everywhere:
// in links (`m=`), in the store (its state is `s[id]`), in the texts (its namespace) and in the guides.
import { createElement, lazy, useState, type ReactNode } from 'react';
import { MODES, useHexlab, type LaterMode, type Mode, type ModePart } from '../store';
import { later } from '../store/later';
import { addFetchedPart, installPartLoaders, loadPart, prefetchPart } from '../store/modeParts';
import { loadNamespace, useLang } from './i18n';
import { MinesweeperMode } from './minesweeper/MinesweeperMode';

/** A mode's view: its board, status line and settings, in the one ModeLayout (ui/shell/ModeLayout.tsx). */
type ModeView = () => ReactNode;

interface ModeDefinition {
  /** the view; for a mode whose code is its own chunk, a stand-in that fetches it the first time it is shown */
  View: ModeView;
  /** the mode's part of the store (its slice and its reset for a new board); Minesweeper's is on the first screen */
  part?: () => Promise<ModePart>;
  /** fetch the mode's code (view, store part, texts) before it is first shown */
  prefetch?: () => Promise<unknown>;
  /** whether the Editor's "Play ..." buttons hand their board to this mode */
  playable: boolean;
}

/**
 * A mode whose code is its own chunk, fetched in idle time after the first paint (`prefetch`) or else the first time
 * it is shown (App's Suspense waits for it): its view and its part of the store (rules included) come together, so
 * the view never renders before its state exists. Once both are in, the view is drawn at once: a lazy component
 * would still suspend on its first render, and React holds a revealed boundary back for a moment.
 */
function laterMode<P extends boolean>(
  mode: LaterMode,
  load: () => Promise<ModeView>,
  part: () => Promise<ModePart>,
  playable: P,
): Required<ModeDefinition> & { playable: P } {
  const view = later(load);
  const Lazy = lazy(() => Promise.all([view.load(), loadPart(useHexlab, mode)]).then(([v]) => ({ default: v })));
  function View() {
    const [ready] = useState(() => (useHexlab.hasPart(mode) ? view.now() : null));
    return createElement(ready ?? Lazy);
  }
  const prefetch = () => Promise.all([view.load(), prefetchPart(mode), loadNamespace(useLang.getState().lang, mode)]);
  return { View, part, prefetch, playable };
}

/**
 * Every mode. Minesweeper, the mode `/` opens, comes with the first screen; every other mode's code is fetched the
 * first time the mode is shown. The store and the board code that the chunks share stay single modules: the bundler
 * puts them in shared chunks, imported once.
 */
export const MODE_DEFINITIONS = {
  minesweeper: { View: MinesweeperMode, playable: true as const },
  lab: laterMode(
    'lab',
    () => import('./lab/LabMode').then((m) => m.LabMode),
    () => import('../store/slices/labSlice').then((m) => m.labPart),
    false,
  ),
  editor: laterMode(
    'editor',
    () => import('./editor/EditorMode').then((m) => m.EditorMode),
    () => import('../store/slices/editorSlice').then((m) => m.editorPart),
    false,
  ),
  hero: laterMode(
    'hero',
    () => import('./hero/HeroMode').then((m) => m.HeroMode),
    () => import('../store/slices/heroSlice').then((m) => m.heroPart),
    true,
  ),
  proximity: laterMode(
    'proximity',
    () => import('./proximity/ProximityMode').then((m) => m.ProximityMode),
    () => import('../store/slices/proximitySlice').then((m) => m.proximityPart),
    true,
  ),
  puzzle: laterMode(
    'puzzle',
    () => import('./puzzle/edit/PuzzleModes').then((m) => m.PuzzleModes),
    () => import('../store/persist/puzzleKept').then((m) => m.puzzlePart),
    false,
  ),
} satisfies Record<Mode, ModeDefinition>;

const LATER_MODES = MODES.filter((m): m is LaterMode => m !== 'minesweeper');

installPartLoaders(
  Object.fromEntries(LATER_MODES.map((m) => [m, MODE_DEFINITIONS[m].part])) as Record<
    LaterMode,
    () => Promise<ModePart>
  >,
);

/** The modes the Editor can hand its board to, in tab order. */
export type PlayableMode = {
  [M in Mode]: (typeof MODE_DEFINITIONS)[M]['playable'] extends true ? M : never;
}[Mode];
export const PLAYABLE_MODES = MODES.filter((m): m is PlayableMode => MODE_DEFINITIONS[m].playable);

/** Each later mode's prefetch, in tab order (idle time after the first paint: ui/prefetch.ts). */
export const MODE_PREFETCHES = LATER_MODES.map((m) => MODE_DEFINITIONS[m].prefetch);

/** Show a mode: its part of the store joins first when its code has come already, so its view draws without a wait. */
export function showMode(mode: Mode, how: 'setMode' | 'playBoard' = 'setMode'): void {
  addFetchedPart(useHexlab, mode);
  useHexlab.getState()[how](mode);
}
