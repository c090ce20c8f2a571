import type { Orientation, Parity, Point } from '../../engine';
import { tutorialPick } from '../../games/lab/tutorialPick';
import { useFormat, useT } from '../i18n';

/** The tutorial's rectangle-and-triangles answer for the point under the pointer, beside the axial one. */
export function TutorialPickLine({
  orientation,
  parity,
  size,
  point,
}: {
  orientation: Orientation;
  parity: Parity;
  size: number;
  point: Point;
}) {
  const pick = tutorialPick(orientation, parity, size, point);
  const WORDS = useT('lab').tutorialPick;
  const f = useFormat();
  return (
    <p
      className="lab-note"
      data-testid="tutorial-pick"
      data-row={pick.row}
      data-col={pick.col}
      data-region={pick.region}
    >
      {WORDS.text(
        pick.cell.xVal,
        pick.cell.yVal,
        f.number(pick.dX, 1),
        f.number(pick.dY, 1),
        WORDS.regions[pick.region],
        pick.row,
        pick.col,
      )}
    </p>
  );
}
