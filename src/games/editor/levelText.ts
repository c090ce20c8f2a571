import { count } from '../words';
import type { LevelData } from '../../engine';
import { isTileValue, MAX_LEVEL_SIDE, TILE_HELP } from './limits';

// Pasted levelData is read by a small hand-written parser rather than eval or JSON.parse, so the tutorials' JavaScript
// form (a `var levelData =` prefix, comments, trailing commas, a closing `;`) is accepted and every mistake can be
// pinned to a 1-based line and column with what was expected there.

/** Where and why pasted levelData could not be read; `message` is a full sentence that names the place. */
export interface LevelTextError {
  line: number;
  column: number;
  message: string;
}

export type LevelTextResult = { ok: true; level: LevelData } | { ok: false; error: LevelTextError };

class Fail extends Error {
  constructor(readonly pos: number, readonly text: string) {
    super(text);
  }
}

/** Read levelData from pasted text: the tutorials' JavaScript array (with or without `var levelData =`) or JSON. */
export function parseLevelText(text: string): LevelTextResult {
  try {
    return { ok: true, level: new Parser(text).level() };
  } catch (e) {
    if (!(e instanceof Fail)) throw e;
    const { line, column } = lineColumn(text, e.pos);
    const message = e.text.replace('{at}', `line ${line}, column ${column}`).replace('{At}', `Line ${line}, column ${column}`);
    return { ok: false, error: { line, column, message } };
  }
}

/** Write levelData one row per line, as the tutorial lays it out: 'js' with `var levelData =` and `;`, or plain JSON. */
export function formatLevelText(level: LevelData, style: 'js' | 'json'): string {
  const rows = level.map((line) => `[${line.join(',')}]`);
  const body = rows.length === 0 ? '[]' : `[${rows.join(',\n')}]`;
  return style === 'js' ? `var levelData =\n${body};\n` : `${body}\n`;
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
  constructor(private readonly src: string) {}

  level(): LevelData {
    this.space();
    if (this.pos >= this.src.length) this.fail('{At}: the text is empty; paste levelData such as [[0,0],[0,0]].');
    this.prefix();
    this.expect('[', "'[' to start the level");
    const rows: number[][] = [];
    this.space();
    while (this.peek() !== ']') {
      if (this.peek() !== '[') this.fail(`{At}: expected '[' to start row ${rows.length + 1} or ']' but found ${this.found()}.`);
      if (rows.length === MAX_LEVEL_SIDE) {
        this.fail(`{At}: the level has more than ${MAX_LEVEL_SIDE} rows; the largest board is ${MAX_LEVEL_SIDE} x ${MAX_LEVEL_SIDE}.`);
      }
      const at = this.pos;
      const row = this.row(rows.length + 1);
      if (rows.length > 0 && row.length !== rows[0].length) {
        this.pos = at;
        const n = rows.length + 1;
        this.fail(`{At}: row ${n} has ${count(row.length, 'value')} but row 1 has ${rows[0].length}; every row needs the same number.`);
      }
      rows.push(row);
      if (!this.comma(`',' or ']' after row ${rows.length}`)) break;
    }
    if (rows.length === 0) this.fail(`{At}: the level has no rows; write at least one, such as [[0]].`);
    this.expect(']', `',' or ']' after row ${rows.length}`);
    this.space();
    if (this.peek() === ';') this.pos++;
    this.space();
    if (this.pos < this.src.length) this.fail(`{At}: expected the end of the text after the level but found ${this.found()}.`);
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
      this.fail(`{At}: expected '[' to start the level but found ${this.found()}.`);
    }
    if (this.peek() === ':') {
      while (this.pos < this.src.length && this.src[this.pos] !== '=') this.pos++;
    }
    this.expect('=', `'=' after ${name}`);
    this.space();
  }

  private row(n: number): number[] {
    const start = this.pos; // the '[' the caller saw
    this.pos++;
    const out: number[] = [];
    this.space();
    while (this.peek() !== ']') {
      if (out.length === MAX_LEVEL_SIDE) {
        this.fail(`{At}: row ${n} has more than ${MAX_LEVEL_SIDE} values; the largest board is ${MAX_LEVEL_SIDE} x ${MAX_LEVEL_SIDE}.`);
      }
      out.push(this.value());
      if (!this.comma("',' or ']'")) break;
    }
    if (out.length === 0) {
      this.pos = start;
      this.fail(`{At}: row ${n} is empty; every row needs at least one value.`);
    }
    this.expect(']', "',' or ']'");
    return out;
  }

  private value(): number {
    NUMBER.lastIndex = this.pos;
    const m = NUMBER.exec(this.src);
    if (!m) this.fail(`{At}: expected a number or ']' but found ${this.found()}.`);
    const v = Number(m[0]);
    if (!isTileValue(v)) this.fail(`Value ${m[0]} at {at} is not a tile: ${TILE_HELP}.`);
    this.pos += m[0].length;
    this.space();
    return v + 0;
  }

  /** After an item: true if a ',' followed and more may come; false at ']'. A trailing comma is allowed. */
  private comma(what: string): boolean {
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

  private expect(ch: string, what: string): void {
    this.space();
    if (this.peek() !== ch) this.fail(`{At}: expected ${what} but found ${this.found()}.`);
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
        if (end < 0) this.fail('{At}: this comment is never closed; end it with */.');
        this.pos = end + 2;
      } else return;
    }
  }

  private found(): string {
    const s = this.src;
    if (this.pos >= s.length) return 'the end of the text';
    let end = this.pos;
    while (end < s.length && end - this.pos < 20 && WORD.test(s[end])) end++;
    return `'${end > this.pos ? s.slice(this.pos, end) : s[this.pos]}'`;
  }

  private fail(text: string): never {
    throw new Fail(this.pos, text);
  }
}
