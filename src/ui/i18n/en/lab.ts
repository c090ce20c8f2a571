// The Lab's texts in English: the panel, its tools and cards, the status line, and the explanations (labTopics.ts).
import type { OffsetSettings } from '../../../engine';
import { COMPASS } from '../compass';
import { offsetName } from '../../../games/lab/code/lang';
import type { CoordinateSystem } from '../../../games/lab/coordinates';
import type { MeasureKey } from '../../../games/lab/geometry';
import type { ToolCounts } from '../../../games/lab/tools';
import type { TutorialRegion } from '../../../games/lab/tutorialPick';
import type { Format } from '../format';
import codeComments from './labCode';
import toolWords from './labTools';
import { basicTopics, geometryTopic, storageTopic, toolTopics } from './labTopics';

const tiles = (n: number, f: Format) => f.plural(n, { one: '# tile', other: '# tiles' });
const steps = (n: number, f: Format) => f.plural(n, { one: '# step', other: '# steps' });

/** One line saying what the tool found. */
function toolSummary(c: ToolCounts, f: Format): string {
  const n = c.tiles;
  const off = c.off ? `, ${f.number(c.off)} off the board` : '';
  switch (c.tool) {
    case 'none':
      return '';
    case 'line':
      return n ? `${tiles(n, f)}: distance ${f.number(n - 1)} plus the start.` : 'Point at a tile to draw the line.';
    case 'range':
      return `${tiles(n, f)} within ${steps(c.radius, f)}${off} (an open board has ${f.number(c.open)}).`;
    case 'ring':
      return `${tiles(n, f)} exactly ${steps(c.radius, f)} away${off} (an open board has ${f.number(c.open)}).`;
    case 'spiral':
      return `${tiles(n, f)} numbered ring by ring${off}.`;
    case 'rotate':
    case 'reflect':
      return `${tiles(c.source, f)} in the source, ${tiles(n, f)} in the result${off}.`;
    case 'intersect':
      if (c.centres < 2)
        return 'Click two or three tiles to be the centres (the tile under the pointer stands in for the second).';
      return `${tiles(n, f)} within ${steps(c.radius, f)} of all ${c.centres} centres${off}.`;
    case 'fov':
      return `${tiles(n, f)} in sight, ${tiles(c.hidden, f)} hidden, ${f.plural(c.blockers, { one: '# wall', other: '# walls' })} casting shadows.`;
  }
}

/** What each of Hexlab's articles calls the board's current layout: who, and what. */
function layoutNames({ orientation, parity }: OffsetSettings): { source: string; name: string }[] {
  const pointy = orientation === 'pointy';
  const shoved = pointy ? `${parity} rows shoved right by half a hex` : `${parity} columns shoved down by half a hex`;
  const test = parity === 'odd' ? '!==' : '===';
  return [
    { source: 'Hexlab', name: `${pointy ? 'Horizontal' : 'Vertical'}, ${parity === 'odd' ? 'Odd' : 'Even'} offset` },
    {
      source: 'Red Blob Games guide',
      name: `${pointy ? 'pointy top' : 'flat top'}; offset “${offsetName({ orientation, parity })}” (${shoved})`,
    },
    {
      source: 'Tutorial “Creating a Hexagonal Minesweeper”',
      name: `${pointy ? 'horizontal' : 'vertical'} layout, ${parity} offset: if (${pointy ? 'i' : 'j'} % 2 ${test} 0) shifts the ${pointy ? 'row' : 'column'}`,
    },
    {
      source: 'Four kinds of hex maps',
      name: `gridType “${pointy ? 'horizontal' : 'vertical'}”${parity === 'odd' ? '' : ' (the article only draws the odd offset)'}`,
    },
    {
      source: 'Proximity (interlaced storage)',
      name: pointy
        ? 'its flat-topped board turned a quarter: the helpers’ names point the transposed way'
        : 'its own flat-topped board',
    },
    {
      source: 'Tutorial “Hexagonal Character Movement Using Axial Coordinates”',
      name: pointy ? 'its horizontal layout, in axial (i, j)' : 'the transpose of its horizontal layout',
    },
  ];
}

