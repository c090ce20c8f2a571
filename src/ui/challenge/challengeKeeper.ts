// The game under way on a received challenge's board, kept for a reload (persist/challengeKept.ts, this tab's
// sessionStorage): a moment after each move, and as the page hides (a phone may kill a hidden tab), so a reload goes
// on where the player was, the time already played included. Each mode says what of its game that is (ChallengePlay,
// its registry entry's `challenge`); this file names no mode.
import { useHexlab, type AppState } from '../../store';
import { keepChallengePlay } from '../../store/persist/challengeKept';
import { writeSoon } from '../../store/persist/writeSoon';
import { challengeOnBoard, useChallenge } from './challenge';

/** What a mode keeps of its game on a challenge's board, and how it takes it back (ui/modes.ts, `challenge`). */
export interface ChallengePlay {
  /** whether the game a reload would take back changed (a move, a restart) */
  changed(s: AppState, prev: AppState): boolean;
  /** the game as a reload takes it back, a JSON value (`now`: the time, for the time played so far) */
  keep(s: AppState, now: number): unknown;
  /**
   * Put a kept game back on the challenge's board on screen, as one store update; false (and nothing changed) when it
   * can't be read or does not fit that board. What comes back is outside input: the mode checks it whole.
   */
  resume(kept: unknown, now: number): boolean;
}

const DELAY_MS = 150;

/** Keep the game on the challenge `query`'s board as `play` says, while it is on screen; returns a function that stops. */
export function startChallengeKeeper(query: string, play: ChallengePlay): () => void {
  const write = () => {
    const s = useHexlab.getState();
    // Another board on screen (a new game, another level opened): its game is not the challenge's.
    if (challengeOnBoard(s, useChallenge.getState())) keepChallengePlay(query, play.keep(s, Date.now()));
  };
  const writer = writeSoon(write, DELAY_MS);
  const offStore = useHexlab.subscribe((s, prev) => {
    if (play.changed(s, prev)) writer.soon();
  });
  return () => {
    writer.stop();
    offStore();
  };
}
