import { lazy, Suspense } from 'react';
import { useHexlab } from '../../store';
import { dailyRunOf, useDaily } from '../../store/dailyRuns';
import { useT } from '../i18n';

// The daily's band and start ring are fetched with the first daily; until then these render nothing.
const DailyBar = lazy(() => import('./DailyBar').then((m) => ({ default: m.DailyBar })));

/** Above the Minesweeper board while a daily is on it. */
export function DailySlot() {
  const shown = useHexlab((s) => dailyRunOf(s.minesweeper.game) !== undefined);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <DailyBar />
    </Suspense>
  );
}

/** A daily link that can't be opened, said in the notice area whatever mode is on screen. */
export function DailyNotice() {
  const problem = useDaily((s) => s.problem);
  const t = useT('progress').daily;
  const shell = useT('shell').notice;
  if (!problem) return null;
  return (
    <div role="alert" className="notice notice-error" data-testid="daily-problem">
      <span>{t.problem(problem)}</span>
      <button
        type="button"
        className="link-button"
        onClick={() => useDaily.setState({ problem: null })}
        aria-label={shell.dismissLabel}
      >
        {shell.dismiss}
      </button>
    </div>
  );
}