const systems: Record<CoordinateSystem, string> = {
  offset: 'Offset (row, col)',
  axial: 'Axial (q, r)',
  cube: 'Cube (q, r, s)',
  doubled: 'Doubled (col, row)',
  interlaced: 'Interlaced (pair, half)',
};

const lab = {
  boardLabel: 'Coordinate lab board. Click a tile to select it; Enter selects the cursor tile.',
  topics: { basic: basicTopics, tools: toolTopics, geometry: geometryTopic, storage: storageTopic },
  guide: 'Red Blob Games, “Hexagonal Grids”:',
  formula: 'Formula',
  status: { tile: 'Row, column', axial: 'Axial q, r', selected: 'Selected' },
  systems,
  panel: {
    heading: 'Lab',
    labels: 'Tile labels',
    none: 'None',
    cubeNote: ['Cube labels read ', ' from top to bottom; q + r + s = 0.'] as [string, string],
    tooSmall: 'Labels are hidden: too small to read at this zoom. Zoom in (+, wheel or pinch) to show them.',
    distance: 'Distance from the hovered tile',
    diagonals: 'Show diagonal neighbours',
    regions: 'Show how the tutorial “Creating a Hexagonal Minesweeper” finds the tile under the pointer',
    probe: 'Draw the hero’s collision test points at the pointer',
    hover: (diagonals: boolean) =>
      `Hover a tile: it is marked with its six neighbours${diagonals ? ' and its six diagonals (two steps away, between two neighbours)' : ''}.`,
  },
  tools: {
    heading: 'Algorithms',
    tool: 'Tool',
    names: {
      none: 'None',
      line: 'Line',
      range: 'Range N',
      ring: 'Ring N',
      spiral: 'Spiral',
      rotate: 'Rotate',
      reflect: 'Reflect',
      intersect: 'Intersecting ranges',
      fov: 'Field of view',
    },
    help: {
      none: 'Pick a tool to run one of the engine’s algorithms on the board.',
      line: 'The hex line from the selected tile to the one under the pointer: distance + 1 tiles, each the rounded point along the way.',
      range: 'Every tile within N steps of the selected tile: 3N(N+1)+1 tiles where the board is open.',
      ring: 'The tiles exactly N steps from the selected tile: 6N of them where the board is open.',
      spiral: 'Rings 0 to N walked in order; the small number is each tile’s place in the walk.',
      rotate:
        'The ring of radius N around the selected tile (dashed, the source) turned by 60° steps about the tile under the pointer (filled, the result).',
      reflect:
        'The ring of radius N around the selected tile (dashed, the source) mirrored across the q, r or s axis through the tile under the pointer (filled, the result).',
      intersect:
        'Click two or three tiles to be centres: the tiles within N steps of every centre are filled, those in only some of the ranges shaded lightly. Until two are picked, the tile under the pointer is the next centre.',
      fov: 'What the selected tile can see: a tile is hidden (shaded) when a wall (outlined red) or a gap lies on the hex line to it.',
    },
    radius: 'N (radius)',
    turns: 'Turns (60° each)',
    axis: 'Axis',
    axes: ['q (keeps q)', 'r (keeps r)', 's (keeps s)'] as [string, string, string],
    formulaTitle: 'Formula and why',
    centresNone: 'No centres picked: click a tile (or Enter on the cursor) to add one.',
    centres: (cells: string[]) => `Centres (row, column): ${cells.join(', ')}.`,
    clearCentres: 'Clear centres',
    selected: (row: number, col: number) => `Selected: row ${row}, column ${col}`,
    clear: 'Clear',
    noSelection:
      'No tile selected: tools start from the tile under the pointer. Click a tile (or Enter on the cursor) to select it.',
    walls: (n: number, f: Format) =>
      n === 0
        ? 'This board has no walls, so every tile is in sight.'
        : `${f.plural(n, { one: '# wall', other: '# walls' })} on this board.`,
    wallsSwitch: 'Walls on the board',
    orEditor: 'Paint your own in the Editor.',
    summary: toolSummary,
  },
  coords: {
    heading: 'Under the pointer',
    cursorTile: "The keyboard cursor's tile",
    tappedTile: 'The tapped tile',
    pointAt: 'Move the pointer over the board to see its hex in every coordinate system.',
    tapOn: 'Tap a tile to see its hex in every coordinate system.',
    offBoard: 'No tile here (off the board): the hex it would be',
    wall: 'A wall tile',
    floor: 'A floor tile',
    pixel: 'Pixel (board units)',
    fractional: 'Fractional axial',
    /** two figures that may have decimals */
    pair: (a: string, b: string) => `${a}, ${b}`,
    fromOrigin: (name: string) => `${name}, from the origin`,
  },
  rounding: {
    summary: 'Pixel to hex, step by step',
    fractional: 'Fractional',
    rounded: 'Rounded',
    moved: 'Moved by',
    rebuilt: (axis: string, by: string, formula: string, value: string) =>
      `${axis} moved most (${by}), so it is rebuilt from the other two: ${axis} = ${formula} = ${value}. That keeps q + r + s = 0.`,
  },
  tutorialPick: {
    regions: {
      cell: 'the cell’s own tile',
      'upper-left': 'the upper-left triangle',
      'upper-right': 'the upper-right triangle',
      'lower-left': 'the lower-left triangle',
      'lower-right': 'the lower-right triangle',
      left: 'the left half, below its slant',
      right: 'the right half, below its slant',
    } satisfies Record<TutorialRegion, string>,
    text: (xVal: number, yVal: number, dX: string, dY: string, region: string, row: number, col: number) =>
      `For comparison, the Minesweeper tutorial’s way (its function findHexTile): the pointer is in rectangle (${xVal}, ${yVal}) of a grid laid over the board, at (${dX}, ${dY}) inside it, in ${region}, so the tile is row ${row}, column ${col}.`,
  },
  names: {
    heading: 'Names',
    caption: 'What each article calls this layout',
    layoutNames,
    tile: (row: number, col: number, line: 'row' | 'column', parity: 'odd' | 'even', from: string) =>
      `Tile row ${row}, column ${col} (${from}): an ${parity} ${line}.`,
    from: {
      hover: 'under the pointer',
      cursor: 'the keyboard cursor',
      selected: 'the selected tile',
      middle: 'in the middle of the board',
    },
    stepsCaption: (line: 'row' | 'column', parity: 'odd' | 'even') => `Neighbour steps for an ${parity} ${line}`,
    direction: 'Direction',
    step: 'Step (row, col)',
    axial: 'Axial step',
    helper: 'Proximity helper',
    directions: COMPASS.en,
    tutorialSame: (line: 'row' | 'column', word: 'odd' | 'even') =>
      `The Minesweeper tutorial’s text calls this list the “${word}” ${line}’s too: in this even-offset layout its words match its code.`,
    tutorialSwapped: (line: 'row' | 'column', word: 'odd' | 'even', parity: 'odd' | 'even') =>
      `The Minesweeper tutorial’s text calls this list the “${word}” ${line}’s, yet its layout code (odd offset) shifts the odd ${line}s: its words name the picture around a middle tile, so here its “${word}” is an ${parity} ${line}.`,
    helpersOff:
      'The Proximity game’s code steps to a neighbour with functions named topOf, topLeftOf, …: choose Interlaced tile labels to see which one reaches each neighbour.',
    helpersOn:
      'Proximity’s helpers work on the interlaced storage (pair, half); the names are how they point on its flat-topped board.',
  },
  origin: {
    heading: 'Origin',
    relative: 'Coordinates relative to an origin tile',
    origin: (row: number, col: number, centre: boolean) =>
      `Origin: row ${row}, column ${col}${centre ? ' (the board’s centre tile)' : ''}.`,
    useSelected: 'Make the selected tile the origin',
    noSelection: 'Select a tile (click it) to move the origin there.',
    centre: 'Back to the centre tile',
    why: 'As in the guide’s diagrams, axial, cube and doubled coordinates are written as the difference from the origin, which reads 0, 0, 0. Offset and interlaced coordinates are array indices, so they stay as they are.',
  },
  storage: {
    heading: 'Map storage',
    format: 'Storage',
    block: 'The board in this storage',
    formats: {
      levelData: 'Rows of tiles (levelData, as the tutorials store a board)',
      axial: 'One array per axial row (Red Blob Games’ guide)',
      interlaced: 'Interlaced (as Proximity stores its board)',
    },
    /** The printout's comments: JavaScript line comments, so the printout stays runnable. */
    comments: {
      levelData:
        '// levelData[row][col], as the tutorials store a board: -1 no tile, 0 floor, 1 wall, 2 to 9 costly floor.',
      axial:
        '// Axial storage (the guide’s Map storage): one array per r, starting at that row’s first q.\n// The hex (q, r) is map[r - rMin][q - qFirst[r - rMin]]; -1 marks a gap inside a row.',
      interlaced:
        '// Interlaced storage (the four-kinds article and Proximity): hexagonArray[pair][half].\n// The hex (pair, half) is hexagonArray[pair - pairMin][half - halfMin]; -1 where no tile is.',
      more: (n: number) => `  // … ${n} more rows (the board is too big to print whole)`,
    },
  },
  geometry: {
    heading: 'Geometry',
    lead: (size: string) => `Hexes of size ${size} (the circumradius, centre to corner, in board units):`,
    measure: 'Measure',
    formula: 'Formula',
    value: 'Value',
    names: {
      width: 'Width',
      height: 'Height',
      across: { pointy: 'Horizontal spacing (along a row)', flat: 'Horizontal spacing (column to column)' },
      down: { pointy: 'Vertical spacing (row to row)', flat: 'Vertical spacing (along a column)' },
    },
    formulas: {
      pointy: {
        width: '√3 · size',
        height: '2 · size',
        across: 'width = √3 · size',
        down: '3/4 · height = 3/2 · size',
      },
      flat: { width: '2 · size', height: '√3 · size', across: '3/4 · width = 3/2 · size', down: 'height = √3 · size' },
    } satisfies Record<string, Record<MeasureKey, string>>,
  },
  how: {
    heading: 'How it works',
    intro:
      'The formulas behind every number the Lab shows, for this layout, each with a few words on why it works and the section of the guide that explains it at length.',
  },
  code: {
    heading: 'Code',
    language: 'Code language',
    copy: 'Copy',
    copied: 'Copied to the clipboard.',
    refused: 'The browser refused the clipboard: the code is selected, press Ctrl+C to copy it.',
    intro:
      'The code behind what the Lab shows, written for this layout, offset and hex size, with the selected tool. It needs nothing else: paste it and run it. The last lines work an example on the tile you point at.',
    /** in place of `intro` for the game engines' languages */
    introEngine:
      "The same functions in your engine's language, written for this layout, offset and hex size, with the selected tool. They use only the language's own library: paste them into your project. The last lines work the same example as the JavaScript, on the tile you point at, and print the same answers.",
    block: 'Code for this layout',
    /** The code's comments (games/lab/code writes the code itself). */
    comments: codeComments,
  },
  inTools: toolWords,
  /** the pane under the board that holds the code and the explanations on a wide screen */
  reading: 'Code and how it works',
  four: {
    heading: 'Four kinds of hex maps',
    kind: (kind: string, lines: number, what: 'rows' | 'columns') =>
      `gridType “${kind}”, ${lines} ${what}: ${lines % 2 === 0 ? 'an even' : 'an odd'} count.`,
    hintX: { vertical: 'columns', horizontal: 'half-steps across a pair of rows' },
    hintY: { vertical: 'half-steps down a pair of columns', horizontal: 'rows' },
    stored: (flat: boolean) =>
      `Stored as the adjacency article does: tile “i,j” is pair i (two ${flat ? 'columns side by side' : 'rows, one above the other'}) and half-step j along it, so even j sit in the pair’s first ${flat ? 'column' : 'row'} and odd j in its second.`,
    missing: (lines: number, what: 'rows' | 'columns', flat: boolean) =>
      ` don’t exist: with ${lines} ${what} the last pair has only one ${flat ? 'column' : 'row'}. They are drawn as dashed outlines.`,
    full: (what: 'rows' | 'columns') => `An even count of ${what} fills every pair: no coordinates are missing.`,
  },
};

export default lab;
