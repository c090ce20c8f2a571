import { describe, expect, it } from 'vitest';
import { makeBoard, tileAtOffset } from '../../engine';
import { playByLogic } from '../minesweeper/solver/play';
import { dailyBoard, dailyMines, dailySpec } from './daily';
import { dateOf, parseDay, weekday } from './date';

/** A short fingerprint of a daily's mines and start, as hexes (the same whatever the layout). */
function fingerprint(date: string): string {
  const made = dailyMines(dailySpec(date)!);
  const hexes = made.mines.map((h) => `${h.q},${h.r}`).sort();
  let h = 0x811c9dc5;
  for (const c of hexes.join(';')) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return `${made.start.q},${made.start.r}:${hexes.length}:${h.toString(36)}`;
}

describe('the daily of a date', () => {
  it('is pinned: these dates give these mines in every browser and every release', () => {
    expect({
      '2026-11-23': fingerprint('2026-11-23'),
      '2026-11-25': fingerprint('2026-11-25'),
      '2026-11-28': fingerprint('2026-11-28'),
      '2027-02-28': fingerprint('2027-02-28'),
    }).toEqual({
      '2026-11-23': '6,6:16:6cmar6',
      '2026-11-25': '-2,1:15:1upsiwd',
      '2026-11-28': '4,-3:14:srwvdh',
      '2027-02-28': '-3,0:23:7e9ipi',
    });
  });

  it('changes its shape through the week', () => {
    const shapes = [
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ].map((d) => dailySpec(d)!.shape);
    expect(new Set(shapes).size).toBe(7);
    expect(shapes).toContain('ring');
    expect(shapes).toContain('island');
  });

  it('is another board on another date', () => {
    expect(fingerprint('2026-11-26')).not.toBe(fingerprint('2026-12-03'));
    expect(dailySpec('2026-11-26')!.seed).not.toBe(dailySpec('2026-12-03')!.seed);
  });

  it('refuses a date that does not exist', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '26-11-26', '2026-11-26x', '']) expect(dailySpec(bad)).toBeNull();
  });

  it('names days by their UTC date', () => {
    expect(dateOf(Date.UTC(2026, 10, 26, 23, 59))).toBe('2026-11-26');
    expect(dateOf(Date.UTC(2026, 10, 27, 0, 0))).toBe('2026-11-27');
    expect(weekday(parseDay('2026-11-26')!)).toBe(4);
  });
});

describe('on any layout', () => {
  it('is the same board, turned: the same mines around the same tiles, and solvable from the start by logic alone', () => {
    const spec = dailySpec('2026-11-25')!;
    const made = dailyMines(spec);
    const counts = (d: ReturnType<typeof dailyBoard>) => {
      const out: string[] = [];
      for (let id = 0; id < d.board.size; id++) {
        if (d.board.kind[id] !== 0) continue;
        let n = 0;
        for (let k = 0; k < 6; k++)
          n += d.board.neighbors[id * 6 + k] >= 0 ? d.mines[d.board.neighbors[id * 6 + k]] : 0;
        out.push(`${d.mines[id]}${n}`);
      }
      return out.sort().join('');
    };
    const pointy = dailyBoard(spec, 'pointy', 'odd', made);
    for (const [o, p] of [
      ['pointy', 'even'],
      ['flat', 'odd'],
      ['flat', 'even'],
    ] as const) {
      const other = dailyBoard(spec, o, p, made);
      expect(counts(other)).toBe(counts(pointy));
      const board = makeBoard(other.level, { orientation: o, parity: p });
      expect(playByLogic(board, other.mines, other.start).solved).toBe(true);
      expect(tileAtOffset(board, { row: board.row[other.start], col: board.col[other.start] })).toBe(other.start);
    }
  });
});
