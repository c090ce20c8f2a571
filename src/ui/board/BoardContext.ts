import { createContext, useContext, type RefObject } from 'react';
import type { Board } from '../../engine/board';
import type { Camera } from './camera';
import type { BoardGeometry } from './geometry';
import type { TileIndex } from './tileIndex';

export interface BoardContextValue {
  board: Board;
  geometry: BoardGeometry;
  /** the view: everything that follows pan and zoom subscribes to it (camera.ts) */
  camera: Camera;
  /**
   * each tile's polygon, for overlays that mark tiles (tileIndex.ts). A new index each time the tiles are drawn anew
   * (a new board or geometry, e.g. another hex size), so an effect that depends on it marks the new tiles.
   */
  tiles: TileIndex;
  /**
   * the board's <svg data-testid="board">, which has the focus, the keys and the pointer. Overlays are drawn in a
   * second <svg> laid over it (BoardView), so an overlay's element is not inside this one.
   */
  svg: RefObject<SVGSVGElement | null>;
}

export const BoardContext = createContext<BoardContextValue | null>(null);

/** The board, its geometry, camera and tile index, for tiles and overlays inside a BoardView. */
export function useBoardContext(): BoardContextValue {
  const ctx = useContext(BoardContext);
  if (!ctx) throw new Error('useBoardContext outside a BoardView');
  return ctx;
}
