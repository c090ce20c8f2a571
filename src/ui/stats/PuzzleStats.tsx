import { useId } from 'react';
import { summarisePuzzles, type Progress } from '../../games/progress/history';
import { PUZZLE_CATEGORY } from '../../games/progress/category';
import { useFormat, useT, type Format } from '../i18n';
import { Fact } from './Fact';

/** A time as seconds under a minute (17.5 s), else minutes and seconds (4:07, 1:02:05). */
function clock(ms: number, f: Format): string {
  if (ms < 60_000) return f.seconds(ms, 1);
  const s = Math.round(ms / 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor(s / 60) % 60;
  return h ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

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
          <Fact name={t.best} value={sum.bestMs === null ? dash : clock(sum.bestMs, f)} />
          <Fact name={t.median} value={sum.medianMs === null ? dash : clock(sum.medianMs, f)} />
          <Fact name={t.total} value={clock(sum.totalMs, f)} />
        </dl>
      )}
    </section>
  );
}
