// Test builders for the hero: random boards with layouts, and an independent check of the box's corners.
import fc from 'fast-check';
import { KIND_FLOOR, makeLayout, pixelToAxial, tileAtAxial, type Board, type Layout } from '../../engine';
import { arbBoard, floorTiles } from '../pathfinding/testing';
import type { HeroState } from './state';

/** A random board (walls, void, both layouts and parities), its layout, and a floor tile to start on. */
export const arbArena = (maxRows = 10, maxCols = 10): fc.Arbitrary<{ board: Board; layout: Layout; tile: number }> =>
  fc
    .record({ board: arbBoard(maxRows, maxCols), size: fc.double({ min: 4, max: 40, noNaN: true }), pick: fc.nat() })
    .filter(({ board }) => floorTiles(board).length > 0)
    .map(({ board, size, pick }) => {
      const layout = makeLayout({
        orientation: board.orientation,
        parity: board.parity,
        size,
        origin: { x: size, y: size },
      });
      const floor = floorTiles(board);
      return { board, layout, tile: floor[pick % floor.length] };
    });

/** The box corners and centre over a wall or void, as a list of the offending points (empty when all clear). */
export function cornersInside(board: Board, layout: Layout, hero: HeroState): { x: number; y: number }[] {
  const { width, height } = hero.body;
  const points = [
    { x: hero.x, y: hero.y },
    { x: hero.x - width / 2, y: hero.y - height / 2 },
    { x: hero.x + width / 2, y: hero.y - height / 2 },
    { x: hero.x - width / 2, y: hero.y + height / 2 },
    { x: hero.x + width / 2, y: hero.y + height / 2 },
  ];
  return points.filter((p) => {
    const id = tileAtAxial(board, pixelToAxial(layout, p));
    return id < 0 || board.kind[id] !== KIND_FLOOR;
  });
}

/**
 * A 7 x 7 board (pointy, odd) where the axial tutorial's recursive pathfinder from row 3, column 0 to row 3, column 6
 * walks 14 steps where the shortest path takes 7.
 */
export const DETOUR_LEVEL: number[][] = [
  [0, 0, 0, 0, 1, 0, 0],
  [0, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 1],
  [0, 1, 0, 0, 1, 0, 0],
  [0, 0, 1, 0, 0, 1, 1],
  [0, 1, 0, 0, 0, 0, 1],
  [1, 0, 0, 0, 0, 0, 0],
];
