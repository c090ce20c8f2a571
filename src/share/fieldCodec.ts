// A mode's field of a link, as a codec: the query parameters it owns, how its field is written to them and read back
// from them, and (declared beside it, `declare module '../problems'`) the labels and problems a bad field reports.
// Each mode with a field declares its codec in its own file (share/fields/<mode>.ts) and its field's type there too
// (`declare module '../types'`, LinkFields), as tldraw's shapes declare their props; encode.ts and decode.ts loop over
// the registered codecs (linkFields.ts) and never name a mode.
import type { Fields } from './fields';

/** What a field's reader knows of the decoded board. */
export interface BoardFacts {
  rows: number;
  cols: number;
  /** whether cell index i is on the board and a floor tile */
  isFloor(i: number): boolean;
}

/** A board's size, as a field's writer needs it (cell indices are `row * cols + col`). */
interface BoardSize {
  rows: number;
  cols: number;
}

/** A mode's field of a link, both ways. `T` is the field's type (the mode's entry in LinkFields). */
export interface FieldCodec<T = unknown> {
  /** the mode whose field it is: a link's state holds it under the mode's id */
  mode: string;
  /** the query parameters the field owns, none of them another codec's or the board's */
  params: readonly string[];
  /** the field's parameters, in the order they are written, for a board of `board`'s size (none without a board) */
  write(field: T, board: BoardSize): [string, string][];
  /** the field read from the link on its board; undefined when the link has none; a bad field fails (fields.ts) */
  read(f: Fields, board: BoardFacts): T | undefined;
  /**
   * For a mode whose field is all its link needs (the mode draws its own board from it): the field read from a link
   * that names the mode and carries no board; undefined when the link has no field either.
   */
  alone?(f: Fields): T | undefined;
}
