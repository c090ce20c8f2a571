import type { StateCreator } from 'zustand';
import {
  axialDistance,
  offsetToAxial,
  shapePreset,
  SHAPE_NAMES,
  type LevelData,
  type Offset,
  type OffsetSettings,
  type ShapeName,
  wrapProblem,
} from '../../engine';
import {
  clear,
  fill,
  invert,
  lineTool,
  MAX_LEVEL_SIDE,
  paint,
  paintLine,
  rectTool,
  reflect,
  resize,
  ringTool,
  rotate60,
  transposeLevel,
} from '../../games/editor';
import { EMPTY_HISTORY, record, redo, restore, snapshot, undo } from './editorHistory';
import type { EditorSlice, EditorTool } from '../state/editor';

export type { EditorTool } from '../state/editor';
import type { AppState, BoardReset, ModePart } from '../state/app';

/** The shapes the editor can start from (every shape there is); the tutorial's is its fixed 13 x 13 hexagon. Their names are the editor catalogue's `shape.presets`. */
export const EDITOR_PRESETS: readonly ShapeName[] = SHAPE_NAMES;

/**
 * A new board: every change of the board (editor tools, the layout panel, an import, a link) becomes an undo step.
 * Turning the layout transposes levelData without changing the shape, so it is not one; nor is an undo or redo.
 */
const editorForBoard: BoardReset = (next, prev, { fromHistory }) => {
  const { board, editor } = next;
  const same =
    board.level === prev.board.level &&
    board.parity === prev.board.parity &&
    board.wrap === prev.board.wrap &&
    next.hexSize === prev.hexSize;
  if (same || fromHistory || board.orientation !== prev.board.orientation) return {};
  return { editor: { ...editor, history: record(editor.history, stepOf(prev)) } };
};

/** The board on screen as an undo step: its levelData with the offset, wrap and hex size it is shown with. */
const stepOf = (s: Pick<AppState, 'board' | 'shape' | 'hexSize'>) =>
  snapshot(s.board.level, s.board.orientation, s.shape, {
    parity: s.board.parity,
    wrap: s.board.wrap,
    hexSize: s.hexSize,
  });

