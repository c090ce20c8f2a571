// Hexcells-style puzzles in the community's text format, "Hexcells level v1": five header lines (the version, the
// title, the author, two free lines), then 33 rows of 33 two-character slots. The first character of a slot says what
// is there (`.` nothing, `o`/`O` a black cell hidden/shown, `x`/`X` a blue one, `\` `|` `/` a line clue), the second
// what it tells (`.` nothing, `+` a number, `c` together, `n` apart). Slots are doubled coordinates of flat-topped hexes.
// The file holds the solution: every number is worked out from it (see board.ts).

export type CellColor = 'blue' | 'black';
export type ClueKind = 'plain' | 'together' | 'apart';
export type LineDir = '|' | '\\' | '/';

/** A cell at slot (x, y). On a black cell `clue: 'none'` is a `?`; on a blue one 'plain' is its flower number. */
export interface LevelCell {
  x: number;
  y: number;
  color: CellColor;
  shown: boolean;
  clue: 'none' | ClueKind;
}

/** A line clue in an empty slot: counts the blue cells below it along its direction. */
export interface LevelLine {
  x: number;
  y: number;
  dir: LineDir;
  kind: ClueKind;
}

export interface Level {
  title: string;
  author: string;
  notes: [string, string];
  /** Sorted by y, then x. */
  cells: LevelCell[];
  /** Sorted by y, then x. */
  lines: LevelLine[];
}

/** Why a text is not a level (data for the UI to word): `line` is 1-based in the text, `column` 1-based in that line,
 *  `slot` the 0-based x of the slot in its row. */
export type LevelProblem =
  /** nothing but blank space */
  | { kind: 'empty' }
  | { kind: 'not-v1'; line: number }
  | { kind: 'header-cut'; line: number }
  | { kind: 'too-few-rows'; rows: number }
  | { kind: 'too-many-rows'; line: number }
  | { kind: 'row-length'; line: number; length: number }
  | { kind: 'unknown-char'; line: number; column: number; slot: number; char: string }
  | { kind: 'blue-together'; line: number; column: number; slot: number }
  | { kind: 'line-without-number'; line: number; column: number; slot: number }
  | { kind: 'line-points-at-nothing'; line: number; column: number; slot: number }
  | { kind: 'no-cells' };

export type ParseResult = { ok: true; level: Level } | { ok: false; problem: LevelProblem };

export const V1_HEADER = 'Hexcells level v1';
/** The format's grid: 33 x 33 slots. */
export const GRID = 33;

/** The step along a line clue: every line runs down the page, `|` straight, `\` down-right, `/` down-left. */
export const LINE_STEP: Record<LineDir, number> = { '|': 0, '\\': 1, '/': -1 };

const KIND_OF: Record<string, ClueKind | 'none'> = { '.': 'none', '+': 'plain', c: 'together', n: 'apart' };
const MARK_OF: Record<'none' | ClueKind, string> = { none: '.', plain: '+', together: 'c', apart: 'n' };

/** Whether a line clue at (x, y) pointing `dir` has at least one cell along it. */
function lineReaches(occupied: Set<number>, x: number, y: number, dir: LineDir): boolean {
  const dx = LINE_STEP[dir];
  for (let cx = x + dx, cy = y + 1; cy < GRID && cx >= 0 && cx < GRID; cx += dx, cy++)
    if (occupied.has(cy * GRID + cx)) return true;
  return false;
}

/** Read v1 text. Whitespace inside rows is ignored and header lines are trimmed, as SixCells does; blank lines before
 *  the header and after the last row are allowed. */
export function parseLevel(text: string): ParseResult {
  if (text.trim() === '') return fail({ kind: 'empty' });
  const raw = text.split(/\r\n|\r|\n/);
  let i = 0;
  while (i < raw.length && raw[i].trim() === '') i++;
  if (i >= raw.length || raw[i].trim() !== V1_HEADER) return fail({ kind: 'not-v1', line: i + 1 });
  if (i + 4 >= raw.length) return fail({ kind: 'header-cut', line: raw.length + 1 });
  const [title, author, note1, note2] = raw.slice(i + 1, i + 5).map((l) => l.trim());
  const cells: LevelCell[] = [];
  const lines: LevelLine[] = [];
  const linePlaces: { line: number; column: number; slot: number }[] = [];
  const occupied = new Set<number>();
  let y = 0;
  let r = i + 5;
  for (; r < raw.length && y < GRID; r++, y++) {
    const columns: number[] = [];
    let row = '';
    for (let c = 0; c < raw[r].length; c++) {
      if (/\s/.test(raw[r][c])) continue;
      row += raw[r][c];
      columns.push(c + 1);
    }
    if (row.length !== GRID * 2) return fail({ kind: 'row-length', line: r + 1, length: row.length });
    for (let x = 0; x < GRID; x++) {
      const what = row[2 * x];
      const tells = row[2 * x + 1];
      const at = { line: r + 1, column: columns[2 * x], slot: x };
      if (!'.oOxX\\|/'.includes(what)) return fail({ kind: 'unknown-char', ...at, char: what });
      const kind = KIND_OF[tells];
      if (kind === undefined) return fail({ kind: 'unknown-char', ...at, column: columns[2 * x + 1], char: tells });
      if (what === '.') {
        if (kind !== 'none') return fail({ kind: 'unknown-char', ...at, column: columns[2 * x + 1], char: tells });
        continue;
      }
      if (what === '\\' || what === '|' || what === '/') {
        if (kind === 'none') return fail({ kind: 'line-without-number', ...at });
        lines.push({ x, y, dir: what, kind });
        linePlaces.push(at);
        continue;
      }
      const color: CellColor = what === 'x' || what === 'X' ? 'blue' : 'black';
      if (color === 'blue' && (kind === 'together' || kind === 'apart')) return fail({ kind: 'blue-together', ...at });
      cells.push({ x, y, color, shown: what === 'O' || what === 'X', clue: kind });
      occupied.add(y * GRID + x);
    }
  }
  if (y < GRID) return fail({ kind: 'too-few-rows', rows: y });
  for (; r < raw.length; r++) if (raw[r].trim() !== '') return fail({ kind: 'too-many-rows', line: r + 1 });
  if (cells.length === 0) return fail({ kind: 'no-cells' });
  for (let k = 0; k < lines.length; k++) {
    const l = lines[k];
    if (!lineReaches(occupied, l.x, l.y, l.dir)) return fail({ kind: 'line-points-at-nothing', ...linePlaces[k] });
  }
  return { ok: true, level: { title, author, notes: [note1, note2], cells, lines } };
}

const fail = (problem: LevelProblem): ParseResult => ({ ok: false, problem });

/** Write v1 text (no trailing newline, as SixCells writes it). Cells or lines outside the 33 x 33 grid are left out. */
export function writeLevel(level: Level): string {
  const slots: string[][] = Array.from({ length: GRID }, () => new Array<string>(GRID).fill('..'));
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < GRID && y < GRID;
  for (const c of level.cells) {
    if (!inside(c.x, c.y)) continue;
    const what = c.color === 'blue' ? 'x' : 'o';
    slots[c.y][c.x] = (c.shown ? what.toUpperCase() : what) + MARK_OF[c.clue];
  }
  for (const l of level.lines) if (inside(l.x, l.y)) slots[l.y][l.x] = l.dir + MARK_OF[l.kind];
  const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();
  return [
    V1_HEADER,
    oneLine(level.title),
    oneLine(level.author),
    oneLine(level.notes[0]),
    oneLine(level.notes[1]),
    ...slots.map((row) => row.join('')),
  ].join('\n');
}
