// A shared Minesweeper game in progress, checked whole against its board, seed and rules before it is shown. The
// position is rebuilt in one pass over the link's tiles (linear in the link, not a reveal per tile), and a link
// whose tiles don't fit (a changed seed puts a revealed tile on a mine, a flag where the first click opened) is
// refused with a sentence saying which tile, so the caller can open the board fresh instead of showing a lost game.
import type { Board } from '../../engine';
import { FLAGGED, newGame, REVEALED, reveal, type MinesweeperConfig, type MinesweeperState } from './state';
import { packedCellName } from '../cells';

/** A game in progress as a link carries it: cells (row * cols + col) of the first click, the tiles shown and flagged, and the mines where the seed can't rebuild them. */
export interface Progress {
  firstClick: number;
  revealed: number[];
  flagged: number[];
  mines?: number[];
}

/** Why a link's game in progress does not fit its board and seed (cells named "row-col" as the link stores them). */
export type GameMisfit =
  | { what: 'cantHold'; mines: number }
  | { what: 'listsMines'; listed: number; mines: number }
  | {
      what:
        | 'firstNotTile'
        | 'firstOnMine'
        | 'firstNoGame'
        | 'flagNotTile'
        | 'revealedNotTile'
        | 'revealedMine'
        | 'opensHidden';
      cell: string;
    }
  | { what: 'nothingLeft' };

export type LinkGameFit = { ok: true; game: MinesweeperState } | { ok: false; why: GameMisfit };

/** The game in progress a link names, on `board` (made from the link's level), or why it does not fit. */
export function fitLinkGame(board: Board, config: MinesweeperConfig, progress: Progress): LinkGameFit {
  const name = (cell: number) => packedCellName(cell, board.cols);
  const misfit = (why: GameMisfit): LinkGameFit => ({ ok: false, why });
  const tileOf = (cell: number) => (cell >= 0 && cell < board.idAt.length ? board.idAt[cell] : -1);
  const fresh = newGame(board, config);
  if (fresh.config.mines !== config.mines) return misfit({ what: 'cantHold', mines: config.mines });
  const first = tileOf(progress.firstClick);
  if (first < 0) return misfit({ what: 'firstNotTile', cell: name(progress.firstClick) });
  let placer;
  if (progress.mines) {
    const given = new Uint8Array(board.size);
    for (const cell of progress.mines) if (tileOf(cell) >= 0) given[tileOf(cell)] = 1;
    if (progress.mines.length !== config.mines)
      return misfit({ what: 'listsMines', listed: progress.mines.length, mines: config.mines });
    if (given[first]) return misfit({ what: 'firstOnMine', cell: name(progress.firstClick) });
    placer = () => given;
  }
  // Flags go down first: a flag placed before the first click keeps its tile out of the first click's flood.
  const view = fresh.view.slice();
  let flags = 0;
  for (const cell of progress.flagged) {
    const id = tileOf(cell);
    if (id < 0) return misfit({ what: 'flagNotTile', cell: name(cell) });
    view[id] = FLAGGED;
    flags++;
  }
  const opened = reveal({ ...fresh, view }, board, first, placer);
  if (opened.status !== 'playing' || !opened.mines)
    return misfit({ what: 'firstNoGame', cell: name(progress.firstClick) });
  const mines = opened.mines;
  const shown = new Uint8Array(board.size);
  for (const cell of progress.revealed) {
    const id = tileOf(cell);
    if (id < 0) return misfit({ what: 'revealedNotTile', cell: name(cell) });
    if (mines[id]) return misfit({ what: 'revealedMine', cell: name(cell) });
    shown[id] = 1;
  }
  // Written in place: the view the link shows, one pass; the first click's own flood must be part of it.
  for (let id = 0; id < board.size; id++) {
    if (opened.view[id] === REVEALED && !shown[id])
      return misfit({ what: 'opensHidden', cell: name(board.row[id] * board.cols + board.col[id]) });
    if (shown[id]) view[id] = REVEALED;
  }
  const revealed = progress.revealed.length;
  const safeLeft = fresh.safeLeft - revealed;
  if (safeLeft <= 0) return misfit({ what: 'nothingLeft' });
  return { ok: true, game: { ...opened, view, flags, safeLeft, status: 'playing' } };
}
