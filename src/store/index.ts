// One store made of slices; middleware would wrap the whole, never a slice (zustand docs: "Slices pattern").
import { create } from 'zustand';
import { createLayoutSlice } from './layoutSlice';
import { createModeSlice } from './modeSlice';
import { createLabSlice, type LabSlice } from './labSlice';
import { createMinesSlice, type MinesSlice } from './minesSlice';
import { createEditorSlice, type EditorSlice } from './editorSlice';
import { createHeroSlice, type HeroSlice } from './heroSlice';
import { createProximitySlice, type ProximitySlice } from './proximitySlice';
import { createStatsSlice, currentStatsKey, type StatsSlice } from './statsSlice';
import type { LayoutSlice, ModeSlice } from './types';

export type AppState = LayoutSlice & ModeSlice & LabSlice & MinesSlice & EditorSlice & HeroSlice & ProximitySlice & StatsSlice;

export const useHexlab = create<AppState>()((...a) => ({
  ...createLayoutSlice(...a),
  ...createModeSlice(...a),
  ...createLabSlice(...a),
  ...createMinesSlice(...a),
  ...createEditorSlice(...a),
  ...createHeroSlice(...a),
  ...createProximitySlice(...a),
  ...createStatsSlice(...a),
}));

useHexlab.getState().msBoardChanged();
useHexlab.getState().proxBoardChanged();
useHexlab.setState({ msStatsKey: currentStatsKey(useHexlab.getState()) });
// Every mode follows the board: a new board starts each mode afresh.
useHexlab.subscribe((s, prev) => {
  if (s.board !== prev.board) {
    s.msBoardChanged();
    s.proxBoardChanged();
    s.heroSyncBoard();
    if (s.lab.selected >= s.board.size) s.setLab({ selected: -1 });
  }
  const st = useHexlab.getState();
  if (st.ms.game !== prev.ms.game || st.ms.preset !== prev.ms.preset) {
    // The key hashes the whole mask: only a new board, preset or mine count can change it, not a click.
    if (st.board !== prev.board || st.ms.preset !== prev.ms.preset || st.ms.game.config.mines !== prev.ms.game.config.mines) {
      const key = currentStatsKey(st);
      if (key !== st.msStatsKey) useHexlab.setState({ msStatsKey: key });
    }
    const ended = (g: typeof st.ms.game) => g.status === 'won' || g.status === 'lost';
    if (ended(st.ms.game) && !ended(prev.ms.game)) st.msRecordFinished();
  }
});

export type { Mode } from './types';
export { MODES } from './types';
