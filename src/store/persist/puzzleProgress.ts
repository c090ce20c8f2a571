// The puzzle on the Puzzles mode's board and the player's progress in it (the cells found, the mistakes, the time
// spent, the attempt's id), kept in localStorage so that a reload, or the next visit, goes on where the player was.
// Versioned as zustand persist's `version`/`migrate`: version 1 is the first; a newer Hexlab's record is left as it
// is and never written over (the mode then starts on its first puzzle, and its progress lasts the visit).
// What comes back is outside input: the level is read through the link codec's checks, the rest checked here.
import { packPuzzle, unpackPuzzle } from '../../share/puzzleCodec';
import { safeLocal } from './storedChoice';
import { PUZZLE_LOCAL } from './puzzleKeys';
import { storedNewer } from './versionedList';
import type { KeptProgress, PuzzleState } from '../state/puzzle';
import { puzzleElapsed } from '../slices/puzzleOpen';
import type { Level } from '../../games/puzzle/level';

const KEY = PUZZLE_LOCAL.puzzleProgress;
export const PUZZLE_PROGRESS_VERSION = 1;

/** The kept puzzle, or null when there is none (or it can't be used: a newer Hexlab's, or damaged). */
export function readPuzzleProgress(storage: Storage | null = safeLocal()): KeptProgress | null {
  let raw: unknown;
  try {
    const text = storage?.getItem(KEY);
    if (!text) return null;
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  if (o.version !== PUZZLE_PROGRESS_VERSION || typeof o.pz !== 'string') return null;
  const read = unpackPuzzle(o.pz);
  return read.ok ? progressOn(read.value, o) : null;
}

/**
 * The progress a kept record names on `level` (its marks, mistakes, time, attempt and clues done: the record's fields
 * but the level's), or null when it is not one or does not fit the level. A received challenge's puzzle is kept so
 * (ui/puzzle/puzzleChallengePlay.ts), its level being the challenge link's.
 */
export function progressOn(level: Level, raw: unknown): KeptProgress | null {
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  const marks = typeof o.revealed === 'string' ? o.revealed : '';
  if (marks.length !== level.cells.length || !/^[01]*$/.test(marks)) return null;
  const revealed = Uint8Array.from(marks, (c, i) => (c === '1' || level.cells[i].shown ? 1 : 0));
  const slots = level.cells.length + level.lines.length;
  const done =
    typeof o.done === 'string' && o.done.length === slots && /^[01]*$/.test(o.done)
      ? Uint8Array.from(o.done, (c) => (c === '1' ? 1 : 0))
      : undefined;
  const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : 0);
  return {
    level,
    revealed,
    mistakes: count(o.mistakes),
    ms: count(o.ms),
    attempt: typeof o.attempt === 'string' ? o.attempt : '',
    started: o.started === true,
    done,
  };
}

/** A kept record's fields but its level (progressOn reads them back). */
/** The puzzle under way as it is kept: its level, the cells found, the mistakes, the time spent at `now`, the attempt. */
export const keptProgressOf = (p: PuzzleState, now: number): KeptProgress => ({
  level: p.level,
  revealed: p.play.revealed,
  mistakes: p.play.mistakes,
  ms: puzzleElapsed(p, now),
  attempt: p.attempt,
  started: p.clock.since !== null || p.clock.before > 0,
  done: p.done,
});

export const progressFields = (p: Omit<KeptProgress, 'level'>) => ({
  revealed: Array.from(p.revealed, (v) => (v ? '1' : '0')).join(''),
  mistakes: p.mistakes,
  ms: Math.round(p.ms),
  attempt: p.attempt,
  started: p.started,
  done: p.done && Array.from(p.done, (v) => (v ? '1' : '0')).join(''),
});

/** Keep the puzzle under way (a full or blocked storage only costs the reload its progress). */
export function writePuzzleProgress(p: KeptProgress, storage: Storage | null = safeLocal()): void {
  try {
    if (storedNewer(storage, KEY, PUZZLE_PROGRESS_VERSION)) return;
    storage?.setItem(
      KEY,
      JSON.stringify({ version: PUZZLE_PROGRESS_VERSION, pz: packPuzzle(p.level), ...progressFields(p) }),
    );
  } catch {
    // Nothing else depends on it: the puzzle stays on screen.
  }
}
