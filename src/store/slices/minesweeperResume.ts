// A game under way taken back after a reload (a received challenge's, ui/minesweeper/challenge): the position its
// actions rebuild on the board on screen, its record of play (so its clicks and its lives lost are as they were),
// and its clock, the time played before the reload counted and the time the page was gone not. It enters nothing in
// the statistics or records: what it was to enter, it entered as it was played.
import { gameFigures, isOver } from '../../games/minesweeper/state';
import { replayTo, type Replay } from '../../games/minesweeper/replay';
import type { AppState } from '../state/app';

/** The store's Minesweeper game as `replay` rebuilds it on the board on screen, `ms` played, at `now`. */
export function resumedMinesweeper(
  s: AppState,
  replay: Replay,
  ms: number,
  now: number,
): Pick<AppState, 'minesweeper' | 'minesweeperResult'> {
  const { state, before } = replayTo(s.board, replay, replay.actions.length);
  const over = isOver(state);
  const figures = over ? gameFigures(state, s.board, ms) : null;
  return {
    minesweeper: {
      ...s.minesweeper,
      game: state,
      before,
      log: replay.actions,
      startedAt: state.status === 'ready' ? null : now - ms,
      endedAt: over ? now : null,
      pausedAt: null,
      hint: null,
      hintNote: null,
      loss: null,
      probabilities: null,
      generating: null,
      replay: null,
      cardClosed: false,
    },
    minesweeperResult: figures ? { figures, newRecord: false, counted: false } : null,
  };
}
