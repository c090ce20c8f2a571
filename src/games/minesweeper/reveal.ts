// Reveal and chord: the two actions that open tiles, and with them the game's end.
import { KIND_FLOOR, type Board } from '../../engine/board';
import { seededRandom } from '../random';
import {
  FLAGGED,
  HIDDEN,
  REVEALED,
  floorCount,
  isLive,
  writable,
  type FirstClickRule,
  type MinesweeperState,
  type Scratch,
} from './model';
import { canOpen, floodOpen, markLoss, markWin } from './open';
import { mineCounts, placeMines } from './placement';

/** Supplies the mines at the first reveal; the no-guess generator is one, the seeded placement the default. */
export type MinePlacer = (board: Board, mines: number, safeTile: number) => Uint8Array;

/** The default placer: the same seed, board, first click and rule always give the same mines. */
export const seededPlacer =
  (seed: number, rule: FirstClickRule = 'zero'): MinePlacer =>
  (board, mines, safeTile) =>
    placeMines(board, mines, safeTile, seededRandom(seed), rule);

/**
 * Reveal a tile. The first reveal places the mines away from it (with `placer`, or seeded by config.seed); a restarted
 * game reuses its mines. A zero opens its connected region; a mine loses; the last safe tile wins. Flagged and
 * '?'-marked tiles are not revealed by a click; revealing a revealed number chords. Anything else returns `state`.
 */
export function reveal(
  state: MinesweeperState,
  board: Board,
  id: number,
  placer?: MinePlacer,
  scratch?: Scratch,
): MinesweeperState {
  if (!isLive(state) || !isTile(board, id) || board.kind[id] !== KIND_FLOOR) return state;
  if (state.view[id] === REVEALED) return chord(state, board, id, scratch);
  if (state.view[id] !== HIDDEN) return state;
  const s = state.mines
    ? state
    : withMines(state, board, id, placer ?? seededPlacer(state.config.seed, state.config.firstClickRule));
  const mines = s.mines as Uint8Array;
  if (mines[id]) return lose(s, s.view.slice(), [id]);
  const view = writable(s.view, scratch);
  return settle(s, view, floodOpen(board, s.counts, view, id, scratch?.stack ?? new Int32Array(board.size)));
}

/**
 * Chord on a revealed number: when its flagged neighbours equal its count, open every other hidden neighbour. A wrong
 * flag among them means a mine is opened, and the game is lost (every mine opened this way explodes). A chord that
 * would open nothing returns `state` and is not counted as a click.
 */
export function chord(state: MinesweeperState, board: Board, id: number, scratch?: Scratch): MinesweeperState {
  const { mines, counts } = state;
  if (state.status !== 'playing' || !mines || !isTile(board, id) || state.view[id] !== REVEALED || counts[id] === 0)
    return state;
  let flagged = 0;
  let closed = 0;
  let losing = false;
  for (let d = 0; d < 6; d++) {
    const nb = board.neighbors[id * 6 + d];
    if (nb < 0) continue;
    if (state.view[nb] === FLAGGED) flagged++;
    else if (canOpen(board, state.view, nb)) {
      closed++;
      // No flood opens a mine, so an openable mine now is a mine this chord opens.
      if (mines[nb]) losing = true;
    }
  }
  if (flagged !== counts[id] || closed === 0) return state;
  const view = losing ? state.view.slice() : writable(state.view, scratch);
  const stack = scratch?.stack ?? new Int32Array(board.size);
  const hit: number[] = [];
  let opened = 0;
  for (let d = 0; d < 6; d++) {
    const nb = board.neighbors[id * 6 + d];
    // An earlier neighbour's flood may already have opened this one.
    if (nb < 0 || !canOpen(board, view, nb)) continue;
    if (mines[nb]) hit.push(nb);
    else opened += floodOpen(board, counts, view, nb, stack);
  }
  if (hit.length > 0) return lose({ ...state, safeLeft: state.safeLeft - opened }, view, hit);
  return settle(state, view, opened);
}

const isTile = (board: Board, id: number): boolean => Number.isInteger(id) && id >= 0 && id < board.size;

/** The state with mines placed for a first reveal at `id`. */
function withMines(state: MinesweeperState, board: Board, id: number, placer: MinePlacer): MinesweeperState {
  const mines = placer(board, state.config.mines, id);
  if (mines.length !== board.size)
    throw new RangeError(`A mine placement has ${mines.length} entries for ${board.size} tiles.`);
  let mineCount = 0;
  for (let t = 0; t < mines.length; t++) if (mines[t] && board.kind[t] === KIND_FLOOR) mineCount++;
  return { ...state, mines, counts: mineCounts(board, mines), firstClick: id, safeLeft: floorCount(board) - mineCount };
}

/** After safe tiles were opened into `view`: playing on, or won when no safe tile is left. */
function settle(state: MinesweeperState, view: Uint8Array, opened: number): MinesweeperState {
  const safeLeft = state.safeLeft - opened;
  const clicks = state.clicks + 1;
  if (safeLeft > 0) return { ...state, status: 'playing', view, safeLeft, clicks };
  const flags = markWin(view, state.mines as Uint8Array);
  return { ...state, status: 'won', view, safeLeft: 0, flags, clicks };
}

/** A mine was opened: the lost game's view. */
function lose(state: MinesweeperState, view: Uint8Array, hit: number[]): MinesweeperState {
  markLoss(view, state.mines as Uint8Array, hit);
  return { ...state, status: 'lost', view, exploded: hit[0], clicks: state.clicks + 1 };
}
