// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { filledLevel } from '../../engine';
import { useHexlab } from '../../store';
import { MinesTile, minesSignal } from '../minesweeper/MinesTile';
import { useBoardContext } from './BoardContext';
import { BoardView } from './BoardView';
import type { TileIndex } from './tileIndex';

afterEach(cleanup);

let index: TileIndex | null = null;
/** An overlay that hands the test the board's tile index. */
function IndexProbe() {
  index = useBoardContext().tiles;
  return null;
}

describe.each([
  ['drawn flat', 12],
  ['drawn in blocks', 50],
])('the tiles of a board %s (%i x %i)', (_, side) => {
  it('are found through the tile index, and keep overlay marks while their own look changes', () => {
    act(() => useHexlab.getState().setLevel(filledLevel(side, side), 'rectangle'));
    const { container } = render(<BoardView Tile={MinesTile} signal={minesSignal} label="test board" overlay={<IndexProbe />} />);
    const polygons = [...container.querySelectorAll<SVGPolygonElement>('polygon[data-id]')];
    expect(polygons).toHaveLength(side * side);
    for (const p of polygons) expect(index!.get(Number(p.dataset.id))).toBe(p);

    const id = side + 3;
    const tile = index!.get(id)!;
    tile.setAttribute('data-hover', ''); // an overlay's mark
    act(() => useHexlab.getState().msFlag(id));
    expect(index!.get(id)).toBe(tile); // the same polygon, now with a label after it
    expect(tile.getAttribute('data-state')).toBe('flagged');
    expect(tile.nextElementSibling?.textContent).toBe('⚑');
    expect(tile.hasAttribute('data-hover')).toBe(true);
    act(() => useHexlab.getState().msFlag(id));
    expect(index!.get(id)).toBe(tile);
    expect(tile.getAttribute('data-state')).toBe('hidden');
    expect(tile.nextElementSibling?.localName ?? 'none').not.toBe('text');
    expect(tile.hasAttribute('data-hover')).toBe(true);
  }, 60_000);
});
