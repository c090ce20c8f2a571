import { describe, expect, it } from 'vitest';
import { FLOOR, TUTORIAL_HEXAGON, VOID, WALL } from '../../engine';
import { hasWalls, sampleWalls, switchWalls, wallCells } from './walls';

describe('when the Lab puts a few walls in for field of view', () => {
  const level = TUTORIAL_HEXAGON;
  const walled = sampleWalls(level);
  const count = (l: number[][], v: number) => l.flat().filter((c) => c === v).length;
  it('turns some floor into walls', () => {
    expect(count(walled, WALL)).toBeGreaterThanOrEqual(5);
  });
  it('leaves void cells void and the board the same size', () => {
    expect(count(walled, VOID)).toBe(count(level, VOID));
    expect(walled).toHaveLength(level.length);
    expect(count(walled, FLOOR) + count(walled, WALL)).toBe(count(level, FLOOR) + count(level, WALL));
  });
  it('does not change the level it was given', () => {
    expect(count(level, WALL)).toBe(0);
  });
});

describe('when the Lab switches walls off and on', () => {
  const walled = sampleWalls(TUTORIAL_HEXAGON);
  it('turns every wall into floor and remembers where they were', () => {
    const off = switchWalls(walled, false, []);
    expect(hasWalls(off.level)).toBe(false);
    expect(off.remembered).toEqual(wallCells(walled));
    expect(off.level.flat().filter((c) => c === VOID)).toHaveLength(
      TUTORIAL_HEXAGON.flat().filter((c) => c === VOID).length,
    );
  });
  it('puts the same walls back', () => {
    const off = switchWalls(walled, false, []);
    expect(switchWalls(off.level, true, off.remembered).level).toEqual(walled);
  });
  it('puts sample walls on a board that never had any', () => {
    const on = switchWalls(TUTORIAL_HEXAGON, true, []);
    expect(on.level).toEqual(walled);
    expect(hasWalls(on.level)).toBe(true);
  });
  it('leaves a cost floor a cost floor', () => {
    const level = [[WALL, 3, FLOOR]];
    expect(switchWalls(level, false, []).level).toEqual([[FLOOR, 3, FLOOR]]);
  });
});
