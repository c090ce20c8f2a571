import { isOver } from '../../../games/minesweeper/state';
import { useHexlab } from '../../../store';
import { useT } from '../../i18n';
import { challengeHere, challengeQuery, firstTile, resultOf, useChallenge } from '../../challenge/challenge';
import { AnsweredBanner, ChallengeEnd } from '../../challenge/ChallengeViews';
import { useMinesweeperFigures } from '../format';

/** The held challenge, when the game on screen is its board, and how the game stands to it. */
function useChallengeHere() {
  const held = useChallenge();
  // Re-asked when the game, its first click or the board changes (a new game is not the challenge's).
  useHexlab((s) => s.minesweeper.game.config);
  useHexlab((s) => s.minesweeper.game.firstClick);
  useHexlab((s) => s.board);
  return challengeHere(useHexlab.getState(), held);
}

/** The end card's challenge: a win offers "Challenge a friend" or answers the challenge; a loss on one says so. */
export function ChallengeSection({ won, ms }: { won: boolean; ms: number }) {
  const T = useT('minesweeper').challenge;
  const shell = useT('shell').challenge;
  const here = useChallengeHere();
  const { seconds } = useMinesweeperFigures();
  const challenge = here?.stands === 'playing' ? here.challenge : null;
  if (!won) {
    if (!challenge || challenge.results.length !== 1) return null;
    const theirs = challenge.results[0];
    return (
      <section className="challenge-end" aria-label={shell.heading}>
        <p className="end-note">{T.banner(shell.result(seconds(theirs.ms), theirs.mistakes))}</p>
        <p className="end-note">{T.lostTry}</p>
      </section>
    );
  }
  const mine = resultOf(useHexlab.getState(), ms);
  return (
    <ChallengeEnd
      challenge={challenge}
      mine={mine}
      offer={() => challengeQuery(useHexlab.getState(), mine)}
      words={{ ...T, time: seconds }}
    />
  );
}

/** Over the board while a challenge's board is played: the result to beat, or, on the link back, both results. */
export function ChallengeBanner() {
  const T = useT('minesweeper').challenge;
  const shell = useT('shell').challenge;
  const here = useChallengeHere();
  const { seconds } = useMinesweeperFigures();
  // At the game's end the end card compares the results.
  const over = useHexlab((s) => isOver(s.minesweeper.game));
  if (!here) return null;
  const { challenge, stands } = here;
  if (challenge.results.length === 2) return <AnsweredBanner challenge={challenge} time={seconds} />;
  if (over) return null;
  const first = challenge.results[0];
  const start = firstTile(useHexlab.getState(), challenge);
  return (
    <div className="challenge-banner" data-testid="challenge-banner" data-stands={stands}>
      <p role="status">
        {T.banner(shell.result(seconds(first.ms), first.mistakes))}
        {stands === 'elsewhere' && ` ${T.elsewhere}`}
      </p>
      {stands === 'ready' && start >= 0 && (
        <button type="button" className="primary" onClick={() => useHexlab.getState().minesweeperReveal(start)}>
          {T.start}
        </button>
      )}
      {stands === 'elsewhere' && (
        <button type="button" onClick={() => useHexlab.getState().minesweeperRestart()}>
          {T.restart}
        </button>
      )}
    </div>
  );
}
