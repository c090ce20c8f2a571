import { memo } from 'react';
import { jsx } from 'react/jsx-runtime';
import { FLOOR, VOID, WALL } from '../../engine';
import { tileHooks, tileLabel, type TileProps } from '../board/HexTile';
import { createTileSignal } from '../board/tileSignal';

/** levelData values to data-kind (2..9, floors with a cost, are floors too). */
const KINDS: Record<number, string> = { [VOID]: 'void', [FLOOR]: 'floor', [WALL]: 'wall' };

/**
 * A cell's code is its levelData value, from the stroke in progress, else the level. The editor's board is the full
 * rectangle (EditorBoard.tsx), so the cell is found by the row and column of the board on screen.
 */
export const editorSignal = createTileSignal(
  (s, id, board) => (s.editor.draft ?? s.board.level)[board.row[id]]?.[board.col[id]] ?? VOID,
  (s, prev) => s.editor.draft !== prev.editor.draft || s.board.level !== prev.board.level,
);

/**
 * One cell of the editor, drawn from its value: painting one cell re-renders one tile. A movement cost (2..9) is
 * written on the tile, inside its block, where it can be read (`labels`), so a board full of costs draws like any other.
 */
export const EditorTile = memo(function EditorTile({
  id,
  board,
  points,
  cx,
  cy,
  size,
  code: value,
  labels,
}: TileProps) {
  const props = tileHooks(id, board, points);
  props.className = 'tile';
  props['data-kind'] = KINDS[value] ?? 'floor';
  if (value >= 2) props['data-cost'] = value;
  const polygon = jsx('polygon', props);
  if (value < 2 || !labels) return polygon;
  return (
    <>
      {polygon}
      {tileLabel(cx, cy, size * 0.7, value, 'tile-label editor-cost')}
    </>
  );
});
