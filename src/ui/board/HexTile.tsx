import type { SVGAttributes } from 'react';
import type { Board } from '../../engine';

export interface TileProps {
  id: number;
  board: Board;
  points: string;
  cx: number;
  cy: number;
  /** the hex circumradius in board units, for text sizes */
  size: number;
  /** the tile's look from the BoardView's tile signal (0 when it has none) */
  code: number;
}

const KIND = ['floor', 'wall'] as const;

/** The polygon every mode draws for a tile, carrying the DOM hooks of CONTRACT.md. */
export function HexPolygon({ tile: id, board, points, ...rest }: { tile: number; board: Board; points: string } & SVGAttributes<SVGPolygonElement> & Record<`data-${string}`, string | number | undefined>) {
  return (
    <polygon
      points={points}
      data-id={id}
      data-row={board.row[id]}
      data-col={board.col[id]}
      data-q={board.q[id]}
      data-r={board.r[id]}
      data-kind={KIND[board.kind[id]]}
      {...rest}
    />
  );
}

/** A number or symbol centred on a tile; it never takes the pointer, so the polygon underneath is hit. */
export function TileLabel({ cx, cy, size, text, className }: { cx: number; cy: number; size: number; text: string | number; className?: string }) {
  return (
    <text x={cx} y={cy} className={className ?? 'tile-label'} fontSize={size} textAnchor="middle" dominantBaseline="central" pointerEvents="none" aria-hidden="true">
      {text}
    </text>
  );
}
