import type { StateCreator } from 'zustand';
import type { LabTool } from '../games/lab/tools';
import type { AppState } from './index';

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
    /** the four-kinds preset the labels were switched to interlaced for, and the labels chosen before */
    autoLabels: { shape: string; before: LabelSystem } | null;
  };
  setLab(patch: Partial<Omit<LabSlice['lab'], 'autoLabels'>>): void;
  /**
   * Follow the board: a four-kinds map (its shape id, or null for any other board) is labelled in the article's
   * interlaced numbering once; leaving it restores the labels chosen before, unless the user changed them since.
   */
  labFollowBoard(fourKindsShape: string | null): void;
}

export const createLabSlice: StateCreator<AppState, [], [], LabSlice> = (set, get) => ({
  lab: { labels: 'offset', distance: false, diagonals: false, tool: 'none', radius: 2, selected: -1, steps: 1, autoLabels: null },
  setLab: (patch) => set((s) => ({ lab: { ...s.lab, ...patch } })),
  labFollowBoard: (shape) => {
    const { lab } = get();
    if (shape && lab.autoLabels?.shape !== shape) {
      set({ lab: { ...lab, labels: 'interlaced', autoLabels: { shape, before: lab.autoLabels?.before ?? lab.labels } } });
    } else if (!shape && lab.autoLabels) {
      set({ lab: { ...lab, labels: lab.labels === 'interlaced' ? lab.autoLabels.before : lab.labels, autoLabels: null } });
    }
  },
});
