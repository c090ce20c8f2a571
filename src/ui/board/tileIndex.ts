/*
 * The tile index: tile id -> its <polygon>, filled as the tiles are drawn (each block of tiles fills its own ids once
 * they are in the DOM). Everything that marks tiles from outside the tile components goes through it.
 *
 * One rule says who writes what on a tile's polygon:
 * - Tile state is what a tile looks like in its mode: its kind and the game's state on it (data-kind, data-state,
 *   data-value, data-hint, data-probability, data-owner, data-strength, data-cost, its class). It comes from the
 *   tile's props (its code from the mode's tile signal) and only the tile component renders it.
 * - Overlays are marks that come and go over the tiles (data-hover, data-neighbor, data-diagonal, data-distance,
 *   data-reach, data-sight, data-path, data-target, the inspector's data-search and data-expanding).
 *   Overlay components write them onto the polygons found here and remove them when they go; a tile never renders
 *   them, and React leaves attributes it does not render alone, so a tile's re-render keeps them.
 *
 * A BoardView makes a new index whenever its tiles are drawn anew (a new board or geometry), so an overlay's effect
 * that depends on the index marks the new polygons.
 */

export interface TileIndex {
  /** the polygon of tile `id`, or null when it is not drawn */
  get(id: number): SVGPolygonElement | null;
  /** record the polygons of `ids`: the polygon children of `container`, in the same order */
  fill(ids: readonly number[], container: Element): void;
  /** forget `ids` (their block is gone) */
  drop(ids: readonly number[]): void;
}

export function createTileIndex(size: number): TileIndex {
  const els: (SVGPolygonElement | null)[] = new Array<SVGPolygonElement | null>(size).fill(null);
  return {
    get: (id) => els[id] ?? null,
    fill(ids, container) {
      let k = 0;
      for (let el = container.firstElementChild; el && k < ids.length; el = el.nextElementSibling) {
        if (el.localName === 'polygon') els[ids[k++]] = el as SVGPolygonElement;
      }
    },
    drop(ids) {
      for (const id of ids) els[id] = null;
    },
  };
}
