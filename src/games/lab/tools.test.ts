import { describe, expect, it } from 'vitest';
import { axialDistance, filledLevel, makeBoard, tileAtOffset, tileAxial, WALL } from '../../engine';
import { reflectAxis, runTool, toolCounts, usesHover } from './tools';

const settings = { orientation: 'pointy', parity: 'odd' } as const;
const open = makeBoard(filledLevel(15, 15), settings);
const centre = tileAtOffset(open, { row: 7, col: 7 });

describe('when a lab tool runs from the centre of an open board', () => {
  it('draws a line of distance + 1 tiles from the selected tile to the hovered one', () => {
    const to = tileAtOffset(open, { row: 2, col: 11 });
    const line = runTool(open, 'line', centre, to, 0, 0).tiles;
    expect(line).toHaveLength(axialDistance(tileAxial(open, centre), tileAxial(open, to)) + 1);
    expect(line[0]).toBe(centre);
    expect(line.at(-1)).toBe(to);
  });
  it('marks 3N(N+1)+1 tiles for range N and 6N for ring N', () => {
    for (const n of [0, 1, 2, 3]) {
      expect(runTool(open, 'range', centre, -1, n, 0).tiles).toHaveLength(3 * n * (n + 1) + 1);
      expect(runTool(open, 'ring', centre, -1, n, 0).tiles).toHaveLength(n === 0 ? 1 : 6 * n);
    }
  });
  it('numbers the spiral ring by ring, starting at the centre', () => {
    const spiral = runTool(open, 'spiral', centre, -1, 2, 0).tiles;
    expect(spiral[0]).toBe(centre);
    const d = spiral.map((id) => axialDistance(tileAxial(open, id), tileAxial(open, centre)));
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect(new Set(spiral).size).toBe(19);
  });
  it('turns a ring about the hovered tile, keeping the source to compare', () => {
    const pivot = tileAtOffset(open, { row: 7, col: 9 });
    const turned = runTool(open, 'rotate', centre, pivot, 1, 3);
    expect(turned.source).toHaveLength(7);
    expect(turned.tiles).toHaveLength(7);
    // Half a turn about a tile two steps east puts the centre four steps east.
    expect(turned.tiles.at(-1)).toBe(tileAtOffset(open, { row: 7, col: 11 }));
  });
  it('reflects about the hovered tile across the chosen axis', () => {
    expect(reflectAxis(0)).toBe('q');
    expect(reflectAxis(4)).toBe('r');
    expect(reflectAxis(-1)).toBe('s');
    const mirrored = runTool(open, 'reflect', centre, centre, 2, 0);
    expect(new Set(mirrored.tiles)).toEqual(new Set(mirrored.source));
  });
  it('follows the hovered tile when nothing is selected, and does nothing without either', () => {
    expect(runTool(open, 'range', -1, centre, 1, 0).tiles).toHaveLength(7);
    expect(runTool(open, 'range', -1, -1, 1, 0).tiles).toEqual([]);
    expect(usesHover('line')).toBe(true);
    expect(usesHover('range')).toBe(false);
  });
});

describe('when field of view meets a wall', () => {
  const level = filledLevel(9, 9);
  level[4][5] = WALL;
  const board = makeBoard(level, settings);
  const from = tileAtOffset(board, { row: 4, col: 3 });
  const fov = runTool(board, 'fov', from, -1, 0, 0);
  it('hides the tiles straight behind it and names the wall as a blocker', () => {
    expect(fov.hidden).toContain(tileAtOffset(board, { row: 4, col: 6 }));
    expect(fov.hidden).toContain(tileAtOffset(board, { row: 4, col: 8 }));
    expect(fov.blockers).toEqual([tileAtOffset(board, { row: 4, col: 5 })]);
    expect(fov.tiles).toContain(tileAtOffset(board, { row: 0, col: 0 }));
  });
  it('accounts for every tile once', () => {
    expect(fov.tiles.length + fov.hidden.length + fov.blockers.length).toBe(board.size);
    expect(toolCounts('fov', fov, 0)).toMatchObject({ hidden: fov.hidden.length, blockers: 1 });
  });
});

describe('when a shape leaves the board', () => {
  it('counts the hexes off the board separately', () => {
    const corner = tileAtOffset(open, { row: 0, col: 0 });
    const ring = runTool(open, 'ring', corner, -1, 1, 0);
    expect(ring.tiles.length + ring.off.length).toBe(6);
    expect(ring.off.length).toBeGreaterThan(0);
    expect(toolCounts('ring', ring, 1)).toMatchObject({ off: ring.off.length, open: 6 });
  });
});
