import { expect } from 'vitest';
import { choose, domTiles, mode, open, tileCentre, tileHas } from './app';
import { flow } from './engine';

flow('an Editor stroke paints every cell along a drag, and nothing else', async (page) => {
  await open(page);
  await mode(page, 'Editor');
  await choose(page, 'Paint with', 'Wall');
  // A fast drag: only the two ends and a middle point; the cells between must be painted all the same.
  const [from, via, to] = [await tileCentre(page, 6, 1), await tileCentre(page, 6, 6), await tileCentre(page, 6, 11)];
  await page.drag(from, to, { via: [via], steps: 1 });
  for (let col = 1; col <= 11; col++) await tileHas(page, 6, col, 'data-kind', 'wall');
  const walls = (await domTiles(page)).filter((t) => t.kind === 'wall');
  expect(walls.map((t) => `${t.row},${t.col}`).sort()).toEqual(Array.from({ length: 11 }, (_, i) => `6,${i + 1}`).sort());
});
