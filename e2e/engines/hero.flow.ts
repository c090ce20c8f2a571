import { expect } from 'vitest';
import { axialDistance } from '../../src/engine';
import { clickTile, domTiles, mode, open, waitFor } from './app';
import { flow } from './engine';

flow('the hero walks to a clicked tile', async (page) => {
  await open(page);
  await mode(page, 'Hero');
  const hero = await waitFor(
    page,
    'the hero',
    () => {
      const h = document.querySelector('[data-testid="hero"]');
      return h && { row: Number(h.getAttribute('data-row')), col: Number(h.getAttribute('data-col')) };
    },
    [],
  );
  const tiles = await domTiles(page);
  const at = tiles.find((t) => t.row === hero.row && t.col === hero.col)!;
  // A floor tile four steps away.
  const target = tiles.find((t) => t.kind === 'floor' && axialDistance(t, at) === 4)!;
  expect(target).toBeTruthy();
  await clickTile(page, target.row, target.col);
  // A route is shown: at least the four steps between them.
  const steps = await waitFor(
    page,
    'the path length',
    () => Number(document.querySelector('[data-testid="path-length"]')?.textContent) || 0,
    [],
  );
  expect(steps).toBeGreaterThanOrEqual(4);
  // It walks there and stops on the tile's centre (board units: the polygon's corners average to it).
  await waitFor(
    page,
    `the hero on the centre of ${target.row},${target.col}`,
    (row: number, col: number) => {
      const h = document.querySelector('[data-testid="hero"]');
      const t = document.querySelector(`svg[data-testid="board"] polygon[data-row="${row}"][data-col="${col}"]`);
      if (!h || !t || h.getAttribute('data-row') !== String(row) || h.getAttribute('data-col') !== String(col))
        return false;
      const corners = t
        .getAttribute('points')!
        .trim()
        .split(/\s+/)
        .map((p) => p.split(',').map(Number));
      const cx = corners.reduce((a, c) => a + c[0], 0) / corners.length;
      const cy = corners.reduce((a, c) => a + c[1], 0) / corners.length;
      return Math.hypot(Number(h.getAttribute('data-x')) - cx, Number(h.getAttribute('data-y')) - cy) < 0.5;
    },
    [target.row, target.col],
  );
});
