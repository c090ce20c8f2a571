// Words for games by links that both the bar over the board and the list of games use.
import type { FriendView } from '../../../store/state/proximity';
import type { Catalogue } from '../../i18n';
import { colourOf } from '../players';

/** How a finished game ended, in words: who resigned, who won. */
export function resultText(t: Catalogue['proximity'], result: NonNullable<FriendView['result']>, you: number): string {
  const T = t.friend;
  const names = result.winners.map((p) => colourOf(t, p)).join(t.and);
  const won = result.winners.length > 1 ? T.tie(names) : T.winner(names);
  if (!result.resigned) return `${T.over} ${won}`;
  return `${result.resigned === you ? T.youResigned : T.resigned(colourOf(t, result.resigned))} ${won}`;
}
