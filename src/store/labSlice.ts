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
  };
  setLab(patch: Partial<LabSlice['lab']>): void;
}

export const createLabSlice: StateCreator<AppState, [], [], LabSlice> = (set) => ({
  lab: { labels: 'offset', distance: false, diagonals: false, tool: 'none', radius: 2, selected: -1, steps: 1 },
  setLab: (patch) => set((s) => ({ lab: { ...s.lab, ...patch } })),
});
