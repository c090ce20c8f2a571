// A Minesweeper replay from a link: a replay link opens at step 0, and a record keeps its replay as a link's query.
import { tileAtOffset, type Board } from '../../../engine';
import type { Replay } from '../../../games/minesweeper/replay';
import { decodeShare, type SharedState } from '../../../share';

/** A replay from a decoded link, on the board the link built. */
export function replayFromShared(board: Board, minesweeper: NonNullable<SharedState['minesweeper']>): Replay | null {
  const r = minesweeper.replay;
  if (!r) return null;
  const tile = (cell: number) => tileAtOffset(board, { row: Math.floor(cell / board.cols), col: cell % board.cols });
  let mines: Uint8Array | null = null;
  if (r.mines) {
    mines = new Uint8Array(board.size);
    for (const c of r.mines) mines[tile(c)] = 1;
  }
  return {
    config: {
      mines: minesweeper.mines,
      seed: minesweeper.seed,
      marks: r.marks,
      firstClickRule: minesweeper.firstClickRule ?? 'zero',
    },
    noGuess: minesweeper.noGuess,
    mines,
    actions: r.actions.map((a) => ({ kind: a.kind, tile: a.kind === 'undo' ? -1 : tile(a.cell), t: a.t })),
  };
}

/** The replay a record keeps (its link's query), on the board on screen; null when it can't be read. */
export function replayFromQuery(board: Board, query: string): Replay | null {
  const decoded = decodeShare(query);
  const minesweeper = decoded.ok && decoded.state ? decoded.state.minesweeper : undefined;
  return minesweeper ? replayFromShared(board, minesweeper) : null;
}
