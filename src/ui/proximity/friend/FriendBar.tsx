import { useEffect, useId, useState } from 'react';
import { useHexlab } from '../../../store';
import type { FriendView } from '../../../store/state/proximity';
import { linkAddress } from '../../links/address';
import { useFormat, useT, type Catalogue } from '../../i18n';
import { colourOf } from '../players';
import { FriendReplay } from './FriendReplay';
import { resultText } from './friendText';
import { FriendResign } from './FriendResign';

/**
 * A game by links over the board: who this browser plays, whose turn it is, and the link to send, with the system's
 * share sheet where the browser has one (phones) and Copy everywhere.
 */
export function FriendBar() {
  const friend = useHexlab((s) => s.proximity.friend);
  if (!friend) return null;
  return <FriendBarOf friend={friend} />;
}

function FriendBarOf({ friend }: { friend: FriendView }) {
  const t = useT('proximity');
  const T = t.friend;
  const f = useFormat();
  const id = useId();
  const url = linkAddress(friend.link);
  const [message, setMessage] = useState<string | null>(null);
  const refused = useT('shell').share.copyRefused;
  useEffect(() => setMessage(null), [url]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setMessage(T.copied);
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      setMessage(refused);
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: T.sendTitle, text: T.sendText, url });
    } catch {
      // Dismissed, or refused: the field and Copy are still there.
    }
  };
  const yours = friend.turn === friend.you && !friend.seating;
  return (
    <section
      className={`px-friend${yours ? ' px-friend-yours' : ''}`}
      aria-label={T.label}
      data-testid="friend-game"
      data-turn={friend.turn}
      data-you={friend.you === 0 ? 'none' : friend.you}
      data-moves={friend.moves}
      data-seating={friend.seating || undefined}
      data-result={resultHook(friend)}
      data-resigned={friend.result?.resigned || undefined}
    >
      <p className="px-friend-text" role="status">
        {friend.you ? `${T.youAre(colourOf(t, friend.you))} ` : ''}
        {whatNow(t, friend)} <span className="muted">({T.moves(friend.moves, f)})</span>
      </p>
      <div className="px-friend-row">
        <label htmlFor={id} className="sr-only">
          {T.linkLabel}
        </label>
        <input
          id={id}
          type="text"
          readOnly
          value={url}
          className="px-friend-link"
          title={T.linkLabel}
          onFocus={(e) => e.currentTarget.select()}
        />
        {typeof navigator.share === 'function' && (
          <button type="button" className="primary" onClick={share}>
            {T.send}
          </button>
        )}
        <button type="button" onClick={copy}>
          {T.copy}
        </button>
      </div>
      {friend.you > 0 && !friend.result && <FriendResign />}
      {friend.result && <FriendReplay moves={friend.moves} />}
      {message && (
        <p className="px-friend-note muted" role="status">
          {message}
        </p>
      )}
    </section>
  );
}

/** `data-result`: "won-N" for one seat first, "draw" for several; absent while the game goes on. */
function resultHook(friend: FriendView): string | undefined {
  const r = friend.result;
  if (!r) return undefined;
  return r.winners.length === 1 ? `won-${r.winners[0]}` : 'draw';
}

function whatNow(t: Catalogue['proximity'], friend: FriendView): string {
  const T = t.friend;
  if (friend.result) return resultText(t, friend.result, friend.you);
  if (friend.turn === 0) return T.over;
  if (friend.seating) return friend.you ? T.waitSeat(colourOf(t, friend.turn)) : T.watching;
  if (friend.you === 0) return T.watching;
  return friend.turn === friend.you ? T.yourTurn : T.theirTurn(colourOf(t, friend.turn));
}
