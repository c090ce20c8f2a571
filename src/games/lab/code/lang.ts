import type { Orientation, Parity } from '../../../engine';

/** The languages the Lab's code panel writes: JavaScript and TypeScript (core.ts), and game engines' own (langs/). */
export type CodeLanguage = ScriptLanguage | 'python' | 'csharp' | 'cpp' | 'rust' | 'lua' | 'gdscript';
/** The two the page itself can run, written by core.ts and toolCode.ts, with a worked example. */
export type ScriptLanguage = 'javascript' | 'typescript';

export const CODE_LANGUAGES: readonly { value: CodeLanguage; label: string }[] = [
  { value: 'javascript', label: 'JavaScript' },
  { value: 'typescript', label: 'TypeScript' },
  { value: 'python', label: 'Python' },
  { value: 'csharp', label: 'C#' },
  { value: 'cpp', label: 'C++' },
  { value: 'rust', label: 'Rust' },
  { value: 'lua', label: 'Lua' },
  { value: 'gdscript', label: 'GDScript' },
];

/** The layout a snippet is written for: the board's orientation, offset and hex size (circumradius, board units). */
export interface CodeLayout {
  readonly orientation: Orientation;
  readonly parity: Parity;
  readonly size: number;
}

/**
 * One source, two languages: `ty(': number')` writes a type annotation in TypeScript and nothing in JavaScript, so
 * both versions are the same code line for line.
 */
export const typer = (language: ScriptLanguage) => (annotation: string) =>
  language === 'typescript' ? annotation : '';

/** The guide every comment points to. */
export const GUIDE = 'https://www.redblobgames.com/grids/hexagons/';

/** The guide's name for an offset layout: odd-r, even-r (pointy, rows shoved), odd-q, even-q (flat, columns shoved). */
export const offsetName = ({ orientation, parity }: Pick<CodeLayout, 'orientation' | 'parity'>) =>
  `${parity}-${orientation === 'pointy' ? 'r' : 'q'}`;

/** A number as code writes it: whole numbers bare, others to at most 3 decimals. */
export function num(v: number): string {
  if (Object.is(v, -0)) return '0';
  if (Number.isInteger(v)) return String(v);
  return String(Number(v.toFixed(3)));
}
