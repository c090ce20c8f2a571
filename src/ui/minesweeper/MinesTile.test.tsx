// @vitest-environment happy-dom
import { memo, Profiler, type ComponentProps } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { filledLevel } from '../../engine';
import { useHexlab } from '../../store';
import { BoardView } from '../board/BoardView';
import { MinesTile, minesSignal } from './MinesTile';

afterEach(cleanup);

describe('when one tile changes on a 100 x 100 board', () => {
  it('re-renders that one tile component and no other', () => {
    act(() => useHexlab.getState().setLevel(filledLevel(100, 100), 'rectangle'));
    const renders = new Int32Array(10_000);
    // A Profiler around each tile reports every commit inside it. Memoised like the tile itself, so the Profiler inside reports exactly the tile's own renders.
    const Counted = memo((p: ComponentProps<typeof MinesTile>) => (
      <Profiler id={String(p.id)} onRender={(id) => void renders[Number(id)]++}>
        <MinesTile {...p} />
      </Profiler>
    ));
    const { container } = render(<BoardView Tile={Counted} signal={minesSignal} label="test board" />);
    expect(container.querySelectorAll('polygon[data-row]')).toHaveLength(10_000);
    expect(renders.every((n) => n === 1)).toBe(true);

    act(() => useHexlab.getState().msFlag(4242));

    expect(container.querySelector('polygon[data-id="4242"]')?.getAttribute('data-state')).toBe('flagged');
    expect(renders[4242]).toBe(2);
    expect(renders.reduce((a, b) => a + b, 0)).toBe(10_001);
  }, 60_000);
});
