// Minesweeper's values. A game is immutable: every rule returns a new state and copies only the arrays it changed,
// so the store sees a change by identity and tiles that did not change keep their values.
import { KIND_FLOOR, type Board } from '../../engine/board';

// Per-tile view codes: what the player sees. Walls stay HIDDEN and are never playable.
export const HIDDEN = 0;
export const FLAGGED = 1;
/** the '?' mark */
export const MARKED = 2;
export const REVEALED = 3;
/** a mine shown after a loss */
export const MINE = 4;
/** the mine that was hit */
export const EXPLODED = 5;
/** a flag on a safe tile, shown after a loss */
export const WRONG_FLAG = 6;

type MinesweeperStatus = 'ready' | 'playing' | 'won' | 'lost';

/** What the first click is promised: 'zero' opens an empty area (it and its neighbours are clear), 'safe' only itself. */
export type FirstClickRule = 'zero' | 'safe';

/** Clicks by kind, as the competitive clones count them: every click counts, and `wasted` are those that changed nothing. */
export interface ClickTally {
  readonly left: number;
  readonly right: number;
  readonly chord: number;
  readonly wasted: number;
}
const NO_CLICKS: ClickTally = { left: 0, right: 0, chord: 0, wasted: 0 };

/** What fixes a game besides the board and the first click; a share link carries mines and seed. */
export interface MinesweeperConfig {
  readonly mines: number;
  readonly seed: number;
  /** whether flagging cycles through a '?' mark */
  readonly marks: boolean;
  /** what the first click is promised; 'zero' when absent */
  readonly firstClickRule?: FirstClickRule;
}

export interface MinesweeperState {
  readonly status: MinesweeperStatus;
  readonly config: MinesweeperConfig;
  /** view code per tile id */
  readonly view: Uint8Array;
  /** 1 = mine, per tile id; null until the first reveal places them */
  readonly mines: Uint8Array | null;
  /** neighbouring mine count per tile id (all 0 until the mines are placed) */
  readonly counts: Uint8Array;
  /** tile id of the first reveal that placed the mines, -1 before */
  readonly firstClick: number;
  /** tiles flagged */
  readonly flags: number;
  /** safe floor tiles not yet revealed; the game is won at 0 */
  readonly safeLeft: number;
  /** effective clicks (reveals, chords that opened something, flag changes), for IOE */
  readonly clicks: number;
  /** the tile id that was hit, -1 */
  readonly exploded: number;
  /** every click by kind (counted by `click` in actions.ts) */
  readonly tally: ClickTally;
}

/** How many floor tiles (tiles that can hold a mine) a board has. */
export function floorCount(board: Board): number {
  let n = 0;
  for (let id = 0; id < board.size; id++) if (board.kind[id] === KIND_FLOOR) n++;
  return n;
}

/**
 * A new game, nothing placed yet. A mine count the board can't hold at all (more than floor tiles - 1) is lowered to
 * floor - 1 so that a game always exists; callers refuse bad counts first, with mineCountProblem.
 */
export function newGame(board: Board, config: MinesweeperConfig): MinesweeperState {
  const floor = floorCount(board);
  const mines = Math.max(0, Math.min(Math.floor(config.mines) || 0, floor - 1));
  return {
    status: 'ready',
    config: mines === config.mines ? config : { ...config, mines },
    view: new Uint8Array(board.size),
    mines: null,
    counts: new Uint8Array(board.size),
    firstClick: -1,
    flags: 0,
    safeLeft: floor - mines,
    clicks: 0,
    exploded: -1,
    tally: NO_CLICKS,
  };
}

/**
 * The same board again: the same mines and first click, every tile hidden, status 'ready'. The next reveal starts
 * the clock and reuses the mines wherever it lands. Before any mines exist it is simply a new game.
 */
export function restart(state: MinesweeperState, board: Board): MinesweeperState {
  if (!state.mines) return newGame(board, state.config);
  let mineCount = 0;
  for (let id = 0; id < state.mines.length; id++) mineCount += state.mines[id];
  return {
    ...state,
    status: 'ready',
    view: new Uint8Array(board.size),
    flags: 0,
    safeLeft: floorCount(board) - mineCount,
    clicks: 0,
    exploded: -1,
    tally: NO_CLICKS,
  };
}

/** The mines-left counter: mines minus flags (negative when over-flagged, as in the classic game). */
export const minesLeft = (state: MinesweeperState): number => state.config.mines - state.flags;

/** Whether the player may still act on the board. */
export const isLive = (state: MinesweeperState): boolean => state.status === 'ready' || state.status === 'playing';

/**
 * Room a run of actions may reuse (a replay's seek): `owned`, a view nobody else holds, is changed in place instead of
 * copied, and `stack` is the flood's work space. A move that loses still copies, so the position before it survives.
 */
export interface Scratch {
  owned: Uint8Array | null;
  readonly stack: Int32Array;
}

/** The view a move writes into: the owned one in place, otherwise a copy. */
export const writable = (view: Uint8Array, scratch?: Scratch): Uint8Array =>
  scratch && scratch.owned === view ? view : view.slice();
