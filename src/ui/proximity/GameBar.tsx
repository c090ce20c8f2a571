import {
  computerToMove,
  moverOf,
  proximityStatus,
  scores,
  soloHuman,
  winners,
  type ProximityState,
  type ProximityStatus,
} from '../../games/proximity';
import { useHexlab } from '../../store';
import { ComputerTurn } from './ComputerTurn';
import { HexChip } from './HexChip';
import { colourOf, PLAYER_MARKS, playerName } from './players';
import { useFormat, useT, type Catalogue } from '../i18n';
import { resultText } from './friend/friendText';

/** Status, the tile to place (or the hand to choose from), Undo, and the score, above the board. */
export function GameBar() {
  const game = useHexlab((s) => s.proximity.game);
  // In a game by links, the seat this browser plays is "you", and no move comes before every seat is taken.
  const you = useHexlab((s) => s.proximity.friend?.you ?? 0);
  const joining = useHexlab((s) => (s.proximity.friend?.seating ? s.proximity.friend.turn : 0));
  // A resign ends a game by links whatever the totals say: the bar over the board words it, and so does this.
  // In its replay, the position is a past one: the bar keeps saying how the game ended, not whose move it was.
  const ended = useHexlab((s) => {
    const friend = s.proximity.friend;
    return friend?.result && (friend.result.resigned || friend.step !== null) ? friend.result : null;
  });
  const status = proximityStatus(game);
  const t = useT('proximity');
  return (
    <div className="px-bar">
      <div className="px-bar-row">
        <div className="stat px-status">
          <span className="stat-label">{t.status.label}</span>
          <span className={`stat-value status-${status}`} data-testid="game-status" data-status={status} role="status">
            {joining
              ? t.status.toJoin(colourOf(t, joining))
              : ended
                ? resultText(t, ended, you)
                : statusText(t, game, status, you)}
          </span>
          <ComputerTurn />
        </div>
        <NextTile />
        <UndoButton />
      </div>
      <Score />
    </div>
  );
}

function statusText(t: Catalogue['proximity'], game: ProximityState, status: ProximityStatus, you: number): string {
  const { config } = game;
  const T = t.status;
  if (status === 'ready' || status === 'playing') {
    if (game.over) return T.noFloor;
    const who =
      (you || soloHuman(config)) === game.current ? T.yourMove : T.toMove(playerName(t, config, game.current));
    return status === 'ready' ? T.placeATile(who) : who;
  }
  const all = scores(game);
  const best = winners(game);
  const top = all[best[0] - 1].total;
  const names = best.map((p) => playerName(t, config, p)).join(t.and);
  const me = soloHuman(config);
  if (status === 'won') {
    const rival = Math.max(...all.filter((s) => s.player !== me).map((s) => s.total));
    return best.length > 1 ? T.wonShared(names, top) : T.won(top, rival);
  }
  if (status === 'lost') {
    const mine = all[me - 1].total;
    return best.length > 1 ? T.lostTie(names, top, mine) : T.lost(names, top, mine);
  }
  return best.length > 1 ? T.tie(names, top) : T.wins(names, top);
}

/** The tile the player to move places next; in Proximity 2, the hand of five to choose it from. */
function NextTile() {
  const game = useHexlab((s) => s.proximity.game);
  const handIndex = useHexlab((s) => s.proximity.handIndex);
  const select = useHexlab((s) => s.proximitySelectHand);
  const t = useT('proximity');
  const T = t.next;
  if (game.over) {
    return (
      <div className="stat" data-testid="next-tile">
        <span className="stat-label">{T.label}</span>
        <span className="stat-value">—</span>
      </div>
    );
  }
  const player = game.current;
  const hand = game.hands[player - 1];
  const waiting = computerToMove(game);
  // In a game by links, a tile not drawn yet is known to nobody but its player.
  if (hand.length === 0) {
    return (
      <div className="stat" data-testid="next-tile" data-player={player}>
        <span className="stat-label">{T.label}</span>
        <span className="stat-value">?</span>
      </div>
    );
  }
  return (
    <div className="stat" data-testid="next-tile" data-strength={hand[handIndex]} data-player={player}>
      <span className="stat-label">{hand.length > 1 ? T.hand(colourOf(t, player)) : T.label}</span>
      {hand.length === 1 ? (
        <span className="px-next">
          <HexChip player={player} strength={hand[0]} size={2.6} />
          <span className="sr-only">{T.places(playerName(t, game.config, player), hand[0])}</span>
        </span>
      ) : (
        <span
          className="px-hand"
          role="group"
          aria-label={T.chooseLabel(playerName(t, game.config, player), hand.length)}
        >
          {hand.map((v, i) => (
            <button
              key={i}
              type="button"
              className="px-hand-tile"
              aria-pressed={i === handIndex}
              aria-label={T.tile(v)}
              disabled={waiting}
              onClick={() => select(i)}
            >
              <HexChip player={player} strength={v} size={2.6} />
            </button>
          ))}
        </span>
      )}
    </div>
  );
}

/** Takes back the last move made by a person (and the computer's replies after it). */
function UndoButton() {
  const game = useHexlab((s) => s.proximity.game);
  const undo = useHexlab((s) => s.proximityUndo);
  const byLinks = useHexlab((s) => s.proximity.friend !== null);
  const t = useT('proximity');
  const { players } = game.config;
  // A move sent by link can't be taken back.
  if (!players.includes('human') || byLinks) return null;
  const can = game.moves.some((_, i) => players[moverOf(players.length, i) - 1] === 'human');
  return (
    <button type="button" className="px-undo" onClick={undo} disabled={!can}>
      {t.undo}
    </button>
  );
}

/** One entry per player: colour, name, total strength and tile count; the player to move is marked. */
function Score() {
  const game = useHexlab((s) => s.proximity.game);
  const all = scores(game);
  const t = useT('proximity');
  const f = useFormat();
  return (
    <ol className="px-score" data-testid="score" aria-label={t.score}>
      {all.map((s) => (
        <li
          key={s.player}
          data-player={s.player}
          data-total={s.total}
          data-tiles={s.tiles}
          aria-current={!game.over && game.current === s.player ? 'true' : undefined}
        >
          <HexChip player={s.player} size={1.1} />
          <span className="px-score-mark" aria-hidden="true">
            {PLAYER_MARKS[s.player - 1]}
          </span>
          <span className="px-score-name">{playerName(t, game.config, s.player)}</span>
          <span className="px-score-total">{s.total}</span>
          <span className="px-score-tiles muted">{t.tiles(s.tiles, f)}</span>
        </li>
      ))}
    </ol>
  );
}
