// @vitest-environment happy-dom
// What a returning player finds: the difficulty and the custom mine count of their last game survive a reload.
import { beforeEach, describe, expect, it } from 'vitest';
import { createStore } from '../index';
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
