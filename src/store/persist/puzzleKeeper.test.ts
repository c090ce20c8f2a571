import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeIn } from '../testing';
import { SECOND_PUZZLE } from '../slices/puzzleLevels';
import { memoryProgressStorage, useProgress, useProgressStorage } from './progressStore';
import { readPuzzleProgress, PUZZLE_PROGRESS_VERSION } from './puzzleProgress';
import { usePuzzleShelf } from './puzzleShelf';
import { addGame, emptyProgress } from '../../games/progress/history';

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
    const first = storeIn('puzzle');
    first.getState().puzzleOpenText(SECOND_PUZZLE);
    const [black] = hidden(first, 'black');
    const [blue] = hidden(first, 'blue');
    first.getState().puzzleMark(black, 'blue');
    vi.setSystemTime(1_030_000);
    first.getState().puzzleMark(blue, 'blue');
    const before = pz(first);

    // A reload: a new store reads what was kept.
    vi.setSystemTime(1_040_000);
    const again = storeIn('puzzle');
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
    const first = storeIn('puzzle');
    first.getState().puzzleOpenText(SECOND_PUZZLE);
    const clue = pz(first).level.cells.findIndex((c) => c.shown && c.clue !== 'none');
    first.getState().puzzleToggleDone(clue);
    const again = storeIn('puzzle');
    expect(pz(again).done).toEqual(pz(first).done);
    expect(pz(again).done[clue]).toBe(1);
  });

  it('starts on the first built-in puzzle when nothing is kept, or when a newer Hexlab kept it (left as it is)', () => {
    storage.setItem('hexlab.puzzle.progress', JSON.stringify({ version: PUZZLE_PROGRESS_VERSION + 1, pz: 'x' }));
    const s = storeIn('puzzle');
    expect(pz(s).level.title).toBe('First light');
    s.getState().puzzleOpenText(SECOND_PUZZLE);
    expect(JSON.parse(storage.getItem('hexlab.puzzle.progress')!).version).toBe(PUZZLE_PROGRESS_VERSION + 1);
    expect(readPuzzleProgress(storage)).toBeNull();
  });

  it('refuses kept marks that do not fit the puzzle', () => {
    const s = storeIn('puzzle');
    s.getState().puzzleOpenText(SECOND_PUZZLE);
    const kept = JSON.parse(storage.getItem('hexlab.puzzle.progress')!);
    storage.setItem('hexlab.puzzle.progress', JSON.stringify({ ...kept, revealed: '0101' }));
    expect(readPuzzleProgress(storage)).toBeNull();
  });
});

describe('a solved puzzle in the statistics', () => {
  it('is entered once, with its time and mistakes, and not again after a reload', async () => {
    const s = storeIn('puzzle');
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
    const again = storeIn('puzzle');
    expect(pz(again).play.solved).toBe(true);
    again.getState().puzzleMark(black, 'black');
    // Nothing more is entered (the solve was before the reload); entering the same attempt again changes nothing.
    const once = useProgress.getState().progress;
    expect(addGame(once, once.games[0])).toBe(once);
    expect(once.games).toHaveLength(1);
    expect(addGame(emptyProgress(), once.games[0]).games).toHaveLength(1);
  });
});

describe('the puzzles kept for My boards', () => {
  it('lists each puzzle opened or generated once, newest first, and the editor can keep its own', () => {
    const s = storeIn('puzzle');
    s.getState().puzzleOpenText(SECOND_PUZZLE);
    s.getState().puzzleNew('easy', 7);
    s.getState().puzzleOpenText(SECOND_PUZZLE);
    expect(usePuzzleShelf.getState().puzzles.map((p) => p.title)).toEqual(['Honeycomb', 'Generated easy 7']);
    const made = { ...pz(s).level, title: 'Made in the editor' };
    s.getState().puzzleOpen(made);
    expect(usePuzzleShelf.getState().puzzles).toHaveLength(3);
    s.getState().puzzleKeep();
    expect(usePuzzleShelf.getState().puzzles[0].title).toBe('Made in the editor');
    expect(JSON.parse(storage.getItem('hexlab.puzzle.kept')!).puzzles).toHaveLength(3);
  });
});
