import type { ReactNode } from 'react';
import { KIND_WALL } from '../../engine';
import { useHexlab } from '../../store';
import { BoardView } from '../board/BoardView';
import { CursorAnnouncer } from '../board/CursorAnnouncer';
import { HeroTile } from './HeroTile';
import { HeroToken } from './HeroToken';
import { HeroStatus } from './HeroStatus';
import { HeroKeyLegend } from './HeroKeyLegend';
import { PathMarks } from './PathMarks';
import { ComparePathMarks } from './ComparePathMarks';
import { InspectorOverlay } from './InspectorOverlay';
import { FieldOverlays } from './FieldOverlays';
import { InspectorPanel } from './InspectorPanel';
import { ComparePanel } from './ComparePanel';
import { OverlaysPanel } from './OverlaysPanel';
import { SettingsSheet } from '../shell/settingsSheet';
import { HeroPad } from './HeroPad';
import './hero.css';

/** The hero: free movement with six keys and collision, click-to-walk along A*, and a search you can watch. */
export function HeroMode({ layoutPanel }: { layoutPanel: ReactNode }) {
  const heroGoTo = useHexlab((s) => s.heroGoTo);
  return (
    <>
      <div className="board-area">
        <div className="mode-status" data-testid="status-bar">
          <HeroStatus />
        </div>
        <div className="board-with-pad">
          <BoardView
            footer={<HeroKeyLegend />}
            Tile={HeroTile}
            label="Hero board. Hold the movement keys to walk; click a tile, or move the cursor with the arrow keys and press Enter, to walk there along the shortest path."
            onPrimary={(tile) => heroGoTo(tile)}
            onKey={(key, cursor) => {
              if (key !== 'Enter' && key !== ' ') return false;
              heroGoTo(cursor);
              return true;
            }}
            overlay={
              <>
                <FieldOverlays />
                <InspectorOverlay />
                <PathMarks />
                <ComparePathMarks />
                <HeroToken />
              </>
            }
          />
          <HeroPad />
        </div>
        <CursorAnnouncer describe={(id) => describeTile(id)} />
      </div>
      <SettingsSheet>
        <OverlaysPanel />
        <InspectorPanel />
        <ComparePanel />
        {layoutPanel}
      </SettingsSheet>
    </>
  );
}

function describeTile(id: number): string {
  const { board } = useHexlab.getState();
  if (board.kind[id] === KIND_WALL) return 'wall';
  const cost = board.cost[id];
  return cost > 1 ? `floor, costs ${cost} to enter` : 'floor';
}
