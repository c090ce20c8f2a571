import type { Board } from '../../engine';
import { P2_HAND, type MoveChoice, type RuleSet } from './types';

// The move log is one integer a turn so a share link stays short: classic logs the tile id (its hand has one
// slot); p2 logs tile * 5 + hand slot.

/** Pack a move for the log. */
export function encodeMove(rules: RuleSet, tile: number, handIndex: number): number {
  return rules === 'p2' ? tile * P2_HAND + handIndex : tile;
}

/** Unpack a logged move. */
export function decodeMove(rules: RuleSet, move: number): MoveChoice {
  return rules === 'p2'
    ? { tile: Math.floor(move / P2_HAND), handIndex: move % P2_HAND }
    : { tile: move, handIndex: 0 };
}

/** The player number who made the i-th logged move (turns rotate strictly from player 1). */
export const moverOf = (playerCount: number, index: number): number => (index % playerCount) + 1;

// A link names a move's tile by its cell (row * cols + col), which survives a renumbering of the board's tiles.

/** A logged move with its tile named by cell, as a link carries it. */
export function moveToCell(board: Board, rules: RuleSet, move: number): number {
  const { tile, handIndex } = decodeMove(rules, move);
  return encodeMove(rules, board.row[tile] * board.cols + board.col[tile], handIndex);
}

/** A link's move (its tile named by cell) as a logged move on this board; its tile is -1 where the cell has none. */
export function moveFromCell(board: Board, rules: RuleSet, move: number): number {
  const { tile: cell, handIndex } = decodeMove(rules, move);
  const tile = cell >= 0 && cell < board.idAt.length ? board.idAt[cell] : -1;
  return tile < 0 ? -1 : encodeMove(rules, tile, handIndex);
}
