// What the game engines' languages share: the layout's facts, each written the same way, and how a snippet is put
// together from a language's writer (the core, then the selected tool's blocks, each opened by its comment).
import type { Parity } from '../../../../engine';
import type { LabTool } from '../../tools';
import { directionNames, neighborSteps } from '../core';
import { GUIDE, num, offsetName, type CodeLayout } from '../lang';
import { NEEDS } from '../toolCode';
import { commenter, type CodeBlock, type CodeWords, type CompassPoint } from '../words';

/** The languages of langs/: the ones game engines are written in. */
export type EngineLanguage = 'python' | 'csharp' | 'cpp' | 'rust' | 'lua' | 'gdscript';

/** The layout as every language's code needs it, and the comments in the reader's language. */
export interface Facts {
  readonly pointy: boolean;
  readonly parity: Parity;
  readonly size: number;
  /** the offset coordinate whose parity shoves a line: row (pointy) or col (flat) */
  readonly line: 'row' | 'col';
  /** the axial coordinate that runs along that line: r (pointy) or q (flat) */
  readonly axial: 'r' | 'q';
  /** neighbour steps [dRow, dCol] on an even line (0) and an odd one (1), in the engine's direction order */
  readonly steps: [number, number][][];
  readonly names: CompassPoint[];
  readonly words: CodeWords;
  /** a whole-line comment (one code line per line of text) */
  readonly comment: (text: string) => string[];
  /** a comment at the end of a code line */
  readonly inline: (text: string) => string;
}

/** How one language writes the snippet. */
export interface Writer {
  /** what starts a line comment */
  readonly mark: string;
  /** identifiers the comments name, as this language names them */
  readonly renames?: Readonly<Record<string, string>>;
  /** the header comment's place: imports and the like after it */
  readonly prelude: (f: Facts) => string[];
  /** offset <-> axial, neighbours, distance, hex to pixel, rounding and pixel to hex, as sections */
  readonly core: (f: Facts) => string[][];
  readonly block: (b: CodeBlock, f: Facts) => string[];
  /** blank lines between sections (PEP 8 wants two around a top-level function), 1 unless said */
  readonly gap?: number;
  /** the whole body, when the language puts everything inside something (C#'s static class) */
  readonly wrap?: (body: string[]) => string[];
}

/** The canonical order of the tools' blocks: each comes after the ones it uses. */
const ORDER: CodeBlock[] = [
  'directions',
  'line',
  'range',
  'ring',
  'spiral',
  'rotate',
  'reflect',
  'fieldOfView',
  'intersect',
];

/** The blocks the given tools need, each once, in an order that defines every function before its first use. */
export function blocksFor(tools: readonly LabTool[]): CodeBlock[] {
  const needed = new Set(tools.flatMap((t) => NEEDS[t]));
  return ORDER.filter((b) => needed.has(b));
}

/** Half a line number, rounded down (odd) or up (even): `(row - (row & 1)) / 2`, exact, as `&` takes negative parity right. */
export const half = (v: string, parity: Parity, div = '/') =>
  `(${v} ${parity === 'odd' ? '-' : '+'} (${v} & 1)) ${div} 2`;

/** A floating-point literal: whole numbers with `.0`. */
export const float = (v: number) => (Number.isInteger(v) ? `${num(v)}.0` : num(v));

/** The snippet in one of the engines' languages, for the layout, with the given tool blocks and comments. */
export function writeCode(writer: Writer, layout: CodeLayout, blocks: readonly CodeBlock[], words: CodeWords): string {
  const { comment: rawComment, inline: rawInline } = commenter(writer.mark);
  const rename = (text: string) =>
    Object.entries(writer.renames ?? {}).reduce((t, [from, to]) => t.split(from).join(to), text);
  const pointy = layout.orientation === 'pointy';
  const f: Facts = {
    pointy,
    parity: layout.parity,
    size: layout.size,
    line: pointy ? 'row' : 'col',
    axial: pointy ? 'r' : 'q',
    steps: neighborSteps(layout),
    names: directionNames(layout.orientation),
    words,
    comment: (text) => rawComment(rename(text)),
    inline: (text) => rawInline(rename(text)),
  };
  const header = f.comment(
    words.header({
      orientation: layout.orientation,
      parity: layout.parity,
      guideName: offsetName(layout),
      guide: GUIDE,
    }),
  );
  const sections = [...writer.core(f), ...blocks.map((b) => [...f.comment(words.blocks[b]), ...writer.block(b, f)])];
  const gap = Array<string>(writer.gap ?? 1).fill('');
  const body = sections.flatMap((s, i) => (i === 0 ? s : [...gap, ...s]));
  return [...header, ...writer.prelude(f), '', ...(writer.wrap ? writer.wrap(body) : body)].join('\n') + '\n';
}

/** A table of pairs as a language writes it, `open`/`close` around each pair and the whole. */
export const pairs = (steps: readonly (readonly [number, number])[], open: string, close: string) =>
  steps.map(([a, b]) => `${open}${a}, ${b}${close}`).join(', ');
