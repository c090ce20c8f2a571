// What Minesweeper draws on and around its board besides the tiles and the game's buttons: the status line, the marks
// over the tiles, the motion, the key legend, the cursor's announcer, the hint's bubble and the clock's pause under the
// drawer. Not in the first screen's code: each is prerendered and hydrated once this file has come, just after the
// board (MinesweeperMode.tsx, lazyPart.tsx). None takes props, so none is reached by a re-render around it before then.
import { KIND_WALL } from '../../engine';
import { useHexlab } from '../../store';
import { REVEALED } from '../../games/minesweeper/state';
import { KeyLegend } from '../board/KeyLegend';
import { CursorAnnouncer } from '../board/CursorAnnouncer';
import { useGuide } from '../shell/guides';
import { useFormat, useT } from '../i18n';
import { HintOverlay, LossMarks, RaisedTiles } from './overlays';
import { MinesweeperMotion } from './MinesweeperMotion';
import { ReplayMarker } from './ReplayMarker';

export { PressRing } from './overlays';
export { HintBubble } from './HintBubble';
export { PauseWhileCovered } from './PauseWhileCovered';
export { StatusBar } from './StatusBar';

/** The marks under the probabilities: the raised tiles, the hint's and the loss's. */
export function MarksUnder() {
  return (
    <>
      <RaisedTiles />
      <HintOverlay />
      <LossMarks />
    </>
  );
}

/** The marks over the probabilities: the reveal's motion and the replay's last move. */
export function MarksOver() {
  return (
    <>
      <MinesweeperMotion />
      <ReplayMarker />
    </>
  );
}

/** The keys under the board, with Minesweeper's own. */
export function MinesweeperLegend() {
  return <KeyLegend extra={useGuide('minesweeper').keys} />;
}

/** Says the tile under the keyboard's cursor: its state, and its number once revealed. */
export function MinesweeperAnnouncer() {
  const t = useT('minesweeper');
  const f = useFormat();
  return (
    <CursorAnnouncer
      watch={(s, cursor) => (cursor >= 0 ? s.minesweeper.game.view[cursor] : 0)}
      describe={(id) => {
        const s = useHexlab.getState();
        const view = s.minesweeper.game.view[id];
        const count = view === REVEALED ? `, ${t.minesAround(s.minesweeper.game.counts[id], f)}` : '';
        return s.board.kind[id] === KIND_WALL ? t.wall : `${t.tileStates[view]}${count}`;
      }}
    />
  );
}
