import { createContext, useContext } from 'react';
import type { Board } from '../../engine';
import type { BoardGeometry } from './geometry';

export interface BoardContextValue {
  board: Board;
  geometry: BoardGeometry;
  /**
   * the tile's polygon element, for overlays that write attributes directly. A new function each time the tiles are
   * drawn anew (a new board or geometry, e.g. another hex size), so an effect that depends on it marks the new tiles.
   */
  tileElement(id: number): SVGPolygonElement | null;
}

export const BoardContext = createContext<BoardContextValue | null>(null);

/** The board and its geometry, for tiles and overlays inside a BoardView. */
export function useBoardContext(): BoardContextValue {
  const ctx = useContext(BoardContext);
  if (!ctx) throw new Error('useBoardContext outside a BoardView');
  return ctx;
}
