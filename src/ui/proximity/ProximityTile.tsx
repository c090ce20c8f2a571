/*
 * A Proximity tile selects only its own owner and strength (primitives), so a placement re-renders the placed tile
 * and the neighbours it changed, nothing else. Previews and the last-move ring live in overlays.
 */
import { memo } from 'react';
import { useHexlab } from '../../store';
import { HexPolygon, type TileProps } from '../board/HexTile';

export const ProximityTile = memo(function ProximityTile({ id, board, points, cx, cy }: TileProps) {
  const owner = useHexlab((s) => s.proximity.game.owner[id] ?? 0);
  const strength = useHexlab((s) => s.proximity.game.strength[id] ?? 0);
  const size = useHexlab((s) => s.hexSize);
  if (board.kind[id] !== 0) return <HexPolygon tile={id} board={board} points={points} className="tile" />;
  return (
    <>
      <HexPolygon
        tile={id}
        board={board}
        points={points}
        className={owner ? `tile px-tile px-owned` : 'tile px-tile'}
        data-owner={owner || undefined}
        data-strength={owner ? strength : undefined}
      />
      {owner > 0 && (
        <text
          x={cx}
          y={cy}
          fontSize={size * (strength > 9 ? 0.82 : 0.95)}
          className="px-strength"
          textAnchor="middle"
          dominantBaseline="central"
          pointerEvents="none"
          aria-hidden="true"
        >
          {strength}
        </text>
      )}
    </>
  );
});
