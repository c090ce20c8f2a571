import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceField, filledLevel, makeBoard, tileAtOffset } from '../../engine';
import { astar } from './astar';
import { arbQuestion, pathCost, pathProblem, referenceCosts } from './testing';
import { scoresAt, searchTrace, TILE_CLOSED, TILE_OPEN, TILE_UNSEEN, type SearchAlgorithm } from './trace';

const ALL: SearchAlgorithm[] = ['bfs', 'dijkstra', 'greedy', 'astar'];

describe('when the four searches run on random boards', () => {
  it('each finds a valid path exactly when one exists, and reports its true cost', () => {
    fc.assert(
      fc.property(arbQuestion(), fc.constantFrom(...ALL), ({ board, start, goal }, algorithm) => {
        const reachable = referenceCosts(board, start)[goal] < Infinity;
        const t = searchTrace(board, start, goal, algorithm);
        if (!reachable) return t.path === null;
        return (
          t.path !== null && pathProblem(board, t.path, start, goal) === null && t.cost === pathCost(board, t.path)
        );
      }),
      { numRuns: 1500 },
    );
  });

  it('Dijkstra and A* are as cheap as the reference; BFS takes the fewest steps', () => {
    fc.assert(
      fc.property(arbQuestion(), ({ board, start, goal }) => {
        const best = referenceCosts(board, start)[goal];
        fc.pre(best < Infinity);
        expect(searchTrace(board, start, goal, 'dijkstra').cost).toBe(best);
        expect(searchTrace(board, start, goal, 'astar').cost).toBe(best);
        const steps = distanceField(board, start).distance[goal];
        expect(searchTrace(board, start, goal, 'bfs').path!.length - 1).toBe(steps);
      }),
      { numRuns: 800 },
    );
  });

  it("agrees with the hero's A* on the cost (exact ties may pick another path of that cost)", () => {
    fc.assert(
      fc.property(arbQuestion(), ({ board, start, goal }) => {
        const t = searchTrace(board, start, goal, 'astar');
        const a = astar(board, start, goal);
        expect(t.path === null).toBe(a.path === null);
        expect(t.cost).toBe(a.cost);
      }),
      { numRuns: 500 },
    );
  });
});

