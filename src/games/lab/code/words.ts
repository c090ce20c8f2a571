import type { Orientation, Parity } from '../../../engine';
import type { CompassPoint } from '../../directions/directions';

/** A direction as the code's comments name it (core.ts's compassName): an identifier the reader's language words. */
export type { CompassPoint };

/** Where the worked example's tile comes from. */
export type ExampleSource = 'hover' | 'cursor' | 'selected' | 'middle';

/** The blocks a tool's code is made of (toolCode.ts), each opened by its comment. */
export type CodeBlock =
  'directions' | 'line' | 'range' | 'ring' | 'spiral' | 'rotate' | 'reflect' | 'fieldOfView' | 'intersect';

/** What the opening comment says about the layout. */
interface CodeHeader {
  readonly orientation: Orientation;
  readonly parity: Parity;
  /** the guide's name for the layout: odd-r, even-q... */
  readonly guideName: string;
  /** the guide's address */
  readonly guide: string;
}

/**
 * The code's comments in the reader's language (the UI's lab catalogue, `code.comments`). Each value is the text of
 * one comment, or of several lines joined by '\n': the code writes `// ` before each line, so a comment can never
 * spill into the code. Identifiers, the guide's #section names and the maths stay as the code writes them.
 */
export interface CodeWords {
  readonly header: (h: CodeHeader) => string;
  /** after `type Offset = [row: number, col: number];` */
  readonly offsetType: string;
  /** after `type Pixel = [x: number, y: number];` */
  readonly pixelType: string;
  /** after `const SIZE = …;` */
  readonly size: string;
  readonly offsetToAxial: (orientation: Orientation, parity: Parity) => string;
  /** the neighbour table's comment, with its six directions in order */
  readonly neighbors: (orientation: Orientation, order: readonly CompassPoint[]) => string;
  /** the end of the neighbour table's line for even or odd rows (columns) */
  readonly stepsFor: (orientation: Orientation, line: 'even' | 'odd') => string;
  readonly distance: string;
  readonly hexToPixel: string;
  readonly pixelToHex: string;
  readonly rounding: string;
  readonly blocks: Readonly<Record<CodeBlock, string>>;
  /** the worked example's first line */
  readonly example: (from: ExampleSource, row: number, col: number) => string;
  /** in place of the field of view's levelData when the board has too many cells to print */
  readonly bigBoard: (cells: number) => string;
  /** a long list's answer, cut after its first entries (`shown`, already written as `[a, b, …]`) */
  readonly entries: (count: number, shown: string) => string;
  /** Lua's field of view: its tables count from 1, so row r of levelData is `level_data[r + 1]` */
  readonly luaIndex: string;
  /** GDScript: a tile is `Vector2i(col, row)`, x the column and y the row, as a TileMapLayer's cells */
  readonly cellOrder: string;
}

/** What ends a line in JavaScript: a comment's text is cut there, so none of it can reach the code. */
const LINE_END = /\r\n|[\n\r\u2028\u2029]/;

/** One comment as code: each of its lines after `// `. */
export const comment = (text: string): string[] => text.split(LINE_END).map((line) => `// ${line}`);

/** A comment at the end of a code line: one line, whatever the text holds. */
export const inline = (text: string): string =>
  `// ${text
    .split(LINE_END)
    .map((line) => line.trim())
    .join(' ')}`;

/**
 * Comments for a language whose line comments start with `mark` (`#`, `--`, `//`). A trailing backslash is dropped:
 * in C++ it would carry the comment on into the next line of code.
 */
export function commenter(mark: string) {
  const line = (text: string) => `${mark} ${text}`.replace(/[\\\s]+$/, '');
  return {
    comment: (text: string): string[] => text.split(LINE_END).map(line),
    inline: (text: string): string =>
      line(
        text
          .split(LINE_END)
          .map((l) => l.trim())
          .join(' '),
      ),
  };
}
