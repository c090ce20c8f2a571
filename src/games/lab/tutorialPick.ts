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
