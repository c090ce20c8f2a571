// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { filledLevel } from '../../engine';
import { useHexlab } from '../../store';
import { loadAllParts } from '../../store/testing';
import { MoveLog } from './MoveLog';

loadAllParts();
afterEach(cleanup);

describe('when a game is hundreds of moves long', () => {
  it('lists the newest 200 and shows earlier ones 200 at a time, numbered as played', () => {
    act(() => {
      useHexlab.getState().setLevel(filledLevel(25, 25), 'rectangle');
      useHexlab.getState().proximityNewGame({ seed: 3, rules: 'classic', players: ['human', 'human'] });
      for (let tile = 0; tile < 450; tile++) useHexlab.getState().proximityPlace(tile);
    });
    expect(useHexlab.getState().proximity.log).toHaveLength(450);
    render(<MoveLog />);
    const items = () => screen.getByTestId('move-log').querySelectorAll('li[data-player]');
    expect(items()).toHaveLength(200);
    expect(items()[0].textContent).toMatch(/^251\./);
    expect(items()[199].textContent).toMatch(/^450\./);

    fireEvent.click(screen.getByRole('button', { name: 'Show earlier moves (250 not shown)' }));
    expect(items()).toHaveLength(400);
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier moves (50 not shown)' }));
    expect(items()).toHaveLength(450);
    expect(items()[0].textContent).toMatch(/^1\./);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
