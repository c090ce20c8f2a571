import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeIn } from '../testing';
import { SECOND_PUZZLE } from '../../games/puzzle/builtIn';
import { memoryProgressStorage, useProgress, useProgressStorage } from './progressStore';
import { readPuzzleProgress, PUZZLE_PROGRESS_VERSION } from './puzzleProgress';
import { usePuzzleShelf } from './puzzleShelf';
import { addGame, emptyProgress } from '../../games/progress/history';
import { startPuzzleKeeper } from './puzzleKeeper';
import { keepModes } from './modeKeeping';
import { fullStore } from '../testing';
import { encodeShare } from '../../share';
import { parseLevel } from '../../games/puzzle/level';
import { filledLevel } from '../../engine';

const local = () => {
  const data = new Map<string, string>();
  return Object.assign(
    {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    },
    { data },
  ) as unknown as Storage & { data: Map<string, string> };
};

type Store = ReturnType<typeof storeIn>;
/** A store showing the Puzzles mode with its keeping attached from outside, as start-up attaches it (boot.ts). */
const keptStore = (): Store => {
  const store = storeIn('puzzle');
  startPuzzleKeeper(store);
  return store;
};
const pz = (s: Store) => s.getState().puzzle;
const hidden = (s: Store, color: 'blue' | 'black') =>
  pz(s)
    .level.cells.map((c, i) => (!c.shown && c.color === color ? i : -1))
    .filter((i) => i >= 0);

let storage: ReturnType<typeof local>;
beforeEach(() => {
  storage = local();
  vi.stubGlobal('localStorage', storage);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
  useProgressStorage(memoryProgressStorage());
  usePuzzleShelf.setState({ puzzles: [], newer: false });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a puzzle kept across a reload', () => {
  it('comes back with its marks, mistakes, attempt and time, and its clock goes on', () => {
    const first = keptStore();
    first.getState().puzzleOpenText(SECOND_PUZZLE);
    const [black] = hidden(first, 'black');
    const [blue] = hidden(first, 'blue');
    first.getState().puzzleMark(black, 'blue');
    vi.setSystemTime(1_030_000);
    first.getState().puzzleMark(blue, 'blue');
    const before = pz(first);

    // A reload: a new store reads what was kept.
    vi.setSystemTime(1_040_000);
    const again = keptStore();
    const after = pz(again);
    expect(after.level).toEqual(before.level);
    expect(after.play).toEqual(before.play);
    expect(after.play.mistakes).toBe(1);
    expect(after.play.revealed[blue]).toBe(1);
    expect(after.attempt).toBe(before.attempt);
    // The 30 s played before the reload, the clock running again from the reload.
    expect(after.clock).toEqual({ before: 30_000, since: 1_040_000 });
  });

  it('comes back with the clues greyed out as done', () => {
    const first = keptStore();
    first.getState().puzzleOpenText(SECOND_PUZZLE);
    const clue = pz(first).level.cells.findIndex((c) => c.shown && c.clue !== 'none');
    first.getState().puzzleToggleDone(clue);
    const again = keptStore();
    expect(pz(again).done).toEqual(pz(first).done);
    expect(pz(again).done[clue]).toBe(1);
  });

  it('starts on the first built-in puzzle when nothing is kept, or when a newer Hexlab kept it (left as it is)', () => {
    storage.setItem('hexlab.puzzle.progress', JSON.stringify({ version: PUZZLE_PROGRESS_VERSION + 1, pz: 'x' }));
    const s = keptStore();
    expect(pz(s).level.title).toBe('First light');
    s.getState().puzzleOpenText(SECOND_PUZZLE);
    expect(JSON.parse(storage.getItem('hexlab.puzzle.progress')!).version).toBe(PUZZLE_PROGRESS_VERSION + 1);
    expect(readPuzzleProgress(storage)).toBeNull();
  });

  it('refuses kept marks that do not fit the puzzle', () => {
    const s = keptStore();
    s.getState().puzzleOpenText(SECOND_PUZZLE);
    const kept = JSON.parse(storage.getItem('hexlab.puzzle.progress')!);
    storage.setItem('hexlab.puzzle.progress', JSON.stringify({ ...kept, revealed: '0101' }));
    expect(readPuzzleProgress(storage)).toBeNull();
  });
});

