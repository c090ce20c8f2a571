import { describe, expect, it } from 'vitest';
import {
  axialToPixel,
  fourKindsMap,
  makeBoard,
  makeLayout,
  offsetToAxial,
  tileAtOffset,
  tileAxial,
  type FourKindsOptions,
  type Offset,
} from '../../engine';
import { allCoordinates, formatCoordinates, labelLines, missingText } from './coordinates';

const pointyOdd = { orientation: 'pointy', parity: 'odd' } as const;

describe('when the Lab labels the centre of the tutorial hexagon (row 6, column 6, horizontal, odd)', () => {
  const a = offsetToAxial(pointyOdd, { row: 6, col: 6 });
  it('writes it in every system', () => {
    expect(formatCoordinates(pointyOdd, a, 'offset')).toBe('6,6');
    expect(formatCoordinates(pointyOdd, a, 'axial')).toBe('3,6');
    expect(formatCoordinates(pointyOdd, a, 'cube')).toBe('3,6,-9');
    expect(formatCoordinates(pointyOdd, a, 'doubled')).toBe('12,6');
    expect(formatCoordinates(pointyOdd, a, 'interlaced')).toBe('3,12');
  });
  it('stacks cube labels one number a line, and the lines read as the one-line text', () => {
    expect(labelLines(pointyOdd, a, 'cube')).toEqual(['3,', '6,', '-9']);
    expect(labelLines(pointyOdd, a, 'cube').join('')).toBe('3,6,-9');
    expect(labelLines(pointyOdd, a, 'offset')).toEqual(['6,6']);
  });
  it('lists all five systems for the side card', () => {
    expect(allCoordinates(pointyOdd, a).map((c) => c.system)).toEqual([
      'offset',
      'axial',
      'cube',
      'doubled',
      'interlaced',
    ]);
  });
});

/**
 * The adjacency article's demo draws hexagonArray[i][j] with its top-left corner at hexagonX, hexagonY and writes
 * i + "," + j on it. Its circumRadius is our hex size.
 */
function articleCentre(opts: FourKindsOptions, i: number, j: number, R: number) {
  const pi6 = Math.cos(Math.PI / 6);
  const vertical = opts.kind === 'vertical';
  const w = 2 * R * (vertical ? 1 : pi6);
  const h = 2 * R * (vertical ? pi6 : 1);
  const x = vertical ? w * i * 1.5 + (w / 4) * 3 * (j % 2) : (w * j) / 2;
  const y = vertical ? (h * j) / 2 : h * i * 1.5 + (h / 4) * 3 * (j % 2);
  return { x: x + w / 2, y: y + h / 2 };
}

const KINDS: FourKindsOptions[] = [
  { kind: 'vertical', gridSizeX: 9, gridSizeY: 12 },
  { kind: 'vertical', gridSizeX: 8, gridSizeY: 12 },
  { kind: 'horizontal', gridSizeX: 17, gridSizeY: 8 },
  { kind: 'horizontal', gridSizeX: 17, gridSizeY: 7 },
];

describe('when a "four kinds" map is labelled in the interlaced system', () => {
  for (const opts of KINDS) {
    it(`numbers every tile of the ${opts.kind} ${opts.gridSizeX}x${opts.gridSizeY} map as the article's demo does, at the place the demo draws it`, () => {
      const map = fourKindsMap(opts);
      const board = makeBoard(map.level, map);
      const layout = makeLayout({ orientation: map.orientation, parity: map.parity, size: 40 });
      const origin = articleCentre(opts, 0, 0, 40);
      const labelled = new Map<string, { x: number; y: number }>();
      for (let id = 0; id < board.size; id++) {
        const a = tileAxial(board, id);
        labelled.set(formatCoordinates(map, a, 'interlaced'), axialToPixel(layout, a));
      }
      expect(labelled.size).toBe(board.size);
      for (const { pair: i, half: j } of map.cells) {
        const ours = labelled.get(`${i},${j}`);
        const theirs = articleCentre(opts, i, j, 40);
        expect(ours, `${i},${j}`).toBeDefined();
        expect(ours!.x).toBeCloseTo(theirs.x - origin.x, 6);
        expect(ours!.y).toBeCloseTo(theirs.y - origin.y, 6);
      }
      expect(map.cells).toHaveLength(board.size);
    });
  }
  it('writes the top-left tile 0,0 and the one below-right of it 0,1 on the nine-column map', () => {
    const map = fourKindsMap(KINDS[0]);
    const board = makeBoard(map.level, map);
    const at = (o: Offset) => formatCoordinates(map, tileAxial(board, tileAtOffset(board, o)), 'interlaced');
    expect(at({ row: 0, col: 0 })).toBe('0,0');
    expect(at({ row: 0, col: 1 })).toBe('0,1');
    expect(at({ row: 1, col: 0 })).toBe('0,2');
    expect(at({ row: 0, col: 8 })).toBe('4,0');
  });
});

describe('when an odd count leaves coordinates missing', () => {
  it('lists them as the article does, shortening long lists', () => {
    expect(missingText(fourKindsMap(KINDS[0]).missing)).toBe('(4,1), (4,3), (4,5) … (4,11)');
    expect(missingText(fourKindsMap(KINDS[3]).missing)).toBe('(3,1), (3,3), (3,5) … (3,15)');
    expect(
      missingText([
        { pair: 1, half: 1 },
        { pair: 1, half: 3 },
      ]),
    ).toBe('(1,1), (1,3)');
    expect(missingText([])).toBe('');
  });
});
