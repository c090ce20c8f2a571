import type { ComponentType, CSSProperties, ReactElement, ReactNode, SVGAttributes } from 'react';
import { jsx } from 'react/jsx-runtime';
import { KIND_WALL, type Board } from '../../engine/board';

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
  /** its label (a cost) can be read at the current zoom: draw it (TileLayer; absent means no) */
  labels?: boolean;
  /** its mark (a number, a flag) is large enough to see and in view: draw it (TileLayer; absent means yes) */
  marks?: boolean;
}

/**
 * A tile: a React component (memoised, so a block's render re-renders only the tiles whose props changed) that draws
 * its <polygon> first and may add a label after it. What a tile shows from the store comes in as `code`, from the
 * BoardView's tile signal; the board takes the pointer and the keys. A tile always draws its polygon first: the tile
 * index (tileIndex.ts) finds each tile's polygon by its place in the block.
 */
export type TileComponent = ComponentType<TileProps>;

/** The tile's data-kind: floor, wall (the store's boards have no voids; the editor draws its own). */
const kindName = (kind: number) => (kind === KIND_WALL ? 'wall' : 'floor');

type PolygonProps = SVGAttributes<SVGPolygonElement> & Record<`data-${string}`, string | number | undefined>;

/**
 * The props of a tile's polygon that carry the DOM hooks of CONTRACT.md; a tile adds its own (class, data-state, ...)
 * to the object and draws it with `jsx('polygon', props)` (see hexPolygon). One object of the same shape for every
 * tile, built without spreads: this runs for every tile of a first render.
 */
export function tileHooks(id: number, board: Board, points: string): PolygonProps {
  return {
    points,
    'data-id': id,
    'data-row': board.row[id],
    'data-col': board.col[id],
    'data-q': board.q[id],
    'data-r': board.r[id],
    'data-kind': kindName(board.kind[id]),
  };
}

/** A tile's polygon with its hooks and a class: what most tiles draw. */
export function hexPolygon(id: number, board: Board, points: string, className: string): ReactElement {
  const props = tileHooks(id, board, points);
  props.className = className;
  return jsx('polygon', props);
}

/** The polygon every mode draws for a tile, as a component, for tiles that need nothing else. */
export function HexPolygon({
  tile,
  board,
  points,
  className = 'tile',
}: {
  tile: number;
  board: Board;
  points: string;
  className?: string;
}) {
  return hexPolygon(tile, board, points, className);
}

/**
 * A number or symbol centred on a tile (a cost, a Minesweeper number, a Proximity strength, a clue); it never
 * takes the pointer, so the polygon underneath is hit, and screen readers hear the polygon's name instead.
 */
export function tileLabel(
  cx: number,
  cy: number,
  fontSize: number,
  text: ReactNode,
  className = 'tile-label',
  style?: CSSProperties,
): ReactElement {
  return (
    <text
      x={cx}
      y={cy}
      className={className}
      fontSize={fontSize}
      style={style}
      textAnchor="middle"
      dominantBaseline="central"
      pointerEvents="none"
      aria-hidden="true"
    >
      {text}
    </text>
  );
}
