import type { StoreApi } from 'zustand';
import type { AppState } from '../../store';
import { saveMinesPrefs } from '../../store/persist/minesPrefs';
import type { PresetId } from '../../games/minesweeper/presets';
import { boardGeometry } from '../board/geometry';
import { boardLayout } from '../board/boardLayout';
import { turnGain } from '../board/turn';
import { BESIDE_QUERY } from './settingsSheet';

// A new visitor's first game shows what Hexlab is: a named difficulty, no guessing, in the layout and size that suit
// the screen (a phone gets Beginner, turned to the vertical layout when it is held upright and that makes the tiles
// bigger; a wider screen Intermediate). A returning player keeps what they had.

const PREFS_KEY = 'hexlab.minesweeper.prefs';
const GUIDES_KEY = 'hexlab:guides-seen';

/** No game was ever started here and no guide dismissed: the first visit. */
export function isNewVisitor(storage: Storage | null = safeLocal()): boolean {
  try {
    return !!storage && storage.getItem(PREFS_KEY) === null && storage.getItem(GUIDES_KEY) === null;
  } catch {
    return false;
  }
}

/** The difficulty of a first game on a window of this size: a phone-sized board on a phone. */
function firstPreset(width: number, height: number): PresetId {
  return width < 700 || height < 500 ? 'beginner' : 'intermediate';
}

/** Starts the first game on the store: the preset for the window, no guessing, turned when that shows it bigger. */
export function startFirstGame(store: StoreApi<AppState>, win: { innerWidth: number; innerHeight: number } = window): void {
  const preset = firstPreset(win.innerWidth, win.innerHeight);
  const s = store.getState();
  s.msSetOptions({ noGuess: true });
  s.msSelectPreset(preset);
  saveMinesPrefs({ preset, mines: null });
  // The frame is about the window less the header and status (a drawer sheet, closed, takes nothing beside it).
  const beside = typeof matchMedia === 'function' && matchMedia(BESIDE_QUERY).matches;
  turnIfBigger(store, { width: win.innerWidth - (beside ? 380 : 20), height: win.innerHeight - 190 });
}

/**
 * Turns a square board (rows = columns: turned, it is the same preset) to the other layout when that shows its tiles
 * bigger in `frame`, as "Turn to fit" would; a board whose size would change is left for the player to turn.
 */
export function turnIfBigger(store: StoreApi<AppState>, frame: { width: number; height: number }): void {
  const s = store.getState();
  if (s.board.rows !== s.board.cols || frame.width <= 0 || frame.height <= 0) return;
  const { box } = boardGeometry(s.board, boardLayout(s.board, s.hexSize));
  if (turnGain(box, frame) > 1.02) s.setOrientation(s.board.orientation === 'pointy' ? 'flat' : 'pointy');
}

function safeLocal(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
