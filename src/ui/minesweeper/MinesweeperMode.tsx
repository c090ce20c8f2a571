import { useHexlab, type AppState } from '../../store';
import { BoardView } from '../board/BoardView';
import { MinesweeperTile, minesweeperSignal } from './MinesweeperTile';
import { isOver } from '../../games/minesweeper/state';
import { ModeLayout } from '../shell/ModeLayout';
import { useFlagMode } from './flagMode';
import { GameControls } from './GameControls';
import { useT } from '../i18n';
import { hydratedPart, hydratedParts, lazyPart } from '../lazyPart';
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
  (s) => dailyStart(s.minesweeper) >= 0,
);
/** A challenge's result to beat, over the board: only a link can open a challenge. */
const ChallengeBanner = lazyPart(
  () => import('./challenge/ChallengeParts').then((m) => m.ChallengeBanner),
  (s) => s.minesweeper.origin.kind === 'link',
);
/** (Asked for as a first visit starts, with its worker: ui/prefetch.ts, prefetchFirstBuild.) */
export const NoGuessRunner = lazyPart(
  () => import('./NoGuessRunner').then((m) => m.NoGuessRunner),
  (s) => s.minesweeper.generating !== null,
);

// The settings and records, and what is drawn on and around the board besides its tiles and buttons (boardExtras.tsx):
// prerendered, and hydrated once their code has come, just after the board's (lazyPart.tsx).
const MinesweeperPanel = hydratedPart(() => import('./MinesweeperPanel').then((m) => m.MinesweeperPanel));
const {
  StatusBar,
  MarksUnder,
  MarksOver,
  PressRing,
  HintBubble,
  MinesweeperLegend,
  MinesweeperAnnouncer,
  PauseWhileCovered,
} = hydratedParts(
  () => import('./boardExtras'),
  'StatusBar',
  'MarksUnder',
  'MarksOver',
  'PressRing',
  'HintBubble',
  'MinesweeperLegend',
  'MinesweeperAnnouncer',
  'PauseWhileCovered',
);

/** Hex Minesweeper: click to reveal, right click / long press / F to flag, Space on a number to chord. */
export function MinesweeperMode() {
  const t = useT('minesweeper');
  const longPressMs = useHexlab((s) => s.minesweeper.longPressMs);
  const a = useHexlab.getState();
  return (
    <ModeLayout
      status={
        <>
          <StatusBar />
          {/* Beside the status where the row has room (a laptop, a landscape phone), under it on a portrait phone. The
              game's buttons are hydrated with the board: a player's first clicks go to them too. */}
          <GameControls />
        </>
      }
      panel={<MinesweeperPanel />}
    >
      <DailySlot />
      <ChallengeBanner />
      <div className="ms-stage">
        <div className="ms-board">
          {/* The replay and progress bars lie over the board's frame: they come and go without resizing it. */}
          <ReplayBar />
          <NoGuessRunner />
          <BoardView
            footer={<MinesweeperLegend />}
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
                <MarksUnder />
                <ProbabilityMarks />
                <MarksOver />
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
      <MinesweeperAnnouncer />
      <PauseWhileCovered />
    </ModeLayout>
  );
}
