import { tileAxial } from '../../engine';
import { useHexlab } from '../../store';
import { usePointer } from '../board/usePointer';

const TEXT = {
  tile: 'Tile',
  axial: 'Axial q, r',
  none: 'Point at a tile, or tap it, to see its neighbours and coordinates.',
  at: (row: number, col: number) => `row ${row}, column ${col}`,
  selected: (row: number, col: number) => `Selected: row ${row}, column ${col}`,
} as const;

/** The Lab's status line: the tile pointed at (or tapped, or under the keyboard cursor), and the selected one. */
export function LabStatus() {
  const hover = usePointer((s) => s.hover);
  const cursor = usePointer((s) => s.cursor);
  const board = useHexlab((s) => s.board);
  const selected = useHexlab((s) => s.lab.selected);
  const id = hover >= 0 ? hover : cursor;
  const shown = id >= 0 && id < board.size ? id : -1;
  const h = shown >= 0 ? tileAxial(board, shown) : null;
  return (
    <div className="status-bar lab-status">
      {h ? (
        <>
          <div className="stat">
            <span className="stat-label">{TEXT.tile}</span>
            <span className="stat-value">{TEXT.at(board.row[shown], board.col[shown])}</span>
          </div>
          <div className="stat">
            <span className="stat-label">{TEXT.axial}</span>
            <span className="stat-value">{`${h.q}, ${h.r}`}</span>
          </div>
        </>
      ) : (
        <p className="muted lab-status-text">{TEXT.none}</p>
      )}
      {selected >= 0 && selected < board.size && <p className="muted lab-status-text">{TEXT.selected(board.row[selected], board.col[selected])}</p>}
    </div>
  );
}
