// What a share link carries: plain data, decoded and validated in one place (decode.ts) before it reaches the store.
import type { LinkProblem } from './problems';
import { LIMITS } from '../games/limits';

/**
 * The app's modes' ids, as a link names them: those listed here, and each later mode's own, declared from its own files
 * (`declare module '../types' { interface ModeIds { <mode>: true } }` in its field's file, share/fields/<mode>.ts), as
 * a later mode declares its slice in AppState.
 * @public (exported for those declarations, which merge into it)
 */
export interface ModeIds {
  minesweeper: true;
  lab: true;
  editor: true;
  hero: true;
  proximity: true;
}
/** The app's modes, as a link names them. */
export type Mode = keyof ModeIds;
/**
 * The modes listed above, in tab order. A mode that declares its own id is known at run time once the mode registry
 * has said where its code comes from (store/modeParts.ts, knownMode), or its link field has joined (linkModes); the
 * tabs' order is the registry's (ui/modes.ts, TAB_MODES).
 */
export const MODES: readonly Mode[] = ['minesweeper', 'lab', 'editor', 'hero', 'proximity'];

/**
 * Each mode's field of a link, named by the mode's id: a mode declares its field here from its own codec
 * (share/fields/<mode>.ts: `declare module '../types' { interface LinkFields { <mode>: <its field> } }`).
 * @public (exported for those declarations, which merge into it)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each mode's codec (declaration merging)
export interface LinkFields {}

/**
 * A shared board and, optionally, games on it, in the fields of the modes it carries (LinkFields). Tile indices are
 * cell indices, row * cols + col, so they do not depend on how a board numbers its tiles; lists of cells come back
 * sorted, without repeats, and lists of moves keep their order.
 */
export interface SharedState extends Partial<LinkFields> {
  mode: Mode;
  orientation: 'pointy' | 'flat';
  parity: 'odd' | 'even';
  hexSize: number;
  /**
   * rows x cols, values -1..9. Absent from the link of a mode whose field is all it needs (FieldCodec's `alone`): the
   * mode draws its own board, so the link names no board nor any other mode's game, only the layout.
   */
  level?: number[][];
  /** how the board wraps (`wrap=`); links without it open unwrapped */
  wrap?: 'x' | 'xy' | 'hex';
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
/** No packed field may be longer than this: a 250 x 250 board of random noise and costs stays well below it. */
export const MAX_PACKED_CHARS = 120_000;
