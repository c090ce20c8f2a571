// Size and spacing of the board's hexes, with the formulas that give them, and the axial tutorial's tan 30°
// derivation of width from height. The words are kept here together so a translation can replace them whole.
import type { Orientation } from '../../engine';
import type { Topic } from './explain';

export interface Measure {
  readonly name: string;
  readonly formula: string;
  readonly value: number;
}

const SQRT3 = Math.sqrt(3);

/** Width, height and the spacing between centres for hexes of circumradius `size` (Red Blob: "Size and spacing"). */
export function hexMeasures(orientation: Orientation, size: number): Measure[] {
  return orientation === 'pointy'
    ? [
        { name: 'Width', formula: '√3 · size', value: SQRT3 * size },
        { name: 'Height', formula: '2 · size', value: 2 * size },
        { name: 'Horizontal spacing (along a row)', formula: 'width = √3 · size', value: SQRT3 * size },
        { name: 'Vertical spacing (row to row)', formula: '3/4 · height = 3/2 · size', value: 1.5 * size },
      ]
    : [
        { name: 'Width', formula: '2 · size', value: 2 * size },
        { name: 'Height', formula: '√3 · size', value: SQRT3 * size },
        { name: 'Horizontal spacing (column to column)', formula: '3/4 · width = 3/2 · size', value: 1.5 * size },
        { name: 'Vertical spacing (along a column)', formula: 'height = √3 · size', value: SQRT3 * size },
      ];
}

/** The guide's section, with the axial tutorial's derivation of the width from the height. */
export function geometryTopic(orientation: Orientation): Topic {
  const pointy = orientation === 'pointy';
  const [tall, wide] = pointy ? ['hexTileHeight', 'hexTileWidth'] : ['hexTileWidth', 'hexTileHeight'];
  return {
    anchor: 'size-and-spacing',
    section: 'Size and spacing',
    formula: [
      `tan 30° = opposite / adjacent = (${tall} / 4) / (${wide} / 2) = 1 / √3`,
      `${wide} = √3 · ${tall} / 2,   ${tall} = 2 · ${wide} / √3`,
      `with ${tall} = 2 · size:  ${wide} = √3 · size`,
    ],
    why: `The axial tutorial's derivation: a side of a regular hexagon is half its ${pointy ? 'height' : 'width'} (the six triangles about its centre are equilateral), so each slanted ${pointy ? 'cap' : 'end'} spans a quarter of it. The small right triangle under a slant has a 30° angle at the ${pointy ? 'side' : 'top'}, ${tall} / 4 opposite it and ${wide} / 2 beside it, and tan 30° = 1 / √3. ${pointy ? 'Rows' : 'Columns'} overlap by that quarter, so they are 3/4 of a hex apart, which is the minesweeper tutorial's ${pointy ? 'hexTileHeight * 3/4' : 'hexTileWidth * 3/4'}.`,
  };
}
