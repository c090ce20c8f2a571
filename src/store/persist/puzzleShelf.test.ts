import { beforeEach, describe, expect, it } from 'vitest';
import { parseLevel, type Level } from '../../games/puzzle/level';
import { FIRST_PUZZLE, SECOND_PUZZLE } from '../../games/puzzle/builtIn';
import { packPuzzle } from '../../share/puzzleCodec';
import { keepPuzzle, puzzleSolved, usePuzzleShelf } from './puzzleShelf';

const levelOf = (text: string): Level => {
  const read = parseLevel(text);
  if (!read.ok) throw new Error('the built-in puzzle reads');
  return read.level;
};
const first = levelOf(FIRST_PUZZLE);
const second = levelOf(SECOND_PUZZLE);

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  } as unknown as Storage;
};
let storage: Storage;
const stored = () => JSON.parse(storage.getItem('hexlab.puzzle.kept')!) as { version: number; puzzles: unknown[] };

beforeEach(() => {
  storage = memory();
  usePuzzleShelf.setState({ puzzles: [], newer: false });
});

describe('when a kept puzzle is solved', () => {
  it('keeps how many solves, the best time and whether one was without a mistake', () => {
    keepPuzzle(first, 1_000, storage);
    puzzleSolved(first, { ms: 90_000, mistakes: 2 }, 2_000, storage);
    expect(usePuzzleShelf.getState().puzzles[0]).toMatchObject({ solves: 1, bestMs: 90_000, perfect: false });
    puzzleSolved(first, { ms: 120_000, mistakes: 0 }, 3_000, storage);
    expect(usePuzzleShelf.getState().puzzles[0]).toMatchObject({ solves: 2, bestMs: 90_000, perfect: true });
    puzzleSolved(first, { ms: 60_000, mistakes: 1 }, 4_000, storage);
    expect(usePuzzleShelf.getState().puzzles[0]).toMatchObject({ solves: 3, bestMs: 60_000, perfect: true });
    expect(stored().version).toBe(2);
  });

  it('keeps its solves and the day it was first kept when it is opened again', () => {
    keepPuzzle(first, 1_000, storage);
    puzzleSolved(first, { ms: 50_000, mistakes: 0 }, 2_000, storage);
    keepPuzzle(second, 3_000, storage);
    keepPuzzle(first, 4_000, storage);
    const [top, next] = usePuzzleShelf.getState().puzzles;
    expect(top).toMatchObject({ title: 'First light', at: 4_000, since: 1_000, solves: 1, bestMs: 50_000 });
    expect(next).toMatchObject({ title: 'Honeycomb', solves: 0, bestMs: null, perfect: false });
  });

  it('keeps a puzzle that was not on the shelf, solved', () => {
    keepPuzzle(second, 1_000, storage);
    puzzleSolved(first, { ms: 10_000, mistakes: 0 }, 2_000, storage);
    expect(usePuzzleShelf.getState().puzzles.map((p) => [p.title, p.solves])).toEqual([
      ['First light', 1],
      ['Honeycomb', 0],
    ]);
  });
});

describe('a list kept by an older or a newer Hexlab', () => {
  it("reads version 1's entries as never solved, first kept when last opened, and adds to them", () => {
    const old = { pz: packPuzzle(first), title: 'First light', author: 'Hexlab', at: 5_000, cells: 7 };
    storage.setItem('hexlab.puzzle.kept', JSON.stringify({ version: 1, puzzles: [old, { pz: 3 }] }));
    keepPuzzle(second, 6_000, storage);
    expect(usePuzzleShelf.getState().puzzles).toEqual([
      expect.objectContaining({ title: 'Honeycomb', since: 6_000 }),
      { ...old, since: 5_000, solves: 0, bestMs: null, perfect: false },
    ]);
    expect(stored().version).toBe(2);
  });

  it('leaves a newer version as it is', () => {
    const newer = JSON.stringify({ version: 3, puzzles: [{ pz: 'x' }] });
    storage.setItem('hexlab.puzzle.kept', newer);
    usePuzzleShelf.setState({ puzzles: [], newer: true });
    keepPuzzle(first, 1_000, storage);
    puzzleSolved(first, { ms: 1, mistakes: 0 }, 2_000, storage);
    expect(storage.getItem('hexlab.puzzle.kept')).toBe(newer);
  });
});
