/*
 * EditorBoard: the editor draws every cell of the levelData rectangle, voids included. The store's board has no tiles
 * for void cells, so the editor hands BoardView a board over the full rectangle (rebuilt only when the size or layout
 * changes); each tile's value comes from editorSignal by row and column, so painting one cell redraws one tile.
 */
import { useEffect, useMemo, useRef } from 'react';
import { filledLevel, makeBoard, type Board } from '../../engine';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import { BoardView, type BoardViewProps } from '../board/BoardView';
import { pointerStore } from '../board/pointerStore';
import { brushCells } from '../../games/editor/cells';
import { EditorTile, editorSignal } from './EditorTile';
import { useBoardLayout } from '../board/boardLayout';

/** A board with a tile for every cell of a rows x cols rectangle. */
export function useFullBoard(): Board {
  const rows = useHexlab((s) => s.board.level.length);
  const cols = useHexlab((s) => s.board.level[0]?.length ?? 0);
  const { orientation, parity } = useBoardLayout();
  return useMemo(
    () => makeBoard(filledLevel(rows, cols, 0), { orientation, parity }),
    [rows, cols, orientation, parity],
  );
}

/** The editor's board: BoardView over the full rectangle (each tile draws its own cost), with a hover outline. */
export function EditorBoard(props: Omit<BoardViewProps, 'Tile'> & { board: Board }) {
  return (
    <BoardView
      {...props}
      Tile={EditorTile}
      signal={editorSignal}
      className="editor-board"
      pointerOverlay={<BrushOutline />}
    />
  );
}

/**
 * The outline of what a click would paint: every cell the brush covers around the hovered tile (one tile for the
 * other tools). Written to the DOM from pointerStore and the brush settings, without re-rendering tiles.
 */
function BrushOutline() {
  const ref = useRef<SVGPathElement>(null);
  const { board, geometry } = useBoardContext();
  const radius = useHexlab((s) => (s.editor.tool === 'brush' ? s.editor.radius : 0));
  const { orientation, parity } = useBoardLayout();
  useEffect(() => {
    const draw = (id: number) => {
      const el = ref.current;
      if (!el) return;
      if (id < 0 || id >= board.size) {
        el.setAttribute('visibility', 'hidden');
        return;
      }
      const cells = brushCells({ orientation, parity }, { row: board.row[id], col: board.col[id] }, radius);
      let d = '';
      let count = 0;
      for (const { row, col } of cells) {
        if (row < 0 || row >= board.rows || col < 0 || col >= board.cols) continue;
        const tile = board.idAt[row * board.cols + col];
        if (tile < 0) continue;
        d += `M${geometry.points[tile].replaceAll(' ', 'L')}Z`;
        count++;
      }
      el.setAttribute('d', d);
      el.setAttribute('data-cells', String(count));
      el.setAttribute('visibility', 'visible');
    };
    draw(pointerStore.getState().hover);
    return pointerStore.subscribe((s, prev) => {
      if (s.hover !== prev.hover) draw(s.hover);
    });
  }, [board, geometry, radius, orientation, parity]);
  return <path ref={ref} className="editor-hover" data-testid="brush-outline" visibility="hidden" />;
}
