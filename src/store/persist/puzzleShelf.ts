// The puzzles a player opened, generated or made, kept for "My boards" (newest first, at most MAX_KEPT; the same
// puzzle once), in localStorage. Each is kept packed as a link carries it (share/puzzleCodec.ts), with its title and
// author beside it so the list is drawn without unpacking. Versioned as zustand persist's `version`/`migrate`
// (version 1 is the first); a newer Hexlab's list is shown as empty here and never written over.
import { create } from 'zustand';
import { packPuzzle, unpackPuzzle } from '../../share/puzzleCodec';
import type { Level } from '../../games/puzzle/level';
import { safeLocal } from './storedChoice';
import { LOCAL } from './keys';
import { readList, writeList } from './versionedList';

const KEY = LOCAL.puzzleShelf;
const PUZZLE_SHELF_VERSION = 1;
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
    typeof o.cells === 'number'
  );
};

function readShelf(storage: Storage | null): Shelf {
  const { items, newer } = readList(storage, KEY, 'puzzles', PUZZLE_SHELF_VERSION, isKept);
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

/** Keep a puzzle on the shelf (first in the list; a puzzle already there moves up). */
export function keepPuzzle(level: Level, now = Date.now(), storage: Storage | null = safeLocal()): void {
  const pz = packPuzzle(level);
  const entry: KeptPuzzle = { pz, title: level.title, author: level.author, at: now, cells: level.cells.length };
  // Another tab may have kept some meanwhile: the stored list is the one added to.
  const others = readShelf(storage).puzzles.filter((p) => p.pz !== pz);
  store([entry, ...others].slice(0, MAX_KEPT), storage);
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
