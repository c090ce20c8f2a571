import type { ReactNode, SVGAttributes } from 'react';
import { jsx } from 'react/jsx-runtime';
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

/**
 * A tile component: a pure function of its props returning SVG elements, drawn by the board's tile renderer
 * (tileRenderer.ts), not mounted by React. No hooks, handlers or refs; what a tile shows from the store comes in as
 * `code`, from the BoardView's tile signal.
 */
export type TileComponent = (props: TileProps) => ReactNode;

const KIND = ['floor', 'wall'] as const;

type HexPolygonProps = { tile: number; board: Board; points: string } & SVGAttributes<SVGPolygonElement> & Record<`data-${string}`, string | number | undefined>;

/**
 * The polygon every mode draws for a tile, carrying the DOM hooks of CONTRACT.md; other props are passed on. Its props
 * are built as one object of the same shape for every tile, without spreads, and handed to the element as they are:
 * the tile renderer reads them for every tile of a first render, and an object built by spreading is slow to walk.
 */
export function HexPolygon(props: HexPolygonProps) {
  const attributes = tileAttributes(props.tile, props.board, props.points);
  for (const key in props) if (key !== 'tile' && key !== 'board' && key !== 'points') attributes[key] = props[key as keyof HexPolygonProps];
  return jsx('polygon', attributes);
}

/**
 * The attributes of a tile's polygon that carry the DOM hooks: a tile that draws many polygons on a first render
 * (Minesweeper's) adds its own to this object and makes the element with `jsx('polygon', attributes)`, which costs
 * less than passing them through HexPolygon before the JIT has warmed up.
 */
export function tileAttributes(id: number, board: Board, points: string): Record<string, unknown> {
  return {
    points,
    'data-id': id,
    'data-row': board.row[id],
    'data-col': board.col[id],
    'data-q': board.q[id],
    'data-r': board.r[id],
    'data-kind': KIND[board.kind[id]],
  };
}

/** A number or symbol centred on a tile; it never takes the pointer, so the polygon underneath is hit. */
export function TileLabel({ cx, cy, size, text, className }: { cx: number; cy: number; size: number; text: string | number; className?: string }) {
  return (
    <text x={cx} y={cy} className={className ?? 'tile-label'} fontSize={size} textAnchor="middle" dominantBaseline="central" pointerEvents="none" aria-hidden="true">
      {text}
    </text>
  );
}
