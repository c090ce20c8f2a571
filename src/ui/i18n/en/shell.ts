import type { Format } from '../format';
import type { CompassPoint } from '../../../games/directions/directions';
import type { LayoutShape } from '../../../store/shapes';
import type { PluralForms } from '../plural';
import type { DailyProblem } from '../../../store/dailyStore';

// The shell's texts in English: header, tabs, page title, loading states, Help and the first-visit guides, the board's
// bar, the layout panel, sharing and My boards. English defines the catalogue's shape.

/** What a mode tells a newcomer, and the keys it answers to ([key, what it does]). */
export interface GuideText {
  /** "How to play" or "What this shows" */
  readonly title: string;
  /** the rules in one short line (two on a phone), as a mouse and as a touch screen play: a phone's first-visit card */
  readonly brief: { readonly pointer: string; readonly touch: string };
  /** a few short sentences, one a line, in a mouse and keyboard's words (Help shows these) */
  readonly lines: readonly string[];
  /** the same rules in a touch screen's words (the first-visit card on a touch-only screen) */
  readonly touchLines: readonly string[];
  /** where the mode's tools are: in the panel beside the board (a wide window), or behind Settings (a smaller one) */
  readonly tools?: { readonly beside: string; readonly sheet: string };
  /** the mode's own keys, as the footer and Help list them (movement and zoom are shared) */
  readonly keys: readonly (readonly [key: string, what: string])[];
  /** keys shown only in some configurations (Proximity 2's hand) */
  readonly optionalKeys?: readonly (readonly [key: string, what: string])[];
}

