import { createContext, useContext } from 'react';
import type { Board } from '../../engine';
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
}

export const BoardContext = createContext<BoardContextValue | null>(null);

/** The board, its geometry, camera and tile index, for tiles and overlays inside a BoardView. */
export function useBoardContext(): BoardContextValue {
  const ctx = useContext(BoardContext);
  if (!ctx) throw new Error('useBoardContext outside a BoardView');
  return ctx;
}
