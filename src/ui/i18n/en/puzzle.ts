import type { Format } from '../format';
import levelProblem from './puzzleProblem';
import type { EditIssue } from '../../../games/puzzle/edit';

// The Puzzles mode's texts in English: the status line, the panel, why a text is not a level, the cells' names.

/** A sentence's first letter in capitals. */
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const puzzle = {
  name: 'Puzzles',
  boardLabel: 'Puzzle board. Move with the direction keys; Enter or Space marks the cell blue, B marks it black.',
  status: {
    label: 'Puzzle status',
    status: 'Status',
    words: { playing: 'Playing', solved: 'Solved' },
    remaining: 'Remaining',
    mistakes: 'Mistakes',
  },
  markBlack: 'Mark black',
  solved: {
    title: 'Solved!',
    text: (mistakes: number, f: Format) =>
      mistakes === 0
        ? 'Not a single mistake.'
        : f.plural(mistakes, { one: 'With # mistake.', other: 'With # mistakes.' }),
    again: 'Play again',
    close: 'Close',
  },
  generator: {
    shape: 'Shape',
    shapes: { hexagon: 'Hexagon', rectangle: 'Rectangle', editor: 'Editor\u2019s board' },
    making: 'Making a puzzle\u2026',
    failed: 'The puzzle could not be made.',
  },
  panel: {
    newPuzzle: 'New puzzle',
    difficulty: 'Difficulty',
    difficulties: { easy: 'Easy', medium: 'Medium', hard: 'Hard' },
    heading: 'Puzzle',
    by: (author: string) => `by ${author}`,
    builtIn: 'Built-in puzzles',
    restart: 'Start again',
    text: 'Puzzle text',
    textHelp: 'Paste a level in the community\u2019s “Hexcells level v1” format (SixCells writes it).',
    open: 'Open puzzle',
    export: 'Export puzzle',
    openFile: 'Open a file',
    dropHint: 'or drop a .hexcells file on the board',
  },
  problem: levelProblem,
  check: {
    button: 'Check puzzle',
    cancel: 'Cancel',
    progress: 'Checking the puzzle',
    verdict: {
      'no-guess': 'No guess needed: every hidden cell follows from the clues, step by step.',
      'needs-guess': (n: number, f: Format) =>
        `Needs a guess: deduction stops with ${f.plural(n, { one: '# cell', other: '# cells' })} out of reach (outlined on the board).`,
      contradiction: (n: number, f: Format) =>
        `The clues can\u2019t all hold: ${f.plural(n, { one: '# clue contradicts', other: '# clues contradict' })} the solution.`,
    },
    failed: 'The check could not run in this browser.',
  },
  hint: {
    button: 'Hint',
    none: 'No hidden cell can be proved from what is shown.',
    colors: { blue: 'blue', black: 'black' },
    /** a clue on a shown cell, and a line clue, as the hint names them */
    cellClue: (text: string, x: number, y: number) => `the ${text} at column ${x}, row ${y}`,
    lineClue: (text: string, x: number, y: number) => `the line clue ${text} at column ${x}, row ${y}`,
    clue: (clue: string, color: string) => `${cap(clue)} proves the outlined cell is ${color}.`,
    pair: (a: string, b: string, color: string) =>
      `${cap(a)} and ${b}, taken together, prove the outlined cell is ${color}.`,
    count: (left: number, color: string) =>
      `The remaining count (${left} blue left) proves the outlined cell is ${color}.`,
    several: (clues: readonly string[], color: string) =>
      `${cap(clues.slice(0, -1).join(', '))} and ${clues.at(-1)}, taken together, prove the outlined cell is ${color}.`,
  },
  edit: {
    tabs: 'Play or edit',
    play: 'Play',
    edit: 'Edit',
    heading: 'Edit puzzle',
    boardLabel:
      'Puzzle editor. Move with the direction keys; Enter or Space uses the tool on the slot. Dashed slots are empty.',
    tools: 'Tools',
    keys: [
      ['Enter or Space', 'use the tool'],
      ['Ctrl+Z', 'undo'],
      ['Ctrl+Y', 'redo'],
    ] as readonly (readonly [string, string])[],
    toolNames: {
      blue: 'Blue',
      black: 'Black',
      erase: 'Erase',
      line: 'Line clue',
      shown: 'Shown/Hidden',
      clue: 'Clue',
    },
    /** what each tool's button shows (its name says the rest) */
    toolShort: { blue: 'Blue', black: 'Black', erase: 'Erase', line: 'Line', shown: 'Shown', clue: 'Clue' },
    toolHints: {
      blue: 'Tap or drag over slots to make blue cells. A cell with an amber ring starts hidden.',
      black: 'Tap or drag over slots to make black cells. A cell with an amber ring starts hidden.',
      erase: 'Tap or drag to empty slots.',
      line: 'Tap an empty slot for a line clue; tap a line clue to turn it.',
      shown: 'Tap or drag to show cells at the start, or hide them.',
      clue: 'Tap a cell or line clue to step through its clues.',
    },
    shiftPans: 'To move the board, drag with Shift held, or with the Line clue or Clue tool.',
    emptySlot: 'empty slot',
    startsHidden: (what: string) => `${what}, starts hidden`,
    undo: 'Undo',
    redo: 'Redo',
    newEmpty: 'New empty',
    fields: { title: 'Title', author: 'Author', note1: 'Note 1', note2: 'Note 2' },
    dir: 'Line direction',
    dirs: { '|': 'Down', '\\': 'Down-right', '/': 'Down-left' },
    clue: 'Clue of the chosen slot',
    choose: 'Tap a cell or a line clue to choose it.',
    clues: {
      cell: { plain: 'Number', together: '{n} together', apart: '-n- apart', none: '? nothing' },
      blue: { none: 'Nothing', plain: 'Number (within two steps)' },
      line: { plain: 'Number', together: '{n} together', apart: '-n- apart' },
    },
    chosen: (x: number, y: number) => `Column ${x}, row ${y}`,
    issue: (i: EditIssue) =>
      i.kind === 'line-to-nothing'
        ? `The line clue at column ${i.x}, row ${i.y} points at no cell: Play leaves it out.`
        : `The ${i.kind === 'together' ? '{n}' : '-n-'} at column ${i.x}, row ${i.y} is wrong: the blue cells ${
            i.what === 'line' ? 'along its line' : 'around it'
          } ${i.kind === 'together' ? 'are not one run' : 'are not two runs or more'}.`,
    noIssues: 'Every {n} and -n- mark holds.',
    verdict: {
      empty: 'Add cells to check the puzzle.',
      checking: 'Checking…',
      'no-guess': 'No guess needed.',
      'needs-guess': (n: number, f: Format) =>
        `Needs a guess: ${f.plural(n, { one: '# cell', other: '# cells' })} out of reach (marked).`,
      contradiction: (n: number, f: Format) =>
        `Contradiction: ${f.plural(n, { one: '# clue', other: '# clues' })} can\u2019t hold.`,
      failed: 'The check could not run.',
    },
  },
  cell: {
    hidden: 'hidden cell',
    blue: 'blue',
    black: 'black',
    question: 'black, no number',
    count: (color: string, n: number) => `${color}, ${n}`,
    together: (color: string, n: number) => `${color}, ${n} together`,
    apart: (color: string, n: number) => `${color}, ${n} apart`,
    flower: (n: number) => `blue, ${n} blue within two steps`,
    line: (n: number, kind: 'plain' | 'together' | 'apart') =>
      `line clue, ${n} blue along the line${kind === 'together' ? ', together' : kind === 'apart' ? ', apart' : ''}`,
  },
};

export default puzzle;
