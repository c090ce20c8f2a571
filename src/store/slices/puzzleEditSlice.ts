// The Puzzles mode's Edit tab: the level being made, the tool, undo and redo (snapshots of the level: levels are
// never changed in place, so a snapshot is the level itself), and the live check's answer. It joins the store with
// the puzzle slice (puzzlePart in puzzleSlice.ts); "Play" hands the level to it. It starts on the draft the page
// left (PuzzleKept's loadDraft), so a reload before "Play" loses neither the draft nor its history; writing it is
// the keeper's (persist/puzzleKeeper.ts), never the slice's.
import type { StateCreator } from 'zustand';
import { buildPuzzle } from '../../games/puzzle/board';
import { applyTool, emptyLevel, playableLevel, setClue, slotAt } from '../../games/puzzle/edit';
import type { Level } from '../../games/puzzle/level';
import type { AppState } from '../state/app';
import type { PuzzleEditSlice, PuzzleKept } from '../state/puzzle';

export type { PuzzleTextField } from '../state/puzzle';

const HISTORY_LIMIT = 200;

type Ed = PuzzleEditSlice['puzzleEdit'];

const withLevel = (level: Level): Pick<Ed, 'level' | 'board'> => ({ level, board: buildPuzzle(level) });

/** The Edit tab as the mode joins the store: on the kept draft, if any, else on an empty level. */
function firstEdit(kept: PuzzleKept): Ed {
  const draft = kept.loadDraft?.() ?? null;
  return {
    tab: draft?.tab ?? 'play',
    // Taken from Play when the Edit tab first shows, unless a draft was kept.
    ...withLevel(draft?.level ?? emptyLevel()),
    tool: 'blue',
    dir: '|',
    selected: null,
    past: draft?.past ?? [],
    future: draft?.future ?? [],
    stroke: null,
    typing: null,
    check: null,
    // The puzzle in Play as the mode joins is the first it opens (count 0): a draft of it goes on with it.
    from: draft?.current ? 0 : -1,
  };
}

export const createPuzzleEditSlice =
  (kept: PuzzleKept): StateCreator<AppState, [], [], PuzzleEditSlice> =>
  (set, get) => {
    const patch = (p: Partial<Ed>) => set((s) => ({ puzzleEdit: { ...s.puzzleEdit, ...p } }));
    /** Make `level` the one on screen, the one before it an undo step. */
    const commit = (level: Level, extra: Partial<Ed> = {}) => {
      const e = get().puzzleEdit;
      if (level === e.level) return e.typing === null ? patch(extra) : patch({ typing: null, ...extra });
      const past = [...e.past, e.level].slice(-HISTORY_LIMIT);
      patch({ ...withLevel(level), past, future: [], typing: null, ...extra });
    };
    return {
      puzzleEdit: firstEdit(kept),
      puzzleEditStart: () => {
        const { puzzle, puzzleEdit: e } = get();
        if (puzzle.opened === e.from) return patch({ tab: 'edit' });
        patch({ tab: 'edit', ...withLevel(puzzle.level), past: [], future: [], selected: null, from: puzzle.opened });
      },
      puzzleEditPlay: () => {
        const e = get().puzzleEdit;
        if (e.level.cells.length === 0) return patch({ tab: 'play', stroke: null });
        get().puzzleOpen(playableLevel(e.level, e.board));
        patch({ tab: 'play', stroke: null, from: get().puzzle.opened });
      },
      puzzleEditTool: (tool) => patch({ tool }),
      puzzleEditDir: (dir) => patch({ dir }),
      puzzleEditAt: (x, y) => {
        const e = get().puzzleEdit;
        const at = slotAt(e.level, x, y);
        const shown = at?.kind === 'cell' ? !at.cell.shown : true;
        commit(applyTool(e.level, x, y, e.tool, e.dir, shown), { selected: { x, y } });
      },
      puzzleEditStrokeStart: (x, y) => {
        const e = get().puzzleEdit;
        const at = slotAt(e.level, x, y);
        const shown = at?.kind === 'cell' ? !at.cell.shown : true;
        const level = applyTool(e.level, x, y, e.tool, e.dir, shown);
        patch({ stroke: { from: e.level, shown }, ...withLevel(level), selected: { x, y } });
      },
      puzzleEditStrokeMove: (x, y) => {
        const e = get().puzzleEdit;
        if (!e.stroke) return;
        const level = applyTool(e.level, x, y, e.tool, e.dir, e.stroke.shown);
        if (level !== e.level) patch(withLevel(level));
      },
      puzzleEditStrokeEnd: () => {
        const e = get().puzzleEdit;
        if (!e.stroke) return;
        const { from } = e.stroke;
        if (from === e.level) return patch({ stroke: null });
        patch({ stroke: null, past: [...e.past, from].slice(-HISTORY_LIMIT), future: [], typing: null });
      },
      puzzleEditClue: (clue) => {
        const e = get().puzzleEdit;
        if (e.selected) commit(setClue(e.level, e.selected.x, e.selected.y, clue));
      },
      puzzleEditText: (field, value) => {
        const e = get().puzzleEdit;
        const l = e.level;
        const level: Level =
          field === 'title'
            ? { ...l, title: value }
            : field === 'author'
              ? { ...l, author: value }
              : { ...l, notes: field === 'note1' ? [value, l.notes[1]] : [l.notes[0], value] };
        // Typing on in the same field changes the level without a new undo step.
        if (e.typing === field) patch({ level, board: { ...e.board, level } });
        else commit(level, { typing: field });
      },
      puzzleEditNew: () => commit(emptyLevel(), { selected: null }),
      puzzleEditUndo: () => {
        const e = get().puzzleEdit;
        const before = e.past.at(-1);
        if (!before || e.stroke) return;
        patch({ ...withLevel(before), past: e.past.slice(0, -1), future: [...e.future, e.level], typing: null });
      },
      puzzleEditRedo: () => {
        const e = get().puzzleEdit;
        const after = e.future.at(-1);
        if (!after || e.stroke) return;
        patch({ ...withLevel(after), past: [...e.past, e.level], future: e.future.slice(0, -1), typing: null });
      },
      puzzleEditChecked: (level, result) => patch({ check: { level, result } }),
    };
  };
