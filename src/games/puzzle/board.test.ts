import { describe, expect, it } from 'vitest';
import { buildPuzzle, clueHolds, clueNumber, lineCells, lineHolds, lineNumber, type PuzzleBoard } from './board';
import { parseLevel } from './level';
import { levelText } from './testKit';

function board(rows: string[]): PuzzleBoard {
  const r = parseLevel(levelText(rows));
  if (!r.ok) throw new Error(JSON.stringify(r.problem));
  return buildPuzzle(r.level);
}
const id = (b: PuzzleBoard, x: number, y: number) => b.idAt[y * 33 + x];

// A black cell at (2, 2) with its six neighbours: (2,0) up, (3,1) up-right, (3,3) down-right, (2,4) down,
// (1,3) down-left, (1,1) up-left. Columns are two characters wide.
describe('buildPuzzle', () => {
  it('gives each cell its six neighbours clockwise from north, -1 where there is none', () => {
    const b = board(['.. .. x. ..', '.. o. .. x.', '.. .. O+ ..', '.. .. .. o.', '.. .. x. ..']);
    const c = id(b, 2, 2);
    expect([...b.neighbours.subarray(c * 6, c * 6 + 6)]).toEqual([
      id(b, 2, 0),
      id(b, 3, 1),
      id(b, 3, 3),
      id(b, 2, 4),
      -1,
      id(b, 1, 1),
    ]);
    expect(clueNumber(b, c)).toBe(3);
  });

  it('counts a blue cell flower: the blue cells within two steps', () => {
    const b = board([
      '.. .. x. ..',
      '.. .. .. ..',
      'x. .. X+ .. x.',
      '.. .. .. ..',
      '.. .. .. ..',
      '.. .. .. ..',
      '.. x. .. ..',
    ]);
    // (2,0) is two up; (0,2) and (4,2) two to the sides; (1,6) is four rows down and one left: outside
    expect(clueNumber(b, id(b, 2, 2))).toBe(3);
    expect([...b.flower.subarray(id(b, 2, 2) * 18, id(b, 2, 2) * 18 + 18)].filter((v) => v >= 0)).toHaveLength(3);
  });

  it('runs | down its column, \\ down-right and / down-left, skipping empty slots, nearest first', () => {
    const b = board([
      '.. .. \\+ .. |+ .. /+',
      '.. .. .. x. o. .. ..',
      '.. .. .. .. o. x. ..',
      '.. .. .. .. x. .. ..',
      '.. .. .. .. .. .. x.',
      '.. .. .. .. o. .. ..',
    ]);
    expect([...lineCells(b, 1)]).toEqual([id(b, 4, 1), id(b, 4, 2), id(b, 4, 3), id(b, 4, 5)]);
    expect(id(b, 5, 3)).toBe(-1); // (5,3) is empty: the \ line goes (3,1) (4,2) (5,3) (6,4)
    expect([...lineCells(b, 0)]).toEqual([id(b, 3, 1), id(b, 4, 2), id(b, 6, 4)]);
    expect([...lineCells(b, 2)]).toEqual([id(b, 4, 2)]); // (5,1) and (3,3) are empty
    expect(lineNumber(b, 1)).toBe(1);
    expect(lineNumber(b, 0)).toBe(2);
  });
});

describe('together and apart', () => {
  // Ring around (2,2): up (2,0), up-right (3,1), down-right (3,3), down (2,4), down-left (1,3), up-left (1,1)
  const around = (up: string, ur: string, dr: string, dn: string, dl: string, ul: string, mark: string) =>
    board(['.. .. ' + up, '.. ' + ul + ' .. ' + ur, '.. .. O' + mark, '.. ' + dl + ' .. ' + dr, '.. .. ' + dn]);

  it('reads a run that wraps around north as together', () => {
    const b = around('x.', 'x.', 'o.', 'o.', 'o.', 'x.', 'c');
    expect(clueHolds(b, id(b, 2, 2))).toBe(true);
    const n = around('x.', 'x.', 'o.', 'o.', 'o.', 'x.', 'n');
    expect(clueHolds(n, id(n, 2, 2))).toBe(false);
  });

  it('reads blue cells on both sides of a missing cell as apart', () => {
    const b = around('x.', '..', 'x.', 'o.', 'o.', 'o.', 'n');
    expect(clueHolds(b, id(b, 2, 2))).toBe(true);
    const c = around('x.', '..', 'x.', 'o.', 'o.', 'o.', 'c');
    expect(clueHolds(c, id(c, 2, 2))).toBe(false);
  });

  it('reads six blue neighbours as one run, and a single blue as together', () => {
    const six = around('x.', 'x.', 'x.', 'x.', 'x.', 'x.', 'c');
    expect(clueHolds(six, id(six, 2, 2))).toBe(true);
    const one = around('o.', 'o.', 'x.', 'o.', 'o.', 'o.', 'n');
    expect(clueHolds(one, id(one, 2, 2))).toBe(false);
    const plain = around('x.', 'o.', 'x.', 'o.', 'o.', 'o.', '+');
    expect(clueHolds(plain, id(plain, 2, 2))).toBe(true);
  });

  it('reads a line as together when its blue cells are consecutive among its cells, across holes', () => {
    const line = (mark: string, cells: string[]) => board(['.. |' + mark, ...cells.map((c) => '.. ' + c)]);
    expect(lineHolds(line('c', ['x.', '..', '..', 'x.', 'o.']), 0)).toBe(true);
    expect(lineHolds(line('n', ['x.', '..', '..', 'x.', 'o.']), 0)).toBe(false);
    expect(lineHolds(line('n', ['x.', '..', 'o.', '..', 'x.']), 0)).toBe(true);
    expect(lineHolds(line('c', ['x.', '..', 'o.', '..', 'x.']), 0)).toBe(false);
    expect(lineHolds(line('+', ['x.', '..', 'o.', '..', 'x.']), 0)).toBe(true);
  });
});
