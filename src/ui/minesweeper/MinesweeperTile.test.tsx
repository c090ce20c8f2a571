// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { memo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { filledLevel } from '../../engine';
import { useHexlab } from '../../store';
import { BoardView } from '../board/BoardView';
import type { TileProps } from '../board/HexTile';
import { MinesweeperTile, minesweeperSignal, minesweeperTileCode, minesweeperTileInputs } from './MinesweeperTile';
import { createTileSignal } from '../board/tileSignal';

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
      return <MinesweeperTile {...p} />;
    });
    const { container } = render(<BoardView Tile={Counted} signal={minesweeperSignal} label="test board" />);
    expect(container.querySelectorAll('polygon[data-row]')).toHaveLength(10_000);
    expect(calls.every((n) => n === 1)).toBe(true);
    const flagged = container.querySelector('polygon[data-id="4242"]');

    act(() => useHexlab.getState().minesweeperFlag(4242));

    expect(container.querySelector('polygon[data-id="4242"]')).toBe(flagged); // updated, not replaced
    expect(flagged?.getAttribute('data-state')).toBe('flagged');
    expect(container.querySelectorAll('[data-state="flagged"]')).toHaveLength(1);
    // Only tile 4242 renders again, once, with its new look.
    expect([...calls.keys()].filter((id) => calls[id] > 1)).toEqual([4242]);
    expect(calls[4242]).toBe(2);
    expect(looks[4242]).toContain(minesweeperTileCode(useHexlab.getState(), 4242));
  }, 60_000);
});

describe('a tile too small for its mark', () => {
  const flaggedCode = 1; // FLAGGED, no count, hint or probability
  const tile = (marks: boolean | undefined, code: number) => {
    act(() => useHexlab.getState().setLevel(filledLevel(3, 3), 'rectangle'));
    const board = useHexlab.getState().board;
    return render(
      <svg>
        <MinesweeperTile id={4} board={board} points="0,0 1,0 1,1" cx={0} cy={0} size={10} code={code} marks={marks} />
      </svg>,
    ).container;
  };

  it('draws a flag as text when it can be seen, and as the fill of its tile when it cannot', () => {
    const shown = tile(true, flaggedCode);
    expect(shown.querySelector('text')?.textContent).toBe('⚑');
    expect(shown.querySelector('polygon')?.classList.contains('ms-bare')).toBe(false);
    cleanup();
    const bare = tile(false, flaggedCode);
    expect(bare.querySelector('text')).toBeNull();
    expect(bare.querySelector('polygon')?.getAttribute('data-state')).toBe('flagged');
    expect(bare.querySelector('polygon')?.classList.contains('ms-bare')).toBe(true);
  });

  it('leaves a revealed number out without marking the tile', () => {
    const three = 3 + 3 * 8; // REVEALED with a count of 3
    expect(tile(true, three).querySelector('text')?.textContent).toBe('3');
    cleanup();
    const bare = tile(false, three);
    expect(bare.querySelector('text')).toBeNull();
    expect(bare.querySelector('polygon')?.getAttribute('class')).toBe('tile ms-tile n3');
  });
});

describe("Minesweeper's tile signal", () => {
  /** A signal over every tile of the board on screen with Minesweeper's codes, counting how often a code is computed. */
  function countedSignal() {
    const computed = { count: 0 };
    const signal = createTileSignal((s, id) => (computed.count++, minesweeperTileCode(s, id)), minesweeperTileInputs);
    const board = useHexlab.getState().board;
    const group = signal.group(
      Array.from({ length: board.size }, (_, id) => id),
      board,
    );
    const stop = group.subscribe(() => {});
    computed.count = 0;
    return { computed, size: board.size, stop };
  }

  it("computes each tile's code once for a first click, and none for what tiles don't draw", () => {
    const s = () => useHexlab.getState();
    s().setLevel(filledLevel(9, 9), 'custom');
    s().minesweeperNewGame({ mines: 10, seed: 3 });
    const t = countedSignal();
    s().minesweeperReveal(40);
    expect(t.computed.count).toBe(t.size);
    t.computed.count = 0;
    s().minesweeperPause(true);
    s().minesweeperPause(false);
    s().minesweeperCloseCard();
    expect(t.computed.count).toBe(0);
    t.stop();
  });
});
