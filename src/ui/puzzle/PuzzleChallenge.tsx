import type { ChallengeResult } from '../../share/challenge';
import { useHexlab } from '../../store';
import { useT } from '../i18n';
import { challengeOnBoard, boardChallengeQuery, useChallenge } from '../challenge/challenge';
import { AnsweredBanner, ChallengeEnd } from '../challenge/ChallengeViews';

/** Minutes and seconds, as a clock shows them (0:42, 12:05). */
export const clock = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** The held challenge, when the puzzle on screen is its puzzle. */
function usePuzzleChallenge() {
  const held = useChallenge();
  useHexlab((s) => s.puzzle.level);
  return challengeOnBoard(useHexlab.getState(), held);
}

/** The solved card's challenge: "Challenge a friend", or both results and the link back. */
export function PuzzleChallengeEnd({ mine }: { mine: ChallengeResult }) {
  const T = useT('puzzle').challenge;
  const challenge = usePuzzleChallenge();
  return (
    <ChallengeEnd
      challenge={challenge}
      mine={mine}
      offer={() => boardChallengeQuery(useHexlab.getState(), mine)}
      words={{ ...T, time: clock }}
    />
  );
}

/** Over the puzzle while a challenge's puzzle is played: the result to beat, or, on the link back, both results. */
export function PuzzleChallengeBanner() {
  const T = useT('puzzle').challenge;
  const shell = useT('shell').challenge;
  const challenge = usePuzzleChallenge();
  const solved = useHexlab((s) => s.puzzle.play.solved);
  if (!challenge) return null;
  if (challenge.results.length === 2) return <AnsweredBanner challenge={challenge} time={clock} />;
  if (solved) return null;
  const first = challenge.results[0];
  return (
    <p className="challenge-banner" data-testid="challenge-banner" role="status">
      {T.banner(shell.result(clock(first.ms), first.mistakes))}
    </p>
  );
}
