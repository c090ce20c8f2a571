import type { Orientation, Parity, Point } from '../../engine';
import { tutorialPick, type TutorialRegion } from '../../games/lab/tutorialPick';

const REGION_WORDS: Record<TutorialRegion, string> = {
  cell: 'the cell’s own tile',
  'upper-left': 'the upper-left triangle',
  'upper-right': 'the upper-right triangle',
  'lower-left': 'the lower-left triangle',
  'lower-right': 'the lower-right triangle',
  left: 'the left half, below its slant',
  right: 'the right half, below its slant',
};
const WORDS = {
  lead: 'The minesweeper tutorial’s findHexTile, for comparison:',
  text: (xVal: number, yVal: number, dX: string, dY: string, region: string, row: number, col: number) =>
    `rectangle cell (${xVal}, ${yVal}), the point at (${dX}, ${dY}) inside it, in ${region}: row ${row}, column ${col}.`,
};

/** The tutorial's rectangle-and-triangles answer for the point under the pointer, beside the axial one. */
export function TutorialPickLine({ orientation, parity, size, point }: { orientation: Orientation; parity: Parity; size: number; point: Point }) {
  const pick = tutorialPick(orientation, parity, size, point);
  return (
    <p className="lab-note" data-testid="tutorial-pick" data-row={pick.row} data-col={pick.col} data-region={pick.region}>
      {WORDS.lead} {WORDS.text(pick.cell.xVal, pick.cell.yVal, pick.dX.toFixed(1), pick.dY.toFixed(1), REGION_WORDS[pick.region], pick.row, pick.col)}
    </p>
  );
}
