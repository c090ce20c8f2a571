// The puzzles a player opened, generated or made, kept for "My boards" (newest first, at most MAX_KEPT; the same
// puzzle once), in localStorage. Each is kept packed as a link carries it (share/puzzleCodec.ts), with its title and
// author beside it so the list is drawn without unpacking, and what this browser did with it (its solves: how many,
// the best time, whether one was without a mistake; nothing else keeps that per puzzle). Versioned as zustand
// persist's `version`/`migrate`: version 1 had no solves (its entries read as never solved, first kept when last
// opened); a newer Hexlab's list is shown as empty here and never written over.
import { create } from 'zustand';
import { packPuzzle, unpackPuzzle } from '../../share/puzzleCodec';
import type { Level } from '../../games/puzzle/level';
import { safeLocal } from './storedChoice';
import { PUZZLE_LOCAL } from './puzzleKeys';
import { readList, writeList } from './versionedList';

const KEY = PUZZLE_LOCAL.puzzleShelf;
const PUZZLE_SHELF_VERSION = 2;
const MAX_KEPT = 60;

export interface KeptPuzzle {
  /** the packed level: also what tells two kept puzzles apart */
  pz: string;
  title: string;
  author: string;
  /** when it was last opened, ms since 1970 */
  at: number;
  /** how many cells it has */
  cells: number;
  /** when it was first kept, ms since 1970 (a generated puzzle is named by its day) */
  since: number;
  /** how many times it was solved here */
  solves: number;
  /** the fastest solve, ms (null until solved) */
  bestMs: number | null;
  /** whether a solve had no mistake */
  perfect: boolean;
}

interface Shelf {
  puzzles: KeptPuzzle[];
  /** the stored list is a newer Hexlab's: it is not written over */
  newer: boolean;
}

const isKept = (v: unknown): v is KeptPuzzle => {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.pz === 'string' &&
    typeof o.title === 'string' &&
    typeof o.author === 'string' &&
    typeof o.at === 'number' &&
    typeof o.cells === 'number' &&
    typeof o.since === 'number' &&
    typeof o.solves === 'number' &&
    (o.bestMs === null || typeof o.bestMs === 'number') &&
    typeof o.perfect === 'boolean'
  );
};

/** A version 1 entry as version 2 has it: never solved, first kept when it was last opened. */
const upgrade = (v: unknown): unknown =>
  v && typeof v === 'object' && typeof (v as { at?: unknown }).at === 'number'
    ? { since: (v as { at: number }).at, solves: 0, bestMs: null, perfect: false, ...v }
    : v;

function readShelf(storage: Storage | null): Shelf {
  const { items, newer } = readList(storage, KEY, 'puzzles', PUZZLE_SHELF_VERSION, isKept, upgrade);
  return { puzzles: items, newer };
}

/** The kept puzzles, for the "My boards" dialog (read when first asked for). */
export const usePuzzleShelf = create<Shelf>()(() => readShelf(safeLocal()));

function store(puzzles: KeptPuzzle[], storage: Storage | null): void {
  const shelf = usePuzzleShelf.getState();
  if (shelf.newer) return;
  usePuzzleShelf.setState({ puzzles });
  // A full storage keeps the list for this visit.
  writeList(storage, KEY, 'puzzles', PUZZLE_SHELF_VERSION, puzzles);
}

const fresh = (level: Level, pz: string, now: number): KeptPuzzle => ({
  pz,
  title: level.title,
  author: level.author,
  at: now,
  cells: level.cells.length,
  since: now,
  solves: 0,
  bestMs: null,
  perfect: false,
});

/** Keep a puzzle on the shelf (first in the list; a puzzle already there moves up, with its solves). */
export function keepPuzzle(level: Level, now = Date.now(), storage: Storage | null = safeLocal()): void {
  const pz = packPuzzle(level);
  // Another tab may have kept some meanwhile: the stored list is the one added to.
  const stored = readShelf(storage).puzzles;
  const was = stored.find((p) => p.pz === pz);
  const entry: KeptPuzzle = was ? { ...was, at: now } : fresh(level, pz, now);
  store([entry, ...stored.filter((p) => p !== was)].slice(0, MAX_KEPT), storage);
}

/** Count a solve of `level` in `ms` with `mistakes` (a puzzle not on the shelf, or no longer, is kept first). */
export function puzzleSolved(
  level: Level,
  solve: { ms: number; mistakes: number },
  now = Date.now(),
  storage: Storage | null = safeLocal(),
): void {
  const pz = packPuzzle(level);
  const stored = readShelf(storage).puzzles;
  const was = stored.find((p) => p.pz === pz);
  const p = was ?? fresh(level, pz, now);
  const entry: KeptPuzzle = {
    ...p,
    solves: p.solves + 1,
    bestMs: p.bestMs === null ? solve.ms : Math.min(p.bestMs, solve.ms),
    perfect: p.perfect || solve.mistakes === 0,
  };
  const puzzles = was ? stored.map((q) => (q === was ? entry : q)) : [entry, ...stored].slice(0, MAX_KEPT);
  store(puzzles, storage);
}

/** Take a puzzle off the shelf. */
export function dropPuzzle(pz: string, storage: Storage | null = safeLocal()): void {
  store(
    readShelf(storage).puzzles.filter((p) => p.pz !== pz),
    storage,
  );
}

/** A kept puzzle's level, or null if its record can't be read. */
export function keptLevel(p: KeptPuzzle): Level | null {
  const read = unpackPuzzle(p.pz);
  return read.ok ? read.value : null;
}
