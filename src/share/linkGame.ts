// A shared Minesweeper game in progress, checked whole against its board, seed and rules before it is shown. The
// position is rebuilt in one pass over the link's tiles (linear in the link, not a reveal per tile), and a link
// whose tiles don't fit (a changed seed puts a revealed tile on a mine, a flag where the first click opened) is
// refused with a sentence saying which tile, so the caller can open the board fresh instead of showing a lost game.
import { count } from '../games/words';
import type { Board } from '../engine';
import { FLAGGED, newGame, REVEALED, reveal, type MinesConfig, type MinesState } from '../games/minesweeper';
import { packedCellName } from './cells';
import type { SharedState } from './types';

export type Progress = NonNullable<NonNullable<SharedState['minesweeper']>['progress']>;
export type LinkGameFit = { ok: true; game: MinesState } | { ok: false; error: string };

/** The game in progress a link names, on `board` (made from the link's level), or why it does not fit. */
export function fitLinkGame(board: Board, config: MinesConfig, progress: Progress): LinkGameFit {
  const name = (cell: number) => packedCellName(cell, board.cols);
  const misfit = (why: string): LinkGameFit => ({ ok: false, error: `The link's game does not fit its board and seed: ${why}` });
  const tileOf = (cell: number) => (cell >= 0 && cell < board.idAt.length ? board.idAt[cell] : -1);
  const fresh = newGame(board, config);
  if (fresh.config.mines !== config.mines) return misfit(`this board can't hold ${count(config.mines, 'mine')}.`);
  const first = tileOf(progress.firstClick);
  if (first < 0) return misfit(`its first click, ${name(progress.firstClick)}, is not a tile.`);
  let placer;
  if (progress.mines) {
    const given = new Uint8Array(board.size);
    for (const cell of progress.mines) if (tileOf(cell) >= 0) given[tileOf(cell)] = 1;
    if (progress.mines.length !== config.mines) return misfit(`it lists ${count(progress.mines.length, 'mine')} for a game of ${config.mines}.`);
    if (given[first]) return misfit(`its first click, ${name(progress.firstClick)}, is on a mine.`);
    placer = () => given;
  }
  // Flags go down first: a flag placed before the first click keeps its tile out of the first click's flood.
  const view = fresh.view.slice();
  let flags = 0;
  for (const cell of progress.flagged) {
    const id = tileOf(cell);
    if (id < 0) return misfit(`the flag on ${name(cell)} is not on a tile.`);
    view[id] = FLAGGED;
    flags++;
  }
  const opened = reveal({ ...fresh, view }, board, first, placer);
  if (opened.status !== 'playing' || !opened.mines) return misfit(`its first click, ${name(progress.firstClick)}, does not start a game.`);
  const mines = opened.mines;
  const shown = new Uint8Array(board.size);
  for (const cell of progress.revealed) {
    const id = tileOf(cell);
    if (id < 0) return misfit(`the revealed tile ${name(cell)} is not a tile.`);
    if (mines[id]) return misfit(`the revealed tile ${name(cell)} holds a mine.`);
    shown[id] = 1;
  }
  // Written in place: the view the link shows, one pass; the first click's own flood must be part of it.
  for (let id = 0; id < board.size; id++) {
    if (opened.view[id] === REVEALED && !shown[id]) return misfit(`the first click opens ${name(board.row[id] * board.cols + board.col[id])}, which the link shows hidden.`);
    if (shown[id]) view[id] = REVEALED;
  }
  const revealed = progress.revealed.length;
  const safeLeft = fresh.safeLeft - revealed;
  if (safeLeft <= 0) return misfit('every safe tile is already revealed, so there is no game left to play.');
  return { ok: true, game: { ...opened, view, flags, safeLeft, status: 'playing' } };
}
