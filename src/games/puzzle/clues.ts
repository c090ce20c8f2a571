// The clues a player can read at a moment of play: shown cells with a number (or a together/apart mark), and every
// line clue. Each is a count over a sequence of cells, with the sequence's shape where together/apart matters.
import { clueNumber, clueScope, lineNumber, type PuzzleBoard } from './board';
import type { ClueKind } from './level';

export type ClueRef = { kind: 'cell'; cell: number } | { kind: 'line'; line: number };

/**
 * A clue as a proof record cites it (src/games/deduction): by its slot, as the board's grid numbers slots (grid.ts):
 * a cell's clue by the cell, line clue i as -2 - i.
 */
export const clueSlot = (ref: ClueRef): number => (ref.kind === 'cell' ? ref.cell : -2 - ref.line);

/** The clue a proof record cites by `slot`. */
export const clueAtSlot = (slot: number): ClueRef =>
  slot >= 0 ? { kind: 'cell', cell: slot } : { kind: 'line', line: -2 - slot };

export interface Clue {
  ref: ClueRef;
  /** The counted places in order (a ring of six around a black cell, a line's cells, a flower); -1 is a hole. */
  seq: Int32Array;
  /** A ring wraps around (a black cell's neighbours); a line does not. */
  ring: boolean;
  /** Blue cells among `seq`. */
  number: number;
  kind: ClueKind;
}

/** Every clue readable when the cells with `revealed[c] = 1` are shown, cells first (by id), then lines. */
export function readableClues(board: PuzzleBoard, revealed: Uint8Array): Clue[] {
  const out: Clue[] = [];
  board.level.cells.forEach((c, id) => {
    if (!revealed[id] || c.clue === 'none') return;
    const seq = clueScope(board, id);
    out.push({
      ref: { kind: 'cell', cell: id },
      seq,
      ring: !board.blue[id],
      number: clueNumber(board, id),
      kind: c.clue,
    });
  });
  board.level.lines.forEach((l, i) =>
    out.push({
      ref: { kind: 'line', line: i },
      seq: board.lines[i],
      ring: false,
      number: lineNumber(board, i),
      kind: l.kind,
    }),
  );
  return out;
}

/** Blue cells still hidden. */
export function remainingBlue(board: PuzzleBoard, revealed: Uint8Array): number {
  let n = 0;
  for (let c = 0; c < board.size; c++) if (!revealed[c] && board.blue[c]) n++;
  return n;
}
