import type { StoreApi } from 'zustand';
import type { AppState } from '../../store';
import { saveMinesweeperPrefs } from '../../store/persist/minesweeperPrefs';
import type { PresetId } from '../../games/minesweeper/presets';
import { boardGeometry } from '../board/geometry';
import { boardLayout } from '../board/boardLayout';
import { turnGain } from '../board/turn';
import { BESIDE_QUERY } from './settingsSheet';

// A new visitor's first game shows what Hexlab is: a named difficulty, no guessing, in the layout and size that suit
// the screen (a phone gets Beginner, turned to the vertical layout when it is held upright and that makes the tiles
// bigger; a wider screen Intermediate). A returning player keeps what they had.

export { isNewVisitor } from '../../store/persist/choices';

/** The difficulty of a first game on a window of this size: a phone-sized board on a phone. */
function firstPreset(width: number, height: number): PresetId {
  return width < 700 || height < 500 ? 'beginner' : 'intermediate';
}

/** Starts the first game on the store: the preset for the window, no guessing, turned when that shows it bigger (true). */
export function startFirstGame(
  store: StoreApi<AppState>,
  win: { innerWidth: number; innerHeight: number } = window,
): boolean {
  const preset = firstPreset(win.innerWidth, win.innerHeight);
  const s = store.getState();
  s.minesweeperSetOptions({ noGuess: true });
  s.minesweeperSelectPreset(preset);
  saveMinesweeperPrefs({ preset, mines: null });
  // The frame is about the window less the header and status (a drawer sheet, closed, takes nothing beside it).
  const beside = typeof matchMedia === 'function' && matchMedia(BESIDE_QUERY).matches;
  return turnIfBigger(store, firstFrame(win, beside));
}

/** About the first board's frame in a window: the window less the header and status, and the sheet when it is beside. */
const firstFrame = (win: { innerWidth: number; innerHeight: number }, beside: boolean) => ({
  width: win.innerWidth - (beside ? 380 : 20),
  height: win.innerHeight - 190,
});

/**
 * Turns a square board (rows = columns: turned, it is the same preset) to the other layout when that shows its tiles
 * bigger in `frame`, as "Turn to fit" would; a board whose size would change is left for the player to turn.
 */
export function turnIfBigger(store: StoreApi<AppState>, frame: { width: number; height: number }): boolean {
  const s = store.getState();
  if (s.board.rows !== s.board.cols || frame.width <= 0 || frame.height <= 0) return false;
  const { box } = boardGeometry(s.board, boardLayout(s.board, s.hexSize));
  if (turnGain(box, frame) <= TURN_FIRST) return false;
  s.setOrientation(s.board.orientation === 'pointy' ? 'flat' : 'pointy');
  return true;
}

/** The least gain for which a first board is turned (index.html's inline script decides with the same figure). */
export const TURN_FIRST = 1.02;
