import type { Notice } from './notices';
import type { Board, LevelData, Orientation, Parity, Wrap } from '../engine';
import type { AppState } from './index';
import type { Mode } from '../share/types';

// The modes and their tab order are the share link's (a link names a mode); their names are the shell catalogue's.
export { MODES, type Mode } from '../share/types';

export interface LayoutSlice {
  /**
   * The board on screen, the one owner of its layout: its levelData as displayed (`board.level`, transposed for the
   * vertical layout), orientation, parity and wrap. The store keeps no copies; the UI reads the layout through
   * `useBoardLayout()` (ui/board/boardLayout.ts). Replaced by every board transition.
   */
  board: Board;
  /** the hexes' circumradius in pixels: the one part of the layout that is not the board's */
  hexSize: number;
  /** the preset the board came from, or 'custom' once edited */
  shape: string;
  setOrientation(o: Orientation): void;
  setParity(p: Parity): void;
  setHexSize(size: number): void;
  setLevel(level: LevelData, shape?: string): void;
  setBoardSize(rows: number, cols: number): void;
  applyShape(shape: string): void;
  /** Wrap the board this way, or say in a notice why its size can't. */
  setWrap(wrap: Wrap): void;
  /**
   * The board transition: show this board (a link, a restored save, an undo step...) with its layout in one step.
   * Every board change goes through here: the board is built once and the mode on screen starts afresh on it (every
   * mode with `everyMode`); the other modes keep their own boards and games.
   */
  loadBoard(change: BoardChange, options?: BoardChangeOptions): void;
  /** The boards of the modes not on screen that differ from the one on screen (each mode keeps its own board). */
  parked: Partial<Record<Mode, BoardLayout>>;
  /**
   * The modes shown so far (Minesweeper from the start). One not shown yet follows the board on screen (the Editor
   * opens on the board you play); one with a board of its own (modeBoards.ts, FIRST_BOARDS) gets it when first shown.
   */
  shown: readonly Mode[];
  /** Show this board in another mode, with a fresh game on it there (the Editor's "Play ..." buttons). */
  playBoard(mode: Mode): void;
}

/** A board with its layout: what the store shows, and what a mode off screen keeps. */
export type BoardLayout = Pick<LayoutSlice, 'board' | 'hexSize' | 'shape'>;

/** A new board and, where they change with it, its layout, preset name and hex size. */
export interface BoardChange {
  level: LevelData;
  orientation?: Orientation;
  parity?: Parity;
  shape?: string;
  hexSize?: number;
  /** how the new board wraps; absent keeps the current wrap where the new board can take it */
  wrap?: Wrap;
}

export interface BoardChangeOptions {
  /** an undo or redo step: the editor's history has moved already and must not record the change again */
  fromHistory?: boolean;
  /** the Editor's "Play ..." hands its board to a game: a board that is a named difficulty's own is played at it */
  handedOver?: boolean;
  /** a link or a restored save: every mode starts on this board, shown in this mode */
  everyMode?: { mode: Mode };
  /** shown in this mode (the daily opens in Minesweeper from any mode): the mode on screen gives way as setMode does */
  mode?: Mode;
  /** what the cause changes beside the board, for the modes' resets to read (the difficulty a preset picks) */
  carry?: Partial<AppState>;
  /** what the cause then puts on the new board, from the state the resets left (a link's games), in the same update */
  then?: (next: AppState) => Partial<AppState>;
}

/**
 * What one mode does when a board replaces another: `next` has the new board (and the other modes' fresh state
 * where they come first), `prev` is the state before the change. Pure: returns the mode's part of the next state.
 */
export type BoardReset = (next: AppState, prev: AppState, options: BoardChangeOptions) => Partial<AppState>;

export interface ModeSlice {
  mode: Mode;
  setMode(mode: Mode): void;
  /** errors the user must see (bad links, storage problems); shown with role="alert" */
  notice: Notice | null;
  setNotice(notice: ModeSlice['notice']): void;
}
