import type { Format } from '../format';
import { citeLetter, type Citations } from '../../../games/deduction';
import type { NumberAt, Reason } from '../../../games/minesweeper/solver/text';
import type { MineCountProblem } from '../../../games/minesweeper/placement';
import type { NoGuessFailure } from '../../../games/minesweeper/solver/generate';
import type { RecordsProblem } from '../../../games/minesweeper/recordsFile';
import type { PresetId } from '../../../games/minesweeper/presets';
import { cap, count, chance } from '../words';

// Minesweeper's texts in English: the panel, status, end card, records, replays, and the sentences of hints, losses and
// problems, written from the data the game returns (games/minesweeper never writes prose).

// A hint never speaks in coordinates: its tile is highlighted on the board ("the highlighted tile") and the numbers it
// reasons from carry the letters A and B there ("the 2 marked A").
const THE_TILE = 'the highlighted tile';
const verdict = (isMine: boolean) => `${THE_TILE} is ${isMine ? 'a mine' : 'safe'}`;

function reason(r: Reason, cited: Citations, f: Format): string {
  const numberName = (n: NumberAt) => `the ${n.count} marked ${citeLetter(cited, n.id)}`;
  switch (r.kind) {
    case 'single': {
      const who = cap(numberName(r.number));
      if (r.isMine) {
        const all = r.hidden === 1 ? 'it is a mine' : r.hidden === 2 ? 'both are mines' : 'all are mines';
        return `${who} has exactly ${count(f, r.hidden, 'hidden neighbour', 'hidden neighbours')} left for its ${count(f, r.need, 'missing mine', 'missing mines')}, so ${all}: ${verdict(true)}.`;
      }
      const found = r.number.count - r.need;
      if (found === 0) return `${who} has no mines around it, so its hidden neighbours are safe: ${verdict(false)}.`;
      return `${who} already touches ${count(f, found, 'proven mine', 'proven mines')}, so its other hidden neighbours are safe: ${verdict(false)}.`;
    }
    case 'pair': {
      const { owner, other } = r;
      const o = numberName(owner);
      const x = numberName(other);
      const rest = owner.own === 1 ? 'its other hidden neighbour' : `its other ${owner.own} hidden neighbours`;
      if (r.subset) {
        const left = owner.need === other.need ? 'no mines' : count(f, owner.need - other.need, 'mine', 'mines');
        return `${cap(x)} needs ${count(f, other.need, 'more mine', 'more mines')} in ${count(f, r.shared, 'hidden tile', 'hidden tiles')}, all of which also touch ${o}. ${cap(o)} needs ${owner.need}, which leaves ${left} for ${rest}: ${verdict(r.isMine)}.`;
      }
      const holds = r.isMine
        ? owner.own === 1
          ? 'must be a mine'
          : 'must all be mines'
        : owner.own === 1
          ? 'must be safe'
          : 'must all be safe';
      const range = r.lo === r.hi ? `exactly ${count(f, r.lo, 'mine', 'mines')}` : `between ${r.lo} and ${r.hi} mines`;
      return `${cap(o)} and ${x} share ${count(f, r.shared, 'hidden tile', 'hidden tiles')}, which must hold ${range}. ${cap(o)} needs ${owner.need}, so ${rest} ${holds}: ${verdict(r.isMine)}.`;
    }
    case 'global': {
      const how = r.isMine ? 'always has a mine' : 'never has a mine';
      const so = `so it is ${r.isMine ? 'a mine' : 'safe'}`;
      if (r.usesCount)
        return `With ${count(f, r.minesLeft, 'mine', 'mines')} left on the board, every way to place them that fits the numbers says the same: ${THE_TILE} ${how}, ${so}.`;
      return `Working through every way these numbers can be satisfied, ${THE_TILE} ${how}, ${so}.`;
    }
    case 'guess':
      return `Nothing can be proven; the safest guess is ${THE_TILE}, with a ${chance(f, r.probability)} chance of a mine.`;
    case 'wrongFlag':
      return `The flag on ${THE_TILE} is wrong. ${reason(r.proof, cited, f)}`;
    case 'overFlagged':
      return `${cap(numberName(r.number))} has ${count(f, r.flags, 'flag', 'flags')} around it but only ${count(f, r.number.count, 'mine', 'mines')}, so a flag there is wrong: nothing proves ${THE_TILE} is a mine.`;
  }
}

