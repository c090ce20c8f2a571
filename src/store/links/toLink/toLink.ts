// To a link: what a link carries from the store (its board, layout and mode, and the games under way), and a
// record's replay as a link. Nothing here changes the store, and no slice imports it: the store's root wires the
// records to it (recordLinks, fetched after the first screen), the UI fetches it to share (links/codec.ts).
import type { Board } from '../../../engine';
import { encodeShare, type SharedReplay, type SharedState } from '../../../share';
import { FLAGGED, REVEALED } from '../../../games/minesweeper/state';
import type { Replay } from '../../../games/minesweeper/replay';
import { joinedPart } from '../../modeParts';
import { layoutOf, sameBoard } from '../../modeBoards';
import type { AppState, CoreView, LaterMode } from '../../state/app';

/**
 * The link's state for the store as it is now; with `progress`, a Minesweeper game under way travels too. A mode whose
 * field is all its link needs (ModeLink's `alone`: a mode that draws its own board) shares its field and layout only.
 */
function sharedFromStore(s: AppState, options?: { progress?: boolean }): SharedState {
  const part = joinedPart(s.mode);
  // Another mode's state travels only from its own tab (keeping other links short), in its field (ModePart's link).
  const field = (s as CoreView)[s.mode as LaterMode] && part?.link?.toLink(s);
  const layout = { mode: s.mode, orientation: s.board.orientation, parity: s.board.parity, hexSize: s.hexSize };
  if (field && part?.link?.alone) return { ...layout, [s.mode]: field };
  const state = boardShared(s, options);
  if (field) Object.assign(state, { [s.mode]: field });
  return state;
}

/** The link's state of the store's board, its layout and mode, and Minesweeper's game on it. */
function boardShared(s: AppState, { progress = false } = {}): SharedState {
  const state: SharedState = {
    mode: s.mode,
    orientation: s.board.orientation,
    parity: s.board.parity,
    hexSize: s.hexSize,
    level: s.board.level,
  };
  if (s.board.wrap !== 'none') state.wrap = s.board.wrap;
  // Minesweeper's game travels when it is on this board (each mode keeps its own board; the mode on screen has
  // none parked).
  const parked = s.parked.minesweeper;
  const game = !parked || sameBoard(parked, layoutOf(s)) ? s.minesweeper.game : null;
  if (game) {
    state.minesweeper = {
      mines: game.config.mines,
      seed: game.config.seed,
      noGuess: s.minesweeper.noGuess,
      firstClickRule: game.config.firstClickRule ?? 'zero',
    };
    if (progress && game.status === 'playing' && game.firstClick >= 0)
      state.minesweeper.progress = progressOf(s.board, game, s.minesweeper.noGuess);
  }
  return state;
}

/** The query string (without '?') of a link to the store's state. */
export const shareQuery = (s: AppState, options?: { progress?: boolean }): string =>
  encodeShare(sharedFromStore(s, options));

const cellIndex = (board: Board, id: number): number => board.row[id] * board.cols + board.col[id];

/** The game under way as cell lists; a no-guess game also lists its mines, which its generator may not find again. */
function progressOf(board: Board, game: AppState['minesweeper']['game'], noGuess: boolean) {
  const cell = (id: number) => cellIndex(board, id);
  const revealed: number[] = [];
  const flagged: number[] = [];
  const mines: number[] = [];
  for (let id = 0; id < board.size; id++) {
    if (game.view[id] === REVEALED) revealed.push(cell(id));
    else if (game.view[id] === FLAGGED) flagged.push(cell(id));
    if (game.mines?.[id]) mines.push(cell(id));
  }
  const byCell = (a: number, b: number) => a - b;
  const progress = {
    firstClick: cell(game.firstClick),
    revealed: revealed.sort(byCell),
    flagged: flagged.sort(byCell),
  };
  return noGuess ? { ...progress, mines: mines.sort(byCell) } : progress;
}

/** A replay as a link carries it: cells instead of tile ids, the mines only where the seed can't rebuild them. */
function sharedReplayOf(board: Board, r: Replay): SharedReplay {
  const mines: number[] = [];
  if (r.noGuess && r.mines) for (let id = 0; id < board.size; id++) if (r.mines[id]) mines.push(cellIndex(board, id));
  return {
    marks: r.config.marks,
    mines: r.noGuess && r.mines ? mines.sort((a, b) => a - b) : null,
    actions: r.actions.map((a) => ({ kind: a.kind, cell: a.kind === 'undo' ? 0 : cellIndex(board, a.tile), t: a.t })),
  };
}

/** The query string (without '?') of a link that opens this replay on the store's board. */
export function replayQuery(s: AppState, r: Replay): string {
  const state: SharedState = { ...boardShared(s), mode: 'minesweeper' };
  state.minesweeper = {
    mines: r.config.mines,
    seed: r.config.seed,
    noGuess: r.noGuess,
    firstClickRule: r.config.firstClickRule ?? 'zero',
    replay: sharedReplayOf(s.board, r),
  };
  return encodeShare(state);
}
