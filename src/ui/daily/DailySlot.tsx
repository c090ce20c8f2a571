import { dailyOf, useDaily } from '../../store/dailyRuns';
import { useT } from '../i18n';
import { lazyPart } from '../lazyPart';
import { NoticeView } from '../shell/Notice';

/**
 * Above the Minesweeper board while a daily is on it. Its code is fetched before a daily goes on the board
 * (openDaily.ts), and once in it is drawn in the same frame as the board: drawn after (a lazy component's Suspense),
 * the band pushed the board down 78 px under a player's first tap.
 */
export const DailySlot = lazyPart(
  () => import('./DailyBar').then((m) => m.DailyBar),
  (s) => dailyOf(s.minesweeper) !== undefined,
);

/** A daily link that can't be opened, said in the notice area whatever mode is on screen. */
export function DailyNotice() {
  const problem = useDaily((s) => s.problem);
  const t = useT('progress').daily;
  if (!problem) return null;
  return (
    <NoticeView
      text={t.problem(problem)}
      testId="daily-problem"
      onDismiss={() => useDaily.setState({ problem: null })}
    />
  );
}
