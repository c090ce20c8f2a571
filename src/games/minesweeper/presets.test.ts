import { describe, expect, it } from 'vitest';
import { makeBoard, shapePreset } from '../../engine';
import { floorCount } from './model';
import { maxMines } from './placement';
import { isPresetId, mineCountFor, PRESETS, presetFits, presetOf } from './presets';

describe('difficulty presets', () => {
  it('set the classic boards: 9 x 9 with 10, 16 x 16 with 40, 16 rows x 30 columns with 99, on rectangles', () => {
    const classic = PRESETS.filter((p) => ['beginner', 'intermediate', 'expert'].includes(p.id)).map((p) => [
      p.id,
      p.board,
      p.mines,
    ]);
    expect(classic).toEqual([
      ['beginner', { shape: 'rectangle', rows: 9, cols: 9, tiles: 81 }, 10],
      ['intermediate', { shape: 'rectangle', rows: 16, cols: 16, tiles: 256 }, 40],
      ['expert', { shape: 'rectangle', rows: 16, cols: 30, tiles: 480 }, 99],
    ]);
  });

  it('name hexagon boards whose tile counts are what the shape builds, at the classic densities', () => {
    for (const id of ['cell', 'comb', 'hive'] as const) {
      const p = presetOf(id);
      const level = shapePreset('hexagon', {
        rows: p.board!.rows,
        cols: p.board!.cols,
        orientation: 'pointy',
        parity: 'odd',
      });
      const board = makeBoard(level, { orientation: 'pointy', parity: 'odd' });
      expect(floorCount(board)).toBe(p.board!.tiles);
      expect(p.mines!).toBeLessThanOrEqual(maxMines(board));
    }
    const density = (id: 'cell' | 'comb' | 'hive') => presetOf(id).mines! / presetOf(id).board!.tiles;
    expect(density('cell')).toBeCloseTo(10 / 81, 1);
    expect(density('comb')).toBeCloseTo(40 / 256, 1);
    expect(density('hive')).toBeCloseTo(99 / 480, 1);
  });

  it('say what they play, and know their own board', () => {
    expect(presetOf('expert')).toMatchObject({ board: { shape: 'rectangle', rows: 16, cols: 30 }, mines: 99 });
    expect(presetOf('hive')).toMatchObject({ board: { shape: 'hexagon', tiles: 397 }, mines: 82 });
    expect(presetFits(presetOf('beginner'), 'rectangle', 9, 9)).toBe(true);
    expect(presetFits(presetOf('beginner'), 'hexagon', 9, 9)).toBe(false);
    expect(presetFits(presetOf('custom'), 'rectangle', 9, 9)).toBe(false);
  });

  it("give another board the preset's density: the tutorial hexagon's 127 tiles get 16, 20 and 26 mines", () => {
    expect(mineCountFor('beginner', 127)).toBe(16);
    expect(mineCountFor('intermediate', 127)).toBe(20);
    expect(mineCountFor('expert', 127)).toBe(26);
    expect(mineCountFor('custom', 200)).toBe(mineCountFor('beginner', 200));
  });

  it('keep at least one mine and one safe tile on tiny boards', () => {
    expect(mineCountFor('beginner', 3)).toBe(1);
    expect(mineCountFor('expert', 2)).toBe(1);
    expect(mineCountFor('expert', 1)).toBe(0);
  });

  it('are listed in order, ending with custom, and recognised by id', () => {
    expect(PRESETS.map((p) => p.id)).toEqual(['beginner', 'intermediate', 'expert', 'cell', 'comb', 'hive', 'custom']);
    expect(isPresetId('expert')).toBe(true);
    expect(isPresetId('insane')).toBe(false);
  });
});