describe('a solved puzzle in the statistics', () => {
  it('is entered once, with its time and mistakes, and not again after a reload', async () => {
    const s = keptStore();
    s.getState().puzzleOpenText(SECOND_PUZZLE);
    const [black] = hidden(s, 'black');
    s.getState().puzzleMark(black, 'blue');
    vi.setSystemTime(1_065_000);
    for (const cell of hidden(s, 'blue')) s.getState().puzzleMark(cell, 'blue');
    expect(pz(s).play.solved).toBe(true);
    await vi.waitFor(() => expect(useProgress.getState().progress.games).toHaveLength(1));
    expect(useProgress.getState().progress.games[0]).toMatchObject({
      category: 'puzzle',
      won: true,
      ms: 65_000,
      mistakes: 1,
      attempt: pz(s).attempt,
    });
    const again = keptStore();
    expect(pz(again).play.solved).toBe(true);
    again.getState().puzzleMark(black, 'black');
    // Nothing more is entered (the solve was before the reload); entering the same attempt again changes nothing.
    const once = useProgress.getState().progress;
    expect(addGame(once, once.games[0])).toBe(once);
    expect(once.games).toHaveLength(1);
    expect(addGame(emptyProgress(), once.games[0]).games).toHaveLength(1);
    // My boards' entry for the puzzle says it was solved, once, in 65 s, with a mistake.
    expect(usePuzzleShelf.getState().puzzles[0]).toMatchObject({
      title: 'Honeycomb',
      solves: 1,
      bestMs: 65_000,
      perfect: false,
    });
  });

  it("is entered as its day's daily puzzle too when it is one: the first solve of the day alone", async () => {
    const solve = (s: Store) => {
      s.getState().puzzleRestart();
      for (const cell of hidden(s, 'blue')) s.getState().puzzleMark(cell, 'blue');
    };
    const read = parseLevel(SECOND_PUZZLE);
    if (!read.ok) throw new Error('not a level');
    const s = keptStore();
    // The system time is on 1970-01-01, the day of this daily puzzle; later it is the day after.
    s.getState().puzzleOpen({ ...read.level, title: 'Daily puzzle 1970-01-01 hard', author: 'Hexlab' });
    solve(s);
    await vi.waitFor(() => expect(useProgress.getState().progress.games).toHaveLength(2));
    expect(useProgress.getState().progress.games[1]).toMatchObject({
      category: 'daily-puzzle',
      daily: '1970-01-01',
      won: true,
      late: false,
      mistakes: 0,
    });
    expect(useProgress.getState().progress.games[1].attempt).toBeUndefined();
    solve(s);
    await vi.waitFor(() => expect(useProgress.getState().progress.games).toHaveLength(3));
    vi.setSystemTime(86_400_000 + 1_000);
    s.getState().puzzleOpen({ ...read.level, title: 'Daily puzzle 1970-01-01 hard', author: 'Hexlab' });
    solve(s);
    await vi.waitFor(() => expect(useProgress.getState().progress.games).toHaveLength(4));
    const days = useProgress.getState().progress.games.filter((g) => g.category === 'daily-puzzle');
    expect(days).toHaveLength(1);
  });
});

describe('the puzzles kept for My boards', () => {
  it('lists each puzzle opened or generated once, newest first, and the editor can keep its own', () => {
    const s = keptStore();
    s.getState().puzzleOpenText(SECOND_PUZZLE);
    s.getState().puzzleNew('easy', 7);
    s.getState().puzzleOpenText(SECOND_PUZZLE);
    expect(usePuzzleShelf.getState().puzzles.map((p) => p.title)).toEqual(['Honeycomb', 'Generated easy 7']);
    const made = { ...pz(s).level, title: 'Made in the editor' };
    s.getState().puzzleOpen(made);
    expect(usePuzzleShelf.getState().puzzles).toHaveLength(3);
    expect(usePuzzleShelf.getState().puzzles[0].title).toBe('Made in the editor');
    expect(JSON.parse(storage.getItem('hexlab.puzzle.kept')!).puzzles).toHaveLength(3);
  });
});

