import type { LevelData, Orientation, Parity } from '../../engine';
import { isTileValue, MAX_LEVEL_SIDE } from './limits';

// Pasted levelData is read by a small hand-written parser rather than eval or JSON.parse, so the tutorials' JavaScript
// form (a `var levelData =` prefix, comments, trailing commas, a closing `;`) is accepted and every mistake can be
// pinned to a 1-based line and column with what was expected there.

/** What the parser expected where it stopped: the catalogue words it ("',' or ']' after row 2"). */
export type LevelTextExpected =
  | { kind: 'levelStart' }
  | { kind: 'rowStart'; row: number }
  | { kind: 'afterRow'; row: number }
  | { kind: 'afterValue' }
  | { kind: 'equals'; name: string }
  | { kind: 'value' }
  | { kind: 'end' };

/** Why pasted levelData could not be read, as data; the UI's catalogue writes the sentence in the reader's language. */
type LevelTextProblem =
  | { kind: 'empty' }
  /** `found`: the word or character there, null at the end of the text */
  | { kind: 'expected'; expected: LevelTextExpected; found: string | null }
  | { kind: 'tooManyRows'; max: number }
  | { kind: 'rowTooLong'; row: number; max: number }
  | { kind: 'raggedRow'; row: number; length: number; first: number }
  | { kind: 'noRows' }
  | { kind: 'emptyRow'; row: number }
  | { kind: 'notATile'; value: string }
  | { kind: 'unclosedComment' }
  /** a header object's orientation or offset that is not one of Hexlab's */
  | { kind: 'badLayout'; key: string; value: string }
  | { kind: 'noLevelData' };

/** Where (1-based line and column) and why pasted levelData could not be read. */
export type LevelTextError = LevelTextProblem & { line: number; column: number };

/** The layout a levelData text says it is drawn in (its header object, or the comment Hexlab writes above it). */
export interface LevelLayout {
  orientation: Orientation;
  parity: Parity;
}

export type LevelTextResult =
  { ok: true; level: LevelData; layout?: LevelLayout } | { ok: false; error: LevelTextError };

class Fail extends Error {
  constructor(
    readonly pos: number,
    readonly problem: LevelTextProblem,
  ) {
    super(problem.kind);
  }
}

/**
 * Read levelData from pasted text: the tutorials' JavaScript array (with or without `var levelData =`) or JSON; a JSON
 * object `{ "orientation", "offset", "levelData" }` or Hexlab's comment line above the array says its layout.
 */
export function parseLevelText(text: string): LevelTextResult {
  try {
    const parser = new Parser(text);
    const level = parser.level();
    const layout = parser.layout ?? commentLayout(text);
    return layout ? { ok: true, level, layout } : { ok: true, level };
  } catch (e) {
    if (!(e instanceof Fail)) throw e;
    const { line, column } = lineColumn(text, e.pos);
    return { ok: false, error: { ...e.problem, line, column } };
  }
}

/** The names a header gives a layout: Hexlab's own (horizontal, vertical); Red Blob's pointy and flat are read too. */
const ORIENTATION_NAMES: Record<string, Orientation> = {
  horizontal: 'pointy',
  vertical: 'flat',
  pointy: 'pointy',
  flat: 'flat',
};
const orientationName = (o: Orientation) => (o === 'pointy' ? 'horizontal' : 'vertical');
/** Red Blob's name of an offset layout: odd-r, even-r (rows offset), odd-q, even-q (columns offset). */
const redBlobName = ({ orientation, parity }: LevelLayout) => `${parity}-${orientation === 'pointy' ? 'r' : 'q'}`;

/**
 * Write levelData one row per line, as the tutorial lays it out: 'js' with `var levelData =` and `;`, or plain JSON.
 * With a layout, JavaScript gets a comment line above it and JSON becomes `{ "orientation", "offset", "levelData" }`.
 */
