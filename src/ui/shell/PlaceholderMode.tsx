import type { ReactNode } from 'react';
import { BoardView } from '../board/BoardView';
import { HexPolygon, type TileProps } from '../board/HexTile';

function PlainTile({ id, board, points }: TileProps) {
  return <HexPolygon tile={id} board={board} points={points} className="tile" />;
}

/** The board alone, for a mode whose rules are not on screen yet. */
export function PlaceholderMode({ layoutPanel }: { layoutPanel: ReactNode }) {
  return (
    <>
      <div className="board-area">
        <BoardView Tile={PlainTile} label="Hex board" />
      </div>
      <aside className="side-panel">{layoutPanel}</aside>
    </>
  );
}
