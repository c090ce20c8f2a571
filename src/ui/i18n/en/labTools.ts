// The Lab's "same tile in every tool" card in English: each tool's name for its settings and a line on how its
// numbers map to the others' (games/lab/toolNames.ts computes the numbers).
import type { OffsetSettings } from '../../../engine';
import type { UnitySettings } from '../../../games/lab/toolNames';

const toolWords = {
  heading: 'The same tile in every tool',
  intro:
    'How Red Blob’s guide, Tiled, Godot 4, Unity and axial coordinates number the tile you point at or select, with this board’s layout set the way each tool sets it.',
  empty: 'Point at a tile, or select one, to see its name in every tool.',
  which: (row: number, col: number, how: 'pointer' | 'cursor' | 'selected') =>
    `${{ pointer: 'Under the pointer', cursor: 'Under the keyboard cursor', selected: 'Selected' }[how]}: row ${row}, column ${col}.`,
  tools: { redblob: 'Red Blob', tiled: 'Tiled', godot: 'Godot 4', unity: 'Unity', axial: 'Axial' },
  caption: 'This tile in each tool',
  redblobCell: (x: number, y: number) => `col ${x}, row ${y}`,
  redblobHow: ({ orientation }: OffsetSettings) =>
    `col, row is the levelData index; “${orientation === 'pointy' ? 'r' : 'q'}” says ${orientation === 'pointy' ? 'rows' : 'columns'} are shoved, “odd”/“even” which ones.`,
  tiledHow: ({ orientation }: OffsetSettings) =>
    `staggeraxis ${orientation === 'pointy' ? 'y staggers rows (Horizontal)' : 'x staggers columns (Vertical)'}; staggerindex is the offset; x, y = Red Blob’s col, row.`,
  godotSettings: (axis: 0 | 1, layout: 0 | 1) =>
    `tile_offset_axis = ${axis} (${axis === 0 ? 'horizontal' : 'vertical'}), tile_layout = ${layout} (${layout === 0 ? 'stacked' : 'stacked offset'})`,
  godotHow: ({ orientation }: OffsetSettings) =>
    `map_to_local shoves odd ${orientation === 'pointy' ? 'rows' : 'columns'} (stacked) or even ones (stacked offset); the cell is Tiled’s x, y.`,
  unitySettings: ({ swizzle }: UnitySettings) =>
    `cellLayout Hexagon, cellSwizzle ${swizzle} (${swizzle === 'XYZ' ? 'point top' : 'flat top'})`,
  unityHow: ({ shift, swizzle }: UnitySettings): string =>
    shift === 'row'
      ? 'Unity shoves only odd rows right and counts y up, so an even-r board sits one row lower: x = col, y = −row − 1.'
      : shift === 'column'
        ? 'Unity raises only odd columns (y up), so an odd-q board sits one column further right: x = col + 1, y = −row.'
        : swizzle === 'XYZ'
          ? 'Unity shoves odd rows right, as odd-r does, and counts y up: x = col, y = −row.'
          : 'Unity raises odd columns with y up, which is even-q seen with y down: x = col, y = −row.',
  axialHow: ({ orientation, parity }: OffsetSettings) =>
    orientation === 'pointy'
      ? `q = col − (row ${parity === 'odd' ? '−' : '+'} (row & 1)) / 2, r = row: the numbers the maths works in.`
      : `q = col, r = row − (col ${parity === 'odd' ? '−' : '+'} (col & 1)) / 2: the numbers the maths works in.`,
};

export default toolWords;
