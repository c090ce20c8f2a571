import type { StateCreator } from 'zustand';
import { activeFourKinds, type FourKindsSize } from '../../games/lab/fourKinds';
import { pickCentre } from '../../games/lab/intersect';
import { hasWalls, switchWalls } from '../../games/lab/walls';
import type { Offset } from '../../engine';
import type { LabTool } from '../../games/lab/tools';
import type { AppState, ModePart } from '../index';
import { FOUR_KINDS } from '../shapes';
import type { BoardReset } from '../types';

export type { LabTool };

export type LabelSystem = 'none' | 'offset' | 'axial' | 'cube' | 'doubled' | 'interlaced';

export interface LabSlice {
  lab: {
    labels: LabelSystem;
    distance: boolean;
    diagonals: boolean;
    tool: LabTool;
    radius: number;
    /** the selected tile (click), -1 none */
    selected: number;
    /** rotation steps (60 degrees each) or reflection axis index for the transform tools */
    steps: number;
    /** coordinates are shown measured from the origin tile */
    relative: boolean;
    /** the origin tile, -1 for the board's centre tile */
    origin: number;
    /** the intersect tool's centres (tile ids), oldest first */
    centres: number[];
    /** draw the minesweeper tutorial's pixel-to-tile regions under the pointer */
    regions: boolean;
    /** draw the hero's collision box and its test points at the pointer */
    probe: boolean;
    /** grid sizes the user gave a four-kinds preset */
    fourSize: FourKindsSize | null;
    /** the four-kinds preset the labels were switched to interlaced for, and the labels chosen before */
    autoLabels: { shape: string; before: LabelSystem } | null;
    /** where the walls were when the walls switch turned them off, to put them back */
    wallsOff: Offset[];
  };
  labSet(patch: Partial<Omit<LabSlice['lab'], 'autoLabels' | 'wallsOff'>>): void;
  /** picks a tool; field of view starts on a board with walls (a few are put in when it has none) */
  labTool(tool: LabTool): void;
  /** the walls switch: off turns the board's walls into floor, on puts them back (or a few sample walls) */
  labWalls(on: boolean): void;
  /** a click on a tile: picks a centre with the intersect tool, else selects the tile (or clears it) */
  labPick(tile: number): void;
}

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
