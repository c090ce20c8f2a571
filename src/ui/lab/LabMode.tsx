import type { ReactNode } from 'react';
import { useHexlab } from '../../store';
import { BoardView } from '../board/BoardView';
import { HexPolygon, type TileProps } from '../board/HexTile';
import { HoverMarks } from './HoverMarks';
import { LabelLayer } from './LabelLayer';
import { LabPanel } from './LabPanel';
import { ToolOverlay } from './ToolOverlay';

function LabTile({ id, board, points }: TileProps) {
  return <HexPolygon tile={id} board={board} points={points} className="tile" />;
}

/** The coordinate lab: labels, hover neighbours, distances and the engine's algorithms, live under the pointer. */
export function LabMode({ layoutPanel }: { layoutPanel: ReactNode }) {
  const setLab = useHexlab((s) => s.setLab);
  return (
    <>
      <div className="board-area">
        <BoardView
          Tile={LabTile}
          label="Coordinate lab board. Click a tile to select it; Enter selects the cursor tile."
          onPrimary={(tile) => setLab({ selected: useHexlab.getState().lab.selected === tile ? -1 : tile })}
          onKey={(key, cursor) => {
            if (key !== 'Enter' && key !== ' ') return false;
            setLab({ selected: useHexlab.getState().lab.selected === cursor ? -1 : cursor });
            return true;
          }}
          overlay={
            <>
              <ToolOverlay />
              <LabelLayer />
              <HoverMarks />
            </>
          }
        />
      </div>
      <aside className="side-panel">
        <LabPanel />
        {layoutPanel}
      </aside>
    </>
  );
}
