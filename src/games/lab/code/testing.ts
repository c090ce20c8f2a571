// Test helper: comments that name what they stand for, so games' tests need no catalogue (the UI's catalogues write
// the real ones; src/ui/i18n/labCode.test.ts checks those give the same code). Some span two lines, and one holds a
// JavaScript line separator, to show a comment's text never reaches the code.
import type { CodeBlock, CodeWords } from './words';

const BLOCKS: CodeBlock[] = [
  'directions',
  'line',
  'range',
  'ring',
  'spiral',
  'rotate',
  'reflect',
  'fieldOfView',
  'intersect',
];

export const TEST_WORDS: CodeWords = {
  header: ({ orientation, parity, guideName, guide }) => `${orientation} ${parity} ("${guideName}")\n${guide}`,
  offsetType: 'offset',
  pixelType: 'pixel',
  size: 'size\nin two lines',
  offsetToAxial: (orientation, parity) => `offsetToAxial ${orientation} ${parity}`,
  neighbors: (orientation, order) => `neighbors ${orientation}\n${order.join(', ')}`,
  stepsFor: (orientation, line) => `${line} ${orientation}`,
  // In C++ a backslash ending a comment would carry it into the next line of code.
  distance: 'distance\\',
  hexToPixel: 'hexToPixel',
  pixelToHex: 'pixelToHex\u2028return;',
  rounding: 'rounding',
  blocks: Object.fromEntries(BLOCKS.map((b) => [b, b])) as Record<CodeBlock, string>,
  example: (from, row, col) => `example ${from} ${row} ${col}`,
  bigBoard: (cells) => `bigBoard ${cells}`,
  entries: (count, shown) => `${count} ${shown}`,
  luaIndex: 'luaIndex',
  cellOrder: 'cellOrder',
};
