// A challenge link at the page's start (app/boot.ts): the challenge held for the visit and, when the tab comes back
// to it (a reload), the game under way put back as its mode kept it; then that game is kept for the next reload.
// The mode's part (ChallengePlay) is fetched beside the link's board, so the game goes on in the board's first paint.
import { decodeChallenge } from '../../share/challenge';
import { forgetChallengePlay, keptChallengePlay } from '../../store/persist/challengeKept';
import { modeDefinition } from '../modes';
import { openChallenge } from './challenge';
import { startChallengeKeeper } from './challengeKeeper';

/**
 * Fetch what opening the challenge link `search` needs, and give the function that opens it once its board is on
 * screen: with `resume`, the game kept on it goes on; without, the challenge starts afresh.
 */
export async function challengeOpener(search: string, resume: boolean): Promise<() => void> {
  const query = search.replace(/^\?/, '');
  const read = decodeChallenge(query);
  const play = read.ok ? await modeDefinition(read.challenge.board.mode).challenge?.() : undefined;
  return () => {
    openChallenge(search);
    if (!read.ok || !play) return;
    const kept = resume ? keptChallengePlay(query) : null;
    if (kept === null || !play.resume(kept, Date.now())) forgetChallengePlay();
    startChallengeKeeper(query, play);
  };
}
