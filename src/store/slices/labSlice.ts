import type { StateCreator } from 'zustand';
import { activeFourKinds } from '../../games/lab/fourKinds';
import { pickCentre } from '../../games/lab/intersect';
import { hasWalls, switchWalls } from '../../games/lab/walls';
import type { LabTool } from '../../games/lab/tools';
import type { LabSlice } from '../state/lab';
import type { AppState, BoardReset, ModePart } from '../state/app';
import { FOUR_KINDS } from '../shapes';

export type { LabTool };
export type { LabelSystem } from '../state/lab';

type Lab = LabSlice['lab'];

/**
 * Follow the board: a four-kinds map (its shape id, or null for any other board) is labelled in the article's
 * interlaced numbering once; leaving it restores the labels chosen before, unless the user changed them since.
 */
function followFourKinds(lab: Lab, shape: string | null): Lab {
  if (shape && lab.autoLabels?.shape !== shape)
    return { ...lab, labels: 'interlaced', autoLabels: { shape, before: lab.autoLabels?.before ?? lab.labels } };
  if (!shape && lab.autoLabels)
    return { ...lab, labels: lab.labels === 'interlaced' ? lab.autoLabels.before : lab.labels, autoLabels: null };
  return lab;
}

/** A new board: the selection goes when its tile is gone, and a four-kinds preset in its own layout is labelled interlaced. */
const labForBoard: BoardReset = ({ board, lab, shape }) => {
  const four = activeFourKinds(FOUR_KINDS[shape], board.orientation, board.parity) ? shape : null;
  const selected = lab.selected < board.size ? lab.selected : -1;
  const origin = lab.origin < board.size ? lab.origin : -1;
  const centres = lab.centres.filter((c) => c < board.size);
  return { lab: followFourKinds({ ...lab, selected, origin, centres }, four) };
};

const createLabSlice: StateCreator<AppState, [], [], LabSlice> = (set, get) => ({
  lab: {
    labels: 'offset',
    distance: false,
    diagonals: false,
    tool: 'none',
    radius: 2,
    selected: -1,
    steps: 1,
    relative: false,
    origin: -1,
    centres: [],
    regions: false,
    probe: false,
    fourSize: null,
    autoLabels: null,
    wallsOff: [],
  },
  labSet: (patch) => set((s) => ({ lab: { ...s.lab, ...patch } })),
  labTool: (tool) => {
    set((s) => ({ lab: { ...s.lab, tool } }));
    if (tool === 'fov' && !hasWalls(get().board.level)) get().labWalls(true);
  },
  labWalls: (on) => {
    const s = get();
    const next = switchWalls(s.board.level, on, s.lab.wallsOff);
    // The walls change, not the board's shape: a preset stays the preset it was (its card and its records' key).
    s.setLevel(next.level, s.shape);
    set((t) => ({ lab: { ...t.lab, wallsOff: next.remembered } }));
  },
  labPick: (tile) =>
    set((s) =>
      s.lab.tool === 'intersect'
        ? { lab: { ...s.lab, centres: pickCentre(s.lab.centres, tile) } }
        : { lab: { ...s.lab, selected: s.lab.selected === tile ? -1 : tile } },
    ),
});

/** The Lab's part of the store, added the first time its code loads (modeParts.ts). */
export const labPart: ModePart = { mode: 'lab', create: createLabSlice, forBoard: labForBoard };
