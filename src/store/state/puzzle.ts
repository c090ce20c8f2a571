// The Puzzles mode's part of the state (slices/puzzleSlice.ts and puzzleEditSlice.ts make it), and what the mode
// keeps in the browser as its part is wired with it (PuzzleKept: persist/puzzleKept.ts is the browser's).
import type { Level, LevelProblem, LineDir } from '../../games/puzzle/level';
import type { PuzzleCheckDone } from '../../games/puzzle/check.protocol';
import type { Hint } from '../../games/puzzle/hint';
import type { PuzzleBoard } from '../../games/puzzle/board';
import type { PuzzlePlay } from '../../games/puzzle/play';
import type { Difficulty } from '../../games/puzzle/generate';
import type { EditTool, SlotClue } from '../../games/puzzle/edit';

/** Why a text is not a level (parseLevel's problem), shown beside "Puzzle text" while the board stays. */
type PuzzleProblem = LevelProblem;

export interface PuzzleState {
  /** the level on the board, its solution included */
  level: Level;
  /** its cells, neighbours and lines (dense cell ids = index in level.cells) */
  board: PuzzleBoard;
  /** what the player has found, the mistakes and the blue cells left */
  play: PuzzlePlay;
  /** a tap marks black rather than blue (the touch screen's right click) */
  markBlack: boolean;
  /** the cell "Hint" proved and why, 'none' when nothing could be proved; gone with the next mark */
  hint: Hint | 'none' | null;
  /** what "Check puzzle" said of this puzzle; gone when another puzzle opens */
  verdict: PuzzleCheckDone | null;
  /** the last text that could not be opened, and why */
  problem: PuzzleProblem | null;
  /** the line clue whose cells are lit (pointed at or tapped), or -1 */
  lit: number;
  /** the shown blue cell whose eighteen-cell area is lit (pointed at or tapped), or -1 */
  litCell: number;
  /** clues the player greyed out as done: one entry a cell (level.cells' order), then one a line clue; 1 done */
  done: Uint8Array;
  /** the last wrong mark (its cell, and the mistakes it made), while no other mark has come since */
  wrong: { cell: number; mistakes: number } | null;
  /** one more each time a puzzle opens (views that keep state for a puzzle start again) */
  opened: number;
  /** this attempt at the puzzle (a new one at each open and restart): a solve is counted once per attempt */
  attempt: string;
  /** the time spent: `before` ms, plus the time since `since` (ms since 1970) while the clock runs */
  clock: { before: number; since: number | null };
}

export interface PuzzleSlice {
  puzzle: PuzzleState;
  /** Open a v1 text: on the board if it is a level, else the problem is kept and the board stays. */
  puzzleOpenText(text: string): boolean;
  /** Play this level from its start. */
  puzzleOpen(level: Level): void;
  /** Generate a no-guess puzzle on a hexagon at this difficulty (a fresh seed unless given), and play it. */
  puzzleNew(difficulty: Difficulty, seed?: number): void;
  /** Mark hidden cell `cell` (a dense id) blue or black. */
  puzzleMark(cell: number, color: 'blue' | 'black'): void;
  /**
   * Go on with the puzzle on screen from progress kept on it (a received challenge's, after a reload): its marks,
   * mistakes, time and attempt; progress on another level changes nothing.
   */
  puzzleResume(kept: KeptProgress): void;
  /** Switch "Mark black" on or off. */
  puzzleSetMarkBlack(on: boolean): void;
  /** Find one cell the shown clues prove, and show it with its reasons. */
  puzzleHint(): void;
  /** Keep the checker's verdict for the puzzle on the board. */
  puzzleSetVerdict(verdict: PuzzleCheckDone | null): void;
  /** Light the cells of line clue `line` (-1: none). */
  puzzleLight(line: number): void;
  /** Light the eighteen-cell area of shown blue cell `cell` (-1: none). */
  puzzleLightCell(cell: number): void;
  /** Grey out a shown clue as done, or bring it back: `index` is a cell's id, or cells + a line clue's index. */
  puzzleToggleDone(index: number): void;
  /** Start the same puzzle again. */
  puzzleRestart(): void;
}

