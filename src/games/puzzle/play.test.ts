import { describe, expect, it } from 'vitest';
import { markCell, startPlay, type PlayCell } from './play';

const cell = (color: PlayCell['color'], shown = false): PlayCell => ({ color, shown });
// shown black, hidden blue, hidden black, hidden blue
const CELLS = [cell('black', true), cell('blue'), cell('black'), cell('blue')];

describe('puzzle play', () => {
  it('starts with the shown cells revealed and counts the hidden blue ones', () => {
    const p = startPlay(CELLS);
    expect([...p.revealed]).toEqual([1, 0, 0, 0]);
    expect(p).toMatchObject({ remaining: 2, mistakes: 0, solved: false });
  });

  it('reveals a right mark and lowers the remaining count for a blue one', () => {
    const p = markCell(startPlay(CELLS), CELLS, 1, 'blue');
    expect([...p.revealed]).toEqual([1, 1, 0, 0]);
    expect(p).toMatchObject({ remaining: 1, mistakes: 0 });
    const q = markCell(p, CELLS, 2, 'black');
    expect([...q.revealed]).toEqual([1, 1, 1, 0]);
    expect(q.remaining).toBe(1);
  });

  it('shows nothing for a wrong mark and counts a mistake', () => {
    const start = startPlay(CELLS);
    const p = markCell(start, CELLS, 1, 'black');
    expect([...p.revealed]).toEqual([0, 0, 0, 0].map((_, i) => start.revealed[i]));
    expect(p).toMatchObject({ mistakes: 1, remaining: 2 });
    expect(markCell(p, CELLS, 2, 'blue').mistakes).toBe(2);
  });

  it('ignores marks on shown cells and outside the puzzle', () => {
    const start = startPlay(CELLS);
    expect(markCell(start, CELLS, 0, 'blue')).toBe(start);
    expect(markCell(start, CELLS, 9, 'blue')).toBe(start);
    expect(markCell(start, CELLS, -1, 'black')).toBe(start);
  });

  it('is solved when the last blue cell is found: the black ones left are revealed with it', () => {
    let p = markCell(startPlay(CELLS), CELLS, 1, 'blue');
    p = markCell(p, CELLS, 3, 'blue');
    expect([...p.revealed]).toEqual([1, 1, 1, 1]);
    expect(p).toMatchObject({ remaining: 0, solved: true });
    expect(markCell(p, CELLS, 2, 'blue')).toBe(p);
  });
});
