// A Minesweeper replay in a link: a record keeps its replay as a link's query, and a replay link opens at step 0.
// Fetched with the link codec when a game begins (later.ts) or a link is opened, never with the first screen.
import { tileAtOffset, type Board } from '../../engine';
import type { Replay } from '../../games/minesweeper/replay';
import { decodeShare, encodeShare, type SharedReplay, type SharedState } from '../../share';
import { sharedFromStore } from './shareState';
import type { AppState } from '../index';

const cellOf = (board: Board, id: number): number => board.row[id] * board.cols + board.col[id];

/** A replay as a link carries it: cells instead of tile ids, the mines only where the seed can't rebuild them. */
export function sharedReplayOf(board: Board, r: Replay): SharedReplay {
  const mines: number[] = [];
  if (r.noGuess && r.mines) for (let id = 0; id < board.size; id++) if (r.mines[id]) mines.push(cellOf(board, id));
  return {
    marks: r.config.marks,
    mines: r.noGuess && r.mines ? mines.sort((a, b) => a - b) : null,
    actions: r.actions.map((a) => ({ kind: a.kind, cell: a.kind === 'undo' ? 0 : cellOf(board, a.tile), t: a.t })),
  };
}

/** The query string (without '?') of a link that opens this replay on the store's board. */
export function replayQuery(s: AppState, r: Replay): string {
  const state: SharedState = { ...sharedFromStore(s), mode: 'minesweeper' };
  state.minesweeper = {
    mines: r.config.mines,
    seed: r.config.seed,
    noGuess: r.noGuess,
    firstClickRule: r.config.firstClickRule ?? 'zero',
    replay: sharedReplayOf(s.board, r),
  };
  return encodeShare(state);
}

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
