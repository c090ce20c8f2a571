import { describe, expect, it } from 'vitest';
import { buildPuzzle } from './board';
import { checkLevel } from './check';
import { dailyPuzzle } from './daily';
import { dailyPuzzleOf } from './dailyTitle';
import { gradePuzzle } from './grade';
import { writeLevel } from './level';

/** A short fingerprint of a level's whole text (cells, colours, clues, what is shown). */
function fingerprint(date: string): string {
  const text = writeLevel(dailyPuzzle(date)!.level);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

describe('the daily puzzle of a date', () => {
  it('is pinned: these dates give these puzzles on every machine and in every release', () => {
    expect({
      '2026-12-07': [dailyPuzzle('2026-12-07')!.grade, fingerprint('2026-12-07')],
      '2026-12-12': [dailyPuzzle('2026-12-12')!.grade, fingerprint('2026-12-12')],
    }).toEqual({
      '2026-12-07': ['medium', 'gg5871'],
      '2026-12-12': ['hard', '1hnhe2o'],
    });
  }, 60_000);

  it('is the same puzzle twice on one date, and another the next day', () => {
    const a = dailyPuzzle('2026-12-07')!;
    expect(dailyPuzzle('2026-12-07')).toEqual(a);
    const b = dailyPuzzle('2026-12-08')!;
    expect(b.level.cells).not.toEqual(a.level.cells);
  }, 60_000);

  it('needs no guess, and is graded medium or hard as its title says', () => {
    for (const date of ['2026-12-07', '2026-12-11', '2027-01-03']) {
      const p = dailyPuzzle(date)!;
      const board = buildPuzzle(p.level);
      expect(checkLevel(board).verdict).toBe('no-guess');
      expect(['medium', 'hard']).toContain(gradePuzzle(board)?.grade);
      expect(gradePuzzle(board)?.grade).toBe(p.grade);
      expect(dailyPuzzleOf(p.level)).toEqual({ date, grade: p.grade });
    }
  }, 60_000);

  it('is hard from Friday to Sunday, medium on the other days', () => {
    expect(dailyPuzzle('2026-12-11')!.grade).toBe('hard');
    expect(dailyPuzzle('2026-12-09')!.grade).toBe('medium');
  }, 60_000);

  it('is none for a date that does not exist', () => {
    expect(dailyPuzzle('2026-02-30')).toBeNull();
    expect(dailyPuzzle('tomorrow')).toBeNull();
  });
});

describe('a daily puzzle title', () => {
  it('is read back only from a daily puzzle by Hexlab', () => {
    expect(dailyPuzzleOf({ title: 'Daily puzzle 2026-12-07 hard', author: 'Hexlab' })).toEqual({
      date: '2026-12-07',
      grade: 'hard',
    });
    expect(dailyPuzzleOf({ title: 'Daily puzzle 2026-12-07 hard', author: 'Someone' })).toBeNull();
    expect(dailyPuzzleOf({ title: 'Generated hard 12', author: 'Hexlab' })).toBeNull();
  });
});
