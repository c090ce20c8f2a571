// The Lab's part of the state (slices/labSlice.ts makes it).
import type { FourKindsSize } from '../../games/lab/fourKinds';
import type { Offset } from '../../engine';
import type { LabTool } from '../../games/lab/tools';

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
