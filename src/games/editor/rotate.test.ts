import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { filledLevel, makeBoard, TUTORIAL_HEXAGON, type LevelData, type OffsetSettings } from '../../engine';
import { reflect, rotate60 } from './rotate';
import { ALL_SETTINGS, levelArb, snapshot, valueCounts } from './testing';

/** Property tests run thousands of cases; the shared two-core machine can be slow, so they get room. */
const SLOW = 60_000;

const pointyOdd: OffsetSettings = { orientation: 'pointy', parity: 'odd' };
const settingsArb = fc.constantFrom(...ALL_SETTINGS);
const nonVoid = (level: LevelData) =>
  level
    .flat()
    .filter((v) => v !== -1)
    .sort();
/** How many pairs of tiles touch: a true rotation or reflection keeps this. */
const touchingPairs = (level: LevelData, settings: OffsetSettings) => {
  const board = makeBoard(level, settings);
  return board.neighbors.filter((n) => n >= 0).length / 2;
};
/** Rotating by zero steps only re-fits the shape tightly: the normal form rotations return to. */
const tight = (level: LevelData, settings: OffsetSettings) => rotate60(level, settings, 0);

describe("when the tutorial's hexagon is rotated or reflected", () => {
  it('is the same hexagon after every 60-degree turn', () => {
    for (let k = -6; k <= 6; k++) expect(rotate60(TUTORIAL_HEXAGON, pointyOdd, k)).toEqual(TUTORIAL_HEXAGON);
  });

  it('is the same hexagon after each reflection', () => {
    for (const axis of ['q', 'r', 's'] as const)
      expect(reflect(TUTORIAL_HEXAGON, pointyOdd, axis)).toEqual(TUTORIAL_HEXAGON);
  });
});

describe('when a rectangle is turned half way round', () => {
  it('keeps its 12 tiles, re-fitted because the shifted middle row now leans the other way', () => {
    expect(rotate60(filledLevel(3, 4, 0), pointyOdd, 3)).toEqual([
      [-1, 0, 0, 0, 0],
      [0, 0, 0, 0, -1],
      [-1, 0, 0, 0, 0],
    ]);
  });

  it('turns a row of three tiles into a line down-right with one step (pointy)', () => {
    expect(rotate60([[0, 1, 2]], pointyOdd, 1)).toEqual([
      [0, -1],
      [1, -1],
      [-1, 2],
    ]);
  });
});

describe('when any shape is rotated or reflected', () => {
  it(
    'keeps every tile and its value, and which tiles touch',
    () => {
      fc.assert(
        fc.property(levelArb(), settingsArb, fc.integer({ min: -7, max: 7 }), (level, settings, k) => {
          const out = rotate60(level, settings, k);
          expect(nonVoid(out)).toEqual(nonVoid(level));
          expect(touchingPairs(out, settings)).toBe(touchingPairs(level, settings));
        }),
      );
    },
    SLOW,
  );

  it(
    'comes back to itself after six turns, and a turn back undoes a turn',
    () => {
      fc.assert(
        fc.property(levelArb(), settingsArb, fc.integer({ min: -5, max: 5 }), (level, settings, k) => {
          let out = level;
          for (let i = 0; i < 6; i++) out = rotate60(out, settings, 1);
          expect(out).toEqual(tight(level, settings));
          expect(rotate60(rotate60(level, settings, k), settings, -k)).toEqual(tight(level, settings));
        }),
      );
    },
    SLOW,
  );

  it(
    'comes back to itself after two reflections on the same axis',
    () => {
      fc.assert(
        fc.property(levelArb(), settingsArb, fc.constantFrom('q', 'r', 's' as const), (level, settings, axis) => {
          const once = reflect(level, settings, axis);
          expect(nonVoid(once)).toEqual(nonVoid(level));
          expect(touchingPairs(once, settings)).toBe(touchingPairs(level, settings));
          expect(reflect(once, settings, axis)).toEqual(tight(level, settings));
        }),
      );
    },
    SLOW,
  );

  it('leaves the input alone and gives an empty board back unchanged', () => {
    const level = [
      [-1, 0],
      [1, -1],
    ];
    const before = snapshot(level);
    rotate60(level, pointyOdd, 2);
    reflect(level, pointyOdd, 'q');
    expect(level).toEqual(before);
    const empty = filledLevel(3, 3, -1);
    expect(rotate60(empty, pointyOdd, 1)).toBe(empty);
  });

  it(
    'fits the result tightly: every edge row and column holds a tile',
    () => {
      fc.assert(
        fc.property(levelArb(), settingsArb, fc.integer({ min: 0, max: 5 }), (level, settings, k) => {
          const out = rotate60(level, settings, k);
          if (valueCounts(out)['-1'] === out.length * out[0].length) return;
          const edges = [out[0], out[out.length - 1], out.map((l) => l[0]), out.map((l) => l[l.length - 1])];
          for (const edge of edges) expect(edge.some((v) => v !== -1)).toBe(true);
        }),
      );
    },
    SLOW,
  );
});
