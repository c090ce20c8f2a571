import { describe, expect, it } from 'vitest';
import { dailyPuzzleProblem } from './dailyPuzzle';

const now = Date.UTC(2026, 11, 7, 23, 59);

describe('a daily puzzle asked for by date', () => {
  it('opens today and any day since the first daily', () => {
    expect(dailyPuzzleProblem('2026-12-07', now)).toBeNull();
    expect(dailyPuzzleProblem('2026-01-01', now)).toBeNull();
  });

  it('is refused, saying why, for what is not a date, a day before the first, or a day to come', () => {
    expect(dailyPuzzleProblem('2026-13-01', now)).toEqual({ kind: 'badDate', value: '2026-13-01' });
    expect(dailyPuzzleProblem('soon', now)).toEqual({ kind: 'badDate', value: 'soon' });
    expect(dailyPuzzleProblem('2025-12-31', now)).toEqual({ kind: 'tooEarly', first: '2026-01-01' });
    expect(dailyPuzzleProblem('2026-12-08', now)).toEqual({ kind: 'future', date: '2026-12-08' });
  });
});
