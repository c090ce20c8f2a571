import type { KeyboardEvent } from 'react';
import { useHexlab } from '../../../store';
import { useT } from '../../i18n';
import { colourOf } from '../players';
import { stepFriendReplay } from './friendPlay';

/**
 * The replay of a finished game by links: First, Previous, Next, Last (and the arrow keys, Home and End on them),
 * the board showing the position after the move stepped to, and which move that was, announced politely.
 */
export function FriendReplay({ moves }: { moves: number }) {
  const t = useT('proximity');
  const T = t.friend;
  const step = useHexlab((s) => s.proximity.friend?.step ?? null);
  const entry = useHexlab((s) => s.proximity.log[s.proximity.log.length - 1]);
  const at = step ?? moves;
  const go = (k: number) => stepFriendReplay(k);
  const onKey = (e: KeyboardEvent) => {
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: moves }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    go(to);
  };
  const said = at === 0 || !entry ? T.stepStart(moves) : T.step(at, moves, colourOf(t, entry.player), entry.strength);
  const button = (label: string, text: string, to: number, off: boolean) => (
    // aria-disabled, not disabled: a button that stops being usable keeps the focus, and the keys with it.
    <button type="button" aria-label={label} aria-disabled={off || undefined} onClick={() => !off && go(to)}>
      {text}
    </button>
  );
  return (
    <div
      className="px-friend-replay"
      role="group"
      aria-label={T.replay}
      aria-describedby="px-friend-replay-keys"
      data-testid="friend-replay"
      data-step={at}
      onKeyDown={onKey}
    >
      <span className="button-row">
        {button(T.firstLabel, T.first, 0, at === 0)}
        {button(T.previousLabel, T.previous, at - 1, at === 0)}
        {button(T.nextLabel, T.next, at + 1, at === moves)}
        {button(T.lastLabel, T.last, moves, at === moves)}
      </span>
      <p className="px-friend-step" role="status" aria-live="polite">
        {said}
      </p>
      <p id="px-friend-replay-keys" className="sr-only">
        {T.stepKeys}
      </p>
    </div>
  );
}
