import { describe, expect, it } from 'vitest';
import { isPresetId, mineCountFor, PRESETS } from './presets';

describe('difficulty presets', () => {
  it("give the tutorial hexagon's 127 tiles 16, 20 and 26 mines", () => {
    expect(mineCountFor('beginner', 127)).toBe(16);
    expect(mineCountFor('intermediate', 127)).toBe(20);
    expect(mineCountFor('expert', 127)).toBe(26);
  });

  it('follow the classic densities on a 30x16 rectangle', () => {
    expect(mineCountFor('expert', 480)).toBe(99);
    expect(mineCountFor('beginner', 81)).toBe(10);
  });

  it('start custom from the beginner count', () => {
    expect(mineCountFor('custom', 200)).toBe(mineCountFor('beginner', 200));
  });

  it('keep at least one mine and one safe tile on tiny boards', () => {
    expect(mineCountFor('beginner', 3)).toBe(1);
    expect(mineCountFor('expert', 2)).toBe(1);
    expect(mineCountFor('expert', 1)).toBe(0);
  });

  it('are listed in order, ending with custom, and recognised by id', () => {
    expect(PRESETS.map((p) => p.id)).toEqual(['beginner', 'intermediate', 'expert', 'custom']);
    expect(isPresetId('expert')).toBe(true);
    expect(isPresetId('insane')).toBe(false);
  });
});
