// The whole state, as types: every mode's part (each in its own file here), the board's and the mode's (below, with
// the board transition that ties them: a mode's reset reads the whole state). What the store's root (index.ts)
// builds and what every slice, link and keeper reads. Types only, and nothing in the store imports its root: a slice,
// a link or a keeper takes the state's shape from state/ (lint).
import type { StateCreator, StoreApi } from 'zustand';
import type { Notice } from '../notices';
import type { Board, LevelData, Orientation, Parity, Wrap } from '../../engine';
import type { Mode, SharedState } from '../../share/types';
import type { MinesweeperSlice } from './minesweeper';
import type { StatsSlice } from './stats';
import type { LabSlice } from './lab';
import type { EditorSlice } from './editor';
import type { HeroSlice } from './hero';
import type { ProximitySlice } from './proximity';

/**
 * The whole store as a mode's own code sees it (its slice is in by the time it runs). A mode may add its slices from
 * its own state file instead of here, by merging them in:
 * `declare module './app' { interface AppState extends TallySlice {} }` (and `LaterKeys` for keys beside `s[id]`).
 */
export interface AppState
  extends LayoutSlice, ModeSlice, LabSlice, MinesweeperSlice, EditorSlice, HeroSlice, ProximitySlice, StatsSlice {}

/**
 * The state keys a later mode adds beside its own `s[id]` (a second slice of its own), declared by the mode's state
 * file as `interface LaterKeys { tallyDraft: true }`: outside the mode they are absent until its code has loaded.
 * @public (exported for those declarations, which merge into it)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modes' own state files
export interface LaterKeys {}

/** The modes whose slice loads with their code, and the state each adds to the store. */
export type LaterMode = Exclude<Mode, 'minesweeper'>;
type LaterState = Pick<AppState, LaterMode | keyof LaterKeys>;

/**
 * The store as code outside those modes sees it (the shell, links, saving): a later mode's state is there only once
 * its code has loaded.
 */
export type CoreView = Omit<AppState, keyof LaterState> & Partial<LaterState>;

/** A mode's part of the store: its slice, what it does with a new board, and what of it a link carries. */
export interface ModePart<M extends LaterMode = LaterMode> {
  mode: M;
  create: StateCreator<AppState, [], [], Partial<AppState>>;
  forBoard: BoardReset;
  /**
   * the board the mode starts on the first time it is shown, where it has one of its own (modeBoards.ts; the mode
   * registry hands it over before the part's code has come)
   */
  firstBoard?: (s: AppState) => BoardChange;
  /** what of the mode's state travels in a link (none: a link carries only its board), in the field named by its id */
  link?: ModeLink<M>;
  /**
   * What the mode keeps in the browser: a keeper that follows the store from the state the part joined it with, and
   * returns a function that stops it. Attached from outside the store (persist/modeKeeping.ts), never by the slice.
   */
  keep?: (store: Pick<StoreApi<AppState>, 'subscribe' | 'getState'>, joined: AppState) => () => void;
}

/** A mode's field of a link: a link's state names each mode's by the mode's id (`SharedState['hero']`...). */
export type LinkField<M extends Mode> = M extends keyof SharedState ? NonNullable<SharedState[M]> : never;

/**
 * What a mode's state puts in a link and takes from one (links/ calls these: a link made from the mode's own tab
 * carries its field, and a link's field is put on the board the link built, as part of its one transition).
 */
export interface ModeLink<M extends Mode> {
  /** the mode's field of a link made while it is on screen, with its state in the store; undefined: none */
  toLink(s: AppState): LinkField<M> | undefined;
  /** what the link's field puts on the board the link built (`next`: the state the transition left), as a patch */
  fromLink(next: AppState, field: LinkField<M>): Partial<AppState>;
  /** whether what the field carries changed (the address bar follows it); the mode's state may be absent */
  changed(s: CoreView, prev: CoreView): boolean;
  /**
   * The field is all the mode's link needs (the mode draws its own board from it): a link made on its tab carries the
   * field and the layout alone, no board and no other mode's game.
   */
  alone?: boolean;
  /**
   * The address bar holds a link of the mode's own that the board's link would drop (a game by links keeps its latest
   * link there while it is on screen): while this says so, the address bar does not follow the board.
   */
  holdsAddress?(s: CoreView): boolean;
}

// The modes are the share link's (a link names a mode; Mode and MODES are share/types.ts's, a later mode declaring its
// own id there); their tab order is the mode registry's (ui/modes.ts), their names the shell catalogue's.
export type { Mode } from '../../share/types';

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
   * opens on the board you play); one with a board of its own (modeBoards.ts, firstBoardOf) gets it when first shown.
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
