import { useEffect } from 'react';
import { dateOf } from '../../games/daily/date';
import { DAILY_PUZZLE } from '../../games/progress/puzzleCategory';
import { dailyTryStanding } from '../../games/progress/history';
import { dailyPuzzleOf } from '../../games/puzzle/dailyTitle';
import { useHexlab } from '../../store';
import { useDailyPuzzle } from '../../store/dailyPuzzle';
import { loadProgress, useProgress } from '../../store/persist/progressStore';
import { useLang, useT } from '../i18n';
import { mediumDate } from './dates';
import './daily.css';

/**
 * Above the Puzzles board while a daily puzzle is on it (`daily-puzzle`, `data-date`, `data-grade`): which day, how
 * hard, and whether this try counts; while the day's puzzle is being made, a progress bar in its place.
 */
export function DailyPuzzleBand() {
  const t = useT('puzzle').daily;
  const name = useT('shell').dailyPuzzle.button;
  const lang = useLang((s) => s.lang);
  const making = useDailyPuzzle((s) => s.making);
  const failed = useDailyPuzzle((s) => s.failed);
  const level = useHexlab((s) => s.puzzle.level);
  const solved = useHexlab((s) => s.puzzle.play.solved);
  const attempt = useHexlab((s) => s.puzzle.attempt);
  const progress = useProgress((s) => s.progress);
  const daily = dailyPuzzleOf(level);
  useEffect(() => void loadProgress(), []);
  if (making !== null)
    return (
      <section className="daily-bar" data-testid="daily-puzzle-making" aria-label={name}>
        <p className="daily-note" role="status">
          {t.making}
        </p>
        <progress aria-label={t.making} />
      </section>
    );
  if (failed)
    return (
      <p role="alert" className="daily-bar field-error">
        {t.failed}
      </p>
    );
  if (!daily) return null;
  const heading = t.heading(mediumDate(daily.date, lang), t.grades[daily.grade]);
  // A try counts once solved; before that, the day is open unless another try already entered it.
  const how = dailyTryStanding(progress, daily.date, DAILY_PUZZLE, solved ? attempt : null);
  const note =
    how.standing === 'open'
      ? daily.date < dateOf(Date.now())
        ? t.late
        : t.counts
      : how.standing === 'counted'
        ? how.late
          ? t.countedLate
          : t.counted
        : t.practice;
  return (
    <section
      className="daily-bar"
      data-testid="daily-puzzle"
      data-date={daily.date}
      data-grade={daily.grade}
      aria-label={heading}
    >
      <h2 className="daily-title">{heading}</h2>
      <p className="daily-note">{note}</p>
    </section>
  );
}
