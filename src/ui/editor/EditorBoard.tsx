/*
 * EditorBoard: the editor draws every cell of the levelData rectangle, voids included. The store's board has no tiles
 * for void cells, so the editor hands BoardView a board over the full rectangle (rebuilt only when the size or layout
 * changes); each tile reads its real value from the store by row and column, so painting one cell re-renders one tile.
 */
import { useEffect, useMemo, useRef } from 'react';
import { filledLevel, makeBoard, type Board } from '../../engine';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import { BoardView, type BoardViewProps } from '../board/BoardView';
import { pointerStore } from '../board/pointerStore';
import { CostLabels, EditorTile } from './EditorTile';

/** A board with a tile for every cell of a rows x cols rectangle. */
export function useFullBoard(): Board {
  const rows = useHexlab((s) => s.level.length);
  const cols = useHexlab((s) => s.level[0]?.length ?? 0);
  const orientation = useHexlab((s) => s.orientation);
  const parity = useHexlab((s) => s.parity);
  return useMemo(() => makeBoard(filledLevel(rows, cols, 0), { orientation, parity }), [rows, cols, orientation, parity]);
}


/** The editor's board: BoardView over the full rectangle, with cost labels and a hover outline. */
export function EditorBoard({ overlay, ...props }: Omit<BoardViewProps, 'Tile'> & { board: Board }) {
  return (
    <BoardView
      {...props}
      Tile={EditorTile}
      className="editor-board"
      overlay={
        <>
          <CostLabels />
          {overlay}
          <Ring field="hover" className="editor-hover" />
        </>
      }
    />
  );
}

/** An outline following the cursor or the hovered tile, written to the DOM from pointerStore without re-rendering tiles. */
function Ring({ field, className, testId }: { field: 'cursor' | 'hover'; className: string; testId?: string }) {
  const ref = useRef<SVGPolygonElement>(null);
  const { geometry } = useBoardContext();
  useEffect(() => {
    const draw = (id: number) => {
      const el = ref.current;
      if (!el) return;
      if (id < 0 || id >= geometry.points.length) return el.setAttribute('visibility', 'hidden');
      el.setAttribute('visibility', 'visible');
      el.setAttribute('points', geometry.points[id]);
    };
    draw(pointerStore.getState()[field]);
    return pointerStore.subscribe((s, prev) => {
      if (s[field] !== prev[field]) draw(s[field]);
    });
  }, [field, geometry]);
  return <polygon ref={ref} className={className} data-testid={testId} visibility="hidden" />;
}
