// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { memo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { filledLevel } from '../../engine';
import { useHexlab } from '../../store';
import { loadAllParts } from '../../store/testing';
import { BoardView } from '../board/BoardView';
import type { TileProps } from '../board/HexTile';
import { ProximityTile, proximitySignal } from './ProximityTile';

loadAllParts();
afterEach(cleanup);

describe('when a tile is placed on a 30 x 30 board', () => {
  it('renders that one tile again and no other', () => {
    act(() => {
      useHexlab.getState().setLevel(filledLevel(30, 30), 'rectangle');
      useHexlab.getState().proximityNewGame({ seed: 3, rules: 'classic', players: ['human', 'human'] });
    });
    const renders = new Int32Array(900);
    const Counted = memo(function Counted(p: TileProps) {
      renders[p.id]++;
      return <ProximityTile {...p} />;
    });
    const { container } = render(<BoardView Tile={Counted} signal={proximitySignal} label="test board" />);
    expect(renders.every((n) => n === 1)).toBe(true);

    act(() => useHexlab.getState().proximityPlace(400));

    const placed = container.querySelector('polygon[data-id="400"]');
    expect(placed?.getAttribute('data-owner')).toBe('1');
    expect(placed?.getAttribute('data-strength')).toBe(String(useHexlab.getState().proximity.game.strength[400]));
    expect(container.querySelectorAll('polygon[data-owner]')).toHaveLength(1);
    expect(container.querySelectorAll('.px-strength')).toHaveLength(1);
    // Only tile 400 renders again, once.
    expect([...renders.keys()].filter((id) => renders[id] > 1)).toEqual([400]);
    expect(renders[400]).toBe(2);
  }, 20_000);
});
