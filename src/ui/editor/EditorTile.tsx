import { useHexlab } from '../../store';
import { HexPolygon, TileLabel, type TileProps } from '../board/HexTile';

const KINDS: Record<number, string> = { [-1]: 'void', 0: 'floor', 1: 'wall' };

/** One cell of the editor: selects only its own value (from the stroke in progress, else the board). */
export function EditorTile({ id, board, points, cx, cy }: TileProps) {
  const row = board.row[id];
  const col = board.col[id];
  const value = useHexlab((s) => (s.editor.draft ?? s.level)[row]?.[col] ?? -1);
  const hexSize = useHexlab((s) => s.hexSize);
  const cost = value >= 2 ? value : undefined;
  return (
    <>
      <HexPolygon tile={id} board={board} points={points} className="tile" data-kind={KINDS[value] ?? 'floor'} data-cost={cost} />
      {cost !== undefined && <TileLabel cx={cx} cy={cy} size={hexSize * 0.7} text={cost} className="tile-label editor-cost" />}
    </>
  );
}
