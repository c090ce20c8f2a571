import { useEffect, useMemo, useState } from 'react';
import { interlacedToAxial } from '../../engine';
import { activeFourKinds, currentFourKinds } from '../../games/lab/fourKinds';
import { useHexlab } from '../../store';
import { FOUR_KINDS } from '../../store/shapes';
import { BoardView } from '../board/BoardView';
import { HexPolygon, type TileProps } from '../board/HexTile';
import { KeyLegend } from '../board/KeyLegend';
import { CodeCard } from './CodeCard';
import { CoordinatesCard } from './CoordinatesCard';
import { FourKindsCard } from './FourKindsCard';
import { HowItWorksCard } from './HowItWorksCard';
import { HoverMarks } from './HoverMarks';
import { LabelLayer } from './LabelLayer';
import { LabGuideCards, LabPanel } from './LabPanel';
import { TileInToolsCard } from './TileInToolsCard';
import { MissingSlots } from './MissingSlots';
import { ToolOverlay } from './ToolOverlay';
import { useBeside, useSettingsSheet } from '../shell/settingsSheet';
import { ModeLayout } from '../shell/ModeLayout';
import { useGuide } from '../shell/guides';
import { isTouchOnly } from '../shell/touch';
import { pointerStore } from '../board/pointerStore';
import { LabStatus } from './LabStatus';
import { useT } from '../i18n';
import './lab.css';
import { useBoardLayout } from '../board/boardLayout';

function LabTile({ id, board, points }: TileProps) {
  return <HexPolygon tile={id} board={board} points={points} className="tile" />;
}

const toggleSelected = (tile: number) => useHexlab.getState().labPick(tile);

/** A click selects; on a touch-only screen a tap also shows what hovering shows (through the cursor, which stays). */
const tapped = (tile: number) => {
  toggleSelected(tile);
  if (isTouchOnly()) pointerStore.setState({ cursor: tile });
};

/** The coordinate lab: labels, hover neighbours, distances and the engine's algorithms, live under the pointer. */
export function LabMode() {
  const guide = useGuide('lab');
  const shape = useHexlab((s) => s.shape);
  const { orientation, parity } = useBoardLayout();
  const labels = useHexlab((s) => s.lab.labels);
  const fourSize = useHexlab((s) => s.lab.fourSize);
  const level = useHexlab((s) => s.board.level);
  const options = useMemo(() => currentFourKinds(FOUR_KINDS[shape], shape, fourSize, level), [shape, fourSize, level]);
  const four = useMemo(() => activeFourKinds(options, orientation, parity), [options, orientation, parity]);
  const missing = useMemo(() => four?.missing.map((m) => interlacedToAxial(orientation, m)), [four, orientation]);
  const t = useT('lab');
  // On a wide screen the code and the explanations get a pane of their own: unfolded, it takes the settings column's
  // place beside the board (lab.css), the board keeping the window's height; on a phone they stay in the sheet.
  const wide = useBeside();
  // It starts folded, so the board has the window on a first look. Unfolding it puts the settings away (they come
  // back as a drawer over the pane when asked for), so the pane never covers the board nor the board the code.
  const [readingOpen, setReadingOpen] = useState(false);
  // While the pane is open the settings are a drawer over it, which Escape closes as it closes the phone's drawer.
  const overPane = wide && readingOpen;
  useEffect(() => {
    useSettingsSheet.getState().setOverPane(overPane);
    return () => useSettingsSheet.getState().setOverPane(false);
  }, [overPane]);
  const toggleReading = () => {
    if (!readingOpen) useSettingsSheet.getState().close();
    setReadingOpen(!readingOpen);
  };
  const reading = (
    <>
      <CodeCard />
      <HowItWorksCard />
    </>
  );
  return (
    <ModeLayout
      status={<LabStatus />}
      panel={
        <>
          <LabPanel />
          {four && options && <FourKindsCard view={four} options={options} shape={shape} />}
          <CoordinatesCard />
          <TileInToolsCard />
          <LabGuideCards />
          {!wide && reading}
        </>
      }
      after={
        wide && (
          <section
            className="lab-reading"
            aria-labelledby="reading-toggle"
            data-testid="lab-reading"
            data-open={readingOpen ? 'yes' : 'no'}
          >
            <button
              type="button"
              id="reading-toggle"
              className="ghost reading-toggle"
              aria-expanded={readingOpen}
              aria-controls="reading-body"
              onClick={toggleReading}
            >
              {t.reading}
            </button>
            <div id="reading-body" className="reading-body" hidden={!readingOpen}>
              {reading}
            </div>
          </section>
        )
      }
    >
      <BoardView
        footer={<KeyLegend extra={guide.keys} />}
        Tile={LabTile}
        alsoFit={missing}
        label={t.boardLabel}
        onPrimary={tapped}
        onKey={(key, cursor) => {
          if (key !== 'Enter' && key !== ' ') return false;
          toggleSelected(cursor);
          return true;
        }}
        overlay={
          <>
            <ToolOverlay />
            {four && four.missing.length > 0 && <MissingSlots view={four} />}
            <LabelLayer system={labels} />
            <HoverMarks />
          </>
        }
      />
    </ModeLayout>
  );
}
