// @vitest-environment happy-dom
// What a returning player finds: the difficulty and the custom mine count of their last game survive a reload.
import { beforeEach, describe, expect, it } from 'vitest';
import { createStore } from '../index';
import { applySaved, savedOf } from './autosave';
import {
  loadMinesweeperPrefs,
  migratePrefs,
  PREFS_VERSION,
  prefsFromNewer,
  saveMinesweeperPrefs,
} from './minesweeperPrefs';

beforeEach(() => localStorage.clear());

describe('remembered Minesweeper choices', () => {
  it('a custom mine count set on one visit is the count on the next', () => {
    const first = createStore();
    first.getState().minesweeperNewGame({ mines: 23 });
    expect(first.getState().minesweeper.game.config.mines).toBe(23);
    const next = createStore();
    expect(next.getState().minesweeper.preset).toBe('custom');
    expect(next.getState().minesweeper.game.config.mines).toBe(23);
  });

  it('a difficulty chosen on one visit is the difficulty on the next, once the board kept for it has come', () => {
    const first = createStore();
    first.getState().minesweeperSelectPreset('intermediate');
    const kept = savedOf(first.getState());
    // The next visit's store starts on its own first board, which is no difficulty's; start-up then brings the board
    // kept (a reload's, or the library's last).
    const next = createStore();
    expect(next.getState().minesweeper.preset).toBe('custom');
    applySaved(next, kept);
    expect(next.getState().minesweeper.preset).toBe('intermediate');
    expect(next.getState().minesweeper.game.config.mines).toBe(40);
  });

  it("a custom count chosen on a difficulty's own board stays custom on the next visit", () => {
    const first = createStore();
    first.getState().minesweeperSelectPreset('intermediate');
    first.getState().minesweeperNewGame({ mines: 50 });
    const kept = savedOf(first.getState());
    const next = createStore();
    applySaved(next, kept);
    expect(next.getState().minesweeper.preset).toBe('custom');
    expect(next.getState().minesweeper.game.config.mines).toBe(50);
  });

  it('a count that no longer fits the board falls back to the beginner density, with the reason', () => {
    localStorage.setItem('hexlab.minesweeper.prefs', JSON.stringify({ preset: 'custom', mines: 5000 }));
    const s = createStore().getState();
    expect(s.minesweeper.game.config.mines).toBeLessThan(5000);
    expect(s.minesweeper.problem).toMatchObject({ kind: 'mineCount', fallback: s.minesweeper.game.config.mines });
  });

  it('unreadable choices fall back to the defaults', () => {
    localStorage.setItem('hexlab.minesweeper.prefs', '{"preset":"impossible","mines":2.5,"firstClickRule":7}');
    expect(loadMinesweeperPrefs()).toEqual({
      firstClickRule: 'zero',
      allowUndo: false,
      preset: 'beginner',
      mines: null,
    });
  });

  it('the first-click rule and practice undo are kept beside the difficulty', () => {
    const store = createStore();
    store.getState().minesweeperNewGame({ mines: 12 });
    store.getState().minesweeperSetFirstClickRule('safe');
    expect(loadMinesweeperPrefs()).toMatchObject({ firstClickRule: 'safe', preset: 'custom', mines: 12 });
  });

  it("reads version 0 (choices saved before versions) as they were, and writes them as today's version", () => {
    const v0 = { firstClickRule: 'safe', allowUndo: true, preset: 'expert', mines: null };
    expect(migratePrefs(v0)).toEqual({ ok: true, prefs: v0 });
    localStorage.setItem('hexlab.minesweeper.prefs', JSON.stringify(v0));
    saveMinesweeperPrefs({ allowUndo: false });
    expect(JSON.parse(localStorage.getItem('hexlab.minesweeper.prefs') ?? '')).toEqual({
      ...v0,
      allowUndo: false,
      version: PREFS_VERSION,
    });
  });

  it('refuses choices saved by a newer version: the defaults are used, the choices are left as they are, and it says so', () => {
    const newer = JSON.stringify({ version: PREFS_VERSION + 1, preset: 'expert', theme: 'neon' });
    localStorage.setItem('hexlab.minesweeper.prefs', newer);
    expect(loadMinesweeperPrefs().preset).toBe('beginner');
    expect(prefsFromNewer()).toBe(PREFS_VERSION + 1);
    saveMinesweeperPrefs({ preset: 'intermediate' });
    expect(localStorage.getItem('hexlab.minesweeper.prefs')).toBe(newer);
  });
});
