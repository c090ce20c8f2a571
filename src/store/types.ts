import type { Board, LevelData, Orientation, Parity } from '../engine';

export type Mode = 'minesweeper' | 'lab' | 'editor' | 'hero' | 'proximity';

export const MODES: readonly { id: Mode; label: string }[] = [
  { id: 'minesweeper', label: 'Minesweeper' },
  { id: 'lab', label: 'Lab' },
  { id: 'editor', label: 'Editor' },
  { id: 'hero', label: 'Hero' },
  { id: 'proximity', label: 'Proximity' },
];

export interface LayoutSlice {
  orientation: Orientation;
  parity: Parity;
  hexSize: number;
  /** levelData as displayed now (transposed for the vertical layout) */
  level: LevelData;
  /** the board derived from level, orientation and parity; replaced whenever one of them changes */
  board: Board;
  /** the preset the board came from, or 'custom' once edited */
  shape: string;
  /** bumps whenever a new board replaces the old, so modes can reset */
  boardVersion: number;
  setOrientation(o: Orientation): void;
  setParity(p: Parity): void;
  setHexSize(size: number): void;
  setLevel(level: LevelData, shape?: string): void;
  setBoardSize(rows: number, cols: number): void;
  applyShape(shape: string): void;
}

export interface ModeSlice {
  mode: Mode;
  setMode(mode: Mode): void;
  /** errors the user must see (bad links, storage problems); shown with role="alert" */
  notice: { kind: 'error' | 'info'; text: string } | null;
  setNotice(notice: ModeSlice['notice']): void;
}
