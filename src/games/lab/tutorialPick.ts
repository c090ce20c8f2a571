import type { Offset, Orientation, Parity, Point } from '../../engine';

/**
 * The minesweeper tutorial's own pixel-to-tile method (`findHexTile`): find the point's cell in a plain rectangle
 * grid, then move to the row or column before when the point lies in one of the cell's slanted triangles. The
 * horizontal version is the English copy's; the vertical one is complete only in the Spanish copy.
 *
 * The tutorial draws odd rows (columns) shifted, with tile (0, 0)'s bounding box at the origin. Hexlab's board
 * units put axial (0, 0)'s centre at the origin, and an even-offset board is the tutorial's grid with one more
 * line before the first, so the point is moved into the tutorial's frame first and the answer moved back.
 * The tutorial takes x % width, which only works right of and below its origin; x − xVal · width works everywhere.
 */

/** Which region of its cell a point fell in, for the Lab to show: the rectangle part or one of the triangles. */
export type TutorialRegion = 'cell' | 'upper-left' | 'upper-right' | 'lower-left' | 'lower-right' | 'left' | 'right';

export interface TutorialPick extends Offset {
  /** the rectangle cell, in the tutorial's own frame */
  readonly cell: { readonly xVal: number; readonly yVal: number };
  /** the point inside that cell */
  readonly dX: number;
  readonly dY: number;
  readonly region: TutorialRegion;
}

const SQRT3 = Math.sqrt(3);

/** The tutorial's tile width and height for a circumradius. */
export const tutorialTileSize = (orientation: Orientation, size: number) =>
  orientation === 'pointy' ? { width: SQRT3 * size, height: 2 * size } : { width: 2 * size, height: SQRT3 * size };

/** The tutorial's findHexTile for a point in Hexlab's board units. */
export function tutorialPick(orientation: Orientation, parity: Parity, size: number, p: Point): TutorialPick {
  const { width: W, height: H } = tutorialTileSize(orientation, size);
  const extra = parity === 'even' ? 1 : 0;
  if (orientation === 'pointy') {
    const x = p.x + W / 2 + (extra * W) / 2;
    const y = p.y + H / 2 + (extra * 3 * H) / 4;
    let xVal = Math.floor(x / W);
    let yVal = Math.floor(y / ((H * 3) / 4));
    const cell = { xVal, yVal };
    const dX = x - xVal * W;
    const dY = y - (yVal * H * 3) / 4;
    const caldY = dX * (H / 4 / (W / 2));
    const delta = H / 4 - caldY;
    let region: TutorialRegion = 'cell';
    if ((yVal & 1) === 0) {
      if (Math.abs(delta) > dY) {
        if (delta > 0) {
          xVal--;
          yVal--;
          region = 'upper-left';
        } else {
          yVal--;
          region = 'upper-right';
        }
      }
    } else if (dX > W / 2) {
      if (dY < H / 2 - caldY) {
        yVal--;
        region = 'upper-right';
      } else region = 'right';
    } else if (dY > caldY) {
      xVal--;
      region = 'left';
    } else {
      yVal--;
      region = 'upper-left';
    }
    return { row: yVal - extra, col: xVal, cell, dX, dY, region };
  }
  const x = p.x + W / 2 + (extra * 3 * W) / 4;
  const y = p.y + H / 2 + (extra * H) / 2;
  let xVal = Math.floor(x / ((W * 3) / 4));
  let yVal = Math.floor(y / H);
  const cell = { xVal, yVal };
  const dX = x - (xVal * W * 3) / 4;
  const dY = y - yVal * H;
  const caldX = dY / (H / 2 / (W / 4));
  const delta = W / 4 - caldX;
  let region: TutorialRegion = 'cell';
  if ((xVal & 1) === 0) {
    if (dX <= Math.abs(delta)) {
      xVal--;
      if (delta > 0) {
        yVal--;
        region = 'upper-left';
      } else region = 'lower-left';
    }
  } else if (delta > 0) {
    if (dX < caldX) {
      xVal--;
      region = 'upper-left';
    } else {
      yVal--;
      region = 'upper-right';
    }
  } else if (dX < W / 2 - caldX) {
    xVal--;
    region = 'lower-left';
  } else region = 'lower-right';
  return { row: yVal, col: xVal - extra, cell, dX, dY, region };
}

