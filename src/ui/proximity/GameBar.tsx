import { computerToMove, moverOf, proximityStatus, scores, soloHuman, winners, type ProximityState, type ProximityStatus } from '../../games/proximity';
import { useHexlab } from '../../store';
import { ComputerTurn } from './ComputerTurn';
import { HexChip } from './HexChip';
import { PLAYER_COLOURS, PLAYER_MARKS, playerName } from './players';
import { plural } from '../text/plural';

const TILES = { one: '# tile', other: '# tiles' };

/** Status, the tile to place (or the hand to choose from), Undo, and the score, above the board. */
export function GameBar() {
  const game = useHexlab((s) => s.proximity.game);
  const status = proximityStatus(game);
  return (
    <div className="px-bar">
      <div className="px-bar-row">
        <div className="stat px-status">
          <span className="stat-label">Status</span>
          <span className={`stat-value status-${status}`} data-testid="game-status" data-status={status} role="status">
            {statusText(game, status)}
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

function statusText(game: ProximityState, status: ProximityStatus): string {
  const { config } = game;
  if (status === 'ready' || status === 'playing') {
    if (game.over) return 'No floor tile to play on: change the board';
    const who = soloHuman(config) === game.current ? 'Your move' : `${playerName(config, game.current)} to move`;
    return status === 'ready' ? `${who} — place a tile` : who;
  }
  const all = scores(game);
  const best = winners(game);
  const top = all[best[0] - 1].total;
  const names = best.map((p) => playerName(config, p)).join(' and ');
  const me = soloHuman(config);
  if (status === 'won') {
    const rival = Math.max(...all.filter((s) => s.player !== me).map((s) => s.total));
    return best.length > 1 ? `You won, sharing first place: ${names} with ${top} each` : `You won! ${top} to ${rival}`;
  }
  if (status === 'lost') {
    const mine = all[me - 1].total;
    return best.length > 1 ? `You lost: ${names} tie with ${top} each; you have ${mine}` : `You lost: ${names} wins with ${top} to your ${mine}`;
  }
  return best.length > 1 ? `Tie: ${names} with ${top} each` : `${names} wins with ${top}`;
}

/** The tile the player to move places next; in Proximity 2, the hand of five to choose it from. */
function NextTile() {
  const game = useHexlab((s) => s.proximity.game);
  const handIndex = useHexlab((s) => s.proximity.handIndex);
  const select = useHexlab((s) => s.proxSelectHand);
  if (game.over) {
    return (
      <div className="stat" data-testid="next-tile">
        <span className="stat-label">Next tile</span>
        <span className="stat-value">—</span>
      </div>
    );
  }
  const player = game.current;
  const hand = game.hands[player - 1];
  const waiting = computerToMove(game);
  return (
    <div className="stat" data-testid="next-tile" data-strength={hand[handIndex]} data-player={player}>
      <span className="stat-label">{hand.length > 1 ? `${PLAYER_COLOURS[player - 1]}'s hand` : 'Next tile'}</span>
      {hand.length === 1 ? (
        <span className="px-next">
          <HexChip player={player} strength={hand[0]} size={2.6} />
          <span className="sr-only">{`${playerName(game.config, player)} places a ${hand[0]}`}</span>
        </span>
      ) : (
        <span className="px-hand" role="group" aria-label={`${playerName(game.config, player)}'s hand: choose a tile (keys 1 to ${hand.length})`}>
          {hand.map((v, i) => (
            <button key={i} type="button" className="px-hand-tile" aria-pressed={i === handIndex} aria-label={`Tile ${v}`} disabled={waiting} onClick={() => select(i)}>
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
  const undo = useHexlab((s) => s.proxUndo);
  const { players } = game.config;
  if (!players.includes('human')) return null;
  const can = game.moves.some((_, i) => players[moverOf(players.length, i) - 1] === 'human');
  return (
    <button type="button" className="px-undo" onClick={undo} disabled={!can}>
      Undo
    </button>
  );
}

/** One entry per player: colour, name, total strength and tile count; the player to move is marked. */
function Score() {
  const game = useHexlab((s) => s.proximity.game);
  const all = scores(game);
  return (
    <ol className="px-score" data-testid="score" aria-label="Score">
      {all.map((s) => (
        <li key={s.player} data-player={s.player} data-total={s.total} data-tiles={s.tiles} aria-current={!game.over && game.current === s.player ? 'true' : undefined}>
          <HexChip player={s.player} size={1.1} />
          <span className="px-score-mark" aria-hidden="true">
            {PLAYER_MARKS[s.player - 1]}
          </span>
          <span className="px-score-name">{playerName(game.config, s.player)}</span>
          <span className="px-score-total">{s.total}</span>
          <span className="px-score-tiles muted">
            {plural(s.tiles, TILES)}
          </span>
        </li>
      ))}
    </ol>
  );
}