const guides = {
  minesweeper: {
    title: 'How to play',
    brief: {
      pointer: 'Click to reveal; right click flags a mine.',
      touch: 'Tap to reveal; a number counts the mines around it.',
    },
    lines: [
      'Click a tile to reveal it; a number says how many of its six neighbours hide a mine.',
      'Flag a tile you know hides a mine: right click it (on a touch screen, a long press or Flag mode).',
      'Click a number whose mines are all flagged to open its other neighbours at once (a chord).',
      'Reveal every tile without a mine to win.',
    ],
    touchLines: [
      'Reveal every safe tile to win: tap one to reveal it; a number counts the mines among its six neighbours.',
      'Flag a mine with a long press, or with Flag mode on.',
      'Tap a number whose mines are flagged to open the rest (a chord).',
    ],
    keys: [
      ['Enter or Space', 'reveal; on a number, chord'],
      ['F', 'flag'],
      ['N', 'new game'],
      ['R', 'restart'],
    ],
  } as GuideText,
  lab: {
    title: 'What this shows',
    brief: {
      pointer: 'Point at a tile to see its neighbours and coordinates.',
      touch: 'Tap a tile to see its neighbours and coordinates.',
    },
    lines: [
      'Every tile of the board in the coordinate system you pick: offset, cube, axial or doubled.',
      'Point at a tile (or click it) to see its neighbours and its coordinates in every system.',
    ],
    touchLines: [
      'Every tile in the coordinate system you pick: offset, cube, axial or doubled.',
      'Tap a tile to see its neighbours and its coordinates in every system.',
    ],
    tools: {
      beside: 'The panel on the right holds the tools (lines, rings, field of view...) and the code behind them.',
      sheet: 'Settings (top right) holds the tools (lines, rings, field of view...) and the code behind them.',
    },
    keys: [['Enter or Space', 'select the tile']],
  } as GuideText,
  editor: {
    title: 'How to use it',
    brief: {
      pointer: 'Click or drag to draw; more tools in Settings.',
      touch: 'Tap or drag to draw; more tools in Settings.',
    },
    lines: ['Click or drag on the board to draw with the chosen tool: void, floor, walls, or floors that cost more.'],
    touchLines: [
      'Tap or drag on the board to draw with the chosen tool: void, floor, walls, or floors that cost more.',
    ],
    tools: {
      beside: 'The panel on the right holds the tools, the size, import and export, and Play to try the board.',
      sheet: 'Settings (top right) holds the tools, the size, import and export, and Play to try the board.',
    },
    keys: [
      ['Enter or Space', 'paint the tile'],
      ['Ctrl+Z', 'undo'],
      ['Ctrl+Shift+Z or Ctrl+Y', 'redo'],
      ['Shift+drag', 'pan'],
    ],
  } as GuideText,
  hero: {
    title: 'How to play',
    brief: {
      pointer: 'Walk with the keys below, or click a tile to go there.',
      touch: 'Walk with the pad, or tap a tile to go there.',
    },
    lines: [
      'Walk the hero with the six direction keys listed under the board (hold two for the ones between); walls stop it.',
      'Click a tile to walk there along the cheapest path: its length and cost show above the board.',
    ],
    touchLines: [
      "Walk the hero with the pad's six arrows (hold one to keep walking); walls stop it.",
      'Tap a tile to walk there along the cheapest path: its length and cost show above the board.',
    ],
    tools: {
      beside: 'The panel on the right shows how the search works: the tiles it looked at, the costs, other searches.',
      sheet: 'Settings (top right) shows how the search works: the tiles it looked at, the costs, other searches.',
    },
    keys: [
      ['A W E D X Z / Q W E A S D', 'hold to walk (two at once for the directions between)'],
      ['Enter or Space', 'walk to the cursor tile'],
    ],
  } as GuideText,
  proximity: {
    title: 'How to play',
    brief: {
      pointer: 'Click an empty tile: it captures weaker neighbours.',
      touch: 'Tap an empty tile: it captures weaker neighbours.',
    },
    lines: [
      'Take turns placing numbered tiles on empty floor: click a tile to place yours (its number shows above).',
      'Each of your tiles beside it gains one strength; each weaker enemy tile beside it is captured: it becomes yours.',
      'When the board is full, the biggest total strength wins.',
    ],
    touchLines: [
      'Take turns placing numbered tiles: tap an empty tile to place yours.',
      'It adds one strength to each of your tiles beside it, and captures each weaker enemy tile beside it.',
      'When the board is full, the biggest total strength wins.',
    ],
    keys: [
      ['Enter or Space', 'place your tile'],
      ['U', 'undo'],
      ['N', 'new game'],
    ],
    optionalKeys: [['1–5', 'choose a tile from your hand (Proximity 2)']],
  } as GuideText,
  puzzle: {
    title: 'How to play',
    brief: {
      pointer: 'Click a cell you know is blue; right click for black.',
      touch: 'Tap a cell you know is blue; long press for black.',
    },
    lines: [
      'Every cell is blue or black. Click a hidden cell you know is blue; right click one you know is black.',
      'A number on a black cell counts its blue neighbours; on a blue cell, the blue cells within two steps.',
      '{3}: the blue ones are together; -3-: they are apart. A number beside a line counts the blue cells along it.',
    ],
    touchLines: [
      'Every cell is blue or black. Tap a hidden cell you know is blue; long press one you know is black, or use Mark black.',
      'A number on a black cell counts its blue neighbours; on a blue cell, the blue cells within two steps.',
      '{3}: the blue ones are together; -3-: they are apart. A number beside a line counts the blue cells along it.',
    ],
    keys: [
      ['Enter or Space', 'mark blue'],
      ['B', 'mark black'],
    ],
  } as GuideText,
};

