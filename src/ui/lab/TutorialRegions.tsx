/*
 * The minesweeper tutorial's own pixel-to-tile method drawn under the pointer: the rectangle cell the point falls in
 * and its slanted triangles, the region findHexTile picks filled. It follows the pointer through the pointer store,
 * so only this small layer re-renders.
 */
import { tutorialPick, tutorialRegions } from '../../games/lab/tutorialPick';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import { usePointer } from '../board/usePointer';

export function TutorialRegions() {
  const on = useHexlab((s) => s.lab.regions);
  const point = usePointer((s) => (on ? s.point : null));
  const { geometry } = useBoardContext();
  if (!on || !point) return null;
  const { orientation, parity } = geometry.layout;
  const size = geometry.layout.size.x;
  const pick = tutorialPick(orientation, parity, size, point);
  const shapes = tutorialRegions(orientation, parity, size, pick.cell);
  return (
    <g
      data-testid="tutorial-regions"
      data-cell={`${pick.cell.xVal},${pick.cell.yVal}`}
      data-region={pick.region}
      className="tutorial-regions"
    >
      {shapes.map((s) => (
        <polygon
          key={s.region}
          points={s.points.map((p) => `${p.x},${p.y}`).join(' ')}
          data-region={s.region}
          data-active={s.region === pick.region ? 'yes' : undefined}
          className={s.region === pick.region ? 'region region-active' : 'region'}
        />
      ))}
    </g>
  );
}
