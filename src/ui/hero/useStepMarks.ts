import { useEffect } from 'react';
import type { TileIndex } from '../board/tileIndex';

/** Write each tile of a path's step index into `attr` on its polygon (through the tile index), and take it off again. */
export function useStepMarks(path: readonly number[] | null, tiles: TileIndex, attr: string) {
  useEffect(() => {
    if (!path) return;
    const els = path.map((id) => tiles.get(id));
    els.forEach((el, i) => el?.setAttribute(attr, String(i)));
    return () => els.forEach((el) => el?.removeAttribute(attr));
  }, [path, tiles, attr]);
}