/** A header field: the title, the author, the two free lines. */
export type PuzzleTextField = 'title' | 'author' | 'note1' | 'note2';

export interface PuzzleEditSlice {
  puzzleEdit: {
    /** which tab of the Puzzles mode shows */
    tab: 'play' | 'edit';
    /** the level being edited, its solution included */
    level: Level;
    /** its cells and lines, for live numbers and checks */
    board: PuzzleBoard;
    tool: EditTool;
    /** the direction a new line clue points */
    dir: LineDir;
    /** the slot whose clue the panel sets (the last one tapped) */
    selected: { x: number; y: number } | null;
    /** the levels before (newest last) and after the one on screen */
    past: readonly Level[];
    future: readonly Level[];
    /** the level before the drag under way, and what the Shown tool sets during it */
    stroke: { from: Level; shown: boolean } | null;
    /** the header field typed in last (typing goes on in one undo step) */
    typing: PuzzleTextField | null;
    /** the live check's answer and the level it is about (stale once the level changes) */
    check: { level: Level; result: PuzzleCheckDone | null } | null;
    /** the puzzle opened in Play (its `opened` count) that this level was taken from or given to */
    from: number;
  };
  /** Show the Edit tab: the puzzle in Play is edited, unless it is the one this level was last given to. */
  puzzleEditStart(): void;
  /** Show the Play tab with the edited level, from its start (an empty level leaves Play as it is). */
  puzzleEditPlay(): void;
  puzzleEditTool(tool: EditTool): void;
  puzzleEditDir(dir: LineDir): void;
  /** A tap, or Enter, with the tool on slot (x, y): one undo step. */
  puzzleEditAt(x: number, y: number): void;
  /** A drag with a paint tool: its slots change the level as it goes; its end makes them one undo step. */
  puzzleEditStrokeStart(x: number, y: number): void;
  puzzleEditStrokeMove(x: number, y: number): void;
  puzzleEditStrokeEnd(): void;
  /** Set the selected slot's clue. */
  puzzleEditClue(clue: SlotClue): void;
  puzzleEditText(field: PuzzleTextField, value: string): void;
  /** Start an empty level (an undo step: Undo brings the last one back). */
  puzzleEditNew(): void;
  puzzleEditUndo(): void;
  puzzleEditRedo(): void;
  /** Keep the live check's answer for this level. */
  puzzleEditChecked(level: Level, result: PuzzleCheckDone | null): void;
}

/** A puzzle under way, as it is kept. */
export interface KeptProgress {
  level: Level;
  /** one entry a cell (level.cells' order): 1 shown */
  revealed: Uint8Array;
  mistakes: number;
  /** the time spent on it so far, ms */
  ms: number;
  /** this attempt's id: a solved attempt is counted once in the statistics */
  attempt: string;
  /** whether the clock had started (a first mark made) */
  started: boolean;
  /** clues greyed out as done: one entry a cell, then one a line clue (absent: none) */
  done?: Uint8Array;
}

/** The Edit tab's draft, as it is kept: the level being made and its undo history. */
export interface KeptDraft {
  /** the tab that showed */
  tab: 'play' | 'edit';
  level: Level;
  /** the levels before (newest last) and after the one being made */
  past: Level[];
  future: Level[];
  /** whether the puzzle in Play is the one the draft was taken from or given to (Edit goes on with the draft) */
  current: boolean;
}

/**
 * What the Puzzles mode's part reads as it joins the store (persist/puzzleKept.ts: the browser's). Writing is not
 * the part's: the keeper (persist/puzzleKeeper.ts) follows the store from outside once the app attaches it.
 */
export interface PuzzleKept {
  /** the puzzle under way when the page was left, or null (none, a newer Hexlab's, or damaged) */
  load(): KeptProgress | null;
  /** the Edit tab's draft when the page was left, or null (none, a newer Hexlab's, or damaged); absent: none kept */
  loadDraft?(): KeptDraft | null;
}

// The mode's slices join the whole state from here (state/app.ts names no mode of its own choosing).
declare module './app' {
  interface AppState extends PuzzleSlice, PuzzleEditSlice {}
  interface LaterKeys {
    puzzleEdit: true;
  }
}
