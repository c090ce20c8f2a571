// Small hand-made levels for the tests: rows of two-character v1 slots, padded to the format's 33 x 33.
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { buildPuzzle, clueHolds, lineHolds, type PuzzleBoard } from './board';
import { puzzleGrid } from './grid';
import { GRID, parseLevel, V1_HEADER, type Level, type LineDir } from './level';

/** v1 text whose top-left corner is `rows` (whitespace inside a row is ignored, so slots may be spaced out). */
export function levelText(rows: string[], title = 'Test', author = 'Hexlab tests'): string {
  const body = Array.from({ length: GRID }, (_, y) => {
    const row = (rows[y] ?? '').replace(/\s+/g, '');
    return row + '.'.repeat(GRID * 2 - row.length);
  });
  return [V1_HEADER, title, author, '', '', ...body].join('\n');
}

/** The board of a small level given as rows (levelText), for tests that state only its slots. */
export function boardOf(rows: string[]): PuzzleBoard {
  const r = parseLevel(levelText(rows));
  if (!r.ok) throw new Error(JSON.stringify(r.problem));
  return buildPuzzle(r.level);
}

/** A 1 over two hidden cells (one blue, one black) and a hidden blue cell far away: only the count of blue cells
 *  still hidden (2) settles them, with the 1. */
export const COUNT_ONLY = [
  '.. .. x. ..',
  '.. .. .. ..',
  '.. .. O+ ..',
  '.. .. .. ..',
  '.. .. o. ..',
  '',
  '',
  '',
  '.. .. x+ ..',
];

/** The real levels kept in levels/ (see levels/README.md), read and built. */
const LEVELS = new URL('./levels/', import.meta.url);
export const realLevels = readdirSync(LEVELS)
  .filter((f) => f.endsWith('.hexcells'))
  .map((f) => {
    const r = parseLevel(readFileSync(new URL(f, LEVELS), 'utf8'));
    if (!r.ok) throw new Error(f + ' ' + JSON.stringify(r.problem));
    return { name: f, text: readFileSync(new URL(f, LEVELS), 'utf8'), board: buildPuzzle(r.level) };
  });

/** A random small level: cells on slots x 0..4, y 1..9, a few line clues on row 0, marks true to the solution. */
export const smallLevel = fc
  .record({
    present: fc.array(fc.boolean(), { minLength: 25, maxLength: 25 }),
    blue: fc.array(fc.boolean(), { minLength: 25, maxLength: 25 }),
    shown: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 25, maxLength: 25 }),
    clue: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 25, maxLength: 25 }),
    lines: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 5, maxLength: 5 }),
  })
  .map(({ present, blue, shown, clue, lines }) => {
    const rows: string[][] = Array.from({ length: 10 }, () => new Array<string>(5).fill('..'));
    let k = 0;
    for (let y = 1; y < 10; y++)
      for (let x = 0; x < 5; x++) {
        if ((x + y) % 2) continue;
        const i = k++ % 25;
        if (!present[i]) continue;
        const b = blue[i];
        const what = b ? (shown[i] < 3 ? 'X' : 'x') : shown[i] < 3 ? 'O' : 'o';
        const kind = clue[i] === 0 ? '.' : b || clue[i] === 1 ? '+' : 'c'; // 'c' settled to the truth below
        rows[y][x] = what + kind;
      }
    for (let x = 0; x < 5; x++) if (lines[x] < 3) rows[0][x] = ['|', '\\', '/'][lines[x]] + 'c';
    return rows.map((r) => r.join(''));
  });

/** Set every together mark to what the solution has (together or apart), and drop lines that count no cell. */
export function truthful(rows: string[]): PuzzleBoard | null {
  const r = parseLevel(levelText(rows));
  const fixed = rows.slice();
  if (!r.ok) {
    if (r.problem.kind !== 'line-points-at-nothing') return null;
    const p = r.problem;
    fixed[0] = fixed[0].slice(0, p.slot * 2) + '..' + fixed[0].slice(p.slot * 2 + 2);
    return truthful(fixed);
  }
  const b = buildPuzzle(r.level);
  const level = structuredClone(r.level);
  level.cells.forEach((c, i) => {
    if (c.clue === 'together') c.clue = clueHolds(b, i) ? 'together' : 'apart';
  });
  level.lines.forEach((l, i) => (l.kind = lineHolds(b, i) ? 'together' : 'apart'));
  if (level.cells.filter((c) => !c.shown).length > 12) return null;
  return buildPuzzle(level);
}

/** The level mirrored left to right (x -> 32 - x): rings run the other way round, `\` and `/` lines swap. */
export function mirrored(level: Level): Level {
  const flip: Record<LineDir, LineDir> = { '|': '|', '\\': '/', '/': '\\' };
  const bySlot = <T extends { x: number; y: number }>(a: T, b: T) => a.y - b.y || a.x - b.x;
  return {
    ...level,
    cells: level.cells.map((c) => ({ ...c, x: GRID - 1 - c.x })).sort(bySlot),
    lines: level.lines.map((l) => ({ ...l, x: GRID - 1 - l.x, dir: flip[l.dir] })).sort(bySlot),
  };
}

/**
 * The same puzzle as the Horizontal layout shows it (grid.ts turns it a quarter clockwise): its cells numbered in the
 * order the turned board lists their tiles, and each ring of six starting from the neighbour the turn puts first
 * clockwise from north (the one up-left before the turn); a flower's outer twelve likewise.
 */
export function quarterTurned(board: PuzzleBoard): PuzzleBoard {
  const grid = puzzleGrid(board, 'pointy', 'odd');
  const order = [...board.level.cells.keys()].sort((a, b) => grid.tileOfCell[a] - grid.tileOfCell[b]);
  const newId = new Int32Array(board.size);
  order.forEach((old, id) => (newId[old] = id));
  const map = (c: number) => (c >= 0 ? newId[c] : -1);
  const neighbours = new Int32Array(board.size * 6);
  const flower = new Int32Array(board.size * 18);
  order.forEach((old, id) => {
    for (let d = 0; d < 6; d++) {
      neighbours[id * 6 + d] = map(board.neighbours[old * 6 + ((d + 5) % 6)]);
      flower[id * 18 + d] = map(board.flower[old * 18 + ((d + 5) % 6)]);
    }
    for (let d = 0; d < 12; d++) flower[id * 18 + 6 + d] = map(board.flower[old * 18 + 6 + ((d + 10) % 12)]);
  });
  return {
    level: { ...board.level, cells: order.map((old) => board.level.cells[old]) },
    size: board.size,
    blue: Uint8Array.from(order, (old) => board.blue[old]),
    idAt: board.idAt.map(map),
    neighbours,
    flower,
    lines: board.lines.map((l) => l.map(map)),
  };
}
