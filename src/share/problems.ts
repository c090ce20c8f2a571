// Why a link can't be read, as data: the UI's catalogue (ui/i18n/<lang>/messages.ts) writes each kind as a sentence in
// the reader's language. Cells are named "row-col" as the link stores them.
import type { WrapProblem } from '../engine';

/**
 * The parts of a link a problem can name: the board's and the layout's here, each mode's field's declared by its codec
 * (share/fields/<mode>.ts: `declare module '../problems' { interface LinkLabels { <label>: true } }`).
 * @public (exported for those declarations, which merge into it)
 */
export interface LinkLabels {
  mode: true;
  orientation: true;
  offset: true;
  rowCount: true;
  columnCount: true;
  board: true;
  version: true;
  hexSize: true;
  wraparound: true;
}
export type LinkField = keyof LinkLabels;

/**
 * Problems of one mode's field, by kind, with what each says: declared by the mode's codec, as its labels are.
 * @public (exported for those declarations, which merge into it)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each mode's codec (declaration merging)
export interface ModeProblems {}
type ModeProblem = { [K in keyof ModeProblems]: { kind: K } & ModeProblems[K] }[keyof ModeProblems];

/** Why a link can't be read: a problem of its board or layout, or of a mode's field. */
export type LinkProblem =
  | ModeProblem
  | { kind: 'garbled' }
  | { kind: 'unreadable' }
  | { kind: 'missing'; field: LinkField; param: string }
  | { kind: 'notWhole'; field: LinkField; value: string }
  | { kind: 'outOfRange'; field: LinkField; value: number; min: number; max: number }
  | { kind: 'notOneOf'; field: LinkField; value: string; options: readonly string[] }
  | { kind: 'noVersion'; version: number }
  | { kind: 'newerVersion'; found: number; reads: number }
  | { kind: 'unknownVersion'; found: string; reads: number }
  | { kind: 'boardTooBig'; rows: number; cols: number; max: number }
  | { kind: 'boardEmpty'; rows: number; cols: number }
  | { kind: 'tooLong'; field: LinkField; chars: number }
  | { kind: 'unpackFailed'; field: LinkField }
  | { kind: 'unpacksTooBig'; field: LinkField }
  | { kind: 'boardCutShort'; rows: number; cols: number }
  | { kind: 'boardNotBoard' }
  | { kind: 'boardBadCost' }
  | { kind: 'boardTooMuch'; rows: number; cols: number }
  | { kind: 'sizeMismatch'; field: LinkField }
  | { kind: 'damaged'; field: LinkField }
  | { kind: 'beyondBoard'; field: LinkField }
  | { kind: 'notFloor'; field: LinkField; cell: string }
  | { kind: 'notCellPair'; field: LinkField; value: string }
  | { kind: 'cellOffBoard'; field: LinkField; cell: string; rows: number; cols: number }
  | { kind: 'cannotWrap'; why: WrapProblem };
