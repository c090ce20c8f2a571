// The Lab's formulas and the words that say why they work, one topic per section of Red Blob Games' "Hexagonal
// Grids" guide (the section names are the guide's own, as its links read). Part of the lab namespace.
import type { Orientation, Parity } from '../../../engine';
import { offsetName } from '../../../games/lab/code/lang';
import type { Topic } from '../../../games/lab/explain';
import type { LabTool } from '../../../games/lab/tools';
import {
  conversionFormula,
  DISTANCE_FORMULA,
  hexToPixelFormula,
  INTERSECT_FORMULA,
  LINE_FORMULA,
  pixelToHexFormula,
  RANGE_BOUNDS,
} from '../labFormulas';

type LayoutPick = { orientation: Orientation; parity: Parity };

/** The topics every layout has: conversions, neighbours, distance, hex to pixel, pixel to hex and rounding. */
export function basicTopics({ orientation, parity }: LayoutPick): Topic[] {
  const pointy = orientation === 'pointy';
  const line = pointy ? 'row' : 'col';
  const b = pointy ? 'q' : 'r';
  return [
    {
      anchor: 'conversions-offset',
      section: 'Conversions: offset coordinates',
      title: 'Conversions: offset coordinates',
      formula: conversionFormula({ orientation, parity }),
      why: `In ${offsetName({ orientation, parity })} every ${parity} ${pointy ? 'row' : 'column'} is shoved half a hex ${pointy ? 'right' : 'down'}. Axial coordinates slant instead, so each pair of ${pointy ? 'rows' : 'columns'} moves ${b} back by one; (${line} & 1) is 1 on odd ${pointy ? 'rows' : 'columns'}, and ${parity === 'odd' ? 'subtracting it rounds the half down' : 'adding it rounds the half up'}.`,
    },
    {
      anchor: 'neighbors',
      section: 'Neighbors',
      title: 'Neighbors',
      formula: ['(q, r) + one of (+1, 0), (+1, −1), (0, −1), (−1, 0), (−1, +1), (0, +1)'],
      why: `In axial coordinates the six steps are the same for every hex. In offset coordinates they are not: the ${pointy ? 'rows' : 'columns'} on either side of a shoved one sit half a hex the other way, so the steps depend on the parity of the ${pointy ? 'row' : 'column'}, which is why the code keeps two tables.`,
    },
    {
      anchor: 'distances',
      section: 'Distances',
      title: 'Distances',
      formula: DISTANCE_FORMULA,
      why: 'Every step adds one to one cube coordinate and takes one from another, so the three differences together grow by two a step. Half their sum is the number of steps, and it equals the largest difference.',
    },
    {
      anchor: 'hex-to-pixel',
      section: 'Hex to pixel',
      title: 'Hex to pixel',
      formula: hexToPixelFormula(orientation),
      why: `q and r are two basis vectors: a step in q moves ${pointy ? '√3 · size to the right' : '3/2 · size right and √3/2 · size down'}, a step in r ${pointy ? '3/2 · size down and half a hex right' : '√3 · size down'}. A centre is the sum of its steps, a 2 × 2 matrix times (q, r).`,
    },
    {
      anchor: 'pixel-to-hex',
      section: 'Pixel to hex',
      title: 'Pixel to hex',
      formula: [...pixelToHexFormula(orientation), 'then round (q, r, s)'],
      why: 'The inverse of hex to pixel’s matrix turns a point into fractional axial coordinates. The hex that holds the point is the one whose centre is nearest, and cube rounding finds exactly that one.',
    },
    {
      anchor: 'rounding',
      section: 'Rounding',
      title: 'Rounding',
      formula: [
        'round q, r and s = −q − r',
        'the one that changed most is rebuilt: q = −r − s, or r = −q − s, or s = −q − r',
      ],
      why: 'Rounding the three on their own can break q + r + s = 0. The coordinate that moved most is the least reliable, so it is recomputed from the other two; the result is the hex whose cell holds the point.',
    },
  ];
}