export function formatLevelText(level: LevelData, style: 'js' | 'json', layout?: LevelLayout): string {
  const rows = level.map((line) => `[${line.join(',')}]`);
  const body = rows.length === 0 ? '[]' : `[${rows.join(',\n')}]`;
  if (!layout) return style === 'js' ? `var levelData =\n${body};\n` : `${body}\n`;
  const o = orientationName(layout.orientation);
  if (style === 'js')
    return `// Hexlab board: orientation ${o}, offset ${layout.parity} (${redBlobName(layout)})\nvar levelData =\n${body};\n`;
  return `{"orientation": "${o}", "offset": "${layout.parity}", "levelData":\n${body}}\n`;
}

/** The layout Hexlab's comment line names, if the text carries one. */
function commentLayout(text: string): LevelLayout | undefined {
  const m = /\/\/\s*Hexlab board:\s*orientation (horizontal|vertical), offset (odd|even)/.exec(text);
  return m ? { orientation: ORIENTATION_NAMES[m[1]], parity: m[2] as Parity } : undefined;
}

/** Lines end at \n, \r\n or a lone \r, as an editor counts them. */
function lineColumn(text: string, pos: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < pos && i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: pos - start + 1 };
}

const WORD = /[A-Za-z0-9_$.+-]/;
const IDENT = /[A-Za-z_$][A-Za-z0-9_$]*/y;
const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/y;

class Parser {
  private pos = 0;
  /** the layout a header object named */
  layout: LevelLayout | undefined;
  constructor(private readonly src: string) {}

  level(): LevelData {
    this.space();
    if (this.pos >= this.src.length) this.fail({ kind: 'empty' });
    const level = this.peek() === '{' ? this.header() : (this.prefix(), this.array());
    this.space();
    if (this.peek() === ';') this.pos++;
    this.space();
    if (this.pos < this.src.length) this.failExpected({ kind: 'end' });
    return level;
  }

  /** `{ "orientation": "horizontal", "offset": "odd", "levelData": [[...]] }`, keys in any order, others skipped. */
  private header(): LevelData {
    this.pos++;
    let level: LevelData | null = null;
    const named: Record<string, string> = {};
    this.space();
    while (this.peek() !== '}') {
      const key = this.string();
      this.expect(':', { kind: 'value' });
      this.space();
      if (key === 'levelData') level = this.array();
      else if (this.peek() === '"') named[key] = this.string();
      else this.scalar();
      this.space();
      if (this.peek() !== ',') break;
      this.pos++;
      this.space();
    }
    this.expect('}', { kind: 'end' });
    if (!level) this.fail({ kind: 'noLevelData' });
    const o = named.orientation;
    const p = named.offset;
    if (o !== undefined && !ORIENTATION_NAMES[o]) this.fail({ kind: 'badLayout', key: 'orientation', value: o });
    if (p !== undefined && p !== 'odd' && p !== 'even') this.fail({ kind: 'badLayout', key: 'offset', value: p });
    if (o !== undefined || p !== undefined)
      this.layout = { orientation: ORIENTATION_NAMES[o ?? 'horizontal'], parity: (p ?? 'odd') as Parity };
    return level;
  }

  /** A JSON string (no escapes needed for Hexlab's keys and names; an escape is taken as it is). */
  private string(): string {
    this.space();
    if (this.peek() !== '"') this.failExpected({ kind: 'value' });
    const end = this.src.indexOf('"', this.pos + 1);
    if (end < 0) this.failExpected({ kind: 'value' });
    const s = this.src.slice(this.pos + 1, end);
    this.pos = end + 1;
    this.space();
    return s;
  }

  /** A number, true, false or null that a header may hold beside the level (a hex size...): skipped. */
  private scalar(): void {
    NUMBER.lastIndex = this.pos;
    const m = NUMBER.exec(this.src) ?? /^(?:true|false|null)/.exec(this.src.slice(this.pos));
    if (!m) this.failExpected({ kind: 'value' });
    this.pos += m[0].length;
  }

