// The shell's parts that are prerendered but not in the first screen's code (App.tsx): hydrated once this file has come,
// just after the board (lazyPart.tsx, hydratedPart). None takes props that change while the screen is up.
import { DailyButton } from '../daily/DailyButton';
import { StatsButton } from '../stats/StatsButton';
import { LibraryButton } from '../library/LibraryButton';
import { ShareButton } from '../links/ShareButton';
import { Notice } from './Notice';
import { TabClash } from '../library/TabClash';
import { DailyNotice } from '../daily/DailySlot';
import { MODE_HEADERS } from '../modes';

export { LanguageSelect } from '../i18n/LanguageSelect';

/** The header's buttons to other places: the daily hex, the modes' own (ModeDefinition.header), the statistics, the player's boards and the share menu. */
export function HeaderLinks() {
  return (
    <>
      <DailyButton />
      {MODE_HEADERS.map(({ Button }, i) => (
        <Button key={i} />
      ))}
      <StatsButton />
      <LibraryButton />
      <ShareButton />
    </>
  );
}

/** What the notice area says: the app's notice, another tab's clash over the board, a daily link's problem, the modes' own. */
export function Notices() {
  return (
    <>
      <Notice />
      <TabClash />
      <DailyNotice />
      {MODE_HEADERS.map(({ Notice: ModeNotice }, i) => ModeNotice && <ModeNotice key={i} />)}
    </>
  );
}
