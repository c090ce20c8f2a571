import { dropFriendGame, useFriendGames, type HeldFriendGame } from '../../../store/persist/friendGames';
import { useFormat, useLang, useT, type Catalogue } from '../../i18n';
import { colourOf } from '../players';
import { openFriendQuery } from './friendPlay';

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
  const whose =
    game.turn === 0
      ? T.entryOver
      : game.turn === game.you && !game.seating
        ? T.entryYours
        : T.entryTurn(colourOf(t, game.turn));
  return (
    <li data-turn={game.turn} data-you={game.you || 'none'} data-moves={game.moves}>
      <span className="px-friend-entry">
        {game.you > 0 && <span className={`px-friend-dot px-p${game.you}`} aria-hidden="true" />}
        {T.entry(game.players, T.moves(game.moves, f), whose)}
        <span className="muted"> · {new Date(game.at).toLocaleString(lang)}</span>
      </span>
      <span className="button-row">
        <button type="button" aria-label={T.openLabel(n)} onClick={() => void openFriendQuery(game.link)}>
          {T.open}
        </button>
        <button type="button" aria-label={T.removeLabel(n)} onClick={() => dropFriendGame(game.id)}>
          {T.remove}
        </button>
      </span>
    </li>
  );
}
