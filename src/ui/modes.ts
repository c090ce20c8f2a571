// The mode registry: one definition per mode, as tldraw lists its shape utils. The tabs, the order modes are fetched
// in, the Editor's "Play ..." buttons and the store's loaders are derived from it. A mode's id is its name everywhere:
// in links (`m=`), in the store (its state is `s[id]`), in the texts (its namespace) and in the guides.
import { createElement, lazy, useState, type ReactNode } from 'react';
import { useHexlab, type AppState, type LaterMode, type Mode, type ModePart } from '../store';
import { later } from '../store/later';
import { canShareProgress } from '../store/links/toLink/shareProgress';
import { addFetchedPart, installPartLoaders, loadPart, prefetchPart } from '../store/modeParts';
import { installFirstBoard, type FirstBoard } from '../store/modeBoards';
import { installLinkFields } from '../store/links/codec';
import { puzzleFirstBoard } from '../store/puzzleFirstBoard';
import { loadNamespace, useLang, type Catalogue, type Format } from './i18n';
import { hydratedParts, lazyPart, type LazyPart } from './lazyPart';
import type { Category } from '../games/progress/category';
import { DAILY_PUZZLE, PUZZLE_CATEGORY } from '../games/progress/puzzleCategory';
import type { Progress } from '../games/progress/history';
import { MinesweeperMode } from './minesweeper/MinesweeperMode';
import type { ChallengePlay } from './challenge/challengeKeeper';
import type { DailyKind } from './daily/dailyKind';
import { dailyHex } from './daily/dailyHex';
import { dailyPuzzle } from './daily/dailyPuzzleKind';

/** A mode's view: its board, status line and settings, in the one ModeLayout (ui/shell/ModeLayout.tsx). */
type ModeView = () => ReactNode;

interface ModeDefinition {
  /** the view; for a mode whose code is its own chunk, a stand-in that fetches it the first time it is shown */
  View: ModeView;
  /** the mode's part of the store (its slice and its reset for a new board); Minesweeper's is on the first screen */
  part?: () => Promise<ModePart>;
  /** fetch the mode's code (view, store part, texts) before it is first shown */
  prefetch?: () => Promise<unknown>;
  /** fetch its link field's codec, which registers itself (share/linkFields.ts); the link codec waits for it */
  linkField?: () => Promise<unknown>;
  /** whether the Editor's "Play ..." buttons hand their board to this mode */
  playable: boolean;
  /** how the Share popover speaks of the mode's link (ui/links/SharePopover.tsx) */
  share: ModeShare;
  /** the board it starts on the first time it is shown, handed to the store as the app starts (ModePart.firstBoard) */
  firstBoard?: FirstBoard;
  /** a board drawn from the mode's own state: the layout panel offers only its layout (ui/board/LayoutPanel.tsx) */
  ownBoard?: boolean;
  /** its icon (ui/shell/modeIcons.tsx), drawn in the header icons' line on a 20 x 20 view */
  icon: ModeIconShape;
  /**
   * its own parts of the header round every mode (ui/shell/shellParts.tsx): a button after the daily's, and what the
   * notice area says for it; prerendered, and hydrated once their code has come (lazyPart.tsx, hydratedPart)
   */
  header?: { Button: LazyPart<object>; Notice?: LazyPart<object> };
  /** its own entries in My boards (ui/library/Library.tsx), below the boards; fetched with the dialog */
  shelf?: LazyPart<{ onOpen(): void }>;
  /** its own card in Statistics (ui/stats/StatsDialog.tsx), for its categories of games; fetched with the dialog */
  stats?: { categories: readonly Category[]; Card: LazyPart<{ progress: Progress }> };
  /**
   * its daily (ui/daily/dailyKind.ts): start-up opens an address that names one of its days (app/boot.ts), and the
   * address bar leaves that address as it is (ui/links/urlHistory.ts); asked before the mode's code has come
   */
  daily?: DailyKind;
  /**
   * What of its game on a received challenge's board a reload takes back, and how (ui/challenge/challengeKeeper.ts):
   * fetched with a challenge link; a mode without one starts a reloaded challenge afresh
   */
  challenge?: () => Promise<ChallengePlay>;
}

/** A mode's icon: one path, and a filled disc at its centre if it has one. */
interface ModeIconShape {
  path: string;
  disc?: boolean;
}

/** What a mode's link is, as the Share popover words it. */
interface ModeShare {
  /** what the popover's title calls it */
  what: 'board' | 'game' | 'puzzle';
  /** what the link opens, worded (the board with its layout unless it says) */
  opens?(t: Catalogue['shell']['share'], chars: number, f: Format): string;
  /** whether the link may carry the game under way (the popover offers it as an option) */
  progress?(s: AppState): boolean;
}

/** What a mode is beside its view and its part of the store. */
type ModeTraits = Omit<ModeDefinition, 'View' | 'part' | 'prefetch'>;

