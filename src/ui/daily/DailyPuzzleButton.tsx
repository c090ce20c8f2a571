import { useDailyPuzzle } from '../../store/dailyPuzzle';
import { useT } from '../i18n';
import { NoticeView } from '../shell/Notice';

// The header's "Daily puzzle", beside "Daily": today's daily puzzle in the Puzzles mode. Its opener, the mode and the
// generator load when it is pressed. On a laptop it shows its icon alone (named all the same, with a tooltip), as
// Help and My boards do, so the header keeps one row.
export function DailyPuzzleButton() {
  const t = useT('shell').dailyPuzzle;
  return (
    <button
      type="button"
      title={t.button}
      onClick={() => void import('./openDailyPuzzle').then((m) => m.showDailyPuzzle())}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="header-icon">
        <rect x="3" y="4" width="14" height="13" rx="2" />
        <path d="M3 8h14M7 2.5v3M13 2.5v3" />
        <path d="M8.6 11.2a1.4 1.4 0 1 1 1.9 1.3c-.4.2-.5.4-.5.8M10 15.2v.1" />
      </svg>
      <span className="button-label label-roomy">{t.button}</span>
    </button>
  );
}

/** A daily puzzle link that can't be opened, said in the notice area whatever mode is on screen. */
export function DailyPuzzleNotice() {
  const problem = useDailyPuzzle((s) => s.problem);
  const t = useT('shell').dailyPuzzle;
  if (!problem) return null;
  return (
    <NoticeView
      text={t.problem(problem)}
      testId="daily-puzzle-problem"
      onDismiss={() => useDailyPuzzle.setState({ problem: null })}
    />
  );
}
