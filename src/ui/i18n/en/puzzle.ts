import type { Format } from '../format';
import levelProblem from './puzzleProblem';
import type { EditIssue } from '../../../games/puzzle/edit';

// The Puzzles mode's texts in English: the status line, the panel, why a text is not a level, the cells' names.

/** A sentence's first letter in capitals. */
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What a daily puzzle's shared result holds: no cell of it. */
export interface PuzzleResultFacts {
  /** the day, written out in the reader's language */
  readonly day: string;
  readonly grade: 'medium' | 'hard';
  readonly ms: number;
  readonly mistakes: number;
  readonly late: boolean;
}

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
  challenge: {
    offerNote: 'Sends this puzzle with your time: your friend solves it and sends their result back.',
    linkNote: 'Opens this puzzle with your result',
    banner: (result: string) => `Challenge: your friend solved this puzzle in ${result}. Beat it!`,
  },
  solved: {
    title: 'Solved!',
    text: (mistakes: number, f: Format) =>
      mistakes === 0
        ? 'Not a single mistake.'
        : f.plural(mistakes, { one: 'With # mistake.', other: 'With # mistakes.' }),
    again: 'Play again',
    close: 'Close',
    time: 'Time',
    mistakes: 'Mistakes',
    share: 'Share',
    next: 'Next',
    /** what "Next" gives: a new puzzle of the same difficulty, or the next built-in one */
    nextGenerated: (difficulty: string) => `A new ${difficulty.toLowerCase()} puzzle`,
    nextBuiltIn: (title: string) => `Next: ${title}`,
  },
  wrong: {
    /** said to screen readers at a wrong mark: the colour tried, and the mistakes so far */
    said: (tried: 'blue' | 'black', mistakes: number) => `Wrong: that cell is not ${tried}. Mistake ${mistakes}.`,
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
  /** the line over the board: the level's title, author and the first words of its notes; a tap shows them whole */
  titleBar: {
    label: 'The puzzle\u2019s title and notes',
  },
  /** the built-in levels' words (ours to translate), by their title in the level's text */
  builtInLevels: {
    'First light': { title: 'First light', notes: 'A small puzzle to learn the rules.' },
    Honeycomb: { title: 'Honeycomb', notes: 'Two steps further: lines and runs.' },
  } as Record<string, { title: string; notes: string } | undefined>,
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
    /** a no-guess puzzle's grade (games/puzzle/grade.ts), said after the verdict */
    grade: {
      easy: 'Grade: easy, one clue at a time is enough.',
      medium: 'Grade: medium, some steps take two clues together.',
      hard: 'Grade: hard, several steps take three or more clues together, or the count of blue cells left.',
    },
  },
  hint: {
    button: 'Hint',
    none: 'No hidden cell can be proved from what is shown.',
    colors: { blue: 'blue', black: 'black' },
    /** a clue as the hint names it (lit on the board: no place needed): on a black cell, a blue cell, a line */
    name: {
      cell: (text: string) => `the ${text}`,
      flower: (text: string) => `the blue ${text}`,
      line: (text: string) => `the line clue ${text}`,
    },
    /** "2 blue neighbours": the blue cells a clue counts, by where it counts them */
    blueIn: {
      cell: (n: number, f: Format) => f.plural(n, { one: '# blue neighbour', other: '# blue neighbours' }),
      flower: (n: number, f: Format) =>
        f.plural(n, { one: '# blue cell within two steps', other: '# blue cells within two steps' }),
      line: (n: number, f: Format) =>
        f.plural(n, { one: '# blue cell on its line', other: '# blue cells on its line' }),
    },
    /** "the 2, the {3} and the line clue 1" */
    list: (names: readonly string[]) =>
      names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`,
    done: (clue: string, blueIn: string, n: number) =>
      n === 0
        ? `${cap(clue)} counts no blue cell: every hidden cell it counts is black.`
        : `${cap(clue)} already has ${blueIn}: the rest are black.`,
    full: (clue: string, need: number, f: Format) =>
      need === 1
        ? `${cap(clue)} needs 1 more blue and has just 1 hidden cell left: it is blue.`
        : `${cap(clue)} needs ${need} more blue and has just ${f.plural(need, { one: '# hidden cell', other: '# hidden cells' })} left: all are blue.`,
    shape: (clue: string, together: boolean, color: string) =>
      `${cap(clue)}’s blue cells must be ${together ? 'one group, side by side' : 'apart, in two groups or more'}: every way they fit makes the outlined cell ${color}.`,
    least: (a: string, b: string, n: number, f: Format) =>
      `${cap(a)} must have ${f.plural(n, { one: '# blue', other: '# blue' })} among the cells it shares with ${b}; that is all ${b} still needs, so its other cells are black.`,
    most: (a: string, b: string, n: number, need: number) =>
      `${cap(a)} can have at most ${n} blue among the cells it shares with ${b}; ${b} still needs ${need}, so ${
        need - n === 1 ? 'its other hidden cell is blue' : `its ${need - n} other hidden cells are all blue`
      }.`,
    pair: (a: string, b: string, color: string) =>
      `${cap(a)} and ${b}, taken together, leave one way for the outlined cell: ${color}.`,
    countAlone: (left: number, hidden: number, f: Format) =>
      left === 0
        ? 'No blue cell is left to find (Remaining is 0): every hidden cell is black.'
        : `${f.plural(left, { one: '# blue cell is', other: '# blue cells are' })} left to find and ${f.plural(hidden, { one: '# cell is', other: '# cells are' })} hidden: every hidden cell is blue.`,
    countWith: (clues: string, left: number, color: string, f: Format) =>
      `A hard step. The remaining count (${f.plural(left, { one: '# blue cell', other: '# blue cells' })} left) and ${clues}, taken together, leave one way for the outlined cell: ${color}.`,
    several: (clues: string, n: number, color: string) =>
      `A hard step: ${n} clues at once. ${cap(clues)}, taken together, leave one way for the outlined cell: ${color}. Try each colour for it against them in this order.`,
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
  /** the daily puzzle: its band over the board, and its shared result */
  daily: {
    grades: { medium: 'Medium', hard: 'Hard' },
    heading: (day: string, grade: string) => `Daily puzzle · ${day} · ${grade}`,
    making: 'Making the day’s puzzle…',
    failed: 'The day’s puzzle could not be made. Press “Daily puzzle” to try again.',
    counts: 'Today’s puzzle: your first solve counts, for your streak too.',
    late: 'A past day’s puzzle: a solve counts as played late, not for the streak.',
    practice: 'Already solved: this try is practice and is not counted.',
    counted: 'Solved: this solve counts, for your streak too.',
    countedLate: 'Solved: counted as played late, not for the streak.',
    share: 'Share result',
    shareLabel: 'Your result to share',
    closeShared: 'Close',
    copied: 'Copied to the clipboard.',
    copyFailed: 'Select the text to copy it.',
    /** the shared result: two short lines (the link follows them), no cell given away */
    shareText: (r: PuzzleResultFacts, f: Format) =>
      `Hexlab daily puzzle · ${r.day}${r.late ? ' (played late)' : ''}\n` +
      `Solved · ${puzzle.daily.grades[r.grade]} · ${f.duration(r.ms)} · ${f.plural(r.mistakes, { one: '# mistake', other: '# mistakes' })}`,
  },
  /** the mode's card in Statistics, and the daily puzzle's row there */
  stats: {
    heading: 'Puzzles',
    solved: 'Solved',
    mistakes: 'Mistakes',
    clean: 'Without a mistake',
    best: 'Best time',
    median: 'Median time',
    total: 'Time in all',
    none: 'No puzzle solved yet.',
    daily: 'Daily puzzle',
    daysSolved: 'Days solved',
  },
};

export default puzzle;
