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
import { ModeLayout } from '../shell/ModeLayout';
import { HeroPad } from './HeroPad';
import { peekT, useT } from '../i18n';
import './hero.css';

/** The hero: free movement with six keys and collision, click-to-walk along A*, and a search you can watch. */
export function HeroMode() {
  const heroGoTo = useHexlab((s) => s.heroGoTo);
  const t = useT('hero');
  return (
    <ModeLayout
      status={<HeroStatus />}
      panel={
        <>
          <OverlaysPanel />
          <InspectorPanel />
          <ComparePanel />
        </>
      }
    >
      <div className="board-with-pad">
        <BoardView
          footer={<HeroKeyLegend />}
          Tile={HeroTile}
          label={t.boardLabel}
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
    </ModeLayout>
  );
}

function describeTile(id: number): string {
  const { board } = useHexlab.getState();
  const t = peekT('hero').tile;
  if (board.kind[id] === KIND_WALL) return t.wall;
  const cost = board.cost[id];
  return cost > 1 ? t.costly(cost) : t.floor;
}
