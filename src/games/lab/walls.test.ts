import { describe, expect, it } from 'vitest';
import { FLOOR, TUTORIAL_HEXAGON, VOID, WALL } from '../../engine';
import { sampleWalls } from './walls';

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
