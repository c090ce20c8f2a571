// The prerendered first screen (src/firstScreen.tsx, scripts/prerender.ts) is a desktop's first visit or a phone's,
// whichever suits the window. In the browser, main.tsx hydrates it only when the visitor's own first screen (start-up's
// first game, src/app/boot.ts) is that one, to the letter; anyone else (a link, a reload, a returning player, another
// pointer, window or language) gets a fresh render that replaces it, and index.html's inline script has hidden what
// would be wrong before the first paint (`HOLD_CLASSES`), with the frame in its place.
import type { CoreView } from '../../store';
import { useHexlab } from '../../store';
import { useLang, type Lang } from '../i18n';
import { hasTabBoard } from '../../store/persist/tabBoardKey';
import { isNewVisitor } from './firstGame';
import { useSettingsSheet } from './settingsSheet';
import { isTouchOnly } from './touch';

/** What a first screen shows, in a few words: two first screens with the same words render the same markup. */
export type FirstScreen = string;

export function firstScreenOf(s: CoreView, lang: Lang): FirstScreen {
  const { mode, hexSize, board, minesweeper } = s;
  const { orientation, parity, wrap } = board;
  const game = minesweeper.game.config;
  return [
    mode,
    orientation,
    parity,
    hexSize,
    wrap,
    `${board.rows}x${board.cols}`,
    minesweeper.preset,
    game.mines,
    minesweeper.noGuess,
    lang,
    useSettingsSheet.getState().open ? 'sheet' : 'drawer',
    isTouchOnly() ? 'touch' : 'pointer',
  ].join(' ');
}

/** The classes index.html's inline script may put on <html>: the main area hidden, or the whole app (another language). */
const HOLD_CLASSES = ['hx-wait', 'hx-lang'];

/**
 * Whether the root holds a prerendered first screen that may be this visitor's: a first visit with no link and no
 * reload (nothing is started here: start-up, src/app/boot.ts, starts the first game). main.tsx then hydrates rather
 * than waits for the parts hydrated later, if `firstScreenShown` says so once start-up has run.
 */
export function mayShowPrerendered(root: HTMLElement): boolean {
  return !!root.dataset.firstScreen && location.search === '' && !hasTabBoard() && isNewVisitor();
}

/**
 * After start-up: true when it started a first game (`firstGame`) and the root's prerendered screen is this visitor's
 * own, to the letter (then main.tsx hydrates it; the board shows at once, as the build's did).
 */
export function firstScreenShown(root: HTMLElement, firstGame: boolean): boolean {
  const prerendered = root.dataset.firstScreen;
  if (!firstGame || !prerendered) return false;
  if (firstScreenOf(useHexlab.getState(), useLang.getState().lang) !== prerendered) return false;
  showFirstVisitAtOnce();
  return true;
}

let firstVisitAtOnce = false;

/**
 * The first visit's board is on screen from the start, as prerendered, while the library (IndexedDB) is read: it
 * becomes the library's first board. (Otherwise start-up shows no board until the library says which.)
 */
export function showFirstVisitAtOnce(): void {
  firstVisitAtOnce = true;
}

export const firstVisitShownAtOnce = (): boolean => firstVisitAtOnce;

let started!: () => void;
/** Resolved once React's own first screen is in (<html data-started>). */
export const appStarted = new Promise<void>((resolve) => (started = resolve));

/** Shows what the inline script hid, once React's own first screen has replaced or hydrated the prerendered one. */
export function releaseFirstPaint(): void {
  const html = document.documentElement;
  html.classList.remove(...HOLD_CLASSES);
  // The app runs (<html data-started>): a test can tell its live board from the prerendered one, which shows before.
  html.dataset.started = '';
  started();
}
