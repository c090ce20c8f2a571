import { describe, expect, it } from 'vitest';
import { filledLevel, makeBoard, tileAtOffset, type Board, type Orientation, type Parity } from '../../engine';
import { seededRandom } from '../random';
import { countView, drawn, startOn, tilesWith } from './fixtures';
import { EXPLODED, FLAGGED, HIDDEN, MARKED, MINE, newGame, REVEALED, WRONG_FLAG } from './model';
import { placeMines } from './placement';
import { reveal } from './reveal';
import { toggleFlag } from './flags';

const LAYOUTS: [Orientation, Parity][] = [
  ['pointy', 'odd'],
  ['pointy', 'even'],
  ['flat', 'odd'],
  ['flat', 'even'],
];

/**
 * The tutorials' neighbour rule, written from offsets alone (not through axial): in a pointy layout the rows above
 * and below touch (col, col+1) on shifted rows and (col-1, col) on the others; flat layouts do the same by columns.
 */
function offsetNeighbours(board: Board, row: number, col: number): number[] {
  const shifted = (n: number) => ((n & 1) === 1) === (board.parity === 'odd');
  const out: [number, number][] = [];
  if (board.orientation === 'pointy') {
    const lo = shifted(row) ? col : col - 1;
    out.push([row, col - 1], [row, col + 1], [row - 1, lo], [row - 1, lo + 1], [row + 1, lo], [row + 1, lo + 1]);
  } else {
    const lo = shifted(col) ? row : row - 1;
    out.push([row - 1, col], [row + 1, col], [lo, col - 1], [lo + 1, col - 1], [lo, col + 1], [lo + 1, col + 1]);
  }
  return out.map(([r, c]) => tileAtOffset(board, { row: r, col: c })).filter((id) => id >= 0);
}

/** What a flood from `start` should open, found by a plain breadth-first search over offset neighbours. */
function expectedOpen(board: Board, mines: Uint8Array, start: number): Set<number> {
  const count = (id: number) => offsetNeighbours(board, board.row[id], board.col[id]).filter((n) => mines[n]).length;
  const open = new Set([start]);
  const queue = count(start) === 0 ? [start] : [];
  while (queue.length) {
    const id = queue.shift() as number;
    for (const nb of offsetNeighbours(board, board.row[id], board.col[id])) {
      if (open.has(nb) || board.kind[nb] !== 0) continue;
      open.add(nb);
      if (count(nb) === 0) queue.push(nb);
    }
  }
  return open;
}

describe('when a zero is revealed', () => {
  for (const [orientation, parity] of LAYOUTS) {
    it(`opens its connected region and border numbers across odd and even lines (${orientation} ${parity})`, () => {
      const board = makeBoard(filledLevel(9, 11), { orientation, parity });
      for (let seed = 1; seed <= 12; seed++) {
        const first = (seed * 37) % board.size;
        const mines = placeMines(board, 14, first, seededRandom(seed));
        const game = startOn(board, mines, first);
        const want = [...expectedOpen(board, mines, first)].sort((a, b) => a - b);
        const got: number[] = [];
        for (let id = 0; id < board.size; id++)
          if (game.view[id] === REVEALED || (game.status === 'won' && !mines[id])) got.push(id);
        expect(got).toEqual(want);
        expect(game.safeLeft).toBe(board.size - 14 - want.length);
      }
    });
  }

  it('goes around a hole in the mask and stops at its edge', () => {
    const { board, mines, at } = drawn(['.....', '.---.', '.---.', '.....', '....*']);
    const game = startOn(board, mines, at(0, 0));
    expect(game.view[at(3, 4)]).toBe(REVEALED);
    expect(game.status).toBe('won');
    expect(countView(game.view, REVEALED)).toBe(board.size - 1);
  });

  it('stops at void: a separate island stays hidden', () => {
    const { board, mines, at } = drawn(['..-...', '..-..*']);
    const game = startOn(board, mines, at(0, 0));
    expect(tilesWith(board, game.view, REVEALED)).toEqual(['0,0', '0,1', '1,0', '1,1']);
    expect(game.status).toBe('playing');
    expect(game.safeLeft).toBe(5);
  });

  it('stops at walls and never opens them', () => {
    const { board, mines, at } = drawn(['..#..', '..#.*']);
    const game = startOn(board, mines, at(0, 0));
    expect(game.view[at(0, 2)]).toBe(HIDDEN);
    expect(game.view[at(0, 3)]).toBe(HIDDEN);
    expect(game.safeLeft).toBe(3);
  });

  it("opens a '?' inside the region but leaves a flag alone", () => {
    const { board, mines, at } = drawn(['......', '.....*']);
    let game = newGame(board, { mines: 1, seed: 1, marks: true });
    game = toggleFlag(game, board, at(0, 3));
    game = toggleFlag(toggleFlag(game, board, at(0, 4)), board, at(0, 4));
    expect(game.view[at(0, 4)]).toBe(MARKED);
    game = reveal(game, board, at(0, 0), () => mines);
    expect(game.view[at(0, 3)]).toBe(FLAGGED);
    expect(game.view[at(0, 4)]).toBe(REVEALED);
  });

  it('opens a whole 250x250 board in one reveal', () => {
    const board = makeBoard(filledLevel(250, 250), { orientation: 'pointy', parity: 'odd' });
    const mines = new Uint8Array(board.size);
    mines[board.size - 1] = 1;
    const game = startOn(board, mines, 0);
    expect(game.status).toBe('won');
    expect(countView(game.view, REVEALED)).toBe(250 * 250 - 1);
    expect(game.clicks).toBe(1);
  });
});

