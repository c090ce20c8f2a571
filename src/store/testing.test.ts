// The store's test helpers find every later mode's part where the mode keeps it, rather than listing the modes.
import { describe, expect, it } from 'vitest';
import { MODES } from '../share/types';
import { ALL_PARTS, BOARD_RESETS } from './testing';

describe("the store's test helpers", () => {
  it("find every later mode's part, in tab order", () => {
    expect(ALL_PARTS.map((part) => part.mode)).toEqual(['lab', 'editor', 'hero', 'proximity', 'puzzle']);
  });

  it("hold every mode's reset for a new board, in the order the transition applies them", () => {
    expect(Object.keys(BOARD_RESETS)).toEqual([...MODES, 'puzzle']);
  });
});