function mineCount(p: MineCountProblem, f: Format): string {
  switch (p.kind) {
    case 'notWhole':
      return `The number of mines must be a whole number; "${p.value}" is not.`;
    case 'tooFew':
      return 'A game needs at least 1 mine.';
    case 'noFloor':
      return 'This board has no floor tiles to hide mines in.';
    case 'tooMany': {
      const fit = p.max === 0 ? 'no mine fits' : `at most ${p.max} ${p.max === 1 ? 'mine fits' : 'mines fit'}`;
      const tiles = count(f, p.floor, 'floor tile', 'floor tiles');
      if (p.zone === 0) return `This board has ${tiles}; ${fit}, because the first click is never a mine.`;
      return `This board has ${tiles}; ${fit}, because the first click keeps itself and its ${count(f, p.zone, 'neighbour', 'neighbours')} clear.`;
    }
  }
}

function noGuess(p: NoGuessFailure | undefined, f: Format): string {
  if (!p) return 'it took too long';
  switch (p.kind) {
    case 'notFloor':
      return 'the first click is not on a floor tile';
    case 'negative':
      return 'the mine count is negative';
    case 'tooMany':
      return `${p.mines} mines do not fit: only ${p.room} tiles are away from the first click`;
    case 'islands':
      return 'this board has separate islands that the first click cannot reach, and too many mines to keep them all clear; entering them would need a guess';
    case 'cancelled':
      return 'cancelled';
    case 'timeout':
      return `no guess-free layout was found within ${f.seconds(p.ms)} at this density (${f.percent(p.density)} mines)`;
    case 'crashed':
      return `the board generator failed${p.message ? `: ${p.message}` : ''}`;
  }
}

function records(p: RecordsProblem): string {
  switch (p.kind) {
    case 'notJson':
      return 'The file is not JSON, so it is not a Hexlab records file.';
    case 'notRecords':
      return 'The file is JSON but not a Hexlab Minesweeper records file.';
    case 'version':
      return `The records file has version ${p.found}; this Hexlab reads version ${p.reads}.`;
    case 'noBoards':
      return 'The records file has no list of boards.';
    case 'badSeen':
      return 'The records file has a damaged list of boards played.';
    case 'unreadable':
      return 'The records file could not be read.';
    case 'badBoard':
      return 'A board in the records file is damaged.';
    case 'badList':
      return `The ${p.assisted ? 'assisted times' : 'best times'} of a board in the records file are damaged.`;
    case 'badBest':
      return 'The best 3BV/s or IOE of a board in the records file is not a number.';
    case 'badEntry': {
      const what: string = {
        notRecord: 'is not a record',
        time: 'has no time in whole milliseconds',
        date: 'has no readable date',
        figures: 'lacks its 3BV, 3BV/s or IOE',
        damaged: 'is damaged',
        replay: 'has a damaged replay',
      }[p.what];
      return `Record ${p.n} of a board in the records file ${what}.`;
    }
  }
}

