import { transpose, type LevelData, type Orientation } from '../../engine';
import type { History, Snapshot, SnapshotLayout } from '../state/editor';

const HISTORY_LIMIT = 200;
export const EMPTY_HISTORY: History = { past: [], future: [] };

/** Pack a level for the history. */
export function snapshot(level: LevelData, orientation: Orientation, shape: string, layout?: SnapshotLayout): Snapshot {
  const rows = level.length;
  const cols = rows ? level[0].length : 0;
  const cells = new Int8Array(rows * cols);
  for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) cells[i * cols + j] = level[i][j] ?? -1;
  return layout ? { rows, cols, cells, orientation, shape, layout } : { rows, cols, cells, orientation, shape };
}

/** The level a snapshot holds, as displayed in the given orientation (the vertical layout shows it transposed). */
export function restore(s: Snapshot, orientation: Orientation): LevelData {
  const level: LevelData = [];
  for (let i = 0; i < s.rows; i++) level.push(Array.from(s.cells.subarray(i * s.cols, (i + 1) * s.cols)));
  return s.orientation === orientation ? level : transpose(level);
}

/** Record the board before a change: a new edit forgets the redo stack; the oldest steps fall off past the limit. */
export function record(h: History, before: Snapshot, limit = HISTORY_LIMIT): History {
  const past = h.past.length >= limit ? h.past.slice(h.past.length - limit + 1) : h.past.slice();
  past.push(before);
  return { past, future: [] };
}

/** Step back: the current board goes onto the redo stack; null when there is nothing to undo. */
export function undo(h: History, current: Snapshot): { history: History; target: Snapshot } | null {
  if (h.past.length === 0) return null;
  const target = h.past[h.past.length - 1];
  return { history: { past: h.past.slice(0, -1), future: [...h.future, current] }, target };
}

/** Step forward again; null when there is nothing to redo. */
export function redo(h: History, current: Snapshot): { history: History; target: Snapshot } | null {
  if (h.future.length === 0) return null;
  const target = h.future[h.future.length - 1];
  return { history: { past: [...h.past, current], future: h.future.slice(0, -1) }, target };
}
