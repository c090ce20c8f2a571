// @vitest-environment happy-dom
import { memo, Profiler, type ComponentProps } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { filledLevel } from '../../engine';
import { useHexlab } from '../../store';
import { BoardView } from '../board/BoardView';
import { ProximityTile, proximitySignal } from './ProximityTile';

afterEach(cleanup);

describe('when a tile is placed on a 30 x 30 board', () => {
  it('re-renders that one tile and no other', () => {
    act(() => {
      useHexlab.getState().setLevel(filledLevel(30, 30), 'rectangle');
      useHexlab.getState().proxBoardChanged();
      useHexlab.getState().proxNewGame({ seed: 3, rules: 'classic', players: ['human', 'human'] });
    });
    const renders = new Int32Array(900);
    // Memoised like the tile itself, so the Profiler inside reports exactly the tile's own renders.
    const Counted = memo((p: ComponentProps<typeof ProximityTile>) => (
      <Profiler id={String(p.id)} onRender={(id) => void renders[Number(id)]++}>
        <ProximityTile {...p} />
      </Profiler>
    ));
    const { container } = render(<BoardView Tile={Counted} signal={proximitySignal} label="test board" />);
    expect(renders.every((n) => n === 1)).toBe(true);

    act(() => useHexlab.getState().proxPlace(400));

    const placed = container.querySelector('polygon[data-id="400"]');
    expect(placed?.getAttribute('data-owner')).toBe('1');
    expect(placed?.getAttribute('data-strength')).toBe(String(useHexlab.getState().proximity.game.strength[400]));
    expect(container.querySelectorAll('polygon[data-owner]')).toHaveLength(1);
    expect(renders[400]).toBe(2);
    expect(renders.reduce((a, b) => a + b, 0)).toBe(901);
  }, 20_000);
});
