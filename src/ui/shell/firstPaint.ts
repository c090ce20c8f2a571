// The prerendered first screen (src/firstScreen.tsx, scripts/prerender.ts) is a desktop's first visit or a phone's,
// whichever suits the window. In the browser, start-up hydrates it only when the visitor's own first screen is that
// one, to the letter; anyone else (a link, a reload, a returning player, another pointer, window or language) gets a
// fresh render that replaces it, and index.html's inline script has hidden what would be wrong before the first paint
// (`HOLD_CLASSES`), with the frame in its place.
import type { CoreView } from '../../store';
import { useHexlab } from '../../store';
import { useLang, type Lang } from '../i18n';
import { hasTabBoard } from '../../store/persist/tabBoardKey';
import { isNewVisitor, startFirstGame } from './firstGame';
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
 * Start-up's first game, when this is a first visit with no link: true when the root holds the prerendered first
 * screen and this visitor's is the same (then main.tsx hydrates it; the board shows at once, as the build's did).
 */
export function prepareFirstPaint(root: HTMLElement): boolean {
  const prerendered = root.dataset.firstScreen;
  if (!prerendered || location.search !== '' || hasTabBoard() || !isNewVisitor()) return false;
  startFirstGame(useHexlab);
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
