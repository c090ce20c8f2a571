// The Puzzles editor's draft (the level being made, its undo and redo, the tab that showed), kept in localStorage so
// that a reload before "Play" loses nothing. Each level is packed as a link packs a puzzle (share/puzzleCodec.ts),
// read back without the v1 reader's checks (a draft need not be a level yet) and checked here; a level is packed
// once (levels are never changed in place). Versioned as zustand persist's `version`/`migrate`: version 1 is the
// first; a newer Hexlab's draft is left as it is and never written over (the editor then starts empty).
import { packPuzzle, unpackDraft } from '../../share/puzzleCodec';
import type { Level } from '../../games/puzzle/level';
import { safeLocal } from './storedChoice';
import { PUZZLE_LOCAL } from './puzzleKeys';
import { storedNewer } from './versionedList';
import type { KeptDraft } from '../state/puzzle';

const KEY = PUZZLE_LOCAL.puzzleDraft;
const PUZZLE_DRAFT_VERSION = 1;
/** The undo (and redo) steps kept across a reload: the older ones last the visit only. */
const HISTORY_KEPT = 100;

const packed = new WeakMap<Level, string>();
const pack = (level: Level): string => {
  let p = packed.get(level);
  if (p === undefined) {
    p = packPuzzle(level);
    packed.set(level, p);
  }
  return p;
};

/** The kept draft, or null when there is none (or it can't be used: a newer Hexlab's, or damaged). */
export function readPuzzleDraft(storage: Storage | null = safeLocal()): KeptDraft | null {
  let o: Record<string, unknown>;
  try {
    const raw: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return null;
    o = raw as Record<string, unknown>;
  } catch {
    return null;
  }
  if (o.version !== PUZZLE_DRAFT_VERSION || typeof o.level !== 'string') return null;
  const level = unpackDraft(o.level);
  if (!level) return null;
  // A history step that can't be read ends the history there (the steps beyond it lead through it).
  const levels = (v: unknown): Level[] => {
    const out: Level[] = [];
    for (const p of Array.isArray(v) ? v : []) {
      const l = typeof p === 'string' ? unpackDraft(p) : null;
      if (!l) break;
      out.push(l);
    }
    return out;
  };
  return {
    tab: o.tab === 'edit' ? 'edit' : 'play',
    level,
    past: levels(Array.isArray(o.past) ? [...o.past].reverse() : []).reverse(),
    future: levels(Array.isArray(o.future) ? [...o.future].reverse() : []).reverse(),
    current: o.current === true,
  };
}

/** Keep the draft (a full or blocked storage only costs the reload its draft). */
export function writePuzzleDraft(d: KeptDraft, storage: Storage | null = safeLocal()): void {
  try {
    if (storedNewer(storage, KEY, PUZZLE_DRAFT_VERSION)) return;
    storage?.setItem(
      KEY,
      JSON.stringify({
        version: PUZZLE_DRAFT_VERSION,
        tab: d.tab,
        level: pack(d.level),
        past: d.past.slice(-HISTORY_KEPT).map(pack),
        future: d.future.slice(-HISTORY_KEPT).map(pack),
        current: d.current,
      }),
    );
  } catch {
    // Nothing else depends on it: the draft stays on screen.
  }
}