/**
 * A mode whose code is its own chunk, fetched in idle time after the first paint (`prefetch`) or else the first time
 * it is shown (App's Suspense waits for it): its view and its part of the store (rules included) come together, so
 * the view never renders before its state exists. Once both are in, the view is drawn at once: a lazy component
 * would still suspend on its first render, and React holds a revealed boundary back for a moment.
 */
function laterMode<T extends ModeTraits>(
  mode: LaterMode,
  load: () => Promise<ModeView>,
  part: () => Promise<ModePart>,
  traits: T,
): ModeDefinition & Required<Pick<ModeDefinition, 'part' | 'prefetch'>> & T {
  const view = later(load);
  const Lazy = lazy(() => Promise.all([view.load(), loadPart(useHexlab, mode)]).then(([v]) => ({ default: v })));
  function View() {
    const [ready] = useState(() => (useHexlab.hasPart(mode) ? view.now() : null));
    return createElement(ready ?? Lazy);
  }
  const prefetch = () => Promise.all([view.load(), prefetchPart(mode), loadNamespace(useLang.getState().lang, mode)]);
  return { ...traits, View, part, prefetch };
}

/** The daily puzzle's button and notice: one chunk, fetched as the app starts with the header's other parts. */
function dailyPuzzleHeader() {
  const { DailyPuzzleButton, DailyPuzzleNotice } = hydratedParts(
    () => import('./daily/DailyPuzzleButton'),
    'DailyPuzzleButton',
    'DailyPuzzleNotice',
  );
  return { Button: DailyPuzzleButton, Notice: DailyPuzzleNotice };
}

/**
 * Every mode. Minesweeper, the mode `/` opens, comes with the first screen; every other mode's code is fetched the
 * first time the mode is shown. The store and the board code that the chunks share stay single modules: the bundler
 * puts them in shared chunks, imported once.
 */
export const MODE_DEFINITIONS = {
  minesweeper: {
    View: MinesweeperMode,
    playable: true as const,
    // the daily hex: a no-guess board, the same for everyone on a date
    daily: dailyHex,
    // a mine: a round body and its spikes
    icon: { path: 'M10 2.5v15M2.5 10h15M4.7 4.7l10.6 10.6M4.7 15.3 15.3 4.7', disc: true },
    share: {
      what: 'game',
      opens: (t, chars, f) => t.opens(true, chars, f),
      progress: canShareProgress,
    },
    // a challenge's game goes on after a reload: its actions, mines and time
    challenge: () => import('./minesweeper/challenge/challengePlay').then((m) => m.minesweeperChallengePlay),
  },
  lab: laterMode(
    'lab',
    () => import('./lab/LabMode').then((m) => m.LabMode),
    () => import('../store/slices/labSlice').then((m) => m.labPart),
    {
      playable: false as const,
      share: { what: 'board' },
      // a hexagon with its axes: coordinates
      icon: { path: 'M10 2.5 16.5 6.25v7.5L10 17.5 3.5 13.75v-7.5ZM10 10V2.5M10 10l6.5 3.75M10 10l-6.5 3.75' },
    },
  ),
  editor: laterMode(
    'editor',
    () => import('./editor/EditorMode').then((m) => m.EditorMode),
    () => import('../store/slices/editorSlice').then((m) => m.editorPart),
    {
      playable: false as const,
      share: { what: 'board' },
      // a pencil
      icon: { path: 'M4 16l.8-3.6L13.2 4a1.6 1.6 0 0 1 2.3 0l.5.5a1.6 1.6 0 0 1 0 2.3l-8.4 8.4ZM12 5.2l2.8 2.8' },
    },
  ),
  hero: laterMode(
    'hero',
    () => import('./hero/HeroMode').then((m) => m.HeroMode),
    () => import('../store/slices/heroSlice').then((m) => m.heroPart),
    {
      playable: true as const,
      share: { what: 'game' },
      // a walker and the path behind it
      icon: {
        path: 'M12 6.5a1.7 1.7 0 1 0 0-.01M11.3 9.5 10 13l2.3 1.6.7 2.9M10.8 10.6l-2.3 1M12.6 10.2l1.9 1.6M10 13l-1.6 4.5M3 17.5h1.5M3 14h1.5',
      },
    },
  ),
  proximity: laterMode(
    'proximity',
    () => import('./proximity/ProximityMode').then((m) => m.ProximityMode),
    () => import('../store/slices/proximitySlice').then((m) => m.proximityPart),
    {
      playable: true as const,
      share: { what: 'game' },
      // two tiles side by side
      icon: { path: 'M6.5 4.5 10 6.5v4L6.5 12.5 3 10.5v-4ZM13.5 8.5 17 10.5v4l-3.5 2-3.5-2v-4Z' },
    },
  ),
  puzzle: laterMode(
    'puzzle',
    () => import('./puzzle/edit/PuzzleModes').then((m) => m.PuzzleModes),
    () => import('../store/persist/puzzleKept').then((m) => m.puzzlePart),
    {
      playable: false as const,
      // A puzzle's board is its level's: only its layout (orientation, offset, hex size) is the player's to choose.
      ownBoard: true,
      firstBoard: puzzleFirstBoard,
      share: { what: 'puzzle', opens: (t, chars, f) => t.opensPuzzle(chars, f) },
      linkField: () => import('../share/fields/puzzle'),
      // the header's "Daily puzzle", and a daily puzzle link's problem in the notice area
      header: dailyPuzzleHeader(),
      // the puzzles opened, generated or made, to open again
      shelf: lazyPart(() => import('./library/KeptPuzzles').then((m) => m.KeptPuzzles)),
      // the puzzles solved, their mistakes and their times, and the daily puzzle (not among Minesweeper's difficulties)
      stats: {
        categories: [PUZZLE_CATEGORY, DAILY_PUZZLE],
        Card: lazyPart(() => import('./stats/PuzzleStats').then((m) => m.PuzzleStats)),
      },
      // a challenge's puzzle goes on after a reload: its marks, mistakes and time
      challenge: () => import('./puzzle/puzzleChallengePlay').then((m) => m.puzzleChallengePlay),
      // the daily puzzle: the same puzzle for everyone on a date, its address naming the date
      daily: dailyPuzzle,
      // a hexagon cell with a question
      icon: {
        path: 'M10 2.5 16.5 6.25v7.5L10 17.5 3.5 13.75v-7.5ZM8.2 8.4a1.9 1.9 0 1 1 2.6 1.8c-.5.2-.8.6-.8 1.1v.3M10 13.6v.1',
      },
    },
  ),
} satisfies Record<Mode, ModeDefinition>;

