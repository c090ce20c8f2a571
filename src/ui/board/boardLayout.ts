// The layout of the board on screen. The board owns its orientation and parity (and its levelData and wrap); the
// store keeps only the hex size beside it. This file is the one place the UI turns them into the engine's Layout:
// components read it through useBoardLayout(), code outside React through boardLayout().
import { useMemo } from 'react';
import { makeLayout } from '../../engine/layout';
import type { Board } from '../../engine/board';
import type { Layout } from '../../engine/types';
import { useHexlab } from '../../store';

/** The layout a board is drawn in at a hex size, axial (0, 0) at the origin (board units). */
export const boardLayout = (board: Pick<Board, 'orientation' | 'parity'>, hexSize: number): Layout =>
  makeLayout({ orientation: board.orientation, parity: board.parity, size: hexSize });

/** The layout of the store's board: one object while orientation, parity and hex size stay (a new board keeps it). */
export function useBoardLayout(): Layout {
  const orientation = useHexlab((s) => s.board.orientation);
  const parity = useHexlab((s) => s.board.parity);
  const hexSize = useHexlab((s) => s.hexSize);
  return useMemo(() => boardLayout({ orientation, parity }, hexSize), [orientation, parity, hexSize]);
}
