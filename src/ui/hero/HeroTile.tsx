import { HexPolygon, TileLabel, type TileProps } from '../board/HexTile';

/**
 * A hero-mode tile. It selects nothing from the store: paths, search marks and overlays are written onto the
 * polygon as data attributes by the overlay components, so a walking hero never re-renders a tile.
 * Tiles that cost more than 1 to enter are tinted and carry their cost, so detours around them make sense.
 */
export function HeroTile({ id, board, points, cx, cy }: TileProps) {
  const cost = board.kind[id] === 0 ? board.cost[id] : 1;
  return (
    <>
      <HexPolygon tile={id} board={board} points={points} className="tile hero-tile" data-cost={cost > 1 ? cost : undefined} />
      {cost > 1 && <CostLabel cx={cx} cy={cy} points={points} cost={cost} />}
    </>
  );
}

function CostLabel({ cx, cy, points, cost }: { cx: number; cy: number; points: string; cost: number }) {
  // The polygon's first corner gives the circumradius without reaching for the store.
  const [x, y] = points.split(' ')[0].split(',').map(Number);
  const radius = Math.hypot(x - cx, y - cy);
  return <TileLabel cx={cx} cy={cy} size={radius * 0.7} text={cost} className="tile-label hero-cost" />;
}
