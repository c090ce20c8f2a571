import { memo } from 'react';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import { HexPolygon, TileLabel, type TileComponent } from '../board/HexTile';
import { createTileSignal } from '../board/tileSignal';

const KINDS: Record<number, string> = { [-1]: 'void', 0: 'floor', 1: 'wall' };

/**
 * A cell's code is its levelData value, from the stroke in progress, else the level. The editor's board is the full
 * rectangle (EditorBoard.tsx), so the cell is found by the row and column of the board on screen.
 */
export const editorSignal = createTileSignal(
  (s, id, board) => (s.editor.draft ?? s.level)[board.row[id]]?.[board.col[id]] ?? -1,
  (s, prev) => s.editor.draft !== prev.editor.draft || s.level !== prev.level,
);

/** One cell of the editor, drawn from its value: painting one cell redraws one tile. */
export const EditorTile: TileComponent = ({ id, board, points, code: value }) => (
  <HexPolygon tile={id} board={board} points={points} className="tile" data-kind={KINDS[value] ?? 'floor'} data-cost={value >= 2 ? value : undefined} />
);

/**
 * Movement costs (2..9) written on their tiles. One overlay for all of them, so a tile needs a single subscription;
 * it re-renders when the board's values change, which is at most once per stroke step.
 */
export const CostLabels = memo(function CostLabels() {
  const { board, geometry } = useBoardContext();
  const level = useHexlab((s) => s.editor.draft ?? s.level);
  const hexSize = useHexlab((s) => s.hexSize);
  const labels = [];
  for (let id = 0; id < board.size; id++) {
    const v = level[board.row[id]]?.[board.col[id]] ?? -1;
    if (v >= 2) labels.push(<TileLabel key={id} cx={geometry.cx[id]} cy={geometry.cy[id]} size={hexSize * 0.7} text={v} className="tile-label editor-cost" />);
  }
  return <>{labels}</>;
});