describe('when the inspector steps through a search', () => {
  it('sees every tile opened before it is closed, and each parent closed before its child', () => {
    fc.assert(
      fc.property(arbQuestion(), fc.constantFrom(...ALL), ({ board, start, goal }, algorithm) => {
        const t = searchTrace(board, start, goal, algorithm);
        expect(t.order.length).toBe(t.expanded);
        t.order.forEach((id, k) => expect(t.closed[id]).toBe(k));
        for (let id = 0; id < board.size; id++) {
          const expected = t.closed[id] >= 0 ? TILE_CLOSED : t.opened[id] >= 0 ? TILE_OPEN : TILE_UNSEEN;
          expect(t.state[id]).toBe(expected);
          if (t.closed[id] >= 0) expect(t.opened[id]).toBeLessThanOrEqual(t.closed[id]);
          const p = t.parent[id];
          if (p < 0) continue;
          expect(t.closed[p]).toBeGreaterThanOrEqual(0);
          if (t.closed[id] >= 0) expect(t.closed[p]).toBeLessThan(t.closed[id]);
          expect(t.g[id]).toBe(t.g[p] + board.cost[id]);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('opens the start at step 0 and its floor neighbours once the start is expanded', () => {
    const board = makeBoard(filledLevel(5, 5), { orientation: 'pointy', parity: 'odd' });
    const start = tileAtOffset(board, { row: 2, col: 2 });
    const t = searchTrace(board, start, tileAtOffset(board, { row: 4, col: 4 }), 'dijkstra');
    expect(t.opened[start]).toBe(0);
    for (let d = 0; d < 6; d++) expect(t.opened[board.neighbors[start * 6 + d]]).toBe(1);
  });
});

describe('when the searches are compared on open floor', () => {
  const board = makeBoard(filledLevel(15, 15), { orientation: 'flat', parity: 'even' });
  const start = tileAtOffset(board, { row: 1, col: 1 });
  const goal = tileAtOffset(board, { row: 13, col: 12 });
  const run = (a: SearchAlgorithm) => searchTrace(board, start, goal, a);

  it('A* and greedy expand far fewer tiles than BFS and Dijkstra', () => {
    expect(run('astar').expanded * 3).toBeLessThan(run('dijkstra').expanded);
    expect(run('greedy').expanded * 3).toBeLessThan(run('bfs').expanded);
  });

  it('all four agree on the cost when every tile costs 1', () => {
    const costs = (['bfs', 'dijkstra', 'greedy', 'astar'] as const).map((a) => run(a).cost);
    expect(new Set(costs).size).toBe(1);
  });

  it('shows the heuristic only for the searches that use one', () => {
    expect(run('astar').h[start]).toBe(run('greedy').h[start]);
    expect(run('astar').h[start]).toBeGreaterThan(0);
    expect(run('dijkstra').h[start]).toBe(0);
  });
});

describe('when tiles carry movement costs', () => {
  // A band of swamp (cost 9, two rows deep) with one plain gap: Dijkstra goes round through the gap, BFS wades through.
  const level = filledLevel(9, 9);
  for (const r of [4, 5]) for (let c = 0; c < 9; c++) level[r][c] = c === 8 ? 0 : 9;
  const board = makeBoard(level, { orientation: 'pointy', parity: 'odd' });
  const start = tileAtOffset(board, { row: 0, col: 1 });
  const goal = tileAtOffset(board, { row: 8, col: 1 });

  it('says only Dijkstra and A* are guaranteed optimal, and BFS costs more', () => {
    const t = Object.fromEntries(
      (['bfs', 'dijkstra', 'greedy', 'astar'] as const).map((a) => [a, searchTrace(board, start, goal, a)]),
    );
    expect([t.bfs.optimal, t.dijkstra.optimal, t.greedy.optimal, t.astar.optimal]).toEqual([false, true, false, true]);
    expect(t.dijkstra.cost).toBe(referenceCosts(board, start)[goal]);
    expect(t.bfs.cost).toBeGreaterThan(t.dijkstra.cost);
  });

  it('calls BFS optimal where every tile costs the same', () => {
    const plain = makeBoard(filledLevel(4, 4), { orientation: 'pointy', parity: 'odd' });
    expect(searchTrace(plain, 0, 15, 'bfs').optimal).toBe(true);
  });
});

describe('when the inspector steps through a search', () => {
  it('shows the g and parent each tile had at that step, ending at the final ones', () => {
    fc.assert(
      fc.property(arbQuestion(), fc.constantFrom(...ALL), ({ board, start, goal }, algorithm) => {
        const t = searchTrace(board, start, goal, algorithm);
        const last = scoresAt(t, t.expanded);
        expect(Array.from(last.g)).toEqual(Array.from(t.g));
        expect(Array.from(last.parent)).toEqual(Array.from(t.parent));
        let prev = scoresAt(t, 0);
        for (let k = 1; k <= t.expanded; k++) {
          const now = scoresAt(t, k);
          for (let id = 0; id < board.size; id++) {
            // a tile is reached exactly from the step it was opened, and its g only ever goes down
            expect(now.g[id] < Infinity).toBe(t.opened[id] >= 0 && t.opened[id] <= k);
            expect(now.g[id]).toBeLessThanOrEqual(prev.g[id]);
          }
          prev = now;
        }
      }),
      { numRuns: 150 },
    );
  });

  it("keeps a tile's first, dearer g until the step that found the cheaper way in", () => {
    // Costly floor (2..9) all round: A* first reaches tile (2, 1) through a dearer neighbour, then finds a cheaper one.
    const board = makeBoard(
      [
        [0, 0, 0],
        [6, 6, 0],
        [3, 5, 4],
        [8, 0, 3],
      ],
      { orientation: 'pointy', parity: 'odd' },
    );
    const start = tileAtOffset(board, { row: 0, col: 0 });
    const tile = tileAtOffset(board, { row: 2, col: 1 });
    const t = searchTrace(board, start, tileAtOffset(board, { row: 3, col: 2 }), 'astar');
    const times = Array.from(t.updates.tile).flatMap((id, i) => (id === tile ? [i] : []));
    expect(times.length).toBeGreaterThan(1);
    const [first, last] = [times[0], times[times.length - 1]];
    const improved = t.updates.step[last];
    expect(t.updates.g[first]).toBeGreaterThan(t.g[tile]);
    expect(scoresAt(t, improved - 1).g[tile]).toBe(t.updates.g[times[times.length - 2]]);
    expect(scoresAt(t, improved - 1).parent[tile]).toBe(t.updates.parent[times[times.length - 2]]);
    expect(scoresAt(t, improved).g[tile]).toBe(t.g[tile]);
    expect(scoresAt(t, improved).parent[tile]).toBe(t.parent[tile]);
  });
});
