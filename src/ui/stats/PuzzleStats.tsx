import { useId } from 'react';
import { summarisePuzzles, type Progress } from '../../games/progress/history';
import { PUZZLE_CATEGORY } from '../../games/progress/category';
import { useFormat, useT } from '../i18n';
import { Fact } from './Fact';

/** The Puzzles' part of "Statistics": puzzles solved, their mistakes and their times. */
export function PuzzleStats({ progress }: { progress: Progress }) {
  const id = useId();
  const t = useT('progress').stats.puzzles;
  const f = useFormat();
  const sum = summarisePuzzles(progress, PUZZLE_CATEGORY);
  const dash = '—';
  return (
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
  );
}
