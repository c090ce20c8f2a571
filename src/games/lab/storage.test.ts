import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axialToInterlaced, makeBoard, shapePreset, type LevelData, type OffsetSettings } from '../../engine';
import { MAX_PRINTED_ROWS, storageText, type StorageFormat, type StorageWords } from './storage';

/** Comments as the catalogue writes them: any language's must keep the printout runnable. */
const WORDS: StorageWords = {
  levelData: '// levelData',
  axial: '// axial\n// two lines',
  interlaced: '// interlaced',
  more: (n) => `  // … ${n} more rows`,
};

const LAYOUTS: OffsetSettings[] = [
  { orientation: 'pointy', parity: 'odd' },
  { orientation: 'pointy', parity: 'even' },
  { orientation: 'flat', parity: 'odd' },
  { orientation: 'flat', parity: 'even' },
];

/** Run the printed storage as a reader would, and hand back its constants. */
const run = (board: ReturnType<typeof makeBoard>, format: StorageFormat) => {
  const names = {
    levelData: ['levelData'],
    axial: ['rMin', 'qFirst', 'map'],
    interlaced: ['pairMin', 'halfMin', 'hexagonArray'],
  }[format];
  return new Function(`${storageText(board, format, WORDS)}\nreturn { ${names.join(', ')} };`)() as Record<
    string,
    number & number[] & number[][]
  >;
};
const filled = (rows: number[][]) => rows.flat().filter((v) => v !== -1).length;

describe('the map storage card', () => {
  it('prints every tile of any board at its place in all three storages, and nothing else', () => {
    const cell = fc.constantFrom(-1, 0, 0, 0, 1, 3);
    fc.assert(
      fc.property(
        fc.constantFrom(...LAYOUTS),
        fc.array(fc.array(cell, { minLength: 6, maxLength: 6 }), { minLength: 1, maxLength: 7 }),
        (settings, level: LevelData) => {
          const board = makeBoard(level, settings);
          const l = run(board, 'levelData');
          const a = run(board, 'axial');
          const i = run(board, 'interlaced');
          for (let id = 0; id < board.size; id++) {
            const v = level[board.row[id]][board.col[id]];
            const q = board.q[id];
            const r = board.r[id];
            expect(l.levelData[board.row[id]][board.col[id]]).toBe(v);
            expect(a.map[r - a.rMin][q - a.qFirst[r - a.rMin]]).toBe(v);
            const c = axialToInterlaced(settings.orientation, { q, r });
            expect(i.hexagonArray[c.pair - i.pairMin][c.half - i.halfMin]).toBe(v);
          }
          expect(filled(a.map)).toBe(board.size);
          expect(filled(i.hexagonArray)).toBe(board.size);
        },
      ),
    );
  });
  it('stores a hexagon of radius N as the guide does: 2N + 1 rows of 2N + 1 − |r − centre| hexes', () => {
    const settings = LAYOUTS[0];
    const board = makeBoard(shapePreset('hexagon', { ...settings, rows: 9, cols: 9 }), settings);
    const rows: number[][] = run(board, 'axial').map;
    expect(rows.map((r) => r.length)).toEqual([5, 6, 7, 8, 9, 8, 7, 6, 5]);
  });
  it('leaves out the rows of a huge board past the first few, saying so', () => {
    const settings = LAYOUTS[2];
    const board = makeBoard(shapePreset('rectangle', { ...settings, rows: 100, cols: 100 }), settings);
    const text = storageText(board, 'levelData', WORDS);
    expect(text.split('\n').filter((l) => l.startsWith('  [')).length).toBe(MAX_PRINTED_ROWS);
    expect(text).toContain(`… ${100 - MAX_PRINTED_ROWS} more rows`);
  });
});
