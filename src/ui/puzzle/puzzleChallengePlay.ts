// The Puzzles mode's game on a received challenge's board, kept for a reload and taken back
// (ui/challenge/challengeKeeper.ts): its marks, mistakes, time and attempt, as the puzzle under way is kept
// (persist/puzzleProgress.ts), the level being the challenge link's. The same attempt goes on, so its solve counts once.
import { useHexlab, type AppState } from '../../store';
import type { CoreView } from '../../store/state/app';
import { keptProgressOf, progressFields, progressOn } from '../../store/persist/puzzleProgress';
import type { ChallengePlay } from '../challenge/challengeKeeper';

const puzzleOf = (s: AppState) => (s as CoreView).puzzle;

export const puzzleChallengePlay: ChallengePlay = {
  changed: (s, prev) => {
    const p = puzzleOf(s);
    const b = puzzleOf(prev);
    return !!p && (p.play !== b?.play || p.attempt !== b.attempt || p.done !== b.done);
  },
  // another level opened (a new puzzle, the next one), or the mode's part gone
  another: (s, prev) => puzzleOf(s)?.level !== puzzleOf(prev)?.level,
  keep: (s, now) => {
    const p = puzzleOf(s);
    return p && progressFields(keptProgressOf(p, now));
  },
  resume: (kept) => {
    const s = useHexlab.getState();
    const p = puzzleOf(s);
    const progress = p && progressOn(p.level, kept);
    if (!progress) return false;
    s.puzzleResume(progress);
    return true;
  },
};
