import type { ChallengeResult } from '../../share/challenge';
import { useHexlab } from '../../store';
import { useFormat, useT } from '../i18n';
import { challengeOnBoard, boardChallengeQuery, useChallenge } from '../challenge/challenge';
import { AnsweredBanner, ChallengeEnd } from '../challenge/ChallengeViews';

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
  // Times as the solved card and the shared result give them (5.2 s, 3:42).
  const clock = useFormat().duration;
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
  const clock = useFormat().duration;
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
