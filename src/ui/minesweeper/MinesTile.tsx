/*
 * A Minesweeper tile selects only its own view code, count, hint and probability: primitives, so a reveal
 * re-renders exactly the tiles whose state changed.
 */
import { memo } from 'react';
import { EXPLODED, FLAGGED, HIDDEN, MARKED, MINE, REVEALED, WRONG_FLAG } from '../../games/minesweeper/state';
import { useHexlab } from '../../store';
import { HexPolygon, type TileProps } from '../board/HexTile';

const STATE_NAMES = ['hidden', 'flagged', 'marked', 'revealed', 'mine', 'exploded', 'wrong-flag'];
const SYMBOLS: Record<number, string> = { [FLAGGED]: '⚑', [MARKED]: '?', [MINE]: '✹', [EXPLODED]: '✹', [WRONG_FLAG]: '✕' };

export const MinesTile = memo(function MinesTile({ id, board, points, cx, cy }: TileProps) {
  const view = useHexlab((s) => s.ms.game.view[id]);
  const count = useHexlab((s) => (s.ms.game.view[id] === REVEALED ? s.ms.game.counts[id] : -1));
  const hint = useHexlab((s) => (s.ms.hint?.tile === id ? s.ms.hint.kind : undefined));
  const probability = useHexlab((s) => (s.ms.probabilities && s.ms.game.view[id] !== REVEALED ? s.ms.probabilities[id] : undefined));
  const size = useHexlab((s) => s.hexSize);
  if (board.kind[id] !== 0) return <HexPolygon tile={id} board={board} points={points} className="tile" />;
  const text = view === REVEALED ? (count > 0 ? String(count) : '') : (SYMBOLS[view] ?? '');
  const hasProbability = probability !== undefined && !Number.isNaN(probability) && (view === HIDDEN || view === MARKED);
  return (
    <>
      <HexPolygon
        tile={id}
        board={board}
        points={points}
        className={`tile ms-tile${view === REVEALED && count > 0 ? ` n${count}` : ''}`}
        data-state={STATE_NAMES[view]}
        data-value={view === REVEALED ? count : undefined}
        data-hint={hint}
        data-probability={hasProbability ? probability!.toFixed(3) : undefined}
        style={hasProbability ? { fill: `color-mix(in srgb, var(--exploded) ${Math.round(probability! * 85)}%, var(--tile))` } : undefined}
      />
      {text && (
        <text
          x={cx}
          y={cy}
          fontSize={Math.max(7, size * (view === REVEALED ? 0.95 : 0.8))}
          className={`ms-symbol s-${STATE_NAMES[view]}${view === REVEALED ? ` n${count}` : ''}`}
          textAnchor="middle"
          dominantBaseline="central"
          pointerEvents="none"
          aria-hidden="true"
        >
          {text}
        </text>
      )}
    </>
  );
});
