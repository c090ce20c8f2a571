// The Lab's code card, its comments in English (games/lab/code writes `// ` before each line). The #names are the
// guide's sections and stay as its links read; identifiers stay as the code names them.
import type { CodeWords } from '../../../games/lab/code';
import { COMPASS } from '../compass';

const lines = (pointy: boolean) => (pointy ? 'rows' : 'columns');

const codeComments: CodeWords = {
  header: ({ orientation, parity, guideName, guide }) => {
    const pointy = orientation === 'pointy';
    return [
      `Hexlab's ${pointy ? 'Horizontal' : 'Vertical'} layout: ${orientation}-top hexes, ${parity} ${lines(pointy)} shoved ${pointy ? 'right' : 'down'} by half a hex`,
      `("${guideName}" in Red Blob Games' guide, ${guide}: the #names below are its sections).`,
      'Offset (row, col) is the levelData index; axial (q, r) is what the maths works in.',
    ].join('\n');
  },
  offsetType: 'a levelData index',
  pixelType: 'board units',
  size: 'hex size: centre to corner, in board units',
  offsetToAxial: (orientation, parity) => {
    const pointy = orientation === 'pointy';
    const line = pointy ? 'row' : 'column';
    return `Offset to axial (#conversions-offset): every other ${line} is shoved half a hex,\nso ${pointy ? 'q' : 'r'} gives back half the ${line} number, rounded ${parity === 'odd' ? 'down' : 'up'}.`;
  },
  neighbors: (orientation, order) =>
    `Neighbours (#neighbors): the steps [dRow, dCol] differ between even and odd ${lines(orientation === 'pointy')}.\nOrder: ${order.map((d) => COMPASS.en[d]).join(', ')}.`,
  stepsFor: (orientation, line) => `${line} ${lines(orientation === 'pointy')}`,
  distance:
    'Distance (#distances): in cube coordinates (s = -q - r) a step changes two of q, r, s by one,\nso the steps are half the sum of the three differences.',
  hexToPixel: 'Hex to pixel (#hex-to-pixel): q and r are two basis vectors; axial (0, 0) is at (0, 0).',
  pixelToHex: 'Pixel to hex (#pixel-to-hex): the inverse matrix gives fractional axial coordinates, then round.',
  rounding:
    'Rounding (#rounding): round q, r and s = -q - r, then recompute the one that moved most\nfrom the other two, so that q + r + s stays 0.',
  blocks: {
    directions: 'The six axial directions, in the same order as NEIGHBOR_STEPS.',
    line: 'Line drawing (#line-drawing): sample the straight line at distance + 1 evenly spaced points\nand round each to its hex. The tiny nudge keeps points that fall exactly on an edge rounding one way.',
    intersect:
      'Intersecting ranges (#range-intersection): each range is a box in cube coordinates, c - n <= q, r, s <= c + n.\nThe hexes in all of them lie between the largest lower bounds and the smallest upper ones.',
    range:
      'Range (#range): every (dq, dr, ds) with each between -n and n and dq + dr + ds = 0;\nfor each dq, dr runs over what leaves ds = -dq - dr in range.',
    ring: 'Rings (#rings): step n times towards one corner of the ring, then walk its six sides,\nn steps along each of the six directions in turn.',
    spiral: 'Spiral rings (#rings-spiral): the centre, then ring 1, ring 2, ... ring n.',
    rotate:
      'Rotation (#rotation): relative to the centre, one 60° turn clockwise on screen takes\ncube (q, r, s) to (-r, -s, -q); negative turns go the other way.',
    reflect:
      'Reflection (#reflection): relative to the centre, keep the cube coordinate named by the axis\nand swap the other two.',
    fieldOfView:
      'Field of view (#field-of-view): a tile is in sight when the hex line to it crosses\nno wall (1) and no gap (-1, or off the map) on the way; walls themselves can be seen.',
  },
  example: (from, row, col) => {
    const who = {
      hover: 'the tile under the pointer',
      cursor: 'the tile at the keyboard cursor',
      selected: 'the selected tile',
      middle: 'a tile in the middle of the board',
    }[from];
    return `Worked example: ${who}, row ${row}, column ${col}.`;
  },
  bigBoard: (cells) =>
    `fieldOfView(levelData, row, col) takes your board's levelData (this one has ${cells} cells, too many to print here).`,
  entries: (count, shown) => `${count} entries: ${shown}`,
  luaIndex:
    'Rows and columns count from 0, as in Hexlab; Lua tables count from 1, so row r of levelData is level_data[r + 1].',
  cellOrder: 'A tile is Vector2i(col, row): x is the column and y the row, as in a TileMapLayer.',
};

export default codeComments;
