import { memo } from 'react';
import { jsx } from 'react/jsx-runtime';
import { isFloor } from '../../engine';
import { tileHooks, tileLabel, type TileProps } from '../board/HexTile';

/**
 * A hero-mode tile. It selects nothing from the store: paths, search marks and overlays are written onto the
 * polygon as data attributes by the overlay components (through the tile index), so a walking hero never re-renders
 * a tile. Tiles that cost more than 1 to enter are tinted and carry their cost where it can be read (`labels`), so detours around them make sense.
 */
export const HeroTile = memo(function HeroTile({ id, board, points, cx, cy, size, labels }: TileProps) {
  const cost = isFloor(board, id) ? board.cost[id] : 1;
  const props = tileHooks(id, board, points);
  props.className = 'tile hero-tile';
  if (cost > 1) props['data-cost'] = cost;
  const polygon = jsx('polygon', props);
  if (cost <= 1 || !labels) return polygon;
  return (
    <>
      {polygon}
      {tileLabel(cx, cy, size * 0.7, cost, 'tile-label hero-cost')}
    </>
  );
});