/** The formula and the reason for each tool (none for 'none'). */
export const toolTopics: Record<Exclude<LabTool, 'none'>, Topic> = {
  line: {
    anchor: 'line-drawing',
    section: 'Line drawing',
    title: 'Line drawing',
    formula: LINE_FORMULA,
    why: 'Sample the straight segment between the two centres at N + 1 evenly spaced points and round each to its hex. Consecutive samples are 1/N of the way apart, never more than one step, so each hex touches the last. A sample exactly on an edge could round either way; nudging both ends by a hair (1e-6) makes every such tie fall on the same side.',
  },
  range: {
    anchor: 'range',
    section: 'Movement range',
    title: 'Movement range',
    formula: [...RANGE_BOUNDS, 'count: 3N(N + 1) + 1'],
    why: 'Within N steps means all three cube differences lie between −N and N. They add up to zero, so Δq and Δr fix Δs, and the bounds on Δr are exactly those that keep Δs in range. No hex is tested and thrown away.',
  },
  ring: {
    anchor: 'rings',
    section: 'Rings',
    title: 'Rings',
    formula: [
      'start = centre + N · direction 4',
      'for each of the 6 directions: N times, take the hex and step',
      'count: 6N',
    ],
    why: 'The hexes exactly N steps away form a hexagon with six sides of N hexes. Step out N times to one corner, then walk each side in turn, turning 60° at every corner, and you are back where you began.',
  },
  spiral: {
    anchor: 'rings-spiral',
    section: 'Spiral rings',
    title: 'Spiral rings',
    formula: ['spiral(N) = centre, ring(1), ring(2), …, ring(N)'],
    why: 'The rings 0 to N never overlap and together they are the range of N. Walking them in order numbers every hex of the range, nearest first, which is how the Lab numbers them.',
  },
  rotate: {
    anchor: 'rotation',
    section: 'Rotation',
    title: 'Rotation',
    formula: [
      'one 60° turn clockwise: (q, r, s) → (−r, −s, −q)',
      'anticlockwise: (q, r, s) → (−s, −q, −r)',
      'about c: c + turn(h − c)',
    ],
    why: 'The three cube axes are 120° apart, so a 60° turn carries each axis onto the opposite of its neighbour: a shuffle of the coordinates with the signs flipped. Subtracting the centre first turns about it rather than about (0, 0, 0). It is exact: a turned shape keeps every tile.',
  },
  reflect: {
    anchor: 'reflection',
    section: 'Reflection',
    title: 'Reflection',
    formula: [
      'keep q: (q, r, s) → (q, s, r)',
      'keep r: (q, r, s) → (s, r, q)',
      'keep s: (q, r, s) → (r, q, s)',
      'about c: c + mirror(h − c)',
    ],
    why: 'A mirror through the centre along one axis leaves that coordinate alone and swaps the other two. Like rotation it is exact, so the mirrored shape has as many tiles as the original.',
  },
  intersect: {
    anchor: 'range-intersection',
    section: 'Intersecting ranges',
    title: 'Intersecting ranges',
    formula: INTERSECT_FORMULA,
    why: 'A range is a box in cube coordinates: each of q, r and s lies within N of the centre’s. The hexes in every range at once lie in every box, so the bounds are the largest of the lower ones and the smallest of the upper ones, and the result is walked like a single range. Centres more than 2N apart leave nothing.',
  },
  fov: {
    anchor: 'field-of-view',
    section: 'Field of view',
    title: 'Field of view',
    formula: ['b is in sight from a  ⇔  every hex of line(a, b) strictly between them is floor'],
    why: 'The simplest approach the guide describes: draw the hex line from the viewer to every tile and stop at anything in the way (a wall or a gap). It is easy to follow and to check by hand, but it is not symmetric: a seeing b does not always mean b sees a; the guide links to methods that are.',
  },
};

/** The guide's "Size and spacing", with the axial tutorial's derivation of the width from the height. */
export function geometryTopic(orientation: Orientation): Topic {
  const pointy = orientation === 'pointy';
  const [tall, wide] = pointy ? ['hexTileHeight', 'hexTileWidth'] : ['hexTileWidth', 'hexTileHeight'];
  return {
    anchor: 'size-and-spacing',
    section: 'Size and spacing',
    title: 'Size and spacing',
    formula: [
      `tan 30° = opposite / adjacent = (${tall} / 4) / (${wide} / 2) = 1 / √3`,
      `${wide} = √3 · ${tall} / 2,   ${tall} = 2 · ${wide} / √3`,
      `with ${tall} = 2 · size:  ${wide} = √3 · size`,
    ],
    why: `The derivation in the tutorial “Hexagonal Character Movement Using Axial Coordinates”: a side of a regular hexagon is half its ${pointy ? 'height' : 'width'} (the six triangles about its centre are equilateral), so each slanted ${pointy ? 'cap' : 'end'} spans a quarter of it. The small right triangle under a slant has a 30° angle at the ${pointy ? 'side' : 'top'}, ${tall} / 4 opposite it and ${wide} / 2 beside it, and tan 30° = 1 / √3. ${pointy ? 'Rows' : 'Columns'} overlap by that quarter, so they are 3/4 of a hex apart, which is the minesweeper tutorial's ${pointy ? 'hexTileHeight * 3/4' : 'hexTileWidth * 3/4'}.`,
  };
}

/** The guide's "Map storage in axial coordinates", beside the storage card's printout. */
export const storageTopic: Topic = {
  anchor: 'map-storage',
  section: 'Map storage in axial coordinates',
  title: 'Map storage in axial coordinates',
  formula: [
    'rectangle:  map[r][q + floor(r / 2)]   (pointy)',
    'hexagon of radius N:  map[r + N][q + N + min(0, r)]',
    'any shape:  map[r − rMin][q − qFirst[r]]',
  ],
  why: 'Axial coordinates slant, so a plain rectangle wastes half its cells. Giving each row its own starting q packs any shape without gaps: a rectangle turns back into offset storage, a hexagon into rows of 2N + 1 − |r| hexes. The interlaced storage of the four-kinds article packs two offset lines into one array row instead.',
};
