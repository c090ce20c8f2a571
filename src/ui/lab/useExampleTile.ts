import { useEffect, useState } from 'react';
import type { Board, Point } from '../../engine';
import { middleTile, type ExampleSource } from '../../games/lab/code';
import { useHexlab } from '../../store';
import { pointerStore } from '../board/pointerStore';
import { usePointer } from '../board/usePointer';

export interface ExampleTile {
  tile: number;
  source: ExampleSource;
  point: Point | null;
}

/**
 * The tile the Lab's worked examples are about: the hovered one; else the keyboard cursor's; else the last tile
 * hovered on this board (so moving the pointer from the board to read the code keeps the example); else the selected
 * tile; else one in the middle of the board.
 */
export function useExampleTile(board: Board): ExampleTile {
  const hover = usePointer((s) => s.hover);
  const point = usePointer((s) => s.point);
  const cursor = usePointer((s) => s.cursor);
  const selected = useHexlab((s) => s.lab.selected);
  const [last, setLast] = useState<{ board: Board; tile: number; point: Point | null } | null>(null);
  useEffect(
    () =>
      pointerStore.subscribe((s) => {
        if (s.hover >= 0) setLast({ board: useHexlab.getState().board, tile: s.hover, point: s.point });
      }),
    [],
  );
  const valid = (id: number) => id >= 0 && id < board.size;
  if (valid(hover)) return { tile: hover, source: 'hover', point };
  if (valid(cursor)) return { tile: cursor, source: 'cursor', point: null };
  if (last && last.board === board && valid(last.tile)) return { tile: last.tile, source: 'hover', point: last.point };
  if (valid(selected)) return { tile: selected, source: 'selected', point: null };
  return { tile: middleTile(board), source: 'middle', point: null };
}