const minesweeper = {
  name: 'Minesweeper',
  boardLabel: 'Minesweeper board. Move with the direction keys, Enter or Space to reveal, F to flag.',
  /** what the cursor announcer says of a tile, by its view code (hidden, flagged, marked, revealed, mine, exploded, wrong flag) */
  tileStates: [
    'hidden',
    'flagged',
    'marked with a question mark',
    'revealed',
    'a mine',
    'the mine that exploded',
    'wrongly flagged',
  ],
  minesAround: (n: number, f: Format) => count(f, n, 'mine around', 'mines around'),
  wall: 'wall',

  panel: {
    controls: 'Game',
    advanced: 'Advanced',
    difficulty: 'Difficulty',
    presets: {
      beginner: 'Beginner',
      intermediate: 'Intermediate',
      expert: 'Expert',
      cell: 'Cell',
      comb: 'Comb',
      hive: 'Hive',
      custom: 'Custom',
    } satisfies Record<PresetId, string> as Record<PresetId, string>,
    /** the difficulty shown while the daily is played (the day's own board and mines) */
    daily: 'Daily',
    dailySummary: (mines: number, f: Format) =>
      `today’s board for everyone, ${f.plural(mines, { one: '# mine', other: '# mines' })}.`,
    presetSummary: (
      p: {
        board: { shape: 'rectangle' | 'hexagon'; rows: number; cols: number; tiles: number } | null;
        mines: number | null;
      },
      f: Format,
    ): string => {
      if (!p.board || p.mines === null) return 'Any board, any number of mines.';
      const { shape, rows, cols, tiles } = p.board;
      const size = shape === 'hexagon' ? `hexagon of ${tiles} tiles` : `${rows} x ${cols} rectangle`;
      return `${size}, ${p.mines} mines (${f.percent(p.mines / tiles)}).`;
    },
    firstClick: 'First click',
    firstClickOptions: { zero: 'Opens a zero', safe: 'Safe' },
    firstClickHint: {
      zero: 'The first click and its neighbours never hold a mine.',
      safe: 'Only the first click itself is never a mine.',
    },
    mines: 'Mines',
    density: 'Density (%)',
    seed: 'Seed',
    longPress: 'Long press (ms)',
    newGame: 'New game',
    restart: 'Restart',
    noGuessing: 'No guessing',
    marks: 'Allow ? marks',
    allowUndo: 'Practice: undo a losing click',
    help: 'Help',
    hint: 'Hint',
    probabilities: 'Mine probabilities',
    hoverNone: 'Point at a hidden tile to see its chance of a mine.',
    hover: (p: number, f: Format) => `The tile under the pointer: ${f.percent(p, 1)} chance of a mine.`,
  },
  loss: {
    forced: 'That click was a forced guess: no tile could be proven safe.',
    avoidable: (safe: number, f: Format) =>
      `That was avoidable: ${f.plural(safe, { one: 'this tile, ringed on the board, was', other: 'the # tiles ringed on the board were' })} provably safe.`,
  },
  hintNotes: {
    replay: 'This is a replay: close it to play.',
    over: 'The game is over: start a new one for hints.',
    firstClickSafe: 'Any tile is safe for the first click.',
    firstClickZero: 'Any tile is safe for the first click: it always opens an empty area.',
    nothing: 'Nothing is left to deduce.',
  },
  reason,
  mineCount,
  /** a refused mine count replaced by the beginner density */
  mineCountFallback: (problem: string, mines: number) =>
    `${problem} Using ${mines} mines (the beginner density) instead.`,
  noGuess: {
    building: 'Building a board that never needs a guess…',
    progress: 'Board generation progress',
    cancel: 'Cancel',
    cancelled: 'Cancelled: this is an ordinary board, which may need a guess.',
    failed: (why: string) => `No guess-free board could be made here (${why}). This is an ordinary board instead.`,
    why: noGuess,
  },
  status: {
    label: 'Game',
    status: 'Status',
    minesLeft: 'Mines left',
    time: 'Time',
    words: { ready: 'Ready', playing: 'Playing', won: 'You won!', lost: 'Boom — you lost', replay: 'Replay' },
  },
  flagMode: 'Flag mode',
  probability: {
    legend: 'Chance of a mine',
    safe: 'safe',
    mine: 'mine',
    safest: 'safest',
  },
  challenge: {
    start: 'Start where your friend did',
    elsewhere: 'You started on another tile, so these are other mines.',
    restart: 'Restart the challenge',
    offerNote: 'Sends this board with your time: your friend plays it and sends their result back.',
    linkNote: 'Opens this board with your result',
    banner: (result: string) => `Challenge: your friend cleared this board in ${result}. Beat it!`,
    lostTry: 'Not cleared: restart to try the challenge again.',
  },
  over: {
    won: 'You won',
    lost: 'Boom — you lost',
    newRecord: 'New record',
    best: (time: string) => `Your best here: ${time}`,
    firstWin: 'Your first win on this board.',
    notCounted: 'Not in the records: this board was played before, or came from a link with progress.',
    assisted: 'Assisted: kept apart from the records.',
    time: 'Time',
    bv3: '3BV solved',
    bv3s: '3BV/s',
    ioe: 'IOE',
    clicks: 'Clicks',
    clickParts: (l: number, r: number, c: number) => `${l} left · ${r} right · ${c} chord`,
    /** the same on a touch screen, where a tap reveals and a long press (or Flag mode) flags */
    tapParts: (l: number, r: number, c: number, f: Format) =>
      `${count(f, l, 'tap', 'taps')} · ${count(f, r, 'flag', 'flags')} · ${count(f, c, 'chord', 'chords')}`,
    wasted: (n: number) => `${n} wasted`,
    share: 'Share',
    replay: 'Replay',
    undo: 'Undo last click',
    shareNote: 'Opens this board: the same mines for whoever opens it',
  },
  records: {
    heading: 'Records',
    board: (mines: number, rule: 'zero' | 'safe', noGuess: boolean, f: Format) =>
      `This board, ${count(f, mines, 'mine', 'mines')}, first click ${rule === 'safe' ? 'safe' : 'opens a zero'}${noGuess ? ', no guessing' : ''}.`,
    none: 'No record yet: win a game on a board you have not seen to set one.',
    cols: ['#', 'Time', '3BV/s', 'IOE', 'Date'],
    noFlag: 'NF',
    noFlagTitle: 'Won without a flag',
    watch: 'Watch',
    watchLabel: (n: number) => `Watch the replay of record ${n}`,
    assisted: 'Assisted (a hint, the probabilities or an undo was used)',
    best: (bvs: string, ioe: string) => `Best 3BV/s ${bvs} · best IOE ${ioe}`,
    counts: (played: number, won: number) => `Played ${played}, won ${won} on this board and difficulty.`,
    last3bv: 'Last game 3BV',
    bestTime: 'Best time',
    export: 'Export records',
    import: 'Import records',
    clear: 'Clear records',
    confirm: (n: number, damaged: boolean, f: Format) =>
      damaged
        ? 'Clear the damaged records in storage, and this board’s records? This cannot be undone.'
        : `Clear the ${count(f, n, 'record', 'records')} of this board? This cannot be undone.`,
    confirmYes: 'Clear them',
    confirmNo: 'Keep them',
    cleared: 'The records of this board were cleared.',
    exported: 'The records were saved as a file.',
    badReplay: 'This record’s replay could not be read.',
    imported: (boards: number, f: Format) => `Imported the records of ${count(f, boards, 'board', 'boards')}.`,
    importRefused: (problem: string) => `${problem} Your records are unchanged.`,
    blocked: "Your Minesweeper records can't be read: the browser's storage is blocked.",
    damaged: (problem: string) =>
      `Your saved Minesweeper records are damaged and were left as they are (${problem.replace(/\.$/, '')}). New records are kept for this visit only, until you import a records file or clear the records.`,
    problem: records,
  },
  replay: {
    title: 'Replay',
    position: (step: number, steps: number) => `Move ${step} of ${steps}`,
    play: 'Play',
    pause: 'Pause',
    step: 'Step',
    restart: 'From the start',
    speed: 'Speed',
    share: 'Share replay',
    close: 'Close replay',
    shareNote: 'Opens this replay at its first move',
  },
};

export default minesweeper;
