import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { resignFriend } from './friendPlay';

/** "Resign", then "Resign this game?" Yes / No: a resign can't be taken back once its link is sent. */
export function FriendResign() {
  const T = useT('proximity').friend;
  const [asking, setAsking] = useState(false);
  const no = useRef<HTMLButtonElement>(null);
  const resign = useRef<HTMLButtonElement>(null);
  const was = useRef(false);
  useEffect(() => {
    // Focus goes to the safe answer, and back to Resign when the question closes.
    if (asking) no.current?.focus();
    else if (was.current) resign.current?.focus();
    was.current = asking;
  }, [asking]);
  if (!asking) {
    return (
      <button type="button" ref={resign} className="px-friend-resign" onClick={() => setAsking(true)}>
        {T.resign}
      </button>
    );
  }
  return (
    <div
      className="px-friend-confirm"
      role="group"
      aria-labelledby="px-friend-resign-ask"
      onKeyDown={(e) => e.key === 'Escape' && setAsking(false)}
    >
      <p id="px-friend-resign-ask">
        <strong>{T.resignAsk}</strong> <span className="muted">{T.resignNote}</span>
      </p>
      <span className="button-row">
        <button type="button" className="primary" onClick={() => void resignFriend()}>
          {T.resignYes}
        </button>
        <button type="button" ref={no} onClick={() => setAsking(false)}>
          {T.resignNo}
        </button>
      </span>
    </div>
  );
}
