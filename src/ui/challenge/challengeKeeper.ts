// The game under way on a received challenge's board, kept for a reload (persist/challengeKept.ts, this tab's
// sessionStorage): a moment after each move, and as the page hides (a phone may kill a hidden tab), so a reload goes
// on where the player was, the time already played included. Another game on screen (a new game, another board or
// level) forgets the challenge at once, so a reload however quick shows that game. Each mode says what of its game
// that is (ChallengePlay, its registry entry's `challenge`); this file names no mode.
import { useHexlab, type AppState } from '../../store';
import { forgetChallenge, keepChallengePlay, keepChallengeQuery } from '../../store/persist/challengeKept';
import { writeSoon } from '../../store/persist/writeSoon';
import { challengeOnBoard, useChallenge } from './challenge';

/** What a mode keeps of its game on a challenge's board, and how it takes it back (ui/modes.ts, `challenge`). */
export interface ChallengePlay {
  /** whether the game a reload would take back changed (a move, a restart) */
  changed(s: AppState, prev: AppState): boolean;
  /**
   * whether the change may have put another game on screen (a new game, another board or level): the keeper then asks
   * at once whether it is still the challenge's. Cheap, as it is asked at every change of the store.
   */
  another(s: AppState, prev: AppState): boolean;
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
  const onBoard = () => challengeOnBoard(useHexlab.getState(), useChallenge.getState()) !== null;
  const write = () => {
    // Another board on screen (a new game, another level opened): its game is not the challenge's.
    if (!onBoard()) return;
    keepChallengeQuery(query);
    keepChallengePlay(query, play.keep(useHexlab.getState(), Date.now()));
  };
  const writer = writeSoon(write, DELAY_MS);
  const offStore = useHexlab.subscribe((s, prev) => {
    // Forgotten now, not a moment later: a reload right after a new game shows the new game.
    if (play.another(s, prev) && !onBoard()) forgetChallenge();
    if (play.changed(s, prev)) writer.soon();
  });
  return () => {
    writer.stop();
    offStore();
  };
}