const createEditorSlice: StateCreator<AppState, [], [], EditorSlice> = (set, get) => {
  const patch = (p: Partial<EditorSlice['editor']>) => set((s) => ({ editor: { ...s.editor, ...p } }));
  const settings = (): OffsetSettings => ({ orientation: get().board.orientation, parity: get().board.parity });
  // The stroke in progress: where it started, the last cell painted, and the board before it.
  let stroke: { base: LevelData; from: Offset; last: Offset } | null = null;

  /** What a tool draws between two cells: a brush segment, a line, a ring centred on `from` through `to`, or a rectangle. */
  const shapeAt = (tool: EditorTool, base: LevelData, from: Offset, to: Offset) => {
    const { value, radius } = get().editor;
    const o = settings();
    if (tool === 'line') return lineTool(base, o, from, to, value);
    if (tool === 'ring')
      return ringTool(base, o, from, axialDistance(offsetToAxial(o, from), offsetToAxial(o, to)), value);
    if (tool === 'rect') return rectTool(base, from, to, value);
    return paintLine(base, o, from, to, radius, value);
  };

  /** A change whose result may outgrow the size limit: refuse it with a message rather than make a board that can't be shared. */
  const applyChecked = (change: (level: LevelData, o: OffsetSettings) => LevelData, what: 'rotate' | 'mirror') => {
    const next = change(get().board.level, settings());
    const rows = next.length;
    const cols = next[0]?.length ?? 0;
    if (rows > MAX_LEVEL_SIDE || cols > MAX_LEVEL_SIDE) {
      return get().setNotice({
        kind: 'error',
        message: { kind: 'editorTooBig', change: what, rows, cols, max: MAX_LEVEL_SIDE },
      });
    }
    get().editorApply(() => next);
  };

  /** Show an edited board (one undo step) with what the edit changes in the editor itself, as one update. */
  const commit = (next: LevelData, editor: Partial<EditorSlice['editor']>, shape = 'custom') => {
    const s = get();
    if (next === s.board.level) return patch(editor);
    s.loadBoard({ level: next, shape }, { carry: { editor: { ...s.editor, ...editor } } });
  };

  const step = (pick: typeof undo) => {
    const s = get();
    if (stroke) return;
    const moved = pick(s.editor.history, stepOf(s));
    if (!moved) return;
    const editor = { ...s.editor, history: moved.history, anchor: null };
    const { target } = moved;
    const level = restore(target, s.board.orientation);
    const layout =
      target.layout &&
      wrapProblem(level, { orientation: s.board.orientation, parity: target.layout.parity }, target.layout.wrap)
        ? { ...target.layout, wrap: undefined }
        : target.layout;
    s.loadBoard({ level, shape: target.shape, ...layout }, { fromHistory: true, carry: { editor } });
  };

  return {
    editor: { tool: 'brush', value: 1, radius: 0, draft: null, anchor: null, history: EMPTY_HISTORY },
    editorSet: (p) => patch({ ...p, anchor: null }),
    editorStrokeStart: (cell) => {
      const {
        board: { level },
        editor,
      } = get();
      if (editor.tool === 'fill') {
        const next = fill(level, settings(), cell, editor.value);
        return void (next !== level && get().setLevel(next));
      }
      stroke = { base: level, from: cell, last: cell };
      const draft =
        editor.tool === 'brush'
          ? paint(level, settings(), cell, editor.radius, editor.value)
          : shapeAt(editor.tool, level, cell, cell);
      patch({ draft });
    },
    editorStrokeMove: (cell) => {
      const { editor } = get();
      if (!stroke || !editor.draft || (cell.row === stroke.last.row && cell.col === stroke.last.col)) return;
      // The brush joins successive cells with a line, so a fast pointer leaves no gaps; shapes redraw from the start.
      const draft =
        editor.tool === 'brush'
          ? shapeAt('brush', editor.draft, stroke.last, cell)
          : shapeAt(editor.tool, stroke.base, stroke.from, cell);
      stroke.last = cell;
      patch({ draft });
    },
    editorStrokeEnd: () => {
      const {
        editor,
        board: { level },
      } = get();
      stroke = null;
      commit(editor.draft ?? level, { draft: null });
    },
    editorKeyAt: (cell) => {
      const {
        editor,
        board: { level },
      } = get();
      // A key paints or fills at once: a stroke that starts and ends on one cell.
      if (editor.tool === 'brush' || editor.tool === 'fill') {
        stroke = null;
        const next =
          editor.tool === 'fill'
            ? fill(level, settings(), cell, editor.value)
            : paint(level, settings(), cell, editor.radius, editor.value);
        return commit(next, { draft: null });
      }
      if (!editor.anchor) return patch({ anchor: cell });
      commit(shapeAt(editor.tool, level, editor.anchor, cell), { anchor: null });
    },
    editorApply: (change, shape) => {
      const s = get();
      const next = change(s.board.level, settings());
      if (next !== s.board.level) s.setLevel(next, shape);
    },
    editorRotate: (steps) => applyChecked((l, o) => rotate60(l, o, steps), 'rotate'),
    editorMirror: (direction) =>
      applyChecked((l, o) => {
        // Reflection keeping r mirrors a pointy board left-right and keeping q mirrors a flat one top-bottom;
        // the other direction is the same mirror turned half a circle.
        const mirrored = reflect(l, o, o.orientation === 'pointy' ? 'r' : 'q');
        const native = o.orientation === 'pointy' ? 'left-right' : 'top-bottom';
        return direction === native ? mirrored : rotate60(mirrored, o, 3);
      }, 'mirror'),
    editorTranspose: () => get().editorApply((l) => transposeLevel(l)),
    editorClear: () => get().editorApply((l) => clear(l)),
    editorInvert: () => get().editorApply((l) => invert(l)),
    editorResize: (rows, cols, anchor) => get().editorApply((l, o) => resize(l, rows, cols, anchor, o)),
    editorPreset: (name) =>
      get().editorApply((l, o) => shapePreset(name, { rows: l.length, cols: l[0]?.length ?? 1, ...o }), name),
    editorImport: (level, layout) =>
      layout ? get().loadBoard({ level, shape: 'custom', ...layout }) : get().setLevel(level),
    editorForget: () => patch({ history: EMPTY_HISTORY }),
    editorUndo: () => step(undo),
    editorRedo: () => step(redo),
  };
};

/** The Editor's part of the store, added the first time its code loads (modeParts.ts). */
export const editorPart: ModePart = { mode: 'editor', create: createEditorSlice, forBoard: editorForBoard };
