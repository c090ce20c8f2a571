import type { Mode } from '../store';
import type { ModeView } from './App';
import { LabMode } from './lab/LabMode';
import { MinesweeperMode } from './minesweeper/MinesweeperMode';
import { EditorMode } from './editor/EditorMode';
import { HeroMode } from './hero/HeroMode';
import { ProximityMode } from './proximity/ProximityMode';

/** Each mode's view: the board with its tiles and overlays, and its panel. */
export const MODE_VIEWS: Record<Mode, ModeView> = {
  minesweeper: MinesweeperMode,
  lab: LabMode,
  editor: EditorMode,
  hero: HeroMode,
  proximity: ProximityMode,
};
