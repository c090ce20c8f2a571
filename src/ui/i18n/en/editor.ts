// The Editor's texts in English: tools, shape, import and export, the play panel, levelData import errors.
import type { ShapeName } from '../../../engine';
import type { LevelTextError, LevelTextExpected } from '../../../games/editor';
import type { Format } from '../format';

const expected = (e: LevelTextExpected): string => {
  switch (e.kind) {
    case 'levelStart':
      return "'[' to start the level";
    case 'rowStart':
      return `'[' to start row ${e.row} or ']'`;
    case 'afterRow':
      return `',' or ']' after row ${e.row}`;
    case 'afterValue':
      return "',' or ']'";
    case 'equals':
      return `'=' after ${e.name}`;
    case 'value':
      return "a number or ']'";
    case 'end':
      return 'the end of the text after the level';
  }
};

/** The sentence for a levelData import error, naming its line and column. */
const importError = (e: LevelTextError, f: Format): string => {
  const at = `Line ${f.number(e.line)}, column ${f.number(e.column)}`;
  switch (e.kind) {
    case 'empty':
      return `${at}: the text is empty; paste levelData such as [[0,0],[0,0]].`;
    case 'expected':
      return `${at}: expected ${expected(e.expected)} but found ${e.found === null ? 'the end of the text' : `'${e.found}'`}.`;
    case 'tooManyRows':
      return `${at}: the level has more than ${e.max} rows; the largest board is ${e.max} x ${e.max}.`;
    case 'rowTooLong':
      return `${at}: row ${e.row} has more than ${e.max} values; the largest board is ${e.max} x ${e.max}.`;
    case 'raggedRow':
      return `${at}: row ${e.row} has ${f.plural(e.length, { one: '# value', other: '# values' })} but row 1 has ${e.first}; every row needs the same number.`;
    case 'noRows':
      return `${at}: the level has no rows; write at least one, such as [[0]].`;
    case 'emptyRow':
      return `${at}: row ${e.row} is empty; every row needs at least one value.`;
    case 'notATile':
      return `Value ${e.value} at line ${f.number(e.line)}, column ${f.number(e.column)} is not a tile: use -1 (no tile), 0 (floor), 1 (wall) or 2-9 (floor with movement cost).`;
    case 'unclosedComment':
      return `${at}: this comment is never closed; end it with */.`;
    case 'badLayout':
      return `${at}: ${e.key} '${e.value}' is not a layout: use ${e.key === 'offset' ? "'odd' or 'even'" : "'horizontal' or 'vertical'"}.`;
    case 'noLevelData':
      return `${at}: the object has no "levelData"; write its rows there, such as {"levelData": [[0]]}.`;
  }
};

const editor = {
  boardLabel:
    'Board editor. Drag to draw with the chosen tool; move with the direction keys and press Enter to draw on the cursor tile.',
  cursor: (row: number, col: number, what: string) => `Row ${row}, column ${col}: ${what}`,
  cell: (v: number) => (v === -1 ? 'void' : v === 0 ? 'floor' : v === 1 ? 'wall' : `floor, cost ${v}`),
  status: {
    tool: 'Tool',
    paint: 'Paint with',
    size: 'Board',
    value: (v: number) => (v === -1 ? 'Void' : v === 0 ? 'Floor' : v === 1 ? 'Wall' : `Cost ${v}`),
  },
  tools: {
    heading: 'Draw',
    group: 'Tool',
    names: { brush: 'Brush', fill: 'Fill', line: 'Line', ring: 'Ring', rect: 'Rectangle' },
    hints: {
      brush: 'Click or drag to paint.',
      fill: 'Click a tile to fill its connected area.',
      line: 'Drag from one end to the other.',
      ring: 'Drag from the centre out to the radius.',
      rect: 'Drag from corner to corner.',
    },
    anchorSet: 'First corner set: press Enter on the second.',
    pan: 'Shift+drag pans.',
    paint: 'Paint with',
    values: { wall: 'Wall', floor: 'Floor', void: 'Void (no tile)', cost: (c: number) => `Floor, cost ${c}` },
    radius: 'Brush radius',
    undo: 'Undo',
    redo: 'Redo',
  },
  shape: {
    heading: 'Shape',
    startFrom: 'Start from',
    presets: {
      hexagon: 'Hexagon',
      rectangle: 'Rectangle',
      parallelogram: 'Parallelogram',
      triangle: 'Triangle',
      ring: 'Ring',
      tutorial: "Tutorial's hexagon (13 x 13)",
    } satisfies Record<ShapeName, string> as Record<ShapeName, string>,
    apply: 'Apply preset',
    transforms: 'Turn and mirror',
    rotateLeft: 'Rotate 60° left',
    rotateRight: 'Rotate 60° right',
    mirrorLeftRight: 'Mirror left–right',
    mirrorTopBottom: 'Mirror top–bottom',
    transpose: 'Transpose',
    invert: 'Invert',
    clear: 'Clear',
    height: 'Height',
    width: 'Width',
    keepAt: 'Keep content at',
    anchors: { center: 'Centre', 'top-left': 'Top-left corner' },
    resize: 'Resize',
  },
  io: {
    heading: 'Import and export',
    input: 'levelData to import',
    import: 'Import',
    open: 'Open a file',
    openHint: 'levelData, a Tiled map (.tmx, .tmj) or a Godot 4 scene (.tscn), or drop the file on the board.',
    opening: (file: string) => `Opening ${file}…`,
    pasted: 'the pasted text',
    imported: (rows: number, cols: number, tiles: number, from: string) =>
      `Imported ${rows} x ${cols} cells (${tiles} tiles) from ${from}.`,
    importError,
    unchanged: 'Nothing was changed.',
    export: 'Export',
    format: 'Export format',
    output: 'Exported levelData',
    copy: 'Copy levelData',
    copied: 'Copied to the clipboard.',
    refused: 'The browser refused the clipboard: the text is selected, press Ctrl+C to copy it.',
    download: 'Download',
    formats: {
      js: 'levelData (JavaScript)',
      json: 'levelData (JSON)',
      tmx: 'Tiled (.tmx)',
      tmj: 'Tiled (.tmj)',
      tscn: 'Godot 4 (.tscn)',
    },
    zipHint: 'A .zip of the map and the tile image it refers to: unzip both into one folder.',
    exportFailed: (why: string) => `The export failed${why ? ` (${why})` : ''}; nothing was downloaded.`,
  },
  play: {
    heading: 'Play this board',
    minesweeper: 'Play Minesweeper',
    hero: 'Play Hero',
    proximity: 'Play Proximity',
    tiles: { one: '# tile', other: '# tiles' },
  },
};

export default editor;
