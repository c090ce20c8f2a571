import { choose, mode, open } from './app';
import { flow } from './engine';
import { HIT_LAYOUTS } from './hits';
import { hitsThroughZoomAndDrag } from './hitflows';

for (const L of HIT_LAYOUTS) {
  flow(
    `on the tutorial hexagon (${L.orientation.toLowerCase()}), the tile hit is the engine's, at 2,000 points, before and after a wheel zoom and a drag`,
    async (page) => {
      await open(page);
      await mode(page, 'Lab');
      await choose(page, 'Tile labels', 'None');
      await choose(page, 'Orientation', L.orientation);
      await hitsThroughZoomAndDrag(page, L);
    },
  );
}
