import { DailyButton } from '../daily/DailyButton';
import { StatsButton } from '../stats/StatsButton';
import { LibraryButton } from '../library/LibraryButton';
import { ShareButton } from '../links/ShareButton';

/** The header's buttons to other places: the daily, the statistics, the player's boards and the share menu. */
export function HeaderLinks() {
  return (
    <>
      <DailyButton />
      <StatsButton />
      <LibraryButton />
      <ShareButton />
    </>
  );
}
