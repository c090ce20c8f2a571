import { useState } from 'react';
import { proximityStatus, scores, winners, type ProximityState } from '../../games/proximity';
import { useHexlab } from '../../store';
import { EndCard } from '../endCard/EndCard';
import { HexChip } from './HexChip';
import { startFriendGame } from './friend/friendPlay';
import { PLAYER_MARKS, playerName } from './players';
import { useFormat, useT } from '../i18n';

/** The end of a Proximity game: final scores, the winner, New game and Rematch, over the board until closed. */
export function ProximityEndCard() {
  const game = useHexlab((s) => s.proximity.game);
  // A game by links that ended by a resign has no totals' winner to show: the bar over the board says who won.
  const resigned = useHexlab((s) => !!s.proximity.friend?.result?.resigned);
  const byLinks = useHexlab((s) => s.proximity.friend != null);
  const status = proximityStatus(game);
  // The card belongs to one finished game: closing it hides it until another game ends.
  const key = `${game.config.seed}:${game.moves.length}:${game.config.players.join()}`;
  const [closed, setClosed] = useState<string | null>(null);
  if (resigned) return null;
  if ((status !== 'won' && status !== 'lost' && status !== 'over') || closed === key) return null;
  return <Card game={game} result={status} byLinks={byLinks} onClose={() => setClosed(key)} />;
}

interface CardProps {
  game: ProximityState;
  result: 'won' | 'lost' | 'over';
  /** a game by links: its next game is one by links too (a Rematch here would be a game at one screen) */
  byLinks: boolean;
  onClose(): void;
}

function Card({ game, result, byLinks, onClose }: CardProps) {
  const a = useHexlab.getState();
  const t = useT('proximity');
  const TEXT = t.end;
  const f = useFormat();
  const all = [...scores(game)].sort((x, y) => y.total - x.total || y.tiles - x.tiles || x.player - y.player);
  const best = winners(game);
  const names = best.map((p) => playerName(t, game.config, p)).join(t.and);
  const actions = byLinks ? (
    <>
      <button type="button" className="primary" onClick={() => void startFriendGame()}>
        {TEXT.playAgain}
      </button>
      <button type="button" onClick={() => a.proximityNewGame()}>
        {TEXT.newGame}
      </button>
    </>
  ) : (
    <>
      <button type="button" className="primary" onClick={() => a.proximityNewGame()}>
        {TEXT.newGame}
      </button>
      <button type="button" onClick={a.proximityRestart}>
        {TEXT.rematch}
      </button>
    </>
  );
  return (
    <EndCard
      result={result}
      title={result === 'over' ? TEXT.over(names, best.length > 1) : TEXT[result]}
      actions={actions}
      onClose={onClose}
    >
      <p className="px-end-winner" data-testid="winner" data-players={best.join(' ')}>
        {best.length > 1 ? TEXT.tie(names) : TEXT.winner(names)}
      </p>
      <ol className="px-end-scores" data-testid="final-scores" aria-label={TEXT.scores}>
        {all.map((s) => (
          <li
            key={s.player}
            data-player={s.player}
            data-total={s.total}
            data-tiles={s.tiles}
            data-winner={best.includes(s.player) || undefined}
          >
            <HexChip player={s.player} size={1.3} />
            <span className="px-score-mark" aria-hidden="true">
              {PLAYER_MARKS[s.player - 1]}
            </span>
            <span className="px-end-name">
              {playerName(t, game.config, s.player)}
              {best.includes(s.player) && <span className="sr-only">, {TEXT.winnerMark}</span>}
            </span>
            <span className="px-end-total">{s.total}</span>
            <span className="px-end-tiles">{t.tiles(s.tiles, f)}</span>
          </li>
        ))}
      </ol>
      <p className="end-note">{byLinks ? TEXT.playAgainNote : TEXT.rematchNote}</p>
    </EndCard>
  );
}