describe('the keeping, attached from outside the store', () => {
  it('is not started by the Puzzles mode itself: without it nothing the player does is written', () => {
    const s = storeIn('puzzle');
    s.getState().puzzleOpenText(SECOND_PUZZLE);
    s.getState().puzzleMark(hidden(s, 'blue')[0], 'blue');
    expect(storage.getItem('hexlab.puzzle.progress')).toBeNull();
    expect(usePuzzleShelf.getState().puzzles).toHaveLength(0);
  });

  it("attached before the mode has joined, keeps a link's puzzle opened just after the join", async () => {
    const store = fullStore({ parts: [] });
    keepModes(store);
    const part = (await import('./puzzleKept')).puzzlePart;
    store.addPart(part);
    const read = parseLevel(SECOND_PUZZLE);
    if (!read.ok) throw new Error('the built-in puzzle reads');
    const link = encodeShare({
      mode: 'puzzle',
      orientation: 'flat',
      parity: 'odd',
      hexSize: 24,
      level: filledLevel(3, 3),
      puzzle: { level: read.level },
    });
    const { applyShareQuery } = await import('../links/fromLink/fromLink');
    expect(applyShareQuery(store, `?${link}`)).toBe('applied');
    await vi.waitFor(() => expect(usePuzzleShelf.getState().puzzles.map((p) => p.title)).toEqual(['Honeycomb']));
    expect(readPuzzleProgress(storage)?.level.title).toBe('Honeycomb');
  });
});

describe("the editor's draft across a reload", () => {
  const ed = (s: Store) => s.getState().puzzleEdit;
  /** Edit an empty level: two blue cells, a title, then undo the second cell. */
  const draft = (s: Store) => {
    const a = s.getState();
    a.puzzleEditStart();
    a.puzzleEditNew();
    a.puzzleEditTool('blue');
    a.puzzleEditAt(16, 16);
    a.puzzleEditAt(17, 17);
    a.puzzleEditText('title', 'Mine');
    a.puzzleEditUndo();
  };

  it('comes back before Play is pressed, in the Edit tab, with its undo and redo', () => {
    const first = keptStore();
    draft(first);
    const before = ed(first);
    expect(before.past).toHaveLength(3);

    const again = keptStore();
    const after = ed(again);
    expect(after.tab).toBe('edit');
    expect(after.level).toEqual(before.level);
    expect(after.past).toEqual(before.past);
    expect(after.future).toEqual(before.future);
    expect(after.board.level).toBe(after.level);
    // Edit goes on with it (not with the puzzle in Play), and its history works.
    again.getState().puzzleEditStart();
    expect(ed(again).level).toEqual(before.level);
    again.getState().puzzleEditRedo();
    expect(ed(again).level.title).toBe('Mine');
    again.getState().puzzleEditUndo();
    again.getState().puzzleEditUndo();
    again.getState().puzzleEditUndo();
    expect(ed(again).level.cells).toEqual([]);
    again.getState().puzzleEditUndo();
    expect(ed(again).level.title).toBe('First light');
  });

  it('is not written mid-drag: the drag is kept once it ends, as one step', () => {
    const s = keptStore();
    s.getState().puzzleEditStart();
    s.getState().puzzleEditNew();
    const kept = storage.getItem('hexlab.puzzle.draft');
    s.getState().puzzleEditStrokeStart(16, 16);
    s.getState().puzzleEditStrokeMove(16, 18);
    expect(storage.getItem('hexlab.puzzle.draft')).toBe(kept);
    s.getState().puzzleEditStrokeEnd();
    const again = keptStore();
    expect(ed(again).level.cells).toHaveLength(2);
    again.getState().puzzleEditUndo();
    expect(ed(again).level.cells).toEqual([]);
  });

  it('goes on after Play, and gives way to a puzzle opened in Play since, as before the reload', () => {
    const s = keptStore();
    draft(s);
    s.getState().puzzleEditPlay();
    const played = keptStore();
    expect(ed(played).tab).toBe('play');
    played.getState().puzzleEditStart();
    expect(ed(played).past).toHaveLength(3);

    played.getState().puzzleEditPlay();
    played.getState().puzzleOpenText(SECOND_PUZZLE);
    const again = keptStore();
    again.getState().puzzleEditStart();
    expect(ed(again).level.title).toBe('Honeycomb');
    expect(ed(again).past).toEqual([]);
  });

  it("starts empty on a damaged draft, and leaves a newer Hexlab's as it is", () => {
    storage.setItem('hexlab.puzzle.draft', JSON.stringify({ version: 1, level: 'not packed', past: [] }));
    expect(ed(keptStore()).level.cells).toEqual([]);
    const newer = JSON.stringify({ version: 2, level: 'x' });
    storage.setItem('hexlab.puzzle.draft', newer);
    const s = keptStore();
    expect(ed(s).tab).toBe('play');
    draft(s);
    expect(storage.getItem('hexlab.puzzle.draft')).toBe(newer);
  });
});
