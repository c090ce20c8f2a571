import type { Mode } from '../../../store';
import { editorGuide } from './editor';
import { heroGuide } from './hero';
import { labGuide } from './lab';
import { minesweeperGuide } from './minesweeper';
import { proximityGuide } from './proximity';
import type { ModeGuide } from './types';

export type { ModeGuide } from './types';
export { BOARD_KEYS, MOVE_KEYS_TEXT } from './types';

/** Each mode's first-visit text and keys. */
export const GUIDES: Record<Mode, ModeGuide> = {
  minesweeper: minesweeperGuide,
  lab: labGuide,
  editor: editorGuide,
  hero: heroGuide,
  proximity: proximityGuide,
};