/** One region of a rectangle cell, as a polygon in board units. */
export interface TutorialRegionShape {
  readonly region: TutorialRegion;
  readonly points: readonly Point[];
}

/**
 * The regions findHexTile splits a rectangle cell into (the cell's own tile and its slanted triangles), in board
 * units, for the Lab to draw under the pointer. Even cells (rows, columns) hold their tile in the middle with
 * triangles cut off on one side; odd cells, which the tutorial's shifted lines straddle, are split in four.
 */
export function tutorialRegions(
  orientation: Orientation,
  parity: Parity,
  size: number,
  cell: { xVal: number; yVal: number },
): TutorialRegionShape[] {
  const { width: W, height: H } = tutorialTileSize(orientation, size);
  const extra = parity === 'even' ? 1 : 0;
  const pointy = orientation === 'pointy';
  const cellW = pointy ? W : (W * 3) / 4;
  const cellH = pointy ? (H * 3) / 4 : H;
  const x0 = cell.xVal * cellW - W / 2 - extra * (pointy ? W / 2 : (3 * W) / 4);
  const y0 = cell.yVal * cellH - H / 2 - extra * (pointy ? (3 * H) / 4 : H / 2);
  const at = (pts: [number, number][]): Point[] => pts.map(([x, y]) => ({ x: x0 + x, y: y0 + y }));
  const shape = (region: TutorialRegion, pts: [number, number][]): TutorialRegionShape => ({ region, points: at(pts) });
  const even = ((pointy ? cell.yVal : cell.xVal) & 1) === 0;
  if (pointy) {
    return even
      ? [
          shape('upper-left', [
            [0, 0],
            [W / 2, 0],
            [0, H / 4],
          ]),
          shape('upper-right', [
            [W / 2, 0],
            [W, 0],
            [W, H / 4],
          ]),
          shape('cell', [
            [0, H / 4],
            [W / 2, 0],
            [W, H / 4],
            [W, cellH],
            [0, cellH],
          ]),
        ]
      : [
          shape('upper-left', [
            [0, 0],
            [W / 2, 0],
            [W / 2, H / 4],
          ]),
          shape('left', [
            [0, 0],
            [W / 2, H / 4],
            [W / 2, cellH],
            [0, cellH],
          ]),
          shape('upper-right', [
            [W / 2, 0],
            [W, 0],
            [W / 2, H / 4],
          ]),
          shape('right', [
            [W / 2, H / 4],
            [W, 0],
            [W, cellH],
            [W / 2, cellH],
          ]),
        ];
  }
  return even
    ? [
        shape('upper-left', [
          [0, 0],
          [W / 4, 0],
          [0, H / 2],
        ]),
        shape('lower-left', [
          [0, H / 2],
          [W / 4, H],
          [0, H],
        ]),
        shape('cell', [
          [W / 4, 0],
          [cellW, 0],
          [cellW, H],
          [W / 4, H],
          [0, H / 2],
        ]),
      ]
    : [
        shape('upper-left', [
          [0, 0],
          [W / 4, H / 2],
          [0, H / 2],
        ]),
        shape('upper-right', [
          [0, 0],
          [cellW, 0],
          [cellW, H / 2],
          [W / 4, H / 2],
        ]),
        shape('lower-left', [
          [0, H / 2],
          [W / 4, H / 2],
          [0, H],
        ]),
        shape('lower-right', [
          [W / 4, H / 2],
          [cellW, H / 2],
          [cellW, H],
          [0, H],
        ]),
      ];
}
