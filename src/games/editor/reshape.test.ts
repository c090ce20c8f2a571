import { describe, expect, it } from 'vitest';
import { TUTORIAL_HEXAGON } from '../../engine';
import { clear, invert, resize, transposeLevel } from './reshape';
import { shapeKey, snapshot, valueCounts } from './testing';

describe('when the board is resized', () => {
  const level = [
    [0, 1],
    [2, -1],
  ];

  it('anchored top-left, keeps every cell where it was and pads with void', () => {
    expect(resize(level, 3, 3, 'top-left')).toEqual([
      [0, 1, -1],
      [2, -1, -1],
      [-1, -1, -1],
    ]);
  });

  it('crops what falls outside when it shrinks', () => {
    expect(resize(level, 1, 1)).toEqual([[0]]);
  });

  it('anchored at the centre, splits the new space on both sides', () => {
    expect(resize([[5]], 1, 3, 'center')).toEqual([[-1, 5, -1]]);
    expect(resize([[5]], 5, 1, 'center')).toEqual([[-1], [-1], [5], [-1], [-1]]);
  });

  it('anchored at the centre with a layout, moves the offset lines by an even count so the shape is unchanged', () => {
    const settings = { orientation: 'pointy', parity: 'odd' } as const;
    const grown = resize(TUTORIAL_HEXAGON, 15, 15, 'center', settings);
    expect(shapeKey(grown, settings)).toEqual(shapeKey(TUTORIAL_HEXAGON, settings));
    const flat = { orientation: 'flat', parity: 'even' } as const;
    expect(shapeKey(resize(TUTORIAL_HEXAGON, 14, 14, 'center', flat), flat)).toEqual(shapeKey(TUTORIAL_HEXAGON, flat));
  });

  it('keeps sizes between 1 and 250', () => {
    const out = resize(level, 0, 999);
    expect(out).toHaveLength(1);
    expect(out[0]).toHaveLength(250);
  });

  it('leaves the input alone', () => {
    const before = snapshot(level);
    resize(level, 4, 4, 'center');
    expect(level).toEqual(before);
  });
});

describe('when the board is transposed, cleared or inverted', () => {
  it('transposes rows and columns', () => {
    expect(
      transposeLevel([
        [0, 1, 2],
        [3, 4, 5],
      ]),
    ).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
  });

  it('clears to an empty canvas of the same size', () => {
    expect(valueCounts(clear(TUTORIAL_HEXAGON))).toEqual({ '-1': 169 });
  });

  it('inverts floor and void, keeps walls, and turns cost floors into void', () => {
    expect(invert([[-1, 0, 1, 5]])).toEqual([[0, -1, 1, -1]]);
    expect(valueCounts(invert(TUTORIAL_HEXAGON))).toEqual({ 0: 42, '-1': 127 });
  });
});
