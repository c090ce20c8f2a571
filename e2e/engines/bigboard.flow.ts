// A 60 x 60 board: 3,600 tiles, drawn in blocks (src/ui/board/chunks.ts).
import { mkdirSync } from 'node:fs';
import { boardReady, choose, fill, mode, open, SHOTS, tileCentre } from './app';
import { engineName, flow } from './engine';
import { HIT_LAYOUTS } from './hits';
import { hitsThroughZoomAndDrag } from './hitflows';

for (const L of HIT_LAYOUTS) {
  flow(
    `on a 60 x 60 board (${L.orientation.toLowerCase()}), the tile hit is the engine's, at 2,000 points, before and after a wheel zoom and a drag`,
    async (page) => {
      await open(page);
      await mode(page, 'Lab');
      await choose(page, 'Tile labels', 'None');
      await choose(page, 'Orientation', L.orientation);
      await choose(page, 'Shape', 'Rectangle');
      await fill(page, 'Rows', '60');
      await fill(page, 'Columns', '60');
      await boardReady(page, 3600);
      // Zoomed in where four blocks meet, and a picture of it to look at.
      const corner = await tileCentre(page, 31, 31);
      await hitsThroughZoomAndDrag(page, L, {
        zoomAt: corner,
        afterZoom: async () => {
          mkdirSync(SHOTS, { recursive: true });
          await page.evaluate(() =>
            document.querySelector('svg[data-testid="board"]')!.scrollIntoView({ block: 'nearest' }),
          );
          await page.screenshot(`${SHOTS}/${engineName()}-60x60-${L.orientation.toLowerCase()}-zoomed.png`);
        },
      });
    },
  );
}
