// Keeps `--screen-px` (one screen pixel in board units) on the puzzle's board, so that puzzle.css can draw the clues 11
// screen pixels tall at least. Written when the camera settles, as the viewBox is; set by the Puzzles mode alone, so
// no other board restyles its tiles at each zoom.
import { useLayoutEffect } from 'react';
import { useBoardContext } from '../board/BoardContext';
import { fitView } from '../board/camera';

export function ClueScale(): null {
  const { camera, svg } = useBoardContext();
  useLayoutEffect(() => {
    const el = svg.current;
    if (!el) return;
    const update = () => {
      const s = camera.get();
      if (!s.moving) el.style.setProperty('--screen-px', `${fitView(s.drawn, s.width, s.height).k}px`);
    };
    update();
    return camera.subscribe((s, prev) => {
      if (s.drawn !== prev.drawn || s.width !== prev.width || s.height !== prev.height || s.moving !== prev.moving)
        update();
    });
  }, [camera, svg]);
  return null;
}
