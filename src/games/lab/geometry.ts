// Size and spacing of the board's hexes (Red Blob: "Size and spacing"). The measures' names, their formulas and the
// tan 30° derivation are words: they are in the UI's lab catalogue.
import type { Orientation } from '../../engine';

/** width, height, the spacing between centres across (horizontally) and down (vertically). */
export type MeasureKey = 'width' | 'height' | 'across' | 'down';

export interface Measure {
  readonly key: MeasureKey;
  readonly value: number;
}

const SQRT3 = Math.sqrt(3);

/** Width, height and the spacing between centres for hexes of circumradius `size`. */
export function hexMeasures(orientation: Orientation, size: number): Measure[] {
  return orientation === 'pointy'
    ? [
        { key: 'width', value: SQRT3 * size },
        { key: 'height', value: 2 * size },
        { key: 'across', value: SQRT3 * size },
        { key: 'down', value: 1.5 * size },
      ]
    : [
        { key: 'width', value: 2 * size },
        { key: 'height', value: SQRT3 * size },
        { key: 'across', value: 1.5 * size },
        { key: 'down', value: SQRT3 * size },
      ];
}
