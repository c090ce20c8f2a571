import { useState } from 'react';
import type { ChallengeResult } from '../../../share/challenge';
import { useHexlab } from '../../../store';
import { isOver } from '../../../games/minesweeper/state';
import { useT } from '../../i18n';
import { linkAddress } from '../../links/address';
import { LinkField } from '../../links/LinkField';
import { useMinesweeperFigures } from '../format';
import { answerQuery, better, challengeHere, challengeQuery, firstTile, resultOf, useChallenge } from './challenge';

/** The held challenge, when the game on screen is its board, and how the game stands to it. */
function useChallengeHere() {
  const held = useChallenge();
  // Re-asked when the game, its first click or the board changes (a new game is not the challenge's).
  useHexlab((s) => s.minesweeper.game.config);
  useHexlab((s) => s.minesweeper.game.firstClick);
  useHexlab((s) => s.board);
  return challengeHere(useHexlab.getState(), held);
}

/** Two results side by side, and who did better. */
function Results({ names, results }: { names: [string, string]; results: [ChallengeResult, ChallengeResult] }) {
  const T = useT('minesweeper').challenge;
  const { seconds } = useMinesweeperFigures();
  const verdict = better(results[0], results[1]);
  return (
    <div className="ms-challenge" data-testid="challenge-results" data-verdict={verdict}>
      <dl className="end-figures">
        {results.map((r, i) => (
          <div key={i} data-ms={r.ms} data-mistakes={r.mistakes}>
            <dt>{names[i]}</dt>
            <dd>{T.result(seconds(r.ms), r.mistakes)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The end card's challenge: a win offers "Challenge a friend"; the end of a challenge's board shows the challenger's
 * result beside this one and the link back.
 */
export function ChallengeSection({ won, ms }: { won: boolean; ms: number }) {
  const T = useT('minesweeper').challenge;
  const here = useChallengeHere();
  const challenge = here?.stands === 'playing' ? here.challenge : null;
  const [url, setUrl] = useState<string | null>(null);
  const { seconds } = useMinesweeperFigures();
  const mine = resultOf(useHexlab.getState(), ms);
  if (challenge && challenge.results.length === 1) {
    const theirs = challenge.results[0];
    if (!won)
      return (
        <section className="ms-challenge-end" aria-label={T.heading}>
          <p className="end-note">{T.banner(T.result(seconds(theirs.ms), theirs.mistakes))}</p>
          <p className="end-note">{T.lostTry}</p>
        </section>
      );
    const verdict = better(theirs, mine);
    return (
      <section className="ms-challenge-end" aria-label={T.heading}>
        <Results names={[T.friend, T.you]} results={[theirs, mine]} />
        <p className="end-note" data-testid="challenge-verdict">
          {verdict === 'tie' ? T.tie : verdict === 'second' ? T.youWin : T.theyWin}
        </p>
        <LinkField url={linkAddress(answerQuery(challenge, mine))} note={T.backNote} />
      </section>
    );
  }
  if (!won) return null;
  return (
    <section className="ms-challenge-end" aria-label={T.heading}>
      <button
        type="button"
        aria-expanded={url !== null}
        onClick={() => {
          const query = url ? null : challengeQuery(useHexlab.getState(), mine);
          setUrl(query === null ? null : linkAddress(query));
        }}
      >
        {T.offer}
      </button>
      {url ? <LinkField url={url} note={T.linkNote} /> : <p className="end-note">{T.offerNote}</p>}
    </section>
  );
}

/** Over the board while a challenge's board is played: the result to beat, or, on the link back, both results. */
export function ChallengeBanner() {
  const T = useT('minesweeper').challenge;
  const here = useChallengeHere();
  const { seconds } = useMinesweeperFigures();
  // At the game's end the end card compares the results.
  const over = useHexlab((s) => isOver(s.minesweeper.game));
  if (!here) return null;
  const { challenge, stands } = here;
  const first = challenge.results[0];
  if (challenge.results.length === 1) {
    if (over) return null;
    const start = firstTile(useHexlab.getState(), challenge);
    return (
      <div className="ms-challenge-banner" data-testid="challenge-banner" data-stands={stands}>
        <p role="status">
          {T.banner(T.result(seconds(first.ms), first.mistakes))}
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
  const both: [ChallengeResult, ChallengeResult] = [challenge.results[0], challenge.results[1]];
  const verdict = better(both[0], both[1]);
  return (
    <div className="ms-challenge-banner" data-testid="challenge-banner" role="status">
      <p>{T.bannerBoth}</p>
      <Results names={[T.challenger, T.answer]} results={both} />
      <p>{verdict === 'tie' ? T.tie : verdict === 'first' ? T.firstWins : T.secondWins}</p>
    </div>
  );
}
