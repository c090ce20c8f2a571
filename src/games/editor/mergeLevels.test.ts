import { describe, expect, it } from 'vitest';
import { mergeLevels, sameLevel } from './mergeLevels';

const base = [
  [0, 0, 0],
  [0, 0, 0],
];

describe('when two tabs change the same board', () => {
  it("keeps both tabs' cells when they changed different cells", () => {
    const mine = [
      [1, 0, 0],
      [0, 0, 0],
    ];
    const theirs = [
      [0, 0, 0],
      [0, 0, 1],
    ];
    expect(mergeLevels(base, mine, theirs)).toEqual([
      [1, 0, 0],
      [0, 0, 1],
    ]);
  });

  it('takes the other side whole when one side changed nothing, whatever its size', () => {
    const bigger = [[0, 0, 0, 0]];
    expect(mergeLevels(base, base, bigger)).toBe(bigger);
    expect(mergeLevels(base, bigger, base)).toBe(bigger);
  });

  it('agrees when both made the same change', () => {
    const both = [
      [1, 1, 0],
      [0, 0, 0],
    ];
    expect(
      mergeLevels(
        base,
        both,
        both.map((r) => [...r]),
      ),
    ).toEqual(both);
  });

  it('can not merge a cell both changed differently, nor cells beside a resize', () => {
    expect(
      mergeLevels(
        base,
        [
          [1, 0, 0],
          [0, 0, 0],
        ],
        [
          [2, 0, 0],
          [0, 0, 0],
        ],
      ),
    ).toBeNull();
    expect(
      mergeLevels(
        base,
        [
          [1, 0, 0],
          [0, 0, 0],
        ],
        [
          [0, 0],
          [0, 0],
        ],
      ),
    ).toBeNull();
  });

  it('compares levels cell by cell', () => {
    expect(
      sameLevel(
        base,
        base.map((r) => [...r]),
      ),
    ).toBe(true);
    expect(sameLevel(base, [[0, 0, 0]])).toBe(false);
  });
});
