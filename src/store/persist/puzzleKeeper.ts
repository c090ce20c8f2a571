// What the Puzzles mode keeps as the player plays and edits (attached from outside once the mode's part is in the
// store, modeKeeping.ts): the Edit tab's draft and its history as they change (puzzleDraft.ts), the puzzle and
// its progress after each change and when the page hides (puzzleProgress.ts: a reload goes on from there), every
// puzzle opened, generated or opened from a link on the "My boards" shelf (puzzleShelf.ts), and each solved attempt,
// once, in the player's progress (the statistics: its time and mistakes; a daily puzzle's also as its day's entry)
// and on the shelf (the puzzle's best).
import type { StoreApi } from 'zustand';
import { DAILY_PUZZLE, PUZZLE_CATEGORY } from '../../games/progress/puzzleCategory';
import { dateOf } from '../../games/daily/date';
import { dailyPuzzleOf } from '../../games/puzzle/dailyTitle';
import type { GameEntry } from '../../games/progress/history';
import type { AppState, CoreView } from '../state/app';
import { progressWrites } from './progressLater';
import type { PuzzleState } from '../state/puzzle';
import { keptProgressOf, writePuzzleProgress } from './puzzleProgress';
import { writePuzzleDraft } from './puzzleDraft';
import { keepPuzzle, puzzleSolved } from './puzzleShelf';

const puzzleOf = (s: AppState): PuzzleState | undefined => (s as CoreView).puzzle;

const keep = (p: PuzzleState, now = Date.now()) => writePuzzleProgress(keptProgressOf(p, now));

/** The solved attempt as the progress keeps it. */
const solvedEntry = (p: PuzzleState, at: number): GameEntry => ({
  at,
  category: PUZZLE_CATEGORY,
  won: true,
  ms: Math.round(p.clock.before),
  bv3s: 0,
  mistakes: p.play.mistakes,
  attempt: p.attempt,
});

/** A daily puzzle's solve as its day's entry (the first one of a date counts, history.ts), or null for another puzzle. */
function dailyEntryOf(p: PuzzleState, solved: GameEntry): GameEntry | null {
  const daily = dailyPuzzleOf(p.level);
  if (!daily) return null;
  const { attempt: _attempt, ...entry } = solved;
  return { ...entry, category: DAILY_PUZZLE, daily: daily.date, late: daily.date < dateOf(solved.at) };
}

/** Keep the Edit tab's draft when it, its history, its tab or its tie to the puzzle in Play changed (not mid-drag). */
function followDraft(s: AppState, prev: AppState): void {
  const { puzzleEdit: e, puzzle: p } = s as CoreView;
  const { puzzleEdit: b, puzzle: pb } = prev as CoreView;
  if (!e || !b || !p || e.stroke) return;
  const current = e.from === p.opened;
  if (
    e.level !== b.level ||
    e.past !== b.past ||
    e.future !== b.future ||
    e.tab !== b.tab ||
    current !== (b.from === pb?.opened)
  )
    writePuzzleDraft({ tab: e.tab, level: e.level, past: [...e.past], future: [...e.future], current });
}

/**
 * Follow the store's puzzle from `from` (the state the Puzzles mode joined the store with; what changed since is kept
 * at once); returns a function that stops. Attached from outside the store (modeKeeping.ts, from the part's `keep`).
 */
export function startPuzzleKeeper(
  store: Pick<StoreApi<AppState>, 'subscribe' | 'getState'>,
  from: AppState = store.getState(),
): () => void {
  const follow = (s: AppState, prev: AppState) => {
    followDraft(s, prev);
    const p = puzzleOf(s);
    const before = puzzleOf(prev);
    if (!p || !before || p === before) return;
    if (p.opened !== before.opened) keepPuzzle(p.level);
    if (p.level !== before.level || p.play !== before.play || p.attempt !== before.attempt || p.done !== before.done)
      keep(p);
    if (p.play.solved && !before.play.solved && p.attempt === before.attempt) {
      const entry = solvedEntry(p, Date.now());
      const day = dailyEntryOf(p, entry);
      void progressWrites.load().then(async (w) => {
        await w.enterGame(entry);
        if (day) await w.enterGame(day);
      });
      puzzleSolved(p.level, { ms: entry.ms, mistakes: p.play.mistakes }, entry.at);
    }
  };
  follow(store.getState(), from);
  const off = store.subscribe(follow);
  // Leaving the page keeps the time spent up to now.
  const onHide = () => {
    const p = puzzleOf(store.getState());
    if (p) keep(p);
  };
  globalThis.addEventListener?.('pagehide', onHide);
  return () => {
    off();
    globalThis.removeEventListener?.('pagehide', onHide);
  };
}
