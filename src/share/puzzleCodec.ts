// A Hexcells-style puzzle packed for a link (`pz=`): the whole level (its solution, shown cells, clue kinds, line
// clues, title, author and notes) in a few hundred characters, lz-string'd as the other packed fields (pack.ts).
//
// Packed text: a format character (1), the four header lines each ended by '\n' (at most MAX_LINE characters each),
// the slots' bounding box as four characters (x, y, width, height), then one character a slot of the box, row by
// row: 0 nothing; 1 + (blue 8) + (shown 4) + clue (none 0, plain 1, together 2, apart 3) a cell; 17 + dir * 3 + kind
// a line clue (dir | \ /, kind plain together apart). What comes out is read back through the v1 reader's checks, so
// a link can only open what a text could.
import {
  GRID,
  parseLevel,
  writeLevel,
  type ClueKind,
  type Level,
  type LevelCell,
  type LineDir,
} from '../games/puzzle/level';
import { compress, decompress, type Unpacked } from './pack';

const FORMAT = 1;
/** The longest title, author or note a link carries (longer ones are cut). */
const MAX_LINE = 300;
const CELL_CLUES: readonly LevelCell['clue'][] = ['none', 'plain', 'together', 'apart'];
const DIRS: readonly LineDir[] = ['|', '\\', '/'];
const KINDS: readonly ClueKind[] = ['plain', 'together', 'apart'];
const LINE_BASE = 17;
const CODES = LINE_BASE + DIRS.length * KINDS.length;
/** The most a packed puzzle can unpack to. */
const MOST = 1 + 4 * (MAX_LINE + 1) + 4 + GRID * GRID;

const oneLine = (s: string) =>
  s
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, MAX_LINE);

/** The level as a link's `pz` field. */
export function packPuzzle(level: Level): string {
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < GRID && y < GRID;
  const codes = new Map<number, number>();
  for (const c of level.cells)
    if (inside(c.x, c.y))
      codes.set(c.y * GRID + c.x, 1 + (c.color === 'blue' ? 8 : 0) + (c.shown ? 4 : 0) + CELL_CLUES.indexOf(c.clue));
  for (const l of level.lines)
    if (inside(l.x, l.y)) codes.set(l.y * GRID + l.x, LINE_BASE + DIRS.indexOf(l.dir) * 3 + KINDS.indexOf(l.kind));
  const xs = [...codes.keys()].map((k) => k % GRID);
  const ys = [...codes.keys()].map((k) => Math.floor(k / GRID));
  const x0 = Math.min(...xs, GRID - 1);
  const y0 = Math.min(...ys, GRID - 1);
  const w = Math.max(...xs, x0) - x0 + 1;
  const h = Math.max(...ys, y0) - y0 + 1;
  let out = String.fromCharCode(FORMAT);
  for (const line of [level.title, level.author, ...level.notes]) out += `${oneLine(line)}\n`;
  out += String.fromCharCode(x0, y0, w, h);
  for (let y = y0; y < y0 + h; y++)
    for (let x = x0; x < x0 + w; x++) out += String.fromCharCode(codes.get(y * GRID + x) ?? 0);
  return compress(out);
}

/** A `pz` field back into a level, checked as the v1 reader checks a text; or why it can't be read. */
export function unpackPuzzle(data: string): Unpacked<Level> {
  const raw = decompress(data, 'puzzle', MOST);
  if (!raw.ok) return raw;
  const level = readPacked(raw.value);
  if (!level) return { ok: false, error: { kind: 'puzzleDamaged' } };
  // Whatever the link says, the level is one the v1 reader takes (a line clue reaches a cell, some cell exists...).
  const read = parseLevel(writeLevel(level));
  if (!read.ok) return { ok: false, error: { kind: 'puzzleNotLevel', problem: read.problem } };
  return { ok: true, value: read.level };
}

/**
 * A level packed by packPuzzle read back as it was packed, without the v1 reader's checks: an editor's draft need not
 * be a level yet (empty, or a line clue that points at no cell). Null if the text is not a packed level.
 */
export function unpackDraft(data: string): Level | null {
  const raw = decompress(data, 'puzzle', MOST);
  return raw.ok ? readPacked(raw.value) : null;
}

function readPacked(text: string): Level | null {
  if (text.charCodeAt(0) !== FORMAT) return null;
  let at = 1;
  const lines: string[] = [];
  for (let k = 0; k < 4; k++) {
    const end = text.indexOf('\n', at);
    if (end < 0 || end - at > MAX_LINE) return null;
    lines.push(text.slice(at, end));
    at = end + 1;
  }
  const [x0, y0, w, h] = [0, 1, 2, 3].map((k) => text.charCodeAt(at + k));
  at += 4;
  if (!(w >= 1 && h >= 1 && x0 + w <= GRID && y0 + h <= GRID) || text.length !== at + w * h) return null;
  const cells: LevelCell[] = [];
  const found: Level['lines'] = [];
  for (let k = 0; k < w * h; k++) {
    const code = text.charCodeAt(at + k);
    const x = x0 + (k % w);
    const y = y0 + Math.floor(k / w);
    if (code >= CODES) return null;
    if (code >= LINE_BASE) {
      const v = code - LINE_BASE;
      found.push({ x, y, dir: DIRS[Math.floor(v / 3)], kind: KINDS[v % 3] });
    } else if (code > 0) {
      const v = code - 1;
      cells.push({ x, y, color: v & 8 ? 'blue' : 'black', shown: (v & 4) !== 0, clue: CELL_CLUES[v & 3] });
    }
  }
  return { title: lines[0], author: lines[1], notes: [lines[2], lines[3]], cells, lines: found };
}
