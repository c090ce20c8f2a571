/** A width and a height, in any one unit. */
export interface Extent {
  readonly width: number;
  readonly height: number;
}

/**
 * How much bigger a board's tiles would be, fitted to the frame, if the board were turned: the vertical layout
 * with levelData transposed (the tutorial's turn) mirrors the board across its diagonal, so its extent swaps width
 * and height exactly. Above 1 turning helps; 0 for an empty board or frame.
 */
export function turnGain(board: Extent, frame: Extent): number {
  if (board.width <= 0 || board.height <= 0 || frame.width <= 0 || frame.height <= 0) return 0;
  const now = Math.min(frame.width / board.width, frame.height / board.height);
  const turned = Math.min(frame.width / board.height, frame.height / board.width);
  return turned / now;
}

/** Offered from this gain up: a smaller gain is not worth a new board. */
export const TURN_WORTH = 1.25;
