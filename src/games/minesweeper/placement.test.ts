import { describe, expect, it } from 'vitest';
import { filledLevel, makeBoard, TUTORIAL_HEXAGON, transpose, type Orientation, type Parity } from '../../engine';
import { seededRandom } from '../random';
import { drawn } from './fixtures';
import { maxMines, mineCountProblem, mineCounts, placeMines } from './placement';
import { newGame, REVEALED } from './model';
import { reveal } from './reveal';

const hexagon = makeBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' });
const LAYOUTS: [Orientation, Parity][] = [
  ['pointy', 'odd'],
  ['pointy', 'even'],
  ['flat', 'odd'],
  ['flat', 'even'],
];

describe('when the player asks for a mine count', () => {
  it('accepts up to 120 on the 127-tile hexagon, since a first click keeps seven tiles clear', () => {
    expect(maxMines(hexagon)).toBe(120);
    expect(mineCountProblem(hexagon, 120)).toBeNull();
    expect(mineCountProblem(hexagon, 1)).toBeNull();
  });

  it('refuses one more and says why: the floor, the most that fit, and the safe zone', () => {
    expect(mineCountProblem(hexagon, 121)).toEqual({ kind: 'tooMany', floor: 127, max: 120, zone: 6 });
  });

  it('refuses zero, negative and fractional counts', () => {
    expect(mineCountProblem(hexagon, 0)).toEqual({ kind: 'tooFew' });
    expect(mineCountProblem(hexagon, -3)).toEqual({ kind: 'tooFew' });
    expect(mineCountProblem(hexagon, 2.5)).toEqual({ kind: 'notWhole', value: '2.5' });
    expect(mineCountProblem(hexagon, Number.NaN)).toEqual({ kind: 'notWhole', value: 'NaN' });
  });

  it('counts only floor tiles and floor neighbours: walls hold no mines', () => {
    // A strip of five floor tiles between walls: the widest safe zone is a tile and its 2 floor neighbours.
    const { board } = drawn(['#.....#']);
    expect(maxMines(board)).toBe(2);
    expect(mineCountProblem(board, 3)).toEqual({ kind: 'tooMany', floor: 5, max: 2, zone: 2 });
  });

  it('says that no mine fits on a board too small for any', () => {
    const { board } = drawn(['..', '..']);
    expect(mineCountProblem(board, 1)).toEqual({ kind: 'tooMany', floor: 4, max: 0, zone: 3 });
  });

  it('explains a board without floor', () => {
    expect(mineCountProblem(drawn(['##']).board, 1)).toEqual({ kind: 'noFloor' });
  });
});

describe('when the mines are placed for a first click', () => {
  it('puts exactly the count on floor tiles, none on the click or its neighbours', () => {
    const { board, at } = drawn(['.#......', '........', '...##...', '........', '........', '........']);
    const safe = at(3, 3);
    const mines = placeMines(board, 20, safe, seededRandom(7));
    let n = 0;
    for (let id = 0; id < board.size; id++) {
      if (!mines[id]) continue;
      n++;
      expect(board.kind[id]).toBe(0);
    }
    expect(n).toBe(20);
    expect(mines[safe]).toBe(0);
    for (let d = 0; d < 6; d++) {
      const nb = board.neighbors[safe * 6 + d];
      if (nb >= 0) expect(mines[nb]).toBe(0);
    }
  });

  it('gives the same mines for the same seed, board and first click, and others for another seed', () => {
    const a = placeMines(hexagon, 30, 60, seededRandom(123));
    const b = placeMines(hexagon, 30, 60, seededRandom(123));
    const c = placeMines(hexagon, 30, 60, seededRandom(124));
    expect([...a]).toEqual([...b]);
    expect([...a]).not.toEqual([...c]);
  });

  it('keeps the first click clear on a board too crowded for its whole safe zone', () => {
    const { board, at } = drawn(['....', '....', '....', '....']);
    const safe = at(1, 1);
    for (let seed = 0; seed < 20; seed++) {
      const mines = placeMines(board, 15, safe, seededRandom(seed));
      expect(mines[safe]).toBe(0);
      expect(mines.reduce((s, m) => s + m, 0)).toBe(15);
    }
    // 12 mines: the 9 tiles outside the zone all get one, and 3 of the 6 neighbours.
    const mines = placeMines(board, 12, safe, seededRandom(3));
    const nearMines = [0, 1, 2, 3, 4, 5].filter((d) => mines[board.neighbors[safe * 6 + d]]).length;
    expect(nearMines).toBe(3);
  });

  it('refuses a count that would leave no safe tile', () => {
    const { board } = drawn(['...']);
    expect(() => placeMines(board, 3, 0, seededRandom(1))).toThrow(RangeError);
  });

  it('counts the mines around each tile', () => {
    const { board, mines, at } = drawn(['.*.', '...', '.*.']);
    const counts = mineCounts(board, mines);
    // pointy odd: row 1 is shifted right, so (1,1) touches (0,1), (0,2), (2,1), (2,2) above and below.
    expect(counts[at(1, 1)]).toBe(2);
    expect(counts[at(1, 0)]).toBe(2);
    expect(counts[at(1, 2)]).toBe(0);
    expect(counts[at(0, 0)]).toBe(1);
  });
});

describe('on small crowded boards, at the most mines allowed', () => {
  for (const [orientation, parity] of LAYOUTS) {
    it(`every first click opens a zero (${orientation} ${parity})`, () => {
      const level = orientation === 'flat' ? transpose(filledLevel(4, 5)) : filledLevel(4, 5);
      const board = makeBoard(level, { orientation, parity });
      const mines = maxMines(board);
      expect(mines).toBe(13);
      for (let first = 0; first < board.size; first++) {
        const game = reveal(newGame(board, { mines, seed: first * 31, marks: false }), board, first);
        expect(game.status).not.toBe('lost');
        expect(game.counts[first]).toBe(0);
        expect(game.view[first]).toBe(REVEALED);
      }
    });
  }

  it('every first click on the hexagon with 120 mines opens its zone of seven', () => {
    for (let first = 0; first < hexagon.size; first += 5) {
      const game = reveal(newGame(hexagon, { mines: 120, seed: 9, marks: false }), hexagon, first);
      expect(game.counts[first]).toBe(0);
      const zone = 1 + [0, 1, 2, 3, 4, 5].filter((d) => hexagon.neighbors[first * 6 + d] >= 0).length;
      expect(127 - 120 - game.safeLeft).toBeGreaterThanOrEqual(zone);
    }
  });
});
