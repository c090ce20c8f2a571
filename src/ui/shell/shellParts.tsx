// The shell's parts that are prerendered but not in the first screen's code (App.tsx): hydrated once this file has come,
// just after the board (lazyPart.tsx, hydratedPart). None takes props that change while the screen is up.
import { DailyButton } from '../daily/DailyButton';
import { DailyPuzzleButton, DailyPuzzleNotice } from '../daily/DailyPuzzleButton';
import { StatsButton } from '../stats/StatsButton';
import { LibraryButton } from '../library/LibraryButton';
import { ShareButton } from '../links/ShareButton';
import { Notice } from './Notice';
import { TabClash } from '../library/TabClash';
import { DailyNotice } from '../daily/DailySlot';

export { LanguageSelect } from '../i18n/LanguageSelect';

/** The header's buttons to other places: the daily hex, the daily puzzle, the statistics, the player's boards and the share menu. */
export function HeaderLinks() {
  return (
    <>
      <DailyButton />
      <DailyPuzzleButton />
      <StatsButton />
      <LibraryButton />
      <ShareButton />
    </>
  );
}

/** What the notice area says: the app's notice, another tab's clash over the board, a daily (hex or puzzle) link's problem. */
export function Notices() {
  return (
    <>
      <Notice />
      <TabClash />
      <DailyNotice />
      <DailyPuzzleNotice />
    </>
  );
}
