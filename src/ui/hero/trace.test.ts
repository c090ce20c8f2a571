import { describe, expect, it } from 'vitest';
import { makeBoard, tileAtOffset, type LevelData } from '../../engine';
import { DETOUR_LEVEL } from '../../games/hero/testing';
import { compareAll, tileStateAt, traceFor } from './trace';

// A straight corridor of cheap tiles next to one of costly ones: BFS takes the fewest steps, not the cheapest path.
const LEVEL: LevelData = [
  [0, 9, 9, 9, 0],
  [0, 0, 0, 0, 0],
  [0, 1, 1, 1, 0],
];
const board = makeBoard(LEVEL, { orientation: 'pointy', parity: 'odd' });
const at = (row: number, col: number) => tileAtOffset(board, { row, col });

describe('when the four searches are compared', () => {
  const rows = compareAll(board, at(0, 0), at(0, 4));

  it('calls the cheapest paths optimal and the others not', () => {
    const byName = Object.fromEntries(rows.map((r) => [r.algorithm, r]));
    expect(byName.dijkstra.optimal).toBe(true);
    expect(byName.astar.optimal).toBe(true);
    expect(byName.astar.cost).toBe(byName.dijkstra.cost);
    expect(byName.bfs.cost!).toBeGreaterThan(byName.dijkstra.cost!);
    expect(byName.bfs.optimal).toBe(false);
  });

  it('gives every search a time and a count of expanded tiles', () => {
    for (const r of rows) {
      expect(r.ms).toBeGreaterThanOrEqual(0);
      expect(r.expanded).toBeGreaterThan(0);
    }
  });

  it('says so when there is no path', () => {
    const cut = compareAll(board, at(0, 0), at(2, 2));
    expect(cut.every((r) => r.cost === null && !r.optimal)).toBe(true);
  });
});

describe('when the inspector replays a search', () => {
  const t = traceFor(board, at(1, 0), at(1, 4), 'astar')!;

  it('shows only the start in the frontier before the first expansion', () => {
    const open = Array.from({ length: board.size }, (_, id) => tileStateAt(t, id, 0)).filter((s) => s === 2);
    expect(open).toHaveLength(1);
    expect(tileStateAt(t, at(1, 0), 0)).toBe(2);
  });

  it('gives the scores the search held at each step: only the start has a g before the first expansion', () => {
    const before = t.scoresAt(0);
    expect(Array.from(before.g).filter((g) => g < Infinity)).toEqual([0]);
    const after = t.scoresAt(1);
    expect(after.g[at(1, 1)]).toBe(1);
    expect(after.parent[at(1, 1)]).toBe(at(1, 0));
  });

  it('closes the start and opens its floor neighbours after one step', () => {
    expect(tileStateAt(t, at(1, 0), 1)).toBe(1);
    expect(tileStateAt(t, at(1, 1), 1)).toBe(2);
    expect(tileStateAt(t, at(2, 1), 1)).toBe(0);
  });

  it('asks the search again only when the question changes', () => {
    expect(traceFor(board, at(1, 0), at(1, 4), 'astar')).toBe(t);
    expect(traceFor(board, at(1, 0), at(1, 4), 'bfs')).not.toBe(t);
  });
});

describe('the fifth row, the axial tutorial’s recursive pathfinder', () => {
  it('is compared on the same question and marked not optimal where its walk costs more', () => {
    const b = makeBoard(DETOUR_LEVEL, { orientation: 'pointy', parity: 'odd' });
    const rows = compareAll(b, tileAtOffset(b, { row: 3, col: 0 }), tileAtOffset(b, { row: 3, col: 6 }));
    expect(rows.map((r) => r.algorithm)).toEqual(['bfs', 'dijkstra', 'greedy', 'astar', 'tutorial']);
    const tutorial = rows[4];
    expect(tutorial.cost).toBe(14);
    expect(tutorial.optimal).toBe(false);
    expect(rows.find((r) => r.algorithm === 'astar')?.cost).toBe(7);
  });
});