describe('when the first tile is revealed', () => {
  it('places the mines away from it, seeded: the same seed and click give the same game', () => {
    const board = makeBoard(filledLevel(10, 10), { orientation: 'flat', parity: 'even' });
    const a = reveal(newGame(board, { mines: 20, seed: 42, marks: false }), board, 55);
    const b = reveal(newGame(board, { mines: 20, seed: 42, marks: false }), board, 55);
    expect(a.status).toBe('playing');
    expect(a.firstClick).toBe(55);
    expect(a.counts[55]).toBe(0);
    expect([...(a.mines as Uint8Array)]).toEqual([...(b.mines as Uint8Array)]);
    expect([...a.view]).toEqual([...b.view]);
  });

  it('takes its mines from a placer when one is given', () => {
    const { board, mines, at } = drawn(['...*', '....']);
    const game = reveal(newGame(board, { mines: 1, seed: 5, marks: false }), board, at(1, 0), () => mines);
    expect(game.mines).toBe(mines);
  });
});

describe('when a number is revealed', () => {
  it('opens only that tile', () => {
    const { board, mines, at } = drawn(['....-.*.', '....-...']);
    let game = startOn(board, mines, at(0, 0));
    const before = countView(game.view, REVEALED);
    game = reveal(game, board, at(1, 5));
    expect(game.counts[at(1, 5)]).toBe(1);
    expect(game.view[at(1, 5)]).toBe(REVEALED);
    expect(countView(game.view, REVEALED)).toBe(before + 1);
  });
});

describe('when a click does nothing', () => {
  const { board, mines, at } = drawn(['.....', '...#.', '....*']);
  const game = toggleFlag(startOn(board, mines.slice(), at(0, 0)), board, at(2, 3));

  it('returns the same state for a flagged tile, a wall, a missing tile and after the game', () => {
    expect(reveal(game, board, at(2, 3))).toBe(game);
    expect(reveal(game, board, at(1, 3))).toBe(game);
    expect(reveal(game, board, -1)).toBe(game);
    expect(reveal(game, board, board.size)).toBe(game);
    const lost = reveal(game, board, at(2, 4));
    expect(reveal(lost, board, at(1, 4))).toBe(lost);
  });
});

describe('when the last safe tile is revealed', () => {
  it('wins and flags every remaining mine', () => {
    const { board, mines, at } = drawn(['.*..', '....', '...*']);
    let game = startOn(board, mines, at(1, 3));
    expect(game.status).toBe('playing');
    for (let id = 0; id < board.size; id++) if (!mines[id] && game.view[id] === HIDDEN) game = reveal(game, board, id);
    expect(game.status).toBe('won');
    expect(tilesWith(board, game.view, FLAGGED)).toEqual(['0,1', '2,3']);
    expect(game.flags).toBe(2);
    expect(game.safeLeft).toBe(0);
  });
});

describe('when a mine is revealed', () => {
  it('loses: the hit mine explodes, the others show, wrong flags are marked, right flags stay', () => {
    const { board, mines, at } = drawn(['.....', '.....', '*.*.*']);
    let game = startOn(board, mines, at(0, 4));
    game = toggleFlag(game, board, at(2, 0)); // right
    game = toggleFlag(game, board, at(2, 1)); // wrong
    const lost = reveal(game, board, at(2, 2));
    expect(lost.status).toBe('lost');
    expect(lost.exploded).toBe(at(2, 2));
    expect(lost.view[at(2, 2)]).toBe(EXPLODED);
    expect(lost.view[at(2, 4)]).toBe(MINE);
    expect(lost.view[at(2, 0)]).toBe(FLAGGED);
    expect(lost.view[at(2, 1)]).toBe(WRONG_FLAG);
    expect(toggleFlag(lost, board, at(2, 3))).toBe(lost);
  });
});

describe('copy on write', () => {
  it('gives every change a new state and view and leaves the old ones as they were', () => {
    const { board, mines, at } = drawn(['..-..', '..-.*']);
    const ready = newGame(board, { mines: 1, seed: 1, marks: false });
    const first = reveal(ready, board, at(0, 0), () => mines);
    expect(first).not.toBe(ready);
    expect(first.view).not.toBe(ready.view);
    expect(countView(ready.view, REVEALED)).toBe(0);
    const flagged = toggleFlag(first, board, at(1, 4));
    expect(flagged.view).not.toBe(first.view);
    expect(flagged.mines).toBe(first.mines);
    expect(flagged.counts).toBe(first.counts);
  });
});
