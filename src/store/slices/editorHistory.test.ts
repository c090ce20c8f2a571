import { describe, expect, it } from 'vitest';
import { EMPTY_HISTORY, record, redo, restore, snapshot, undo } from './editorHistory';
import type { History } from '../state/editor';
import { transpose } from '../../engine';

const level = (n: number) => [
  [n, 0, -1],
  [1, 0, 0],
];
const snap = (n: number) => snapshot(level(n), 'pointy', 'custom');

describe('when the user edits and undoes', () => {
  it('gives back the boards in reverse order, then redoes them forwards', () => {
    let h: History = EMPTY_HISTORY;
    h = record(h, snap(2));
    h = record(h, snap(3));
    const u1 = undo(h, snap(4))!;
    expect(restore(u1.target, 'pointy')).toEqual(level(3));
    const u2 = undo(u1.history, u1.target)!;
    expect(restore(u2.target, 'pointy')).toEqual(level(2));
    expect(undo(u2.history, u2.target)).toBeNull();
    const r1 = redo(u2.history, u2.target)!;
    expect(restore(r1.target, 'pointy')).toEqual(level(3));
    const r2 = redo(r1.history, r1.target)!;
    expect(restore(r2.target, 'pointy')).toEqual(level(4));
    expect(redo(r2.history, r2.target)).toBeNull();
  });

  it('forgets the redo steps once a new edit is made', () => {
    const h = record(EMPTY_HISTORY, snap(2));
    const u = undo(h, snap(3))!;
    expect(u.history.future).toHaveLength(1);
    expect(record(u.history, snap(2)).future).toHaveLength(0);
  });

  it('keeps at least 100 steps and drops the oldest past the limit', () => {
    let h: History = EMPTY_HISTORY;
    for (let i = 0; i < 150; i++) h = record(h, snap(i % 9), 120);
    expect(h.past).toHaveLength(120);
    expect(restore(h.past[0], 'pointy')[0][0]).toBe(30 % 9);
  });
});

describe('when the layout turned since the step was recorded', () => {
  it('restores the board transposed, as the new layout shows it', () => {
    expect(restore(snap(2), 'flat')).toEqual(transpose(level(2)));
  });
});
