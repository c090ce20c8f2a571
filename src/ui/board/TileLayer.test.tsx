// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { filledLevel } from '../../engine';
import { useHexlab } from '../../store';
import { MinesweeperTile, minesweeperSignal } from '../minesweeper/MinesweeperTile';
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
    const { container } = render(
      <BoardView Tile={MinesweeperTile} signal={minesweeperSignal} label="test board" overlay={<IndexProbe />} />,
    );
    const polygons = [...container.querySelectorAll<SVGPolygonElement>('polygon[data-id]')];
    expect(polygons).toHaveLength(side * side);
    for (const p of polygons) expect(index!.get(Number(p.dataset.id))).toBe(p);

    const id = side + 3;
    const tile = index!.get(id)!;
    tile.setAttribute('data-hover', ''); // an overlay's mark
    act(() => useHexlab.getState().minesweeperFlag(id));
    expect(index!.get(id)).toBe(tile); // the same polygon, now with a label after it
    expect(tile.getAttribute('data-state')).toBe('flagged');
    expect(tile.nextElementSibling?.textContent).toBe('⚑');
    expect(tile.hasAttribute('data-hover')).toBe(true);
    act(() => useHexlab.getState().minesweeperFlag(id));
    expect(index!.get(id)).toBe(tile);
    expect(tile.getAttribute('data-state')).toBe('hidden');
    expect(tile.nextElementSibling?.localName ?? 'none').not.toBe('text');
    expect(tile.hasAttribute('data-hover')).toBe(true);
  }, 60_000);
});

describe('drawing a board', () => {
  it('measures the board only while it holds no tiles, so the tiles are laid out once', () => {
    // A size read (getBoundingClientRect) with the tiles in forces the browser to lay every tile out an extra time.
    const reads: number[] = [];
    const real = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (this.closest('[data-testid=board-frame]'))
        reads.push(this.ownerDocument.querySelectorAll('polygon[data-id]').length);
      return real.call(this);
    };
    try {
      act(() => useHexlab.getState().setLevel(filledLevel(40, 40), 'rectangle'));
      const { container } = render(<BoardView Tile={MinesweeperTile} signal={minesweeperSignal} label="test board" />);
      expect(container.querySelectorAll('polygon[data-id]')).toHaveLength(1600);
      act(() => useHexlab.getState().setLevel(filledLevel(30, 30), 'rectangle'));
      expect(container.querySelectorAll('polygon[data-id]')).toHaveLength(900);
      expect(reads).toEqual([0]);
    } finally {
      Element.prototype.getBoundingClientRect = real;
    }
  }, 60_000);
});
