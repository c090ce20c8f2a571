/*
 * A Proximity tile's look is one number from a tile signal (owner and strength), so a placement wakes only the placed
 * tile and the neighbours it changed, through one store subscription for the whole board.
 */
import type { AppState } from '../../store';
import { HexPolygon, type TileComponent } from '../board/HexTile';
import { createTileSignal } from '../board/tileSignal';
import { PLAYER_MARKS } from './players';

/** owner (3 bits) + strength. */
const proximityTileCode = (s: AppState, id: number): number => (s.proximity.game.owner[id] ?? 0) + (s.proximity.game.strength[id] ?? 0) * 8;

/** The tile signal a BoardView showing ProximityTile takes. */
export const proximitySignal = createTileSignal(proximityTileCode, (s, prev) => s.proximity.game !== prev.proximity.game);

export const ProximityTile: TileComponent = ({ id, board, points, cx, cy, size, code }) => {
  if (board.kind[id] !== 0) return <HexPolygon tile={id} board={board} points={points} className="tile" />;
  const owner = code & 7;
  const strength = code >> 3;
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
          <tspan className="px-mark" fontSize="0.42em" dx="0.08em" dy="-0.75em">
            {PLAYER_MARKS[owner - 1]}
          </tspan>
        </text>
      )}
    </>
  );
};
