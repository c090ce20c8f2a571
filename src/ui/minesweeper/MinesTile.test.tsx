// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { memo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { filledLevel } from '../../engine';
import { useHexlab } from '../../store';
import { BoardView } from '../board/BoardView';
import type { TileProps } from '../board/HexTile';
import { MinesTile, minesSignal, minesTileCode } from './MinesTile';

afterEach(cleanup);

describe('when one tile changes on a 100 x 100 board', () => {
  it('renders that one tile component again and no other', () => {
    act(() => useHexlab.getState().setLevel(filledLevel(100, 100), 'rectangle'));
    // Every call of the tile component, by tile and by the look (code) it was called with.
    const calls = new Int32Array(10_000);
    const looks: Set<number>[] = Array.from({ length: 10_000 }, () => new Set());
    const Counted = memo(function Counted(p: TileProps) {
      calls[p.id]++;
      looks[p.id].add(p.code);
      return <MinesTile {...p} />;
    });
    const { container } = render(<BoardView Tile={Counted} signal={minesSignal} label="test board" />);
    expect(container.querySelectorAll('polygon[data-row]')).toHaveLength(10_000);
    expect(calls.every((n) => n === 1)).toBe(true);
    const flagged = container.querySelector('polygon[data-id="4242"]');

    act(() => useHexlab.getState().msFlag(4242));

    expect(container.querySelector('polygon[data-id="4242"]')).toBe(flagged); // updated, not replaced
    expect(flagged?.getAttribute('data-state')).toBe('flagged');
    expect(container.querySelectorAll('[data-state="flagged"]')).toHaveLength(1);
    // Only tile 4242 renders again, once, with its new look.
    expect([...calls.keys()].filter((id) => calls[id] > 1)).toEqual([4242]);
    expect(calls[4242]).toBe(2);
    expect(looks[4242]).toContain(minesTileCode(useHexlab.getState(), 4242));
  }, 60_000);
});
