// The Editor's part of the state (slices/editorSlice.ts makes it; its undo steps are slices/editorHistory.ts's).
import type { LevelData, Offset, OffsetSettings, Orientation, Parity, ShapeName, Wrap } from '../../engine';
import type { ResizeAnchor } from '../../games/editor';

/**
 * The figures beside the levelData that an undo step gives back with it: an import or the layout panel may change
 * them with the board (the offset and the wrap change which tiles touch; the hex size is the board's scale).
 */
export interface SnapshotLayout {
  readonly parity: Parity;
  readonly wrap: Wrap;
  readonly hexSize: number;
}

/** One undo step: the board as it was, packed into bytes so hundreds of steps of a 250x250 board stay small. */
export interface Snapshot {
  readonly rows: number;
  readonly cols: number;
  readonly cells: Int8Array;
  readonly orientation: Orientation;
  readonly shape: string;
  /** absent in steps that only know the level (the layout is then left as it is) */
  readonly layout?: SnapshotLayout;
}

/** Undo and redo stacks, newest last. */
export interface History {
  readonly past: readonly Snapshot[];
  readonly future: readonly Snapshot[];
}

export type EditorTool = 'brush' | 'fill' | 'line' | 'ring' | 'rect';

export interface EditorSlice {
  editor: {
    tool: EditorTool;
    /** the value painted: -1 void, 0 floor, 1 wall, 2..9 floor with that movement cost */
    value: number;
    /** brush radius in hex steps, 0..3 */
    radius: number;
    /** the board while a stroke or shape drag is under way; committed as one undo step when it ends */
    draft: LevelData | null;
    /** the first corner of a line/ring/rectangle placed from the keyboard, waiting for the second */
    anchor: Offset | null;
    history: History;
  };
  editorSet(patch: Partial<Pick<EditorSlice['editor'], 'tool' | 'value' | 'radius'>>): void;
  /** pointer down (or Enter) on a cell */
  editorStrokeStart(cell: Offset): void;
  editorStrokeMove(cell: Offset): void;
  editorStrokeEnd(): void;
  /** Enter on a cell: paint or fill it; the shape tools take a first corner, then draw to the second */
  editorKeyAt(cell: Offset): void;
  /** a whole-board change (rotate, reflect, resize, preset, import...): one undo step */
  editorApply(change: (level: LevelData, settings: OffsetSettings) => LevelData, shape?: string): void;
  editorUndo(): void;
  editorRedo(): void;
  /** turn the shape by steps x 60 degrees (positive: clockwise) */
  editorRotate(steps: number): void;
  /** mirror the shape as seen on screen */
  editorMirror(direction: 'left-right' | 'top-bottom'): void;
  editorTranspose(): void;
  editorClear(): void;
  editorInvert(): void;
  editorResize(rows: number, cols: number, anchor: ResizeAnchor): void;
  /** replace the board with a preset shape of the current size */
  editorPreset(name: ShapeName): void;
  /** replace the board with imported levelData, in the layout (and hex size) the file says, if it says one */
  editorImport(level: LevelData, layout?: { orientation: Orientation; parity: Parity; hexSize?: number }): void;
  /** start the undo history afresh (after the start-up board is restored) */
  editorForget(): void;
}
