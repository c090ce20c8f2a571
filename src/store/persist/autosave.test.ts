import { describe, expect, it } from 'vitest';
import { parseSaved, serialise, type Saved } from './autosave';

const saved: Saved = {
  level: [
    [-1, 0],
    [1, 5],
  ],
  orientation: 'flat',
  parity: 'even',
  hexSize: 30,
  mode: 'editor',
  shape: 'custom',
};

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
    expect(r.ok && r.saved?.level).toEqual([
      [0, 0, 0],
      [1, -1, -1],
    ]);
  });

  it('falls back to default settings when only they are odd', () => {
    const r = parseSaved(
      JSON.stringify({ v: 1, level: [[0]], orientation: 'sideways', hexSize: 'big', mode: 'chess' }),
    );
    expect(r).toEqual({
      ok: true,
      saved: { level: [[0]], orientation: 'pointy', parity: 'odd', hexSize: 24, mode: 'minesweeper', shape: 'custom' },
    });
  });
});

describe('when storage holds something unreadable', () => {
  it.each([
    ['not JSON', '{oops', { kind: 'notJson' }],
    ['an unknown version', JSON.stringify({ v: 9, level: [[0]] }), { kind: 'version', found: '9' }],
    ['no rows', JSON.stringify({ v: 1, level: [] }), { kind: 'noRows' }],
    ['a bad cell', JSON.stringify({ v: 1, level: [[0, 'x']] }), { kind: 'badCell', value: '"x"' }],
    ['a cell out of range', JSON.stringify({ v: 1, level: [[12]] }), { kind: 'badCell', value: '12' }],
    [
      'too many rows',
      JSON.stringify({ v: 1, level: Array.from({ length: 251 }, () => [0]) }),
      { kind: 'tooManyRows', rows: 251, max: 250 },
    ],
  ])('refuses %s and says why', (_what, text, problem) => {
    expect(parseSaved(text)).toEqual({ ok: false, problem });
  });
});