const shell = {
  title: 'Hexlab: hex Minesweeper, a hex grid lab, editor and pathfinding',
  modes: 'Modes',
  modeNames: {
    minesweeper: 'Minesweeper',
    lab: 'Lab',
    editor: 'Editor',
    hero: 'Hero',
    proximity: 'Proximity',
    puzzle: 'Puzzles',
  },
  /** the header's "Daily puzzle" (the Puzzles mode's daily), and a daily puzzle link's problem in the notice area */
  dailyPuzzle: {
    button: 'Daily puzzle',
    problem: (p: DailyProblem): string =>
      p.kind === 'badDate'
        ? `“${p.value}” is not a date: a daily puzzle link ends in ?dp=YYYY-MM-DD.`
        : p.kind === 'tooEarly'
          ? `There is no daily puzzle before ${p.first}.`
          : `The daily puzzle of ${p.date} is not out yet.`,
  },
  help: 'Help',
  /** a phone's header menu: Daily, Statistics, My boards, Share, Help, Settings and the language */
  menu: 'Menu',
  loading: 'Loading…',
  opening: 'Opening your board…',
  language: 'Language',
  close: 'Close',

  guides,
  /** keys every board answers to, listed once in Help and at the end of every footer */
  boardKeys: [
    ['+ −', 'zoom'],
    ['0', 'fit the board'],
  ] as readonly (readonly [string, string])[],
  helpText: {
    everyBoard: 'Every board',
    move: 'Move the cursor',
    moveKeys: 'Horizontal layout: A W E D X Z · Vertical layout: Q W E A S D · arrow keys',
    pointer: 'Pointer and touch',
    pointerText:
      'Click or tap a tile to act on it; right click or a long press flags in Minesweeper; drag to pan; wheel or pinch to zoom.',
    keys: (mode: string) => `${mode} keys`,
  },
  firstVisit: { dismiss: 'Got it', more: 'Help lists every key.', rules: 'More' },
  settings: { button: 'Settings', close: 'Done', sheet: 'Settings' },
  notice: { dismiss: 'Dismiss', dismissLabel: 'Dismiss message' },
  update: { ready: 'A new version of Hexlab is ready.', reload: 'Reload', later: 'Later' },
  modeError: {
    title: (mode: string) => `${mode} stopped working.`,
    what: (message: string) => `What happened: ${message.replace(/\.?\s*$/, '.')}`,
    safe: 'Your board is safe: it is kept, and reloading the mode shows it again.',
    reload: (mode: string) => `Reload ${mode}`,
    unknown: 'an unexpected error',
  },
  field: {
    notNumber: (label: string) => `${label} must be a number.`,
    notWhole: (label: string, min: string, max: string) => `${label} must be a whole number from ${min} to ${max}.`,
    outOfRange: (label: string, whole: boolean, min: string, max: string) =>
      `${label} must be ${whole ? 'a whole number ' : ''}from ${min} to ${max}.`,
  },
  board: {
    zoom: 'Zoom',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fit: 'Fit board',
    turn: 'Turn to fit',
    turnWhy: (gain: string) => `Turn the board to show its tiles ${gain} times bigger`,
    move: 'Move:',
    compass: {
      north: 'up',
      'north-east': 'up right',
      east: 'right',
      'south-east': 'down right',
      south: 'down',
      'south-west': 'down left',
      west: 'left',
      'north-west': 'up left',
    } satisfies Record<CompassPoint, string> as Record<CompassPoint, string>,
    cursor: (row: number, col: number, what: string) => `Row ${row}, column ${col}: ${what}`,
  },
  layout: {
    heading: 'Board',
    orientation: 'Orientation',
    horizontal: 'Horizontal',
    vertical: 'Vertical',
    offset: 'Offset',
    odd: 'Odd',
    even: 'Even',
    rows: 'Rows',
    columns: 'Columns',
    hexSize: 'Hex size',
    shape: 'Shape',
    wraparound: 'Wraparound',
    wraps: { none: 'None', x: 'Left-right', xy: 'Both ways', hex: 'Mirror centres' },
    custom: 'Custom',
    shapes: {
      tutorial: "Tutorial's hexagon (13 x 13)",
      hexagon: 'Hexagon',
      rectangle: 'Rectangle',
      parallelogram: 'Parallelogram',
      triangle: 'Triangle',
      ring: 'Ring',
      'four-vertical-odd': 'Four kinds: vertical, odd (9 columns)',
      'four-vertical-even': 'Four kinds: vertical, even (8 columns)',
      'four-horizontal-even': 'Four kinds: horizontal, even (8 rows)',
      'four-horizontal-odd': 'Four kinds: horizontal, odd (7 rows)',
    } satisfies Record<LayoutShape, string> as Record<LayoutShape, string>,
  },
  /** "Challenge a friend" after a won Minesweeper game or a solved puzzle: what both modes say alike */
  challenge: {
    offer: 'Challenge a friend',
    heading: 'Challenge',
    friend: 'Your friend',
    you: 'You',
    challenger: 'Challenger',
    answer: 'Friend',
    result: (time: string, mistakes: number) =>
      mistakes === 0 ? `${time}, no mistakes` : `${time}, ${mistakes} ${mistakes === 1 ? 'mistake' : 'mistakes'}`,
    youWin: 'You did better.',
    theyWin: 'Your friend did better.',
    firstWins: 'The challenger did better.',
    secondWins: 'The friend did better.',
    tie: 'A tie.',
    backNote: 'The link back shows both results',
    bannerBoth: 'Your challenge was answered:',
  },
  share: {
    button: 'Share',
    title: (what: 'board' | 'game' | 'puzzle'): string =>
      what === 'board' ? 'Share this board' : what === 'puzzle' ? 'Share this puzzle' : 'Share this game',
    link: 'Share link',
    copy: 'Copy',
    copied: 'Link copied.',
    copyRefused: 'The browser did not allow copying: the link is selected, press Ctrl+C (or ⌘C) to copy it.',
    progress: 'Include the game in progress',
    characters: { one: '# character', other: '# characters' } as PluralForms,
    opens: (mines: boolean, chars: number, f: Format) =>
      `Opens this board with its layout${mines ? ', mine count and seed' : ''} · ${f.plural(chars, shell.share.characters)}`,
    opensPuzzle: (chars: number, f: Format) =>
      `Opens this puzzle in Puzzles, from its start · ${f.plural(chars, shell.share.characters)}`,
  },
  library: {
    button: 'My boards',
    title: 'My boards',
    save: 'Save to My boards',
    /** the same, in a word, under its icon on a phone */
    saveShort: 'Save',
    sharedName: 'Shared board',
    shared: 'The board on screen came from a link: it is not one of your boards until you save it.',
    empty: 'No boards yet.',
    current: 'On screen',
    open: 'Open',
    rename: 'Rename',
    name: (n: string) => `Name of ${n}`,
    duplicate: 'Duplicate',
    remove: 'Delete',
    export: 'Export',
    savedAt: (date: string) => `Saved ${date}`,
    puzzles: 'Puzzles',
    untitled: 'Untitled puzzle',
    puzzleFacts: (author: string, cells: number, date: string) =>
      `${author ? `by ${author} · ` : ''}${cells} cells · opened ${date}`,
    /** a generated puzzle's name: its difficulty and the day it was first kept */
    generatedPuzzle: {
      easy: (day: string) => `Easy puzzle, ${day}`,
      medium: (day: string) => `Medium puzzle, ${day}`,
      hard: (day: string) => `Hard puzzle, ${day}`,
    },
    /** the day in a generated puzzle's name (7 Dec 2026) */
    puzzleDay: (at: number) =>
      new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
    /** the second of two puzzles of the same name: "Easy puzzle, 7 Dec 2026 (2)" */
    nth: (name: string, n: number) => `${name} (${n})`,
    notSolved: 'Not solved yet',
    /** `perfect`: one solve (not necessarily the fastest) had no mistake */
    solved: (best: string, perfect: boolean) => `Solved${perfect ? ' without a mistake' : ''} · best time ${best}`,
    openPuzzle: (title: string) => `Open ${title}`,
    removePuzzle: (title: string) => `Delete ${title}`,
  },
  sounds: 'Sounds',
  tabs: {
    deleted: (name: string) =>
      `"${name}" was deleted in another tab. It is still on screen here, but no longer in My boards.`,
    keepDeleted: 'Keep it in My boards',
    letGo: 'Let it go',
    changed: (name: string) => `"${name}" was also changed in another tab, and the two versions can't be combined.`,
    keepMine: "Keep this tab's",
    takeTheirs: "Show the other tab's",
  },
};

export default shell;