  /** The level's array of rows. */
  private array(): LevelData {
    this.expect('[', { kind: 'levelStart' });
    const rows: number[][] = [];
    this.space();
    while (this.peek() !== ']') {
      if (this.peek() !== '[') this.failExpected({ kind: 'rowStart', row: rows.length + 1 });
      if (rows.length === MAX_LEVEL_SIDE) {
        this.fail({ kind: 'tooManyRows', max: MAX_LEVEL_SIDE });
      }
      const at = this.pos;
      const row = this.row(rows.length + 1);
      if (rows.length > 0 && row.length !== rows[0].length) {
        this.pos = at;
        this.fail({ kind: 'raggedRow', row: rows.length + 1, length: row.length, first: rows[0].length });
      }
      rows.push(row);
      if (!this.comma({ kind: 'afterRow', row: rows.length })) break;
    }
    if (rows.length === 0) this.fail({ kind: 'noRows' });
    this.expect(']', { kind: 'afterRow', row: rows.length });
    return rows;
  }

  /** An optional `export`, `var`/`let`/`const`, a name, an optional type annotation, and `=`. */
  private prefix(): void {
    if (this.peek() === '[') return;
    const start = this.pos;
    let name = this.ident();
    if (name === 'export') name = this.ident();
    if (name === 'var' || name === 'let' || name === 'const') name = this.ident();
    if (name === null) {
      this.pos = start;
      this.failExpected({ kind: 'levelStart' });
    }
    if (this.peek() === ':') {
      while (this.pos < this.src.length && this.src[this.pos] !== '=') this.pos++;
    }
    this.expect('=', { kind: 'equals', name });
    this.space();
  }

  private row(n: number): number[] {
    const start = this.pos; // the '[' the caller saw
    this.pos++;
    const out: number[] = [];
    this.space();
    while (this.peek() !== ']') {
      if (out.length === MAX_LEVEL_SIDE) {
        this.fail({ kind: 'rowTooLong', row: n, max: MAX_LEVEL_SIDE });
      }
      out.push(this.value());
      if (!this.comma({ kind: 'afterValue' })) break;
    }
    if (out.length === 0) {
      this.pos = start;
      this.fail({ kind: 'emptyRow', row: n });
    }
    this.expect(']', { kind: 'afterValue' });
    return out;
  }

  private value(): number {
    NUMBER.lastIndex = this.pos;
    const m = NUMBER.exec(this.src);
    if (!m) this.failExpected({ kind: 'value' });
    const v = Number(m[0]);
    if (!isTileValue(v)) this.fail({ kind: 'notATile', value: m[0] });
    this.pos += m[0].length;
    this.space();
    return v + 0;
  }

  /** After an item: true if a ',' followed and more may come; false at ']'. A trailing comma is allowed. */
  private comma(what: LevelTextExpected): boolean {
    this.space();
    if (this.peek() === ']') return false;
    this.expect(',', what);
    this.space();
    return true;
  }

  private ident(): string | null {
    this.space();
    IDENT.lastIndex = this.pos;
    const m = IDENT.exec(this.src);
    if (!m) return null;
    this.pos += m[0].length;
    this.space();
    return m[0];
  }

  private expect(ch: string, what: LevelTextExpected): void {
    this.space();
    if (this.peek() !== ch) this.failExpected(what);
    this.pos++;
  }

  private peek(): string | undefined {
    return this.src[this.pos];
  }

  /** Skip whitespace and // or /* *\/ comments. */
  private space(): void {
    const s = this.src;
    for (;;) {
      while (this.pos < s.length && /\s/.test(s[this.pos])) this.pos++;
      if (s.startsWith('//', this.pos)) {
        while (this.pos < s.length && s[this.pos] !== '\n') this.pos++;
      } else if (s.startsWith('/*', this.pos)) {
        const end = s.indexOf('*/', this.pos + 2);
        if (end < 0) this.fail({ kind: 'unclosedComment' });
        this.pos = end + 2;
      } else return;
    }
  }

  /** The word (or character) where the parser stopped; null at the end of the text. */
  private found(): string | null {
    const s = this.src;
    if (this.pos >= s.length) return null;
    let end = this.pos;
    while (end < s.length && end - this.pos < 20 && WORD.test(s[end])) end++;
    return end > this.pos ? s.slice(this.pos, end) : s[this.pos];
  }

  private failExpected(expected: LevelTextExpected): never {
    this.fail({ kind: 'expected', expected, found: this.found() });
  }

  private fail(problem: LevelTextProblem): never {
    throw new Fail(this.pos, problem);
  }
}
