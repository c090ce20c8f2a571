// Editing a Hexcells-style level: pure operations on a Level (level.ts), each returning a new level, or the same one
// when nothing changes (so a caller can tell an edit from a no-op). Cells and line clues sit on the v1 grid's slots;
// the editor keeps to one parity of the doubled coordinates (that of the level's first slot, as grid.ts draws it).
import { buildPuzzle, clueHolds, lineHolds, NEIGHBOUR_DELTAS, type PuzzleBoard } from './board';
import { GRID, type CellColor, type ClueKind, type Level, type LevelCell, type LevelLine, type LineDir } from './level';

/** What a tap or a drag does: paint a cell blue or black, erase a slot, place or turn a line clue, show or hide a
 *  cell, or step a clue to its next kind. */
export type EditTool = 'blue' | 'black' | 'erase' | 'line' | 'shown' | 'clue';

/** The tools a drag paints with (the others act on one tap). */
export const PAINT_TOOLS: ReadonlySet<EditTool> = new Set(['blue', 'black', 'erase', 'shown']);

export const LINE_DIRS: readonly LineDir[] = ['|', '\\', '/'];

/** A clue a slot can carry: a cell's (`none` on a black cell is a `?`) or a line's. */
export type SlotClue = LevelCell['clue'];

export type Slot = { kind: 'cell'; index: number; cell: LevelCell } | { kind: 'line'; index: number; line: LevelLine };

/** A level with no cells, nothing written in its header. */
export const emptyLevel = (): Level => ({ title: '', author: '', notes: ['', ''], cells: [], lines: [] });

const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < GRID && y < GRID;
const byPlace = (a: { x: number; y: number }, b: { x: number; y: number }) => a.y - b.y || a.x - b.x;

/** The parity (x + y) & 1 the level is edited in: its first slot's (as the board draws it), even for an empty one. */
export function editParity(level: Level): 0 | 1 {
  const first = level.cells[0] ?? level.lines[0];
  return first ? (((first.x + first.y) & 1) as 0 | 1) : 0;
}

/** What is at slot (x, y). */
export function slotAt(level: Level, x: number, y: number): Slot | null {
  const index = level.cells.findIndex((c) => c.x === x && c.y === y);
  if (index >= 0) return { kind: 'cell', index, cell: level.cells[index] };
  const li = level.lines.findIndex((l) => l.x === x && l.y === y);
  return li >= 0 ? { kind: 'line', index: li, line: level.lines[li] } : null;
}

/** The clue a cell of this colour gets when it is painted: black cells show a number, blue ones nothing. */
const defaultClue = (color: CellColor): SlotClue => (color === 'black' ? 'plain' : 'none');

/** The level with slot (x, y) holding `cell` or `line` (or nothing), whatever it held before. */
function put(level: Level, x: number, y: number, what: { cell?: LevelCell; line?: LevelLine }): Level {
  const cells = level.cells.filter((c) => c.x !== x || c.y !== y);
  const lines = level.lines.filter((l) => l.x !== x || l.y !== y);
  if (what.cell) cells.push(what.cell);
  if (what.line) lines.push(what.line);
  return { ...level, cells: cells.sort(byPlace), lines: lines.sort(byPlace) };
}

/** Paint slot (x, y) blue or black: a new hidden cell on an empty slot (or a line clue's), a colour change on a cell. */
export function paintCell(level: Level, x: number, y: number, color: CellColor): Level {
  if (!inside(x, y)) return level;
  const at = slotAt(level, x, y);
  if (at?.kind === 'cell') {
    if (at.cell.color === color) return level;
    return put(level, x, y, { cell: { ...at.cell, color, clue: defaultClue(color) } });
  }
  return put(level, x, y, { cell: { x, y, color, shown: false, clue: defaultClue(color) } });
}

/** Empty slot (x, y). */
export const eraseSlot = (level: Level, x: number, y: number): Level =>
  slotAt(level, x, y) ? put(level, x, y, {}) : level;

/** Show or hide the cell at (x, y) (nothing else changes). */
export function setShown(level: Level, x: number, y: number, shown: boolean): Level {
  const at = slotAt(level, x, y);
  if (at?.kind !== 'cell' || at.cell.shown === shown) return level;
  return put(level, x, y, { cell: { ...at.cell, shown } });
}

/** A line clue at (x, y) pointing `dir`: a new one (plain) on an empty slot or a cell, the next direction on a line. */
export function placeLine(level: Level, x: number, y: number, dir: LineDir): Level {
  if (!inside(x, y)) return level;
  const at = slotAt(level, x, y);
  if (at?.kind === 'line') {
    const next = LINE_DIRS[(LINE_DIRS.indexOf(at.line.dir) + 1) % LINE_DIRS.length];
    return put(level, x, y, { line: { ...at.line, dir: next } });
  }
  return put(level, x, y, { line: { x, y, dir, kind: 'plain' } });
}

