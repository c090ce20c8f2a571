// The tab's history holds boards: opening a board (an import, a link) pushes an entry, and while the address bar holds
// a board link it follows the live board (replaceState, debounced), so a reload or Back never shows a stale board.
import { useHexlab } from '../../store';
import { linkCodec } from '../../store/links/codec';
import { boardChanged } from '../../store/modeBoards';
import { joinedParts } from '../../store/modeParts';
import { rememberTabAddress } from '../../store/persist/tabAddresses';
import { linkAddress } from './address';
import { modeDailies } from '../modes';

// A reload can beat this write (a reload loads the address it had when it began): the autosave remembers the address
// it was saved under, so start-up knows its board is the newer one. Chrome throttles more than ~100 replaceState calls
// in 10 s, hence no write per hero step.
const MIRROR_MS = 150;

/** The address of a history entry for a board link (address.ts), keeping the page's hash. */
export const hrefFor = (query: string): string => linkAddress(query, { keepHash: true });

/** Write the tab's history; a browser that refuses (rate limits, odd addresses) costs the address, never the edit. */
export function writeHistory(kind: 'push' | 'replace', href: string): void {
  try {
    if (kind === 'push') history.pushState(null, '', href);
    else history.replaceState(history.state, '', href);
  } catch {
    // The board on screen is what matters; the address bar just falls behind.
  }
}

/** Replace the board with another (import, preset...) as a new entry of the tab's history, so Back returns to this one. */
export async function openBoard(change: () => void): Promise<void> {
  const { shareQuery } = await linkCodec.load();
  const before = shareQuery(useHexlab.getState());
  writeHistory('replace', hrefFor(before));
  change();
  writeHistory('push', hrefFor(shareQuery(useHexlab.getState())));
  rememberTabAddress(location.search);
}

/** Whether a game by links has been on screen since the page loaded. */
let friendWasShown = false;

/** A daily's address (a mode's daily, or an address of its own: ModeDefinition) names its date, not its board: it stays as it is. */
export const namesADay = (search: string): boolean => modeDailies().some((d) => d.dateIn(search) !== null);

/**
 * A mode may keep a link of its own in the address bar, which the board's link would drop (ModeLink.holdsAddress: a
 * game by links while it is on screen). A game by links' link also holds it from the page's start until it has been
 * read (its opener comes with its mode's code, after the board); a game left, the board's link follows.
 */
const modeHoldsAddress = () => {
  const s = useHexlab.getState();
  if (joinedParts().some((part) => part.link?.holdsAddress?.(s))) return true;
  return !friendWasShown && /[?&]fg=/.test(location.search);
};

/** Keep a board link in the address bar in step with the board; returns a function that stops it. */
export function startUrlMirror(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = async () => {
    timer = null;
    if (!location.search || namesADay(location.search) || modeHoldsAddress()) return;
    const { shareQuery } = await linkCodec.load();
    const href = hrefFor(shareQuery(useHexlab.getState()));
    if (href !== location.href) {
      writeHistory('replace', href);
      rememberTabAddress(location.search);
    }
  };
  const unsubscribe = useHexlab.subscribe((s, prev) => {
    if (s.proximity?.friend) friendWasShown = true;
    // The board, or the games a link carries with it.
    const changed =
      boardChanged(s, prev) ||
      s.minesweeper.game?.config !== prev.minesweeper.game?.config ||
      s.minesweeper.noGuess !== prev.minesweeper.noGuess ||
      joinedParts().some((part) => part.link?.changed(s, prev));
    if (!changed || !location.search || namesADay(location.search) || modeHoldsAddress()) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void write(), MIRROR_MS);
  });
  return () => {
    if (timer) clearTimeout(timer);
    unsubscribe();
  };
}
