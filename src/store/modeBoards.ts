// Each mode keeps its own board: the store shows the board of the mode on screen, and keeps the others' boards aside
// (`parked`) while they differ from it, so editing in the Editor or resizing in the Lab never touches a game elsewhere.
import type { AppState, BoardChange, BoardLayout, Mode } from './state/app';
import { buildShape } from './shapes';
import { heroRoom } from '../games/hero/arena';

/** The board on screen with its layout. */
export const layoutOf = (s: AppState): BoardLayout => ({ board: s.board, hexSize: s.hexSize, shape: s.shape });

type Shown = Pick<AppState, 'board' | 'hexSize' | 'mode'>;

/**
 * Whether the board on screen changed as a save or a link holds it: its levelData, orientation, offset, wraparound,
 * hex size or mode. The one test the library's saving, the tab's board and the address bar all go by.
 */
export const boardChanged = (s: Shown, prev: Shown): boolean =>
  s.board.level !== prev.board.level ||
  s.board.orientation !== prev.board.orientation ||
  s.board.parity !== prev.board.parity ||
  s.board.wrap !== prev.board.wrap ||
  s.hexSize !== prev.hexSize ||
  s.mode !== prev.mode;

/** Whether two layouts hold the same board (cell for cell, in the same layout): a game on one fits the other. */
export function sameBoard({ board: a }: BoardLayout, { board: b }: BoardLayout): boolean {
  if (a === b) return true;
  if (
    a.orientation !== b.orientation ||
    a.parity !== b.parity ||
    a.wrap !== b.wrap ||
    a.level.length !== b.level.length
  )
    return false;
  return a.level.every((row, i) => row.length === b.level[i].length && row.every((v, j) => v === b.level[i][j]));
}

/**
 * Proximity against the computer: a hexagon of 61 tiles, so a game lasts about 30 moves a player (every move takes
 * a tile), where a board carried over from another mode may take over a hundred.
 */
export const PROXIMITY_SIDE = 9;

/** The board a mode starts on the first time it is shown, where it has one of its own rather than the board of the moment. */
export type FirstBoard = (s: AppState) => BoardChange;

/** The first boards: these modes' own, and those a mode's plug-in gives (installFirstBoard). */
const FIRST_BOARDS: Partial<Record<Mode, FirstBoard>> = {
  // The Lab: the tutorial's hexagon, the board its guide and coordinates speak of (not a Minesweeper difficulty's 16 x 16).
  lab: (s) => ({
    shape: 'tutorial',
    wrap: 'none',
    ...buildShape('tutorial', 0, 0, s.board.orientation, s.board.parity),
  }),
  // Hero: a room whose walls stand beside the hero's start, so the first steps show the collisions.
  hero: (s) => ({
    shape: 'rectangle',
    wrap: 'none',
    level: heroRoom(s.board.orientation),
    orientation: s.board.orientation,
    parity: s.board.parity,
  }),
  proximity: (s) => ({
    shape: 'hexagon',
    wrap: 'none',
    ...buildShape('hexagon', PROXIMITY_SIDE, PROXIMITY_SIDE, s.board.orientation, s.board.parity),
  }),
};

/**
 * Give a mode its first board: its part carries it (ModePart.firstBoard, given as the part joins a store), and the
 * mode registry hands it over as the app starts, since a mode's tab may be pressed before its code has come.
 */
export function installFirstBoard(mode: Mode, board: FirstBoard): void {
  FIRST_BOARDS[mode] ??= board;
}

/** The board a mode starts on the first time it is shown, if it has one of its own. */
export const firstBoardOf = (mode: Mode): FirstBoard | undefined => FIRST_BOARDS[mode];
