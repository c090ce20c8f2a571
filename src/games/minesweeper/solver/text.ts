import type { Board } from '../../../engine';

// The reasons behind hints and deductions, as data kept apart from the reasoning: the UI's catalogue writes each kind as
// a sentence in the reader's language (ui/i18n/<lang>/mines.ts). Tiles are named by their levelData index.

/** A tile by its levelData index: "row 3, column 4". */
export interface Cell {
  row: number;
  col: number;
}

/** A revealed number: where it is and its count ("the 2 at row 3, column 4"). */
export interface NumberAt extends Cell {
  count: number;
}

/** Why a tile is proven (or guessed): everything the sentence needs, no words. */
export type Reason =
  /** a number that decides all its hidden neighbours: it needs `need` more mines among `hidden` hidden neighbours */
  | { kind: 'single'; number: NumberAt; need: number; hidden: number; tile: Cell; isMine: boolean }
  /**
   * two numbers sharing `shared` hidden tiles, which hold `lo`..`hi` mines; `subset` when all of `other`'s hidden tiles
   * also touch `owner`. The owner's other `own` hidden neighbours are decided.
   */
  | {
      kind: 'pair';
      subset: boolean;
      owner: NumberAt & { need: number; own: number };
      other: NumberAt & { need: number };
      shared: number;
      lo: number;
      hi: number;
      tile: Cell;
      isMine: boolean;
    }
  /** decided by counting every arrangement (with `minesLeft` when the total count was used) */
  | { kind: 'global'; tile: Cell; isMine: boolean; minesLeft: number; usesCount: boolean }
  /** nothing can be proven: the safest guess and its chance of a mine */
  | { kind: 'guess'; tile: Cell; probability: number }
  /** a flag on a tile the numbers prove safe, with the proof */
  | { kind: 'wrongFlag'; tile: Cell; proof: Reason }
  /** a number with more flags around it than mines; nothing proves `tile` is a mine */
  | { kind: 'overFlagged'; number: NumberAt; flags: number; tile: Cell };

export const cellOf = (b: Board, t: number): Cell => ({ row: b.row[t], col: b.col[t] });
const numberAt = (b: Board, t: number, count: number): NumberAt => ({ ...cellOf(b, t), count });

/** A number that decides all its hidden neighbours. */
export const singleReason = (b: Board, num: number, count: number, need: number, hidden: number, tile: number, isMine: boolean): Reason => ({
  kind: 'single',
  number: numberAt(b, num, count),
  need,
  hidden,
  tile: cellOf(b, tile),
  isMine,
});

/** Two numbers whose shared hidden tiles decide the rest of one of them. */
export function pairReason(
  b: Board,
  owner: { tile: number; count: number; need: number; own: number },
  other: { tile: number; count: number; need: number },
  shared: number,
  lo: number,
  hi: number,
  subset: boolean,
  tile: number,
  isMine: boolean,
): Reason {
  return {
    kind: 'pair',
    subset,
    owner: { ...numberAt(b, owner.tile, owner.count), need: owner.need, own: owner.own },
    other: { ...numberAt(b, other.tile, other.count), need: other.need },
    shared,
    lo,
    hi,
    tile: cellOf(b, tile),
    isMine,
  };
}

/** A tile decided only by counting every arrangement (and, where `usesCount` is set, the total mine count). */
export const globalReason = (b: Board, tile: number, isMine: boolean, minesLeft: number, usesCount: boolean): Reason => ({
  kind: 'global',
  tile: cellOf(b, tile),
  isMine,
  minesLeft,
  usesCount,
});

/** When nothing can be proven. */
export const guessReason = (b: Board, tile: number, probability: number): Reason => ({ kind: 'guess', tile: cellOf(b, tile), probability });

/** A flag on a tile the numbers prove safe: `proof` is the deduction's reason. */
export const wrongFlagReason = (b: Board, tile: number, proof: Reason): Reason => ({ kind: 'wrongFlag', tile: cellOf(b, tile), proof });

/** A number with more flags around it than mines: one of them is wrong, and this one is not proven a mine. */
export const overFlaggedReason = (b: Board, num: number, count: number, flags: number, tile: number): Reason => ({
  kind: 'overFlagged',
  number: numberAt(b, num, count),
  flags,
  tile: cellOf(b, tile),
});
