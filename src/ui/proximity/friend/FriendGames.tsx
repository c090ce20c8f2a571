import { dropFriendGame, useFriendGames, type HeldFriendGame } from '../../../store/persist/friendGames';
import { useFormat, useLang, useT, type Catalogue } from '../../i18n';
import { colourOf } from '../players';
import { linkAddress } from '../../links/address';
import { openFriendQuery } from './friendPlay';
import { FriendThumb } from './FriendThumb';

/** "Games with friends": each game this browser holds, whose turn it is and when its last link came; open or delete. */
export function FriendGames() {
  const games = useFriendGames((s) => s.games);
  const t = useT('proximity');
  const T = t.friend;
  return (
    <section className="px-friend-games" aria-labelledby="px-friend-games">
      <h3 id="px-friend-games">{T.games}</h3>
      {games.length === 0 ? (
        <p className="muted">{T.none}</p>
      ) : (
        <ol className="px-friend-list" data-testid="friend-games">
          {games.map((g, i) => (
            <FriendEntry key={g.id} game={g} n={i + 1} t={t} />
          ))}
        </ol>
      )}
    </section>
  );
}

function FriendEntry({ game, n, t }: { game: HeldFriendGame; n: number; t: Catalogue['proximity'] }) {
  const T = t.friend;
  const f = useFormat();
  const lang = useLang((s) => s.lang);
  const r = game.result;
  const names = r ? r.winners.map((p) => colourOf(t, p)).join(t.and) : '';
  const whose = r
    ? [
        r.resigned ? T.entryResigned(colourOf(t, r.resigned)) : '',
        r.winners.length > 1 ? T.entryTie(names) : T.entryWon(names),
      ]
        .filter(Boolean)
        .join(', ')
    : game.turn === 0
      ? T.entryOver
      : game.turn === game.you && !game.seating
        ? T.entryYours
        : T.entryTurn(colourOf(t, game.turn));
  return (
    <li
      data-turn={game.turn}
      data-you={game.you || 'none'}
      data-moves={game.moves}
      data-result={r ? (r.winners.length === 1 ? `won-${r.winners[0]}` : 'draw') : undefined}
      data-resigned={r?.resigned || undefined}
    >
      <FriendThumb link={game.link} />
      <span className="px-friend-entry">
        {game.you > 0 && <span className={`px-friend-dot px-p${game.you}`} aria-hidden="true" />}
        {T.entry(game.players, T.moves(game.moves, f), whose)}
        <span className="muted"> · {new Date(game.at).toLocaleString(lang)}</span>
      </span>
      <span className="button-row">
        <button type="button" aria-label={T.openLabel(n)} onClick={() => void openFriendQuery(game.link)}>
          {T.open}
        </button>
        <button type="button" aria-label={T.copyLabel(n)} onClick={() => void copyLink(game.link)}>
          {T.copy}
        </button>
        <button type="button" aria-label={T.removeLabel(n)} onClick={() => dropFriendGame(game.id)}>
          {T.remove}
        </button>
      </span>
    </li>
  );
}

/** Resend a game's last link: to the clipboard (the bar over the board, once the game is open, also shares it). */
async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(linkAddress(link));
  } catch {
    // Refused: Open shows the game with its link in a field to copy by hand.
  }
}
