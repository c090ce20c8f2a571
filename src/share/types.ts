// What a share link carries: plain data, decoded and validated in one place (decode.ts) before it reaches the store.
import type { LinkProblem } from './problems';
import { LIMITS } from '../games/limits';
import { P2_HAND } from '../games/proximity/types';
import type { SharedReplay } from './replayCodec';
import type { Progress } from '../games/minesweeper/linkGame';
import type { Level } from '../games/puzzle/level';

/** The app's modes, as a link names them. */
export type Mode = 'minesweeper' | 'lab' | 'editor' | 'hero' | 'proximity' | 'puzzle';
/** Every mode, in tab order. */
export const MODES: readonly Mode[] = ['minesweeper', 'lab', 'editor', 'hero', 'proximity', 'puzzle'];

export type ProximityPlayer = 'human' | 'easy' | 'hard';
/** Who may sit at a Proximity seat. */
export const PROXIMITY_PLAYERS: readonly ProximityPlayer[] = ['human', 'easy', 'hard'];

/** A cell of levelData, as a share link names a tile: row i, column j. */
export interface Cell {
  row: number;
  col: number;
}

/**
 * A shared board and, optionally, a game on it. Tile indices are cell indices, row * cols + col, so they do not depend
 * on how a board numbers its tiles. `revealed` and `flagged` come back sorted, without repeats; `moves` keep their order.
 */
export interface SharedState {
  mode: Mode;
  orientation: 'pointy' | 'flat';
  parity: 'odd' | 'even';
  hexSize: number;
  /**
   * rows x cols, values -1..9. Absent from a puzzle's link, which carries the puzzle alone (`pz=`): the puzzle draws
   * its own board, so the link names no board nor any other mode's game, only the layout it is shown in.
   */
  level?: number[][];
  /** how the board wraps (`wrap=`); links without it open unwrapped */
  wrap?: 'x' | 'xy' | 'hex';
  minesweeper?: {
    mines: number;
    seed: number;
    noGuess: boolean;
    /** what the first click is promised (`first=`); links without it mean 'zero' */
    firstClickRule?: 'zero' | 'safe';
    /** a game under way; a no-guess game carries its mines too, since its generator may not find them again in time */
    progress?: Progress;
    /** a finished game to watch (`rp=`, see replayCodec.ts) */
    replay?: SharedReplay;
  };
  hero?: { tile: Cell; target?: Cell };
  proximity?: {
    seed: number;
    rules: 'classic' | 'p2';
    players: ProximityPlayer[];
    /** one entry a turn: classic, the cell index; p2, cell index * P2_SLOTS + the hand slot played (0..4) */
    moves: number[];
  };
  /** a Hexcells-style puzzle (`pz=`, see puzzleCodec.ts): the level, its solution included */
  puzzle?: { level: Level };
}

/** What decoding a link gives: a state, nothing (the link shares nothing), or why it could not be read. */
export type DecodeResult =
  { ok: true; state: SharedState } | { ok: true; state: null } | { ok: false; error: LinkProblem };

/** The link format's version; decodeShare refuses any other. */
export const SHARE_VERSION = 1;
/** Hex sizes a link may carry, in pixels: the app's own range (games/limits.ts), so nothing is clamped in silence. */
export const MIN_HEX_SIZE = LIMITS.hexSize.min;
export const MAX_HEX_SIZE = LIMITS.hexSize.max;
/** The largest seed: seeds are unsigned 32-bit integers. */
export const MAX_SEED = LIMITS.seed.max;
/** Proximity seats. */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
/** How many tiles a Proximity 2 player holds: a p2 move packs the slot played. */
export const P2_SLOTS = P2_HAND;
/** No packed field may be longer than this: a 250 x 250 board of random noise and costs stays well below it. */
export const MAX_PACKED_CHARS = 120_000;
