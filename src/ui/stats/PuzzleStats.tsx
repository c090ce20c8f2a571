import { useId } from 'react';
import { summarise, type Progress } from '../../games/progress/history';
import { summarisePuzzles } from '../../games/progress/puzzleSummary';
import { DAILY_PUZZLE, PUZZLE_CATEGORY } from '../../games/progress/puzzleCategory';
import { dailyStreak } from '../../games/progress/streak';
import { dayOf } from '../../games/daily/date';
import { useFormat, useT } from '../i18n';
import { Fact } from './Fact';

/** The Puzzles' part of "Statistics": puzzles solved, their mistakes and their times, then the daily puzzle. */
export function PuzzleStats({ progress }: { progress: Progress }) {
  const id = useId();
  const t = useT('puzzle').stats;
  const f = useFormat();
  const sum = summarisePuzzles(progress, PUZZLE_CATEGORY);
  const dash = '—';
  return (
    <>
      <section
        className="stats-card stats-puzzles"
        aria-labelledby={`${id}-h`}
        data-testid="stats-puzzles"
        data-solved={sum.solved}
        data-mistakes={sum.mistakes}
        data-clean={sum.clean}
        data-best-ms={sum.bestMs ?? undefined}
        data-total-ms={sum.totalMs}
      >
        <h3 id={`${id}-h`}>{t.heading}</h3>
        {sum.solved === 0 ? (
          <p className="muted">{t.none}</p>
        ) : (
          <dl>
            <Fact name={t.solved} value={f.number(sum.solved)} />
            <Fact name={t.mistakes} value={f.number(sum.mistakes)} />
            <Fact name={t.clean} value={f.number(sum.clean)} />
            <Fact name={t.best} value={sum.bestMs === null ? dash : f.duration(sum.bestMs)} />
            <Fact name={t.median} value={sum.medianMs === null ? dash : f.duration(sum.medianMs)} />
            <Fact name={t.total} value={f.duration(sum.totalMs)} />
          </dl>
        )}
      </section>
      <DailyPuzzleStats progress={progress} />
    </>
  );
}

/**
 * The daily puzzle's row (`stats-row`, `data-category="daily-puzzle"`), once a day's puzzle has been solved: the days
 * solved (the first solve of each), the mistakes, the best and median time, and its own streak.
 */
function DailyPuzzleStats({ progress }: { progress: Progress }) {
  const t = useT('puzzle').stats;
  // the streaks are worded as the daily hex's are
  const streaks = useT('progress').stats;
  const f = useFormat();
  const days = summarisePuzzles(progress, DAILY_PUZZLE);
  if (days.solved === 0) return null;
  const sum = summarise(progress, DAILY_PUZZLE);
  const streak = dailyStreak(progress, dayOf(Date.now()), DAILY_PUZZLE);
  const dash = '—';
  return (
    <section
      className="stats-card stats-puzzles"
      data-testid="stats-row"
      data-category={DAILY_PUZZLE}
      data-played={sum.played}
      data-won={sum.won}
      data-best-ms={sum.bestMs ?? undefined}
      data-mistakes={days.mistakes}
      data-streak={streak.current}
      data-longest={streak.longest}
      aria-label={t.daily}
    >
      <h3>{t.daily}</h3>
      <dl>
        <Fact name={t.daysSolved} value={f.number(days.solved)} />
        <Fact name={t.mistakes} value={f.number(days.mistakes)} />
        <Fact name={t.best} value={days.bestMs === null ? dash : f.duration(days.bestMs)} />
        <Fact name={t.median} value={days.medianMs === null ? dash : f.duration(days.medianMs)} />
        <Fact name={streaks.streak} value={f.number(streak.current)} />
        <Fact name={streaks.longest} value={f.number(streak.longest)} />
      </dl>
    </section>
  );
}
