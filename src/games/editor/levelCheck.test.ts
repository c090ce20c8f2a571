import { describe, expect, it } from 'vitest';
import { TUTORIAL_HEXAGON } from '../../engine';
import { checkLevel, exceedsMaxSide } from './levelCheck';

describe('when a stored board is checked', () => {
  it("accepts the tutorial's board as it is", () => {
    expect(checkLevel(JSON.parse(JSON.stringify(TUTORIAL_HEXAGON)))).toEqual({ ok: true, level: TUTORIAL_HEXAGON });
  });

  it.each([
    [{ rows: 3 }, 'The board is not a list of rows.'],
    [[], 'The board has no rows.'],
    [[[0], 'x'], 'Row 2 of the board is not a list of values.'],
    [[[0], []], 'Row 2 of the board is empty.'],
    [[[0, 0], [0]], 'Row 2 has 1 value but row 1 has 2.'],
    [[[0, 0], [0, 1.5]], 'The value 1.5 in row 2, column 2 is not a tile'],
    [[[0, '0']], 'The value "0" in row 1, column 2 is not a tile'],
    [[[null]], 'The value null in row 1, column 1 is not a tile'],
    [Array.from({ length: 251 }, () => [0]), 'The board has 251 rows; the largest board is 250 x 250.'],
  ])('refuses %j, saying why', (value, message) => {
    const result = checkLevel(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });
});

describe('when a turned board may have grown', () => {
  it('tells whether it is past the largest board', () => {
    expect(exceedsMaxSide(TUTORIAL_HEXAGON)).toBe(false);
    expect(exceedsMaxSide([new Array(251).fill(0)])).toBe(true);
  });
});
