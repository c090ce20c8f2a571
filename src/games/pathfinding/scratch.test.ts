import { describe, expect, it } from 'vitest';
import { filledLevel, makeBoard, tileAtOffset } from '../../engine';
import { astar } from './astar';
import { makeScratch, type SearchScratch } from './scratch';

// A 20x20 board of costly floor with a wall across it: the cheapest path costs far more than 44.
const level = filledLevel(20, 20).map((line) => line.map(() => 9));
level[10] = level[10].map((_, col) => (col < 18 ? 1 : 9));
const board = makeBoard(level, { orientation: 'flat', parity: 'odd' });
const start = tileAtOffset(board, { row: 0, col: 0 });
const goal = tileAtOffset(board, { row: 19, col: 2 });
const other = tileAtOffset(board, { row: 19, col: 19 });

describe('when a path costs more than the scratch leaves room for between two searches', () => {
  // A span this small stands in for a board of millions of tiles with very costly paths, which can outgrow the real one.
  const narrow = (): SearchScratch => ({ ...makeScratch(board.size), span: 300 });

  it('redoes the search with room to spare and gives the same answer', () => {
    const expected = astar(board, start, goal, makeScratch(board.size));
    expect(expected.cost).toBeGreaterThan(300);
    expect(astar(board, start, goal, narrow())).toEqual(expected);
  });

  it('answers the searches after it correctly too', () => {
    const scratch = narrow();
    astar(board, start, goal, scratch);
    expect(astar(board, start, other, scratch)).toEqual(astar(board, start, other, makeScratch(board.size)));
    expect(astar(board, other, goal, scratch)).toEqual(astar(board, other, goal, makeScratch(board.size)));
  });
});

describe('when a scratch runs out of epochs', () => {
  it('clears what earlier searches left and keeps answering as a fresh scratch would', () => {
    const scratch = makeScratch(board.size);
    const fresh = () => makeScratch(board.size);
    const answers: unknown[] = [];
    // Enough searches to pass the epoch limit several times over.
    const searches = Math.ceil((3 * 2 ** 30) / scratch.span);
    for (let i = 0; i < searches; i++) {
      const [a, b] = i % 2 ? [start, goal] : [other, start];
      if (i % 1000 === 0 || i > searches - 3) answers.push([astar(board, a, b, scratch), astar(board, a, b, fresh())]);
      else astar(board, a, b, scratch);
    }
    for (const [got, want] of answers as [unknown, unknown][]) expect(got).toEqual(want);
  });
});
