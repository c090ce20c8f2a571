// The reasons behind hints and deductions, as data kept apart from the reasoning: the UI's catalogue writes each kind as
// a sentence in the reader's language (ui/i18n/<lang>/minesweeper.ts). Tiles are named by their dense id: the sentences
// speak of tiles marked on the board ("the highlighted tile", "the 2 marked A": the letter is the number's place in its
// proof record's citations, src/games/deduction), never of coordinates a player can't see.

/** A tile by its dense id. */
export interface Cell {
  id: number;
}

/** A revealed number: which tile it is and its count ("the 2 marked A"). */
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

const cellOf = (t: number): Cell => ({ id: t });
const numberAt = (t: number, count: number): NumberAt => ({ id: t, count });

/** A number that decides all its hidden neighbours. */
export const singleReason = (
  num: number,
  count: number,
  need: number,
  hidden: number,
  tile: number,
  isMine: boolean,
): Reason => ({
  kind: 'single',
  number: numberAt(num, count),
  need,
  hidden,
  tile: cellOf(tile),
  isMine,
});

/** Two numbers whose shared hidden tiles decide the rest of one of them. */
export function pairReason(
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
    owner: { ...numberAt(owner.tile, owner.count), need: owner.need, own: owner.own },
    other: { ...numberAt(other.tile, other.count), need: other.need },
    shared,
    lo,
    hi,
    tile: cellOf(tile),
    isMine,
  };
}

/** A tile decided only by counting every arrangement (and, where `usesCount` is set, the total mine count). */
export const globalReason = (tile: number, isMine: boolean, minesLeft: number, usesCount: boolean): Reason => ({
  kind: 'global',
  tile: cellOf(tile),
  isMine,
  minesLeft,
  usesCount,
});

/** When nothing can be proven. */
export const guessReason = (tile: number, probability: number): Reason => ({
  kind: 'guess',
  tile: cellOf(tile),
  probability,
});

/** A flag on a tile the numbers prove safe: `proof` is the deduction's reason. */
export const wrongFlagReason = (tile: number, proof: Reason): Reason => ({
  kind: 'wrongFlag',
  tile: cellOf(tile),
  proof,
});

/** A number with more flags around it than mines: one of them is wrong, and this one is not proven a mine. */
export const overFlaggedReason = (num: number, count: number, flags: number, tile: number): Reason => ({
  kind: 'overFlagged',
  number: numberAt(num, count),
  flags,
  tile: cellOf(tile),
});
