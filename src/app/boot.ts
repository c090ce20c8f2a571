import { useHexlab } from '../store';
import { applySaved } from '../store/persist/autosave';
import { useLibrary } from '../store/persist/libraryState';
import { linkCodec } from '../store/links/codec';
import { libraryCode } from '../ui/library/libraryCode';
import { reportUnreadableStats } from '../store/persist/statsCheck';
import { startUrlMirror } from '../ui/links/urlHistory';
import { isTabAddress, rememberTabAddress } from '../store/persist/tabAddresses';
import { readTabBoard, startTabBoard } from '../store/persist/tabBoard';
import { isNewVisitor, startFirstGame } from '../ui/shell/firstGame';
import { modeDailies } from '../ui/modes';
import type { DailyKind } from '../ui/daily/dailyKind';
import type { DailyLayout } from '../store/dailyStore';
import { startProgressRecorder } from '../store/persist/progressRecorder';
import { keepModes } from '../store/persist/modeKeeping';
import { prefsFromNewer } from '../store/persist/minesweeperPrefs';
import { safeLocal } from '../store/persist/storedChoice';
import { challengeAtStart } from '../store/persist/challengeKept';

const loadLibrary = () => libraryCode.load().then((m) => m.theLibrary());

/** Storage that fails in a way the library did not foresee still never leaves a start-up without a word. */
const storageFailed = () => useHexlab.getState().setNotice({ kind: 'error', message: { kind: 'storageBlocked' } });
/**
 * Start-up, once per page (main.tsx fetches this code beside the first screen's texts, and calls it before the first
 * render). A link opens as a shared board (never over one of the player's boards); a reload shows what this tab
 * showed; otherwise the player's last board comes from the library (IndexedDB, so the board waits for it rather than
 * flash a wrong one). Then keep saving, keep the address in step, and re-open each entry's board on Back and Forward.
 * A reload's board is in the store before React first renders, so it is on the first paint. A new visitor's first
 * game is started here and nowhere else in the browser; returns whether it was (main.tsx may then hydrate the
 * prerendered first screen).
 */
export function boot(): { firstGame: boolean } {
  // A reload of a received challenge's board opens the challenge link again: its board, the sender's result and the
  // game under way as it was (a challenge link opened anew starts afresh).
  const reopened = challengeAtStart(location.search, arrival());
  const challenge = reopened?.query ?? null;
  const search = challenge ? `?${challenge}` : location.search;
  const challengeLink = /[?&]ch=/.test(search);
  // Its code is fetched beside the link's, so the game goes on in the same paint as the board shows.
  const challengeOpener = challengeLink
    ? import('../ui/challenge/reopen').then((m) => m.challengeOpener(search, reopened?.resume ?? false))
    : null;
  const tab = readTabBoard();
  // A daily's address opens its day again on a reload, unless its kind says otherwise (ui/daily/dailyKind.ts).
  const day = dailyIn(search);
  const reload =
    !challengeLink &&
    tab !== null &&
    (day === null || day.kind.showsTabOnReload === true) &&
    (search === '' ? tab.id !== null : isTabAddress(search));
  reportUnreadableStats(useHexlab, safeLocal());
  const newer = prefsFromNewer();
  if (newer !== null)
    useHexlab.getState().setNotice({ kind: 'error', message: { kind: 'prefsNewer', version: newer } });
  // Saving attaches to the store from outside: the progress, each mode's keeping, and (below) the library.
  startProgressRecorder(useHexlab, linkCodec);
  keepModes(useHexlab);
  let firstGame = false;
  const done = () => {
    useLibrary.setState({ ready: true });
    // The editor's undo history, if the editor has loaded, starts with the board restored.
    useHexlab.getState().editorForget?.();
  };
  if (reload) {
    // This tab's own board, as it was: newer than the link in the address or the library's last write.
    applySaved(useHexlab, tab.saved);
    useLibrary.setState({ currentId: tab.id });
    done();
    // The tab's copy may hold edits the library's write did not finish before the reload (written back), or be
    // older than another tab's write since (then that is shown, or the player chooses).
    void loadLibrary()
      .then((lib): Promise<unknown> => (tab.id !== null ? lib.reopen(tab.id, tab.stamp) : lib.load()))
      .catch(storageFailed);
  } else if (search) {
    // A link: its codec and the mode it opens are fetched first; meanwhile no board shows, as while the library is read.
    // A daily comes back on the layout and hex size this tab showed it in.
    void openLink(search, tab?.saved).then((link) => {
      if (link !== 'applied')
        return void loadLibrary()
          .then((lib) => lib.openLast())
          .catch(storageFailed)
          .finally(done);
      useLibrary.setState({ currentId: null });
      done();
      void loadLibrary().then((lib) => lib.load());
      // A challenge's results follow its board (ui/challenge), and a reload's game under way.
      void challengeOpener?.then((open) => open());
    });
  } else {
    // A new visitor's first game; a returning player's last board, if the library has one, replaces it.
    firstGame = isNewVisitor();
    if (firstGame) startFirstGame(useHexlab);
    void loadLibrary()
      .then((lib) => lib.openLast())
      .catch(storageFailed)
      .finally(done);
  }
  rememberTabAddress(search);
  void loadLibrary().then((lib) => lib.startSaving());
  // Until the library has read its first board, this tab has never been in step with it (as the library says then).
  startTabBoard(useHexlab, () => libraryCode.now()?.libraryIfMade()?.tabStamp() ?? { at: null, changed: true });
  startUrlMirror();
  window.addEventListener('pagehide', () => libraryCode.now()?.libraryIfMade()?.flush());
  window.addEventListener('popstate', () => {
    if (location.search) void openLink(location.search);
  });
  return { firstGame };
}

/** How this page was come to (a reload, Back or Forward, a link), as Navigation Timing says; 'navigate' if unsaid. */
function arrival(): string {
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry?.type ?? 'navigate';
  } catch {
    return 'navigate';
  }
}

/** The daily an address names, of the modes' dailies (the mode registry's), with its date; null when it names none. */
function dailyIn(search: string): { kind: DailyKind; date: string } | null {
  for (const kind of modeDailies()) {
    const date = kind.dateIn(search);
    if (date !== null) return { kind, date };
  }
  return null;
}

/** Show a link's board (the link codec is not on the first screen: it is fetched here); a daily on `layout` if given. */
const openLink = (search: string, layout?: DailyLayout): Promise<'applied' | 'empty' | 'error'> => {
  const daily = dailyIn(search);
  if (daily !== null)
    return daily.kind
      .opener()
      .then((m) => m.openDay(daily.date, layout))
      .then((ok) => (ok ? 'applied' : 'error'));
  return linkCodec.load().then((m) => m.openShareQuery(useHexlab, search));
};
