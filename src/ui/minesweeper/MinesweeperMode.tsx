import { KIND_WALL } from '../../engine';
import { useHexlab, type AppState } from '../../store';
import { BoardView } from '../board/BoardView';
import { KeyLegend } from '../board/KeyLegend';
import { CursorAnnouncer } from '../board/CursorAnnouncer';
import { MinesweeperTile, minesweeperSignal } from './MinesweeperTile';
import { MinesweeperPanel } from './MinesweeperPanel';
import { StatusBar } from './StatusBar';
import { HintOverlay, LossMarks, PressRing, RaisedTiles } from './overlays';
import { GameControls } from './GameControls';
import { HintBubble } from './HintBubble';
import { PauseWhileCovered } from './PauseWhileCovered';
import { MinesweeperMotion } from './MinesweeperMotion';
import { ReplayMarker } from './ReplayMarker';
import { isOver, REVEALED } from '../../games/minesweeper/state';
import { ModeLayout } from '../shell/ModeLayout';
import { useGuide } from '../shell/guides';
import { useFlagMode } from './flagMode';
import { useFormat, useT } from '../i18n';
import { lazyPart } from '../lazyPart';
import { DailySlot } from '../daily/DailySlot';
import { dailyStart } from '../../store/dailyRuns';
import './minesweeper.css';

// Fetched when first needed: the end card at a game's end, the replay bar with a replay, the probabilities when
// they are switched on, the no-guess builder (and its worker) at a no-guess game's first click.
const ended = (s: AppState) => isOver(s.minesweeper.game);
const GameOverCard = lazyPart(() => import('./GameOverCard').then((m) => m.GameOverCard), ended);
const ReplayBar = lazyPart(
  () => import('./ReplayBar').then((m) => m.ReplayBar),
  (s) => s.minesweeper.replay !== null,
);
const ProbabilityMarks = lazyPart(
  () => import('./ProbabilityMarks').then((m) => m.ProbabilityMarks),
  (s) => s.minesweeper.probabilities !== null,
);
const ProbabilityLegend = lazyPart(
  () => import('./ProbabilityMarks').then((m) => m.ProbabilityLegend),
  (s) => s.minesweeper.probabilities !== null,
);
const DailyStart = lazyPart(
  () => import('../daily/DailyStart').then((m) => m.DailyStart),
  (s) => dailyStart(s.minesweeper.game) >= 0,
);
const NoGuessRunner = lazyPart(
  () => import('./NoGuessRunner').then((m) => m.NoGuessRunner),
  (s) => s.minesweeper.generating !== null,
);

/** Hex Minesweeper: click to reveal, right click / long press / F to flag, Space on a number to chord. */
export function MinesweeperMode() {
  const guide = useGuide('minesweeper');
  const t = useT('minesweeper');
  const f = useFormat();
  const longPressMs = useHexlab((s) => s.minesweeper.longPressMs);
  const a = useHexlab.getState();
  return (
    <ModeLayout
      status={
        <>
          <StatusBar />
          {/* Beside the status where the row has room (a laptop, a landscape phone), under it on a portrait phone. */}
          <GameControls />
        </>
      }
      panel={<MinesweeperPanel />}
    >
      <DailySlot />
      <div className="ms-stage">
        <div className="ms-board">
          {/* The replay and progress bars lie over the board's frame: they come and go without resizing it. */}
          <ReplayBar />
          <NoGuessRunner />
          <BoardView
            footer={<KeyLegend extra={guide.keys} />}
            Tile={MinesweeperTile}
            signal={minesweeperSignal}
            label={t.boardLabel}
            onPrimary={(tile) => (useFlagMode.getState().on ? a.minesweeperFlag(tile) : a.minesweeperReveal(tile))}
            onSecondary={(tile) => a.minesweeperFlag(tile)}
            longPressMs={longPressMs}
            onKey={(key, cursor) => {
              if (key === 'Enter' || key === ' ') return (a.minesweeperReveal(cursor), true);
              if (key === 'f' || key === 'F') return (a.minesweeperFlag(cursor), true);
              if (key === 'n' || key === 'N') return (a.minesweeperNewGame(), true);
              if (key === 'r' || key === 'R') return (a.minesweeperRestart(), true);
              return false;
            }}
            overlay={
              <>
                <RaisedTiles />
                <HintOverlay />
                <LossMarks />
                <ProbabilityMarks />
                <MinesweeperMotion />
                <ReplayMarker />
                <DailyStart />
              </>
            }
            pointerOverlay={<PressRing />}
          />
          <HintBubble />
        </div>
        <GameOverCard />
      </div>
      <ProbabilityLegend />
      <CursorAnnouncer
        watch={(s, cursor) => (cursor >= 0 ? s.minesweeper.game.view[cursor] : 0)}
        describe={(id) => {
          const s = useHexlab.getState();
          const view = s.minesweeper.game.view[id];
          const count = view === REVEALED ? `, ${t.minesAround(s.minesweeper.game.counts[id], f)}` : '';
          return s.board.kind[id] === KIND_WALL ? t.wall : `${t.tileStates[view]}${count}`;
        }}
      />
      <PauseWhileCovered />
    </ModeLayout>
  );
}
