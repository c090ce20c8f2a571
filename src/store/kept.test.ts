// @vitest-environment happy-dom
// What the store keeps in the browser goes through its wiring (kept.ts): a store wired with its own keeping reads and
// writes nothing else, and what it remembers (the difficulty chosen last) is the state's, so a board's reset reads
// no storage.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { filledLevel } from '../engine';
import { encodeShare } from '../share';
import { emptyStats, type MinesweeperStats } from '../games/minesweeper';
import { emptyBook, type RecordBook } from '../games/minesweeper/records';
import type { Kept, MinesweeperPrefs } from './state/kept';
import { fullStore, loadGameExtras } from './testing';
import { applyShareQuery } from './links/fromLink/fromLink';
import { parseLevel } from '../games/puzzle/level';
import { SECOND_PUZZLE } from '../games/puzzle/builtIn';
import { puzzlePartWith } from './slices/puzzleSlice';
import { createStore } from './index';

beforeAll(() => loadGameExtras());
beforeEach(() => localStorage.clear());

function memoryKept(prefs: Partial<MinesweeperPrefs> = {}) {
  const kept = {
    prefs: { firstClickRule: 'zero', allowUndo: false, preset: 'beginner', mines: null, ...prefs } as MinesweeperPrefs,
    stats: emptyStats() as MinesweeperStats,
    records: emptyBook() as RecordBook,
  };
  const wiring: Kept = {
    loadPrefs: () => kept.prefs,
    savePrefs: (patch) => void (kept.prefs = { ...kept.prefs, ...patch }),
    loadStats: () => ({ stats: kept.stats, records: kept.records, recordsProblem: null }),
    saveStats: (stats) => ((kept.stats = stats), true),
    saveRecords: (book) => ((kept.records = book), true),
  };
  return { kept, wiring };
}

describe("the store's keeping", () => {
  it('starts from the remembered custom game and writes a won game through the wiring, not to localStorage', () => {
    const { kept, wiring } = memoryKept({ preset: 'custom', mines: 3 });
    const store = fullStore({ kept: wiring });
    const s = () => store.getState();
    expect(s().minesweeper.chosen).toEqual({ preset: 'custom', mines: 3 });
    expect(s().minesweeper.game.config.mines).toBe(3);
    s().setLevel([[0, 0]], 'custom');
    s().minesweeperNewGame({ mines: 1, seed: 3, firstClickRule: 'safe' });
    expect(kept.prefs).toMatchObject({ preset: 'custom', mines: 1 });
    s().minesweeperReveal(0);
    expect(s().minesweeper.game.status).toBe('won');
    expect(kept.stats.won).toBe(1);
    expect(Object.keys(kept.records.boards)).toHaveLength(1);
    expect(localStorage.length).toBe(0);
  });

  it("remembers a link's mine count as the custom game chosen last, once the link's game is on screen", () => {
    const { kept, wiring } = memoryKept({ preset: 'expert' });
    const store = fullStore({ kept: wiring });
    const link = encodeShare({
      mode: 'minesweeper',
      orientation: 'pointy',
      parity: 'odd',
      hexSize: 24,
      level: filledLevel(7, 7),
      minesweeper: { mines: 6, seed: 5, noGuess: false },
    });
    expect(applyShareQuery(store, `?${link}`)).toBe('applied');
    expect(store.getState().minesweeper.chosen).toEqual({ preset: 'custom', mines: 6 });
    expect(kept.prefs).toMatchObject({ preset: 'custom', mines: 6 });
    expect(localStorage.length).toBe(0);
  });

  it('starts the Puzzles mode on the puzzle its wiring kept, and writes nothing of its own as it is played', () => {
    const read = parseLevel(SECOND_PUZZLE);
    if (!read.ok) throw new Error('the built-in puzzle reads');
    const revealed = Uint8Array.from(read.level.cells, (c) => (c.shown ? 1 : 0));
    revealed[revealed.indexOf(0)] = 1;
    const { wiring } = memoryKept();
    const part = puzzlePartWith({
      load: () => ({ level: read.level, revealed, mistakes: 2, ms: 5000, attempt: 'a1', started: true }),
    });
    const store = createStore({ kept: wiring, parts: [part] });
    const { puzzle } = store.getState();
    expect(puzzle.level.title).toBe(read.level.title);
    expect(puzzle.play.mistakes).toBe(2);
    expect(puzzle.attempt).toBe('a1');
    // Saving is attached from outside (persist/modeKeeping.ts, from the part's `keep`): the part itself starts none.
    store.getState().puzzleMark(revealed.indexOf(0), 'blue');
    store.getState().puzzleOpenText(SECOND_PUZZLE);
    expect(localStorage.length).toBe(0);
  });
});
