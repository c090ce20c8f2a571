import './challenge.css';
import { useState } from 'react';
import type { Challenge, ChallengeResult } from '../../share/challenge';
import { useT } from '../i18n';
import { linkAddress } from '../links/address';
import { LinkField } from '../links/LinkField';
import { answerQuery, better } from './challenge';
import { Results } from './Results';

/** How a mode writes a time, and its own words for a challenge. */
export interface ChallengeWording {
  time(ms: number): string;
  offerNote: string;
  linkNote: string;
  banner(result: string): string;
}

/**
 * The end card's challenge, once the game is won: the end of a challenge's board shows the
 * challenger's result beside this one and the link back; any other offers "Challenge a friend".
 */
export function ChallengeEnd({
  challenge,
  mine,
  offer,
  words,
}: {
  /** the challenge this game answers, or null */
  challenge: Challenge | null;
  mine: ChallengeResult;
  /** the query of a link that challenges a friend to this board, or null */
  offer(): string | null;
  words: ChallengeWording;
}) {
  const T = useT('shell').challenge;
  const [url, setUrl] = useState<string | null>(null);
  if (challenge && challenge.results.length === 1) {
    const theirs = challenge.results[0];
    const verdict = better(theirs, mine);
    return (
      <section className="challenge-end" aria-label={T.heading}>
        <Results names={[T.friend, T.you]} results={[theirs, mine]} time={words.time} result={T.result} />
        <p className="end-note" data-testid="challenge-verdict">
          {verdict === 'tie' ? T.tie : verdict === 'second' ? T.youWin : T.theyWin}
        </p>
        {/* It comes with the end: the end and both results stay in view, the field below them (a phone's card scrolls). */}
        <LinkField url={linkAddress(answerQuery(challenge, mine))} note={T.backNote} inPlace />
      </section>
    );
  }
  return (
    <section className="challenge-end" aria-label={T.heading}>
      <button
        type="button"
        aria-expanded={url !== null}
        onClick={() => {
          const query = url ? null : offer();
          setUrl(query === null ? null : linkAddress(query));
        }}
      >
        {T.offer}
      </button>
      {url ? <LinkField url={url} note={words.linkNote} /> : <p className="end-note">{words.offerNote}</p>}
    </section>
  );
}

/** A challenge answered (the link back): both results over the board, and who did better. */
export function AnsweredBanner({ challenge, time }: { challenge: Challenge; time(ms: number): string }) {
  const T = useT('shell').challenge;
  const [first, second] = challenge.results;
  if (!second) return null;
  const verdict = better(first, second);
  return (
    <div className="challenge-banner" data-testid="challenge-banner" role="status">
      <p>{T.bannerBoth}</p>
      <Results names={[T.challenger, T.answer]} results={[first, second]} time={time} result={T.result} />
      <p>{verdict === 'tie' ? T.tie : verdict === 'first' ? T.firstWins : T.secondWins}</p>
    </div>
  );
}