/** Every mode, in tab order: the registry's. */
export const TAB_MODES = Object.keys(MODE_DEFINITIONS) as Mode[];

const LATER_MODES = TAB_MODES.filter((m): m is LaterMode => m !== 'minesweeper');

installPartLoaders(
  Object.fromEntries(LATER_MODES.map((m) => [m, MODE_DEFINITIONS[m].part])) as Record<
    LaterMode,
    () => Promise<ModePart>
  >,
);

// A link is read and written with every mode's field, a later mode's too.
installLinkFields(LATER_MODES.flatMap((m) => (MODE_DEFINITIONS[m] as ModeDefinition).linkField ?? []));

// A mode's tab may be pressed before its code has come: its first board is the store's from the start.
for (const m of LATER_MODES) {
  const board = (MODE_DEFINITIONS[m] as ModeDefinition).firstBoard;
  if (board) installFirstBoard(m, board);
}

/** The modes the Editor can hand its board to, in tab order. */
export type PlayableMode = {
  [M in Mode]: (typeof MODE_DEFINITIONS)[M]['playable'] extends true ? M : never;
}[Mode];
export const PLAYABLE_MODES = TAB_MODES.filter((m): m is PlayableMode => MODE_DEFINITIONS[m].playable);

/** A mode's definition (shared code asks it what the mode is, rather than naming modes). */
export const modeDefinition = (mode: Mode): ModeDefinition => MODE_DEFINITIONS[mode];

/** What a mode the app does not list brings to the shell: its entries in My boards, its card in Statistics... */
type ExtraModeTraits = Pick<ModeDefinition, 'shelf' | 'stats' | 'daily'>;

/** Modes registered at run time (a test's), after the app's own. */
const extraModes = new Map<string, ExtraModeTraits>();

/**
 * Register a mode the app does not list (a test's), as share/linkFields.ts registers its link field: its shelf, stats
 * card and addresses join the app's modes' after them. What it gives takes it out again.
 */
export function registerMode(mode: string, traits: ExtraModeTraits): () => void {
  if (mode in MODE_DEFINITIONS || extraModes.has(mode)) throw new Error(`The ${mode} mode is registered already`);
  extraModes.set(mode, traits);
  return () => void extraModes.delete(mode);
}

/** Every mode's definition: the app's in tab order, then any registered at run time. */
const everyMode = (): ExtraModeTraits[] => [...TAB_MODES.map(modeDefinition), ...extraModes.values()];

/** The modes' own header parts (buttons, notices), in tab order. */
export const MODE_HEADERS = TAB_MODES.flatMap((m) => modeDefinition(m).header ?? []);

/** The modes' own entries in My boards, in tab order. */
export const modeShelves = (): LazyPart<{ onOpen(): void }>[] => everyMode().flatMap((d) => d.shelf ?? []);

/** The modes' own cards in Statistics, in tab order. */
export const modeStats = (): NonNullable<ModeDefinition['stats']>[] => everyMode().flatMap((d) => d.stats ?? []);

/** The modes' dailies, in tab order (start-up opens the first whose address it is). */
export const modeDailies = (): DailyKind[] => everyMode().flatMap((d) => d.daily ?? []);

/** Each later mode's prefetch, in tab order (idle time after the first paint: ui/prefetch.ts). */
export const MODE_PREFETCHES = LATER_MODES.map((m) => MODE_DEFINITIONS[m].prefetch);

/** Show a mode: its part of the store joins first when its code has come already, so its view draws without a wait. */
export function showMode(mode: Mode, how: 'setMode' | 'playBoard' = 'setMode'): void {
  addFetchedPart(useHexlab, mode);
  useHexlab.getState()[how](mode);
}
