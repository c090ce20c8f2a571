// Minesweeper's game on a received challenge's board, kept for a reload and taken back (ui/challenge/challengeKeeper.ts):
// its actions, its mines and the time played (games/minesweeper/keptPlay.ts), so the same tiles are open, the lives
// lost still count, and the clock goes on from where it was.
import { useHexlab, type AppState } from '../../../store';
import { keptPlayOf, replayFromKept } from '../../../games/minesweeper/keptPlay';
import type { ChallengePlay } from '../../challenge/challengeKeeper';

/** The time played at `now`: to the game's end, or to the pause while a sheet covers the board. */
function played(ms: AppState['minesweeper'], now: number): number {
  if (ms.startedAt === null) return 0;
  const until = ms.endedAt ?? (ms.pausedAt !== null ? Math.max(ms.pausedAt, ms.startedAt) : now);
  return until - ms.startedAt;
}

export const minesweeperChallengePlay: ChallengePlay = {
  changed: (s, prev) =>
    s.minesweeper.game !== prev.minesweeper.game ||
    s.minesweeper.log !== prev.minesweeper.log ||
    s.minesweeper.pausedAt !== prev.minesweeper.pausedAt,
  // a new game draws a new config (seed, mines), another board a new board; a move or a restart keeps both
  another: (s, prev) => s.board !== prev.board || s.minesweeper.game.config !== prev.minesweeper.game.config,
  keep: (s, now) => keptPlayOf(s.board, s.minesweeper.game, s.minesweeper.log, played(s.minesweeper, now)),
  resume: (kept) => {
    const s = useHexlab.getState();
    const read = replayFromKept(s.board, s.minesweeper.game.config, s.minesweeper.noGuess, kept);
    if (!read) return false;
    s.minesweeperResume(read.replay, read.ms);
    return true;
  },
};
