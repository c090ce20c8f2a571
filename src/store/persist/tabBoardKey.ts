// Where this tab's board is kept (tabBoard.ts), apart from the code that reads and writes it: the first screen asks
// only whether there is one, as index.html's inline script does (scripts/prerender.ts).

import { SESSION } from './keys';

const TAB_BOARD_KEY = SESSION.tabBoard;

/** Whether this tab kept a board (then a reload shows it, not the prerendered first visit). */
export function hasTabBoard(): boolean {
  try {
    return sessionStorage.getItem(TAB_BOARD_KEY) !== null;
  } catch {
    return false;
  }
}