/** The clues a slot may carry, in the order a tap steps through them. */
export function clueChoices(slot: Slot): readonly SlotClue[] {
  if (slot.kind === 'line') return ['plain', 'together', 'apart'];
  return slot.cell.color === 'black' ? ['plain', 'together', 'apart', 'none'] : ['none', 'plain'];
}

/** Give slot (x, y) this clue, if it may carry it. */
export function setClue(level: Level, x: number, y: number, clue: SlotClue): Level {
  const at = slotAt(level, x, y);
  if (!at || !clueChoices(at).includes(clue)) return level;
  if (at.kind === 'line')
    return at.line.kind === clue ? level : put(level, x, y, { line: { ...at.line, kind: clue as ClueKind } });
  return at.cell.clue === clue ? level : put(level, x, y, { cell: { ...at.cell, clue } });
}

/** Step slot (x, y)'s clue to the next it may carry. */
export function cycleClue(level: Level, x: number, y: number): Level {
  const at = slotAt(level, x, y);
  if (!at) return level;
  const choices = clueChoices(at);
  const now = at.kind === 'line' ? at.line.kind : at.cell.clue;
  return setClue(level, x, y, choices[(choices.indexOf(now) + 1) % choices.length]);
}

/**
 * The empty slots the editor offers around a level, in its parity: every one within `margin` steps of a cell or line
 * clue (inside the 33 x 33 grid), or, for an empty level, a hexagon of radius 3 in the grid's middle. Sorted by y, x.
 */
export function emptySlots(level: Level, margin = 1): [number, number][] {
  const parity = editParity(level);
  const key = (x: number, y: number) => y * GRID + x;
  const taken = new Set([...level.cells, ...level.lines].map((s) => key(s.x, s.y)));
  let frontier: [number, number][] = [...level.cells, ...level.lines]
    .filter((s) => ((s.x + s.y) & 1) === parity)
    .map((s) => [s.x, s.y]);
  let steps = margin;
  if (frontier.length === 0) {
    const mid = (GRID - 1) / 2;
    frontier = [[mid, mid]];
    steps = 3;
  }
  const seen = new Set(frontier.map(([x, y]) => key(x, y)));
  const out: [number, number][] = frontier.filter(([x, y]) => !taken.has(key(x, y)));
  for (let s = 0; s < steps; s++) {
    const next: [number, number][] = [];
    for (const [x, y] of frontier)
      for (const [dx, dy] of NEIGHBOUR_DELTAS) {
        const [nx, ny] = [x + dx, y + dy];
        if (!inside(nx, ny) || seen.has(key(nx, ny))) continue;
        seen.add(key(nx, ny));
        next.push([nx, ny]);
        if (!taken.has(key(nx, ny))) out.push([nx, ny]);
      }
    frontier = next;
  }
  return out.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

/** Something in a level the solution contradicts, at slot (x, y). */
export interface EditIssue {
  x: number;
  y: number;
  /** `together`/`apart`: a cell's or line's mark the solution does not have; `line-to-nothing`: no cell on its line */
  kind: 'together' | 'apart' | 'line-to-nothing';
  what: 'cell' | 'line';
}

/** The marks the solution contradicts ({n} around more than one run, -n- around fewer than two), and line clues that
 *  point at no cell. */
export function editIssues(board: PuzzleBoard): EditIssue[] {
  const out: EditIssue[] = [];
  board.level.cells.forEach((c, id) => {
    if (!clueHolds(board, id)) out.push({ x: c.x, y: c.y, kind: c.clue as 'together' | 'apart', what: 'cell' });
  });
  board.level.lines.forEach((l, i) => {
    if (board.lines[i].length === 0) out.push({ x: l.x, y: l.y, kind: 'line-to-nothing', what: 'line' });
    else if (!lineHolds(board, i)) out.push({ x: l.x, y: l.y, kind: l.kind as 'together' | 'apart', what: 'line' });
  });
  return out.sort(byPlace);
}

/** The level as it can be played, written and checked: without line clues that point at no cell. */
export function playableLevel(level: Level, board: PuzzleBoard = buildPuzzle(level)): Level {
  if (board.lines.every((l) => l.length > 0)) return level;
  return { ...level, lines: level.lines.filter((_, i) => board.lines[i].length > 0) };
}

/** The tool's effect on slot (x, y); `shown` is what the Shown tool sets (the stroke's first cell decides). */
export function applyTool(level: Level, x: number, y: number, tool: EditTool, dir: LineDir, shown: boolean): Level {
  switch (tool) {
    case 'blue':
    case 'black':
      return paintCell(level, x, y, tool);
    case 'erase':
      return eraseSlot(level, x, y);
    case 'shown':
      return setShown(level, x, y, shown);
    case 'line':
      return placeLine(level, x, y, dir);
    case 'clue':
      return cycleClue(level, x, y);
  }
}
