/*
 * A Proximity tile's look is one number from a tile signal (owner and strength), so a placement wakes only the placed
 * tile and the neighbours it changed, through one store subscription for the whole board.
 */
import { memo } from 'react';
import { jsx } from 'react/jsx-runtime';
import { isFloor } from '../../engine';
import type { AppState } from '../../store';
import { hexPolygon, tileHooks, tileLabel, type TileProps } from '../board/HexTile';
import { createTileSignal } from '../board/tileSignal';
import { PLAYER_MARKS } from './players';

/** owner (3 bits) + strength. */
const proximityTileCode = (s: AppState, id: number): number =>
  (s.proximity.game.owner[id] ?? 0) + (s.proximity.game.strength[id] ?? 0) * 8;

/** The tile signal a BoardView showing ProximityTile takes. */
export const proximitySignal = createTileSignal(
  proximityTileCode,
  (s, prev) => s.proximity.game !== prev.proximity.game,
);

export const ProximityTile = memo(function ProximityTile({ id, board, points, cx, cy, size, code, marks }: TileProps) {
  if (!isFloor(board, id)) return hexPolygon(id, board, points, 'tile');
  const owner = code & 7;
  const strength = code >> 3;
  const props = tileHooks(id, board, points);
  props.className = owner ? 'tile px-tile px-owned' : 'tile px-tile';
  if (owner) {
    props['data-owner'] = owner;
    props['data-strength'] = strength;
  }
  const polygon = jsx('polygon', props);
  // The strength is drawn where it can be read (tileScale.ts, as Minesweeper's numbers): 20,000 of them on a 250 x 250
  // board at fit, each a few pixels tall, tripled the time to open it from a link; the tile's colour tells its owner.
  if (!owner || !marks) return polygon;
  return (
    <>
      {polygon}
      {tileLabel(
        cx,
        cy,
        size * (strength > 9 ? 0.82 : 0.95),
        <>
          {strength}
          <tspan className="px-mark" fontSize="0.42em" dx="0.08em" dy="-0.75em">
            {PLAYER_MARKS[owner - 1]}
          </tspan>
        </>,
        'px-strength',
      )}
    </>
  );
});
