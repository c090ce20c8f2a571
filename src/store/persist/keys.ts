// Every name Hexlab keeps something under in the browser, spelled once. A key's value is versioned by the module that
// reads it (storedChoice.ts for the single choices, minesweeperPrefs.ts, statsStore and recordsFile in games/minesweeper,
// autosave.ts), and each reads every older format it ever wrote. A later mode spells its own keys in a file of its own
// beside its storage, under the `hexlab.<mode>.` prefix. index.html's inline script (scripts/prerender.ts) reads the
// tab's board and the language before any module runs, under these same names.

/** localStorage keys. */
export const LOCAL = {
  /** the remembered language (storedChoice, version 1; version 0 was the bare tag) */
  language: 'hexlab:language',
  /** sounds on or off (storedChoice, version 1; version 0 was 'on'/'off') */
  sound: 'hexlab.sound',
  /** the modes whose first-visit guide was dismissed (storedChoice, version 1; version 0 was the bare JSON list) */
  guidesSeen: 'hexlab:guides-seen',
  /** Minesweeper's remembered choices (minesweeperPrefs.ts) */
  minesweeperPrefs: 'hexlab.minesweeper.prefs',
  /** Minesweeper's counters (games/minesweeper/statsStore.ts) */
  minesweeperStats: 'hexlab.minesweeper.stats',
  /** unreadable counters, kept aside (statsCheck.ts) */
  minesweeperStatsAside: 'hexlab.minesweeper.stats.unreadable',
  /** Minesweeper's records (games/minesweeper/recordsFile.ts) */
  minesweeperRecords: 'hexlab.minesweeper.records',
  /** the games played with friends by links, with this browser's secrets for them (friendGames.ts, version 1) */
  friendGames: 'hexlab.proximity.friends',
  /** the autosave before My boards, taken in once by the library (autosave.ts) */
  autosave: 'hexlab:autosave:v1',
} as const;

/** sessionStorage keys (this tab only: they survive a reload, not a new tab). */
export const SESSION = {
  /** the board this tab shows (tabBoard.ts) */
  tabBoard: 'hexlab:tab-board',
  /** the addresses this tab has shown (tabAddresses.ts) */
  tabAddresses: 'hexlab:tab-addresses',
  /** the query of the "Challenge a friend" link this tab opened (challengeKept.ts) */
  challenge: 'hexlab:challenge',
  /** the game under way on that challenge's board, as its mode keeps it, so a reload goes on where it was (challengeKept.ts, version 1) */
  challengePlay: 'hexlab:challenge-play',
  /** the browser tests' hook that makes a mode's drawing fail (testHooks.ts) */
  testFailMode: 'hexlab:test-fail-mode',
} as const;

/** IndexedDB databases and their object stores, and the channel tabs tell each other of saves on. */
export const DATABASES = {
  boards: { name: 'hexlab', store: 'boards' },
  progress: { name: 'hexlab-progress', store: 'progress' },
} as const;
export const BOARDS_CHANNEL = 'hexlab-boards';
