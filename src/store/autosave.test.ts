import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_KEY, loadAutosave, parseSaved, serialise, startAutosave, type Saved } from './autosave';
import { useHexlab } from './index';
import { TUTORIAL_HEXAGON } from '../engine';

const saved: Saved = { level: [[-1, 0], [1, 5]], orientation: 'flat', parity: 'even', hexSize: 30, mode: 'editor', shape: 'custom' };

describe('when a saved board is read back', () => {
  it('gives the same board and settings', () => {
    expect(parseSaved(serialise(saved))).toEqual({ ok: true, saved });
  });

  it('remembers the address it was saved under', () => {
    const r = parseSaved(serialise({ ...saved, link: '?v=1&m=editor' }));
    expect(r.ok && r.saved?.link).toBe('?v=1&m=editor');
  });

  it('says nothing is saved when storage is empty', () => {
    expect(parseSaved(null)).toEqual({ ok: true, saved: null });
  });

  it('pads short rows with void', () => {
    const r = parseSaved(JSON.stringify({ v: 1, level: [[0, 0, 0], [1]] }));
    expect(r.ok && r.saved?.level).toEqual([[0, 0, 0], [1, -1, -1]]);
  });

  it('falls back to default settings when only they are odd', () => {
    const r = parseSaved(JSON.stringify({ v: 1, level: [[0]], orientation: 'sideways', hexSize: 'big', mode: 'chess' }));
    expect(r).toEqual({ ok: true, saved: { level: [[0]], orientation: 'pointy', parity: 'odd', hexSize: 24, mode: 'minesweeper', shape: 'custom' } });
  });
});

describe('when storage holds something unreadable', () => {
  it.each([
    ['not JSON', '{oops', 'not valid JSON'],
    ['an unknown version', JSON.stringify({ v: 9, level: [[0]] }), 'unknown version'],
    ['no rows', JSON.stringify({ v: 1, level: [] }), 'no rows'],
    ['a bad cell', JSON.stringify({ v: 1, level: [[0, 'x']] }), '"x"'],
    ['a cell out of range', JSON.stringify({ v: 1, level: [[12]] }), '12'],
    ['too many rows', JSON.stringify({ v: 1, level: Array.from({ length: 251 }, () => [0]) }), '251 rows'],
  ])('refuses %s and says why', (_what, text, words) => {
    const r = parseSaved(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain(words);
  });
});

describe('when the store is saved and restored', () => {
  const memory = (fail = false) => {
    const data = new Map<string, string>();
    return {
      data,
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (fail) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        data.set(k, v);
      },
    } as unknown as Storage & { data: Map<string, string> };
  };

  beforeEach(() => {
    vi.useFakeTimers();
    useHexlab.getState().setNotice(null);
    useHexlab.getState().setLevel(TUTORIAL_HEXAGON, 'tutorial');
  });
  afterEach(() => vi.useRealTimers());

  it('writes a moment after a change, and a new page reads the same board back', () => {
    const storage = memory();
    const stop = startAutosave(useHexlab, storage);
    useHexlab.getState().setLevel([[0, 1], [-1, 3]]);
    useHexlab.getState().setParity('even');
    expect(storage.data.size).toBe(0);
    vi.advanceTimersByTime(1000);
    stop();
    useHexlab.getState().setLevel(TUTORIAL_HEXAGON, 'tutorial');
    useHexlab.getState().setParity('odd');
    expect(loadAutosave(useHexlab, storage)).toBe(true);
    expect(useHexlab.getState().level).toEqual([[0, 1], [-1, 3]]);
    expect(useHexlab.getState().parity).toBe('even');
    useHexlab.getState().setParity('odd');
  });

  it('says so when storage is full, and keeps the board', () => {
    const stop = startAutosave(useHexlab, memory(true));
    useHexlab.getState().setLevel([[0, 0]]);
    vi.advanceTimersByTime(1000);
    stop();
    expect(useHexlab.getState().notice?.text).toMatch(/^Couldn't save: browser storage is full/);
    expect(useHexlab.getState().level).toEqual([[0, 0]]);
  });

  it('keeps the default board and says why when the saved data is unreadable', () => {
    const storage = memory();
    storage.data.set(AUTOSAVE_KEY, '{"v":1,"level":[[0,"wall"]]}');
    expect(loadAutosave(useHexlab, storage)).toBe(false);
    expect(useHexlab.getState().level).toBe(TUTORIAL_HEXAGON);
    expect(useHexlab.getState().notice?.text).toMatch(/Couldn't restore your saved board: .*"wall"/);
  });
});
